import { generateSigningKeys } from '@tidings/service-kit/keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, sessionCookie, type TestApp } from './test/helper.js';

describe('svc-news platform: health, OpenAPI, session verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A probe route behind the session check, only in this test app: the service has none yet.
    t = await build({}, (app) => app.get('/probe', { onRequest: app.authenticate }, async (request) => ({ userId: request.userId })));
  });
  afterAll(() => t.close());

  it('is ready with the database and NATS both up', async () => {
    const response = await t.app.inject('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('serves its OpenAPI document: every /api route with a tag and a summary', async () => {
    const doc = (await t.app.inject('/openapi.json')).json<{ paths: Record<string, Record<string, { tags: string[]; summary: string }>> }>();
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/articles/read/{id}',
      '/api/articles/sync-viewed',
      '/api/bookmarks',
      '/api/bookmarks/check/{id}',
      '/api/bookmarks/{id}',
      '/api/bookmarks/{newsId}',
      '/api/bookmarks/{userId}',
      '/api/bookmarks/{userId}/{newsId}',
      '/api/categories',
      '/api/edition',
      '/api/inbox',
      '/api/inbox/visit',
      '/api/news',
      '/api/news/blindspot',
      '/api/news/covers/{category}/{file}',
      '/api/news/filtered',
      '/api/news/search',
      '/api/news/{id}',
      '/api/news/{id}/reaction',
      '/api/news/{id}/related',
      '/api/news/{id}/sentiment',
      '/api/news/{id}/story',
      '/api/news/{id}/summary',
      '/api/news/{id}/topics',
      '/api/personalities',
      '/api/source-ratings',
      '/api/sources',
      '/api/topics',
      '/api/topics/{key}',
    ]);
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation, `${method} ${path}`).toMatchObject({ tags: [expect.any(String)], summary: expect.any(String) });
      }
    }
    expect(doc.paths['/api/categories']?.get).toMatchObject({ tags: ['catalogue'] });
  });

  it('documents the covers as image/svg+xml, and every answer a malformed id gets (400) where it gets it', async () => {
    type Responses = Record<string, { content?: Record<string, unknown> }>;
    const doc = (await t.app.inject('/openapi.json')).json<{ paths: Record<string, Record<string, { responses: Responses }>> }>();
    const cover = doc.paths['/api/news/covers/{category}/{file}']?.get?.responses;
    expect(Object.keys(cover?.[200]?.content ?? {})).toEqual(['image/svg+xml']);
    for (const path of ['/api/bookmarks/check/{id}', '/api/bookmarks/{userId}', '/api/news/{id}/summary', '/api/news/{id}/sentiment', '/api/news/{id}/reaction']) {
      expect(Object.keys(doc.paths[path]?.get?.responses ?? {}), path).toEqual(expect.arrayContaining(['400', '401']));
    }
    expect(Object.keys(doc.paths['/api/articles/read/{id}']?.post?.responses ?? {})).toEqual(expect.arrayContaining(['400', '401', '413', '415']));
    const svg = await t.app.inject(`/api/news/covers/space/${'k'.repeat(120)}.svg`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.body).toMatch(/^<svg /);
  });

  it("verifies sessions with svc-auth's public key and rejects tokens signed by any other", async () => {
    const ok = await t.app.inject({ url: '/probe', headers: { cookie: sessionCookie(t.keys.privateKey, { sub: 'u-42' }) } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ userId: 'u-42' });

    const forged = await t.app.inject({ url: '/probe', headers: { cookie: sessionCookie(generateSigningKeys().privateKey) } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'AUTH_SESSION_INVALID' });
    expect((await t.app.inject('/probe')).json()).toMatchObject({ code: 'AUTH_REQUIRED' });
  });
});
