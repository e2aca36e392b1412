// `authenticate` with `Authorization: Bearer <minted token>`: scopes per route, what is refused and
// how, precedence over the cookie, revocations, and each token's own rate-limit budget.
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPlugin } from './auth.js';
import { errorHandlerPlugin } from './errors.js';
import { generateSigningKeys } from './keys.js';
import { jtiRevocationKey, userRevocationKey } from './session-revocations.js';
import { accessTokenBearer, sessionCookie } from './testing/session.js';
import { userRateLimitsPlugin } from './user-rate-limits.js';

const keys = generateSigningKeys();
const otherKeys = generateSigningKeys();
/** NATS that never comes: revocations are applied by hand, the limiter counts in this process. */
const absentNats = fp(
  async (app: FastifyInstance) => {
    app.decorate('bus', { isConnected: () => false, onReady: () => undefined } as never);
  },
  { name: 'tidings-nats' },
);

async function build(): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandlerPlugin);
  await app.register(absentNats);
  await app.register(authPlugin, { publicKey: keys.publicKey });
  await app.register(userRateLimitsPlugin, { namespace: 'test', limits: { windowMs: 60_000, events: 2, writes: 2, search: 2 } });
  const who = (request: { userId: string; tokenId: string; tokenScopes: unknown }) => ({ userId: request.userId, tokenId: request.tokenId, tokenScopes: request.tokenScopes });
  app.get('/api/news/:id', { onRequest: app.authenticate }, async (request) => who(request));
  app.post('/api/bookmarks', { onRequest: [app.authenticate, app.userLimits.writes] }, async (request) => who(request));
  app.delete('/api/user', { onRequest: app.authenticate }, async (request) => who(request));
  await app.ready();
  return app;
}

describe('authenticate with an access token', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>) => app.inject({ method, url, headers });
  const bearer = (claims: Record<string, unknown> = {}) => ({ authorization: accessTokenBearer(keys.privateKey, { sub: 'u1', ...claims }) });

  it('opens a read route to a read token and names the user and the token', async () => {
    const response = await call('GET', '/api/news/n1', bearer({ tid: 'tok-read', scp: ['read'] }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: 'u1', tokenId: 'tok-read', tokenScopes: ['read'] });
  });

  it('refuses a write to a read token with 403 TOKEN_SCOPE_MISSING naming the scope; a write token may', async () => {
    const refused = await call('POST', '/api/bookmarks', bearer({ scp: ['read'] }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'TOKEN_SCOPE_MISSING', message: expect.stringContaining("'write'") });
    expect((await call('POST', '/api/bookmarks', bearer({ scp: ['write'] }))).statusCode).toBe(200);
  });

  it('refuses a session-only route to every token', async () => {
    const refused = await call('DELETE', '/api/user', bearer({ scp: ['read', 'write'] }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'TOKEN_SCOPE_MISSING', message: expect.stringContaining('signed-in session only') });
  });

  it.each([
    ['the raw tid_ token', `Bearer tid_${'a'.repeat(46)}`],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['an empty header', ''],
    ['a session token (no scopes)', `Bearer ${sessionCookie(keys.privateKey, { sub: 'u1' }).split('=')[1]}`],
    ['a token signed with another key', accessTokenBearer(otherKeys.privateKey, { sub: 'u1' })],
    ['an expired token', accessTokenBearer(keys.privateKey, { sub: 'u1', exp: Math.floor(Date.now() / 1000) - 5 })],
    ['unknown scopes', accessTokenBearer(keys.privateKey, { sub: 'u1', scp: ['admin'] })],
    ['no scopes', accessTokenBearer(keys.privateKey, { sub: 'u1', scp: [] })],
    ['no token id', accessTokenBearer(keys.privateKey, { sub: 'u1', tid: '' })],
  ])('answers 401 TOKEN_INVALID to %s', async (_, authorization) => {
    const response = await call('GET', '/api/news/n1', { authorization });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('takes the bearer token over any cookie, and refuses a bad one even beside a good cookie', async () => {
    const cookie = sessionCookie(keys.privateKey, { sub: 'cookie-user' });
    const both = await call('GET', '/api/news/n1', { cookie, ...bearer({ sub: 'token-user', tid: 't9' }) });
    expect(both.json()).toMatchObject({ userId: 'token-user', tokenId: 't9' });
    const badBearer = await call('GET', '/api/news/n1', { cookie, authorization: 'Bearer nope' });
    expect(badBearer.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    expect((await call('GET', '/api/news/n1', { cookie })).json()).toEqual({ userId: 'cookie-user', tokenId: '', tokenScopes: null });
  });

  it('refuses a minted token put in the session cookie: it is not a session', async () => {
    const minted = accessTokenBearer(keys.privateKey, { sub: 'u1' }).slice('Bearer '.length);
    const response = await call('GET', '/api/news/n1', { cookie: `tidings_session=${minted}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'AUTH_SESSION_INVALID' });
  });

  it("refuses a revoked token (its jti), and a user's tokens minted before a user-wide revocation only", async () => {
    app.sessionRevocations.set.apply(jtiRevocationKey('pat-revoked'), { until: Date.now() + 60_000 });
    expect((await call('GET', '/api/news/n1', bearer({ tid: 'revoked' }))).json()).toMatchObject({ code: 'TOKEN_INVALID' });

    const cutOff = Date.now();
    app.sessionRevocations.set.apply(userRevocationKey('u-cut'), { before: cutOff, until: cutOff + 60_000 });
    expect((await call('GET', '/api/news/n1', bearer({ sub: 'u-cut', sst: cutOff - 1 }))).statusCode).toBe(401);
    expect((await call('GET', '/api/news/n1', bearer({ sub: 'u-cut', sst: cutOff + 1 }))).statusCode).toBe(200);
  });

  it("counts each token's calls in its own budget, apart from the user's cookie", async () => {
    const spend = (headers: Record<string, string>) => call('POST', '/api/bookmarks', headers).then((response) => response.statusCode);
    const first = bearer({ sub: 'u-limits', tid: 'first' });
    expect([await spend(first), await spend(first), await spend(first)]).toEqual([200, 200, 429]);
    expect(await spend(bearer({ sub: 'u-limits', tid: 'second' }))).toBe(200);
    expect(await spend({ cookie: sessionCookie(keys.privateKey, { sub: 'u-limits' }) })).toBe(200);
  });
});
