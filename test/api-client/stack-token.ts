// A user with a personal access token on a gateway stack: what a developer has after making one
// in the profile.
import type { CreatedToken, TokenScope } from '@tidings/contracts/access-tokens';
import { registerThroughGateway, type GatewayStack } from '../gateway-stack.js';

export async function userWithToken(stack: GatewayStack, scopes: TokenScope[]): Promise<{ id: string; cookie: string; token: string }> {
  const user = await registerThroughGateway(stack, `dev_${Math.random().toString(36).slice(2, 10)}`);
  const response = await stack.gateway.inject({
    method: 'POST',
    url: '/api/user/tokens',
    headers: { cookie: user.cookie },
    payload: { name: 'api-client test', scopes, expiresInDays: 7 },
  });
  if (response.statusCode !== 201) throw new Error(`creating a token failed: ${response.statusCode} ${response.body}`);
  return { id: user.id, cookie: user.cookie, token: response.json<CreatedToken>().token };
}
