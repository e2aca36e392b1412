import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { USER_DATA_EXPORT_PATH } from '@tidings/contracts/user-data';
import { EXPORT_PARTS, sessionCookie, sessionToken, startStack } from '../test/helpers.js';
import type { ServiceName } from '../config.js';
import { fakeTokenExchange } from '../test/token-exchange-fake.js';


type Answer = (app: FastifyInstance) => void;
const answering = (status: number, body: unknown): Answer => (app) =>
  app.get(USER_DATA_EXPORT_PATH, async (_request, reply) => reply.code(status).send(body));

async function stackWith(overrides: Partial<Record<ServiceName, Answer>> = {}) {
  const setup = (service: ServiceName) => ({ setup: overrides[service] ?? answering(200, EXPORT_PARTS[service]) });
  return startStack({}, { auth: setup('auth'), news: setup('news'), tracking: setup('tracking') });
}

describe('GET /api/user/export (the gateway joins the parts)', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('asks every service for its part with the caller\'s cookie and sends one attachment', async () => {
    const stack = await stackWith();
    close = stack.close;
    const response = await stack.gateway.inject({ method: 'GET', url: '/api/user/export', headers: { cookie: sessionCookie() } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="tidings-export-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.json()).toMatchObject({ format: 'tidings-export/1', userId: 'u1', account: EXPORT_PARTS.auth, news: EXPORT_PARTS.news, tracking: EXPORT_PARTS.tracking });
  });

  it('checks the session first: no cookie or a forged one never reaches a service', async () => {
    const stack = await stackWith();
    close = stack.close;
    for (const cookie of [undefined, sessionCookie(sessionToken(undefined, { forged: true }))]) {
      const response = await stack.gateway.inject({ method: 'GET', url: '/api/user/export', headers: cookie ? { cookie } : {} });
      expect(response.statusCode).toBe(401);
    }
  });

  it.each([
    ['a 500', answering(500, { statusCode: 500, code: 'INTERNAL_ERROR' })],
    ['a part that is not its contract', answering(200, { bookmarks: 'lots' })],
    ['a body that is not JSON', answering(200, 'oops')],
  ])('fails the whole export with 503 USER_EXPORT_UNAVAILABLE on %s', async (_case, answer) => {
    const stack = await stackWith({ news: answer });
    close = stack.close;
    const response = await stack.gateway.inject({ method: 'GET', url: '/api/user/export', headers: { cookie: sessionCookie() } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.json()).toMatchObject({ code: 'USER_EXPORT_UNAVAILABLE', services: ['news'] });
  });

  it("passes a service's own refusal through (the account is gone: 401)", async () => {
    const gone = { statusCode: 401, code: 'AUTH_ACCOUNT_NOT_FOUND', error: 'Unauthorized', message: 'This account no longer exists; sign in again' };
    const stack = await stackWith({ auth: answering(401, gone) });
    close = stack.close;
    const response = await stack.gateway.inject({ method: 'GET', url: '/api/user/export', headers: { cookie: sessionCookie() } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(gone);
  });

  it('is for a signed-in session only: an access token gets 403 TOKEN_SCOPE_MISSING, a cookie beside it changes nothing', async () => {
    const exchange = fakeTokenExchange();
    const partsAsked: ServiceName[] = [];
    const counted = (service: ServiceName): Answer => (app) =>
      app.get(USER_DATA_EXPORT_PATH, async () => {
        partsAsked.push(service);
        return EXPORT_PARTS[service];
      });
    const stack = await stackWith({ auth: (app) => (exchange.setup(app), counted('auth')(app)), news: counted('news'), tracking: counted('tracking') });
    close = stack.close;
    const token = exchange.create(['read', 'write']);
    for (const headers of [{ authorization: `Bearer ${token}` }, { authorization: `Bearer ${token}`, cookie: sessionCookie() }]) {
      const response = await stack.gateway.inject({ method: 'GET', url: '/api/user/export', headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'TOKEN_SCOPE_MISSING' });
    }
    const invalid = await stack.gateway.inject({ method: 'GET', url: '/api/user/export', headers: { authorization: 'Bearer tid_nope', cookie: sessionCookie() } });
    expect(invalid.statusCode).toBe(401);
    expect(invalid.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    expect(partsAsked).toEqual([]);
  });

  it('documents the route in the merged OpenAPI document', async () => {
    const stack = await stackWith();
    close = stack.close;
    const document = (await stack.gateway.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, { responses: object; security: unknown }>> }>();
    const operation = document.paths['/api/user/export']?.get;
    // 403: TOKEN_SCOPE_MISSING, what an access token gets (the export is for a signed-in session only).
    expect(Object.keys(operation?.responses ?? {})).toEqual(['200', '401', '403', '409', '429', '503']);
    expect(operation?.security).toEqual([{ cookieAuth: [] }]);
  });
});
