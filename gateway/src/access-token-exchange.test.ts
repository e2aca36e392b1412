import { generateAccessToken, hashAccessToken } from '@tidings/service-kit/access-token-format';
import { generateSigningKeys, JWT_ALGORITHM, JWT_ISSUER } from '@tidings/service-kit/keys';
import { RevocationSet } from '@tidings/service-kit/session-revocations';
import { createSigner } from 'fast-jwt';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { TOKEN_EXCHANGE_PATH } from '@tidings/contracts/access-tokens';
import { AccessTokenExchange, GRANT_RENEW_BEFORE_EXP_MS, REFUSAL_REMEMBERED_MS, TokenExchangeUnavailable } from './access-token-exchange.js';
import { createSessionVerifier } from './session.js';
import { keys } from './test/helpers.js';

const LIFETIME_MS = 300_000;
const signGrant = createSigner({ key: keys.privateKey, algorithm: JWT_ALGORITHM, iss: JWT_ISSUER, expiresIn: LIFETIME_MS });
const grantAnswer = (claims: Record<string, unknown> = {}) => ({
  statusCode: 200,
  body: JSON.stringify({ token: signGrant({ sub: 'u1', username: 'ada', jti: 'pat-t1', sst: Date.now(), scp: ['read'], tid: 't1', ...claims }), expiresAt: Date.now() + LIFETIME_MS }),
});
const otherKeys = generateSigningKeys();
const refusal = { statusCode: 401, body: JSON.stringify({ statusCode: 401, code: 'TOKEN_INVALID', error: 'Unauthorized', message: 'no' }) };

/** An exchange over a stand-in for svc-auth that answers `answer()` and counts the calls; `clock.now` moves time. */
function exchangeWith(answer: () => Promise<{ statusCode: number; body: string }> | { statusCode: number; body: string }) {
  const calls: { path: string; body: unknown; requestId: string }[] = [];
  const clock = { now: Date.now() };
  const revocations = new RevocationSet();
  const exchange = new AccessTokenExchange({
    upstreams: {
      postJson: async (_service, path, body, requestId) => {
        calls.push({ path, body, requestId });
        return answer();
      },
    },
    verify: createSessionVerifier(keys.publicKey),
    revocations,
    log: pino({ level: 'silent' }),
    now: () => clock.now,
  });
  return { exchange, calls, clock, revocations };
}

describe('the access token exchange', () => {
  it('asks svc-auth with the hash of the token and the client address, never the token', async () => {
    const { exchange, calls } = exchangeWith(() => grantAnswer());
    const token = generateAccessToken();
    const grant = await exchange.grantFor(token, '203.0.113.0', 'req-1');
    expect(grant.claims).toMatchObject({ sub: 'u1', jti: 'pat-t1', scp: ['read'], tid: 't1' });
    expect(calls).toEqual([{ path: TOKEN_EXCHANGE_PATH, body: { tokenHash: hashAccessToken(token), address: '203.0.113.0' }, requestId: 'req-1' }]);
    expect(JSON.stringify(calls)).not.toContain(token);
  });

  it('exchanges once for many calls, concurrent ones included', async () => {
    const { exchange, calls } = exchangeWith(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return grantAnswer();
    });
    const token = generateAccessToken();
    const grants = await Promise.all(Array.from({ length: 5 }, (_, i) => exchange.grantFor(token, 'a', `r${i}`)));
    for (let i = 0; i < 5; i++) grants.push(await exchange.grantFor(token, 'a', 'later'));
    expect(calls).toHaveLength(1);
    expect(new Set(grants.map((grant) => grant.jwt)).size).toBe(1);
  });

  it('asks again a minute before the granted token expires', async () => {
    const { exchange, calls, clock } = exchangeWith(() => grantAnswer());
    const token = generateAccessToken();
    await exchange.grantFor(token, 'a', 'r');
    clock.now += LIFETIME_MS - GRANT_RENEW_BEFORE_EXP_MS - 5_000;
    await exchange.grantFor(token, 'a', 'r');
    expect(calls).toHaveLength(1);
    clock.now += 10_000;
    await exchange.grantFor(token, 'a', 'r');
    expect(calls).toHaveLength(2);
  });

  it(`remembers a refusal for ${REFUSAL_REMEMBERED_MS / 1000} s: a flood of one bad token asks svc-auth once`, async () => {
    const { exchange, calls, clock } = exchangeWith(() => refusal);
    const token = generateAccessToken();
    for (let i = 0; i < 20; i++) await expect(exchange.grantFor(token, 'a', 'r')).rejects.toMatchObject({ code: 'TOKEN_INVALID', statusCode: 401 });
    expect(calls).toHaveLength(1);
    clock.now += REFUSAL_REMEMBERED_MS + 1;
    await expect(exchange.grantFor(token, 'a', 'r')).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    expect(calls).toHaveLength(2);
  });

  it('drops a cached grant revoked since (a password change) and exchanges once more: the new grant starts after it', async () => {
    let sst = Date.now() - 10_000;
    const { exchange, calls, revocations } = exchangeWith(() => grantAnswer({ sst }));
    const token = generateAccessToken();
    const first = await exchange.grantFor(token, 'a', 'r');
    revocations.apply('user.u1', { before: Date.now() - 1, until: Date.now() + 3_600_000 });
    sst = Date.now();
    const second = await exchange.grantFor(token, 'a', 'r');
    expect(calls).toHaveLength(2);
    expect(second.jwt).not.toBe(first.jwt);
    await exchange.grantFor(token, 'a', 'r');
    expect(calls).toHaveLength(2);
  });

  it('refuses a token whose grant is revoked by its id (deleted): TOKEN_INVALID after one more exchange', async () => {
    const { exchange, calls, revocations } = exchangeWith(() => grantAnswer());
    const token = generateAccessToken();
    await exchange.grantFor(token, 'a', 'r');
    revocations.apply('jti.pat-t1', { until: Date.now() + 3_600_000 });
    await expect(exchange.grantFor(token, 'a', 'r')).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    await expect(exchange.grantFor(token, 'a', 'r')).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    expect(calls).toHaveLength(2);
  });

  it.each([
    ['svc-auth is down', () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })), false],
    ['svc-auth is too slow', () => Promise.reject(Object.assign(new Error('Headers Timeout Error'), { code: 'UND_ERR_HEADERS_TIMEOUT' })), true],
    ['svc-auth answers 500', () => ({ statusCode: 500, body: '{}' }), false],
    ['svc-auth answers a 401 of another kind', () => ({ statusCode: 401, body: '{"code":"AUTH_REQUIRED"}' }), false],
    ['the grant is signed with another key', () => ({ statusCode: 200, body: JSON.stringify({ token: createSigner({ key: otherKeys.privateKey, algorithm: JWT_ALGORITHM, iss: JWT_ISSUER })({ sub: 'u1' }), expiresAt: Date.now() + 1000 }) }), false],
    ['the grant lacks its scopes', () => grantAnswer({ scp: undefined }), false],
  ] as const)('is unavailable, not a refusal, when %s (and remembers nothing)', async (_case, answer, timedOut) => {
    const { exchange, calls } = exchangeWith(answer as () => Promise<{ statusCode: number; body: string }>);
    const token = generateAccessToken();
    const failure = await exchange.grantFor(token, 'a', 'r').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TokenExchangeUnavailable);
    expect((failure as TokenExchangeUnavailable).timedOut).toBe(timedOut);
    await exchange.grantFor(token, 'a', 'r').catch(() => undefined);
    expect(calls).toHaveLength(2);
  });
});
