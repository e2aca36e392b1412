import { bookmarkListSchema, bookmarkSchema } from '@tidings/contracts/news';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { article, seed } from './test/articles.js';
import { build, sessionCookie, type TestApp } from './test/helper.js';

describe('bookmarks: the six calls of spec section 7', () => {
  let t: TestApp;
  let ids: string[];
  const user = (sub: string) => ({ cookie: sessionCookie(t.keys.privateKey, { sub }) });

  beforeAll(async () => {
    t = await build();
    ids = await seed(t.app, [article({ title: 'One' }), article({ title: 'Two' }), article({ title: 'Three' }), article({ title: 'Four' })]);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, sub: string | null, payload?: object) =>
    t.app.inject({ method, url, headers: sub ? user(sub) : {}, ...(payload ? { payload } : {}) });

  it('POST /api/bookmarks/{newsId} adds (201 with { id, news }); again is 400 BOOKMARK_ALREADY_EXISTS', async () => {
    const added = await call('POST', `/api/bookmarks/${ids[0]}`, 'alice');
    expect(added.statusCode).toBe(201);
    const bookmark = bookmarkSchema.parse(added.json());
    expect(bookmark.news).toMatchObject({ id: ids[0], title: 'One' });
    const again = await call('POST', `/api/bookmarks/${ids[0]}`, 'alice');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'BOOKMARK_ALREADY_EXISTS' });
  });

  it('POST /api/bookmarks { newsId } adds; validation and unknown articles are refused', async () => {
    expect((await call('POST', '/api/bookmarks', 'alice', { newsId: ids[1] })).statusCode).toBe(201);
    expect((await call('POST', '/api/bookmarks', 'alice', { newsId: ids[1] })).json()).toMatchObject({ code: 'BOOKMARK_ALREADY_EXISTS' });
    expect((await call('POST', '/api/bookmarks', 'alice', {})).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', fields: { newsId: expect.any(String) } });
    expect((await call('POST', '/api/bookmarks', 'alice', { newsId: ids[2], extra: 1 })).statusCode).toBe(400);
    for (const missing of ['0123456789abcdef01234567', 'garbage']) {
      const response = await call('POST', '/api/bookmarks', 'alice', { newsId: missing });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NEWS_ARTICLE_NOT_FOUND' });
      expect((await call('POST', `/api/bookmarks/${missing}`, 'alice')).statusCode).toBe(404);
    }
  });

  it('GET /api/bookmarks/{userId}: own list newest first; another user id is 403', async () => {
    const response = await call('GET', '/api/bookmarks/alice', 'alice');
    expect(response.statusCode).toBe(200);
    const list = bookmarkListSchema.parse(response.json());
    expect(list.map((b) => b.news.title)).toEqual(['Two', 'One']);
    const forbidden = await call('GET', '/api/bookmarks/alice', 'bob');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await call('GET', '/api/bookmarks/bob', 'bob')).json()).toEqual([]);
  });

  it('GET /api/bookmarks/check/{id}', async () => {
    expect((await call('GET', `/api/bookmarks/check/${ids[0]}`, 'alice')).json()).toEqual({ isBookmarked: true });
    expect((await call('GET', `/api/bookmarks/check/${ids[0]}`, 'bob')).json()).toEqual({ isBookmarked: false });
    expect((await call('GET', '/api/bookmarks/check/whatever', 'bob')).json()).toEqual({ isBookmarked: false });
  });

  it("DELETE /api/bookmarks/{userId}/{newsId}: another user's id is 403 and changes nothing", async () => {
    const forbidden = await call('DELETE', `/api/bookmarks/alice/${ids[0]}`, 'bob');
    expect(forbidden.statusCode).toBe(403);
    expect((await call('GET', `/api/bookmarks/check/${ids[0]}`, 'alice')).json()).toEqual({ isBookmarked: true });
    const removed = await call('DELETE', `/api/bookmarks/alice/${ids[0]}`, 'alice');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ removed: true, newsId: ids[0] });
    const again = await call('DELETE', `/api/bookmarks/alice/${ids[0]}`, 'alice');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'BOOKMARK_NOT_FOUND' });
  });

  it('DELETE /api/bookmarks/{id} takes the article id (feed, reader) or the bookmark id', async () => {
    // The feed's toggle: POST answers 400, so a DELETE by article id follows.
    expect((await call('POST', `/api/bookmarks/${ids[1]}`, 'alice')).statusCode).toBe(400);
    expect((await call('DELETE', `/api/bookmarks/${ids[1]}`, 'alice')).json()).toEqual({ removed: true, newsId: ids[1] });
    const added = bookmarkSchema.parse((await call('POST', `/api/bookmarks/${ids[2]}`, 'alice')).json());
    // Bob cannot remove Alice's bookmark by its id.
    expect((await call('DELETE', `/api/bookmarks/${added.id}`, 'bob')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/bookmarks/${added.id}`, 'alice')).json()).toEqual({ removed: true, newsId: ids[2] });
    expect((await call('DELETE', `/api/bookmarks/${ids[2]}`, 'alice')).json()).toMatchObject({ code: 'BOOKMARK_NOT_FOUND' });
  });

  it('20 concurrent adds of one article store one bookmark; 19 get BOOKMARK_ALREADY_EXISTS', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => call('POST', `/api/bookmarks/${ids[3]}`, 'carol')));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 400 && r.json<{ code: string }>().code === 'BOOKMARK_ALREADY_EXISTS')).toHaveLength(19);
    expect((await call('GET', '/api/bookmarks/carol', 'carol')).json()).toHaveLength(1);
  });

  it('every call needs a session', async () => {
    const calls: Array<[('GET' | 'POST' | 'DELETE'), string, object?]> = [
      ['GET', '/api/bookmarks/alice'],
      ['GET', `/api/bookmarks/check/${ids[0]}`],
      ['POST', `/api/bookmarks/${ids[0]}`],
      ['POST', '/api/bookmarks', { newsId: ids[0] }],
      ['DELETE', `/api/bookmarks/${ids[0]}`],
      ['DELETE', `/api/bookmarks/alice/${ids[0]}`],
    ];
    for (const [method, url, payload] of calls) {
      const response = await call(method, url, null, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
