import { generateSigningKeys } from '@tidings/service-kit/keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, sessionCookie, type TestApp } from './test/helper.js';

describe('svc-tracking platform: health, OpenAPI, session verification, outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A probe route behind the session check, only in this test app.
    t = await build({ setup: (app) => app.get('/probe', { onRequest: app.authenticate }, async (request) => ({ userId: request.userId })) });
  });
  afterAll(() => t.close());

  it('is live, and ready with the database and NATS both up', async () => {
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    const response = await t.app.inject('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('serves an OpenAPI document of every /api route, and nothing internal', async () => {
    const response = await t.app.inject('/openapi.json');
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; info: { title: string }; paths: Record<string, unknown> }>();
    expect(doc.info.title).toBe('Tidings svc-tracking');
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/engagement',
      '/api/engagement/time',
      '/api/events/batch',
      '/api/news/{id}/read',
      '/api/sessions/end',
      '/api/sessions/start',
      '/api/user/streak',
    ]);
  });

  it("verifies sessions with svc-auth's public key only", async () => {
    const ok = await t.app.inject({ url: '/probe', headers: { cookie: sessionCookie(t.keys.privateKey, { sub: 'u-7' }) } });
    expect(ok.json()).toEqual({ userId: 'u-7' });
    const forged = await t.app.inject({ url: '/probe', headers: { cookie: sessionCookie(generateSigningKeys().privateKey) } });
    expect(forged.statusCode).toBe(401);
  });

  it('has an outbox ready for its events', async () => {
    expect(await t.app.outbox.pending()).toBe(0);
  });

  it('answers unknown routes with the common 404 body', async () => {
    const response = await t.app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'Route GET /api/nothing-here not found' });
  });
});
