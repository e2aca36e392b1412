// Issue 27, personal access tokens through the real stack and two gateways: each gateway
// exchanges the token with svc-auth and keeps the grant, and a revocation still reaches both
// within a second (the session revocations they watch), while a password change does not end a
// token (its next grant is minted after the change).
import type { CreatedToken } from '@tidings/contracts/access-tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGateway, registerThroughGateway, startGatewayStack, type ExtraInstance, type GatewayStack } from '../gateway-stack.js';

let stack: GatewayStack;
let second: ExtraInstance;

beforeAll(async () => {
  stack = await startGatewayStack();
  second = await addGateway(stack);
});
afterAll(async () => {
  await second?.close();
  await stack?.close();
});

async function userWithToken(name: string, scopes: ('read' | 'write')[] = ['read']) {
  const user = await registerThroughGateway(stack, `${name}_${Date.now().toString(36)}`);
  const created = await stack.gateway.inject({ method: 'POST', url: '/api/user/tokens', headers: { cookie: user.cookie }, payload: { name: 'script', scopes, expiresInDays: 7 } });
  expect(created.statusCode, created.body).toBe(201);
  return { user, token: created.json<CreatedToken>() };
}

const streakAt = (gateway: ExtraInstance['app'], token: string) =>
  gateway.inject({ method: 'GET', url: '/api/user/streak', headers: { authorization: `Bearer ${token}` } });
const statusesAtBoth = async (token: string) => [(await streakAt(stack.gateway, token)).statusCode, (await streakAt(second.app, token)).statusCode];

describe('a personal access token behind two gateways', () => {
  it('works at both, and once revoked is refused at both within a second', async () => {
    const { user, token } = await userWithToken('revoke');
    expect(await statusesAtBoth(token.token)).toEqual([200, 200]);

    const revoked = await stack.gateway.inject({ method: 'DELETE', url: `/api/user/tokens/${token.id}`, headers: { cookie: user.cookie } });
    expect(revoked.statusCode).toBe(204);
    const started = Date.now();
    let statuses = await statusesAtBoth(token.token);
    while (statuses.some((status) => status !== 401) && Date.now() - started < 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      statuses = await statusesAtBoth(token.token);
    }
    expect(statuses).toEqual([401, 401]);
    expect(Date.now() - started).toBeLessThanOrEqual(1_000);
    expect((await streakAt(second.app, token.token)).json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it("outlives its owner's password change: the sessions end, the token's next grant starts after it", async () => {
    const { user, token } = await userWithToken('password');
    expect(await statusesAtBoth(token.token)).toEqual([200, 200]);
    const changed = await stack.gateway.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: { cookie: user.cookie },
      payload: { currentPassword: user.password, newPassword: 'Lantern-over-the-bay-7' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // Give the user-wide revocation time to reach both gateways, then the cached grants are stale.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await statusesAtBoth(token.token)).toEqual([200, 200]);
  });

  it('writes without Origin, is refused token management, and never reaches /internal', async () => {
    const { token } = await userWithToken('writes', ['read', 'write']);
    const headers = { authorization: `Bearer ${token.token}`, 'content-type': 'application/json' };
    const write = await stack.gateway.inject({ method: 'PATCH', url: '/api/user/preferences', headers, payload: { darkMode: true } });
    expect(write.statusCode, write.body).toBe(200);
    const list = await stack.gateway.inject({ method: 'GET', url: '/api/user/tokens', headers });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({ code: 'TOKEN_SCOPE_MISSING' });
    const internal = await stack.gateway.inject({ method: 'POST', url: '/internal/tokens/exchange', headers, payload: { tokenHash: '0'.repeat(64), address: 'x' } });
    expect(internal.statusCode).toBe(404);
  });
});
