import { randomUUID } from 'node:crypto';
import { JWT_ALGORITHM, JWT_ISSUER, SESSION_COOKIE } from '@tidings/service-kit/keys';
import { jtiRevocationKey, userRevocationKey } from '@tidings/service-kit/session-revocations';
import { HOST_SESSION_COOKIE, SESSION_RENEW_HEADER } from '@tidings/service-kit/session-token';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieValue } from './session.js';
import { keys, sessionToken, startStack, testRevocations } from './test/helpers.js';

describe('cookieValue', () => {
  it.each([
    ['tidings_session=abc', 'abc'],
    ['theme=dark; tidings_session=abc.def-ghi; other=1', 'abc.def-ghi'],
    ['theme=dark;tidings_session=abc', 'abc'],
    ['tidings_session="abc"', 'abc'],
    ['x_tidings_session=abc; tidings_session_old=zzz', undefined],
    ['tidings_session=', ''],
    ['', undefined],
    [undefined, undefined],
  ])('reads %s', (header, expected) => {
    expect(cookieValue(header, 'tidings_session')).toBe(expected);
  });
});

describe('the session check before proxying', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  const streak = (cookie: string) => stack.gateway.inject({ method: 'GET', url: '/api/user/streak', headers: { cookie } });

  it('reads the __Host- cookie as well as the plain one', async () => {
    expect((await streak(`${HOST_SESSION_COOKIE}=${sessionToken()}`)).statusCode).toBe(200);
    expect((await streak(`${SESSION_COOKIE}=${sessionToken()}`)).statusCode).toBe(200);
  });

  it('refuses a revoked session (by id) and the sessions of a user revoked before a time, bar the one excepted', async () => {
    const jti = randomUUID();
    const token = sessionToken({ jti });
    expect((await streak(`${SESSION_COOKIE}=${token}`)).statusCode).toBe(200);
    testRevocations.set.apply(jtiRevocationKey(jti), { until: Date.now() + 60_000 });
    const revoked = await streak(`${SESSION_COOKIE}=${token}`);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({ code: 'AUTH_SESSION_INVALID' });

    const sub = `user-${randomUUID()}`;
    const older = sessionToken({ sub, sst: Date.now() - 1000 });
    const kept = randomUUID();
    const current = sessionToken({ sub, jti: kept, sst: Date.now() - 1000 });
    testRevocations.set.apply(userRevocationKey(sub), { before: Date.now(), except: kept, until: Date.now() + 60_000 });
    const newer = sessionToken({ sub, sst: Date.now() + 1 });
    expect((await streak(`${SESSION_COOKIE}=${older}`)).statusCode).toBe(401);
    expect((await streak(`${SESSION_COOKIE}=${current}`)).statusCode).toBe(200);
    expect((await streak(`${SESSION_COOKIE}=${newer}`)).statusCode).toBe(200);
  });

  it('marks a response due for renewal once more than half of the token window has passed', async () => {
    const now = Math.floor(Date.now() / 1000);
    const fresh = await streak(`${SESSION_COOKIE}=${sessionToken({ iat: now - 10 }, { expiresIn: 1_800_000 })}`);
    expect(fresh.headers[SESSION_RENEW_HEADER]).toBeUndefined();
    const sign = createSigner({ key: keys.privateKey, algorithm: JWT_ALGORITHM, iss: JWT_ISSUER });
    const halfGone = sign({ sub: 'u1', jti: randomUUID(), sst: Date.now(), iat: now - 1000, exp: now + 800 });
    const due = await streak(`${SESSION_COOKIE}=${halfGone}`);
    expect(due.statusCode).toBe(200);
    expect(due.headers[SESSION_RENEW_HEADER]).toBe('due');
  });
});
