import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeArticle } from './news/remove-article.js';
import { article, seed } from './test/articles.js';
import { build, sessionCookie, type TestApp } from './test/helper.js';

describe('reads, sync-viewed and reactions', () => {
  let t: TestApp;
  let ids: string[];
  const as = (sub: string) => ({ cookie: sessionCookie(t.keys.privateKey, { sub }) });

  beforeAll(async () => {
    t = await build();
    ids = await seed(t.app, [article({ title: 'A' }), article({ title: 'B' }), article({ title: 'C' }), article({ title: 'D' })]);
  });
  afterAll(() => t.close());

  it('POST /api/articles/read/{id} with a JSON content type and no body records a read once', async () => {
    const post = () => t.app.inject({ method: 'POST', url: `/api/articles/read/${ids[0]}`, headers: { ...as('dora'), 'content-type': 'application/json' } });
    const first = await post();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ newsId: ids[0], recorded: true });
    expect((await post()).json()).toEqual({ newsId: ids[0], recorded: false });
    expect(await t.app.projection.seen.has('dora', ids[0]!, 'read')).toBe(true);
    // Without any content type too.
    expect((await t.app.inject({ method: 'POST', url: `/api/articles/read/${ids[1]}`, headers: as('dora') })).statusCode).toBe(200);
  });

  it('POST /api/articles/read/{id}: 404 for unknown ids, 401 without a session, 400 for broken JSON', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/articles/read/0123456789abcdef01234567', headers: as('dora') });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NEWS_ARTICLE_NOT_FOUND' });
    expect((await t.app.inject({ method: 'POST', url: `/api/articles/read/${ids[0]}` })).statusCode).toBe(401);
    const broken = await t.app.inject({ method: 'POST', url: `/api/articles/read/${ids[0]}`, headers: { ...as('dora'), 'content-type': 'application/json' }, payload: '{nope' });
    expect(broken.statusCode).toBe(400);
  });

  it('POST /api/articles/sync-viewed adds known ids once and ignores unknown ones', async () => {
    const sync = (viewedArticleIds: unknown, sub = 'eve') => t.app.inject({ method: 'POST', url: '/api/articles/sync-viewed', headers: as(sub), payload: { viewedArticleIds } });
    expect((await sync([ids[0], ids[1], ids[1], 'unknown-id', '0123456789abcdef01234567'])).json()).toEqual({ added: 2, ignored: 3 });
    expect((await sync([ids[0], ids[2]])).json()).toEqual({ added: 1, ignored: 1 });
    expect([...(await t.app.projection.seen.seenIds('eve'))].sort()).toEqual([ids[0], ids[1], ids[2]].sort());
    // Concurrent syncs of the same ids leave one row per article.
    await Promise.all(Array.from({ length: 10 }, () => sync([ids[0], ids[1], ids[2], ids[3]], 'frank')));
    expect(await t.app.projection.seen.count(ids[3]!, 'viewed')).toBe(1);
  });

  it('POST /api/articles/sync-viewed: validation (bounded list) and 401', async () => {
    const post = (payload: unknown, headers: Record<string, string> = as('eve')) => t.app.inject({ method: 'POST', url: '/api/articles/sync-viewed', headers, payload: payload as object });
    expect((await post({ viewedArticleIds: Array.from({ length: 501 }, (_, i) => `id-${i}`) })).statusCode).toBe(400);
    expect((await post({ viewedArticleIds: 'x' })).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await post({})).statusCode).toBe(400);
    expect((await post({ viewedArticleIds: [] })).json()).toEqual({ added: 0, ignored: 0 });
    expect((await post({ viewedArticleIds: [] }, {})).statusCode).toBe(401);
  });

  it('reactions: like, switch to dislike, clear; counts per article; one row under concurrency', async () => {
    const put = (sub: string, reactionType: unknown, id = ids[2]) =>
      t.app.inject({ method: 'PUT', url: `/api/news/${id}/reaction`, headers: as(sub), payload: { reactionType } });
    expect((await t.app.inject({ url: `/api/news/${ids[2]}/reaction`, headers: as('gina') })).json()).toEqual({ reaction: null, likes: 0, dislikes: 0 });
    expect((await put('gina', 'like')).json()).toEqual({ reaction: 'like', likes: 1, dislikes: 0 });
    expect((await put('gina', 'like')).json()).toEqual({ reaction: 'like', likes: 1, dislikes: 0 });
    expect((await put('hal', 'dislike')).json()).toEqual({ reaction: 'dislike', likes: 1, dislikes: 1 });
    expect((await put('gina', 'dislike')).json()).toEqual({ reaction: 'dislike', likes: 0, dislikes: 2 });
    expect((await put('gina', null)).json()).toEqual({ reaction: null, likes: 0, dislikes: 1 });
    const concurrent = await Promise.all(Array.from({ length: 20 }, () => put('ivy', 'like')));
    expect(concurrent.every((r) => r.statusCode === 200)).toBe(true);
    expect((await t.app.inject({ url: `/api/news/${ids[2]}/reaction`, headers: as('ivy') })).json()).toEqual({ reaction: 'like', likes: 1, dislikes: 1 });
  });

  it('reactions: validation, 404 and 401', async () => {
    const put = (payload: object, id = ids[2], headers: Record<string, string> = as('gina')) => t.app.inject({ method: 'PUT', url: `/api/news/${id}/reaction`, headers, payload });
    expect((await put({ reactionType: 'love' })).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await put({})).statusCode).toBe(400);
    expect((await put({ reactionType: 'like' }, '0123456789abcdef01234567')).json()).toMatchObject({ statusCode: 404, code: 'NEWS_ARTICLE_NOT_FOUND' });
    expect((await t.app.inject({ url: '/api/news/nope/reaction', headers: as('gina') })).statusCode).toBe(404);
    expect((await put({ reactionType: 'like' }, ids[2], {})).statusCode).toBe(401);
  });

  it('removing an article removes its bookmarks, reactions, likes and viewed rows', async () => {
    const id = ids[3]!;
    await t.app.inject({ method: 'POST', url: `/api/bookmarks/${id}`, headers: as('jo') });
    await t.app.inject({ method: 'PUT', url: `/api/news/${id}/reaction`, headers: as('jo'), payload: { reactionType: 'like' } });
    expect(await removeArticle(t.app, id)).toBe(true);
    expect((await t.app.inject({ url: `/api/bookmarks/check/${id}`, headers: as('jo') })).json()).toEqual({ isBookmarked: false });
    expect(await t.app.reactions.summary('jo', id)).toEqual({ reaction: null, likes: 0, dislikes: 0 });
    expect(await t.app.projection.seen.count(id, 'viewed')).toBe(0);
    expect((await t.app.inject({ url: `/api/news/${id}/summary`, headers: as('jo') })).statusCode).toBe(404);
  });
});
