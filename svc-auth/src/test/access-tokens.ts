import type { FastifyInstance } from 'fastify';
import type { CreatedToken, CreateTokenRequest } from '@tidings/contracts/access-tokens';
import { hashAccessToken } from '@tidings/service-kit/access-token-format';

/** Creates a token from a signed-in session (`cookie`) and answers what the profile would show once. */
export async function createToken(app: FastifyInstance, cookie: string, body: Partial<CreateTokenRequest> = {}): Promise<CreatedToken> {
  const payload = { name: 'script', scopes: ['read'], expiresInDays: 30, ...body };
  const response = await app.inject({ method: 'POST', url: '/api/user/tokens', headers: { cookie }, payload });
  if (response.statusCode !== 201) throw new Error(`create token failed: ${response.statusCode} ${response.body}`);
  return response.json<CreatedToken>();
}

/** What the gateway does with a `tid_…`: asks svc-auth for a minted token. */
export function exchange(app: FastifyInstance, token: string, address = '203.0.113.7') {
  return app.inject({ method: 'POST', url: '/internal/tokens/exchange', payload: { tokenHash: hashAccessToken(token), address } });
}

/** The `Authorization` header the gateway forwards for a `tid_…` (exchanged now). */
export async function bearerFor(app: FastifyInstance, token: string): Promise<string> {
  const response = await exchange(app, token);
  if (response.statusCode !== 200) throw new Error(`exchange failed: ${response.statusCode} ${response.body}`);
  return `Bearer ${response.json<{ token: string }>().token}`;
}
