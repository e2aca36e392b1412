import { verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, registerUser, type TestApp } from './test/helper.js';

describe('health, OpenAPI and the public key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it('is live, and ready with the database and NATS both up', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('names each dependency check only with HEALTH_DETAILS', async () => {
    const detailed = await build({ HEALTH_DETAILS: 'true' });
    try {
      expect((await detailed.app.inject('/readyz')).json()).toEqual({ status: 'ready', checks: { database: true, nats: true, sessions: true } });
    } finally {
      await detailed.close();
    }
  });

  it('serves its OpenAPI document with only the /api routes (never the internal token exchange), each tagged and summarised', async () => {
    const response = await t.app.inject('/openapi.json');
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, Record<string, { tags?: string[]; summary?: string }>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths).sort()).toEqual(['/api/config', '/api/login', '/api/logout', '/api/register', '/api/session/renew', '/api/user', '/api/user/password', '/api/user/preferences', '/api/user/tokens', '/api/user/tokens/{id}']);
    for (const operations of Object.values(doc.paths)) {
      for (const operation of Object.values(operations)) {
        expect(operation.tags?.length).toBeGreaterThan(0);
        expect(operation.summary).toBeTruthy();
      }
    }
    expect(doc.paths['/api/register']?.post).toHaveProperty('requestBody');
  });

  it('serves the public key that verifies its session tokens', async () => {
    const response = await t.app.inject('/auth/public-key');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe(t.keys.publicKey);

    const { cookie } = await registerUser(t.app);
    const token = cookie.split('=')[1] ?? '';
    const [header = '', payload = '', signature = ''] = token.split('.');
    const valid = verify(null, Buffer.from(`${header}.${payload}`), response.body, Buffer.from(signature, 'base64url'));
    expect(valid).toBe(true);
  });
});
