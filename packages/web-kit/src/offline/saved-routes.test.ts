import { describe, expect, it } from 'vitest';
import { articleReadingPaths, savedRouteOf } from './saved-routes';

describe('saved routes', () => {
  it('keeps the feed under one key whatever its cache-busting query', () => {
    expect(savedRouteOf('/api/news/filtered?1700000000000')).toEqual({ kind: 'feed', path: '/api/news/filtered' });
  });

  it('files an article and its insights, reaction and bookmark state under the article', () => {
    for (const path of [...articleReadingPaths('a 1'), '/api/news/a%201/reaction', '/api/bookmarks/check/a%201']) {
      expect(savedRouteOf(path)).toEqual({ kind: 'article', path, articleId: 'a 1' });
    }
  });

  it("files a story's full coverage under the article it was asked by", () => {
    expect(savedRouteOf('/api/news/a%201/story')).toEqual({ kind: 'article', path: '/api/news/a%201/story', articleId: 'a 1' });
  });

  it('keeps the user, the bookmarks list and the profile answers', () => {
    expect(savedRouteOf('/api/user')?.kind).toBe('user');
    expect(savedRouteOf('/api/bookmarks/u1')).toEqual({ kind: 'bookmarks', path: '/api/bookmarks/u1' });
    expect(savedRouteOf('/api/user/streak')?.kind).toBe('profile');
  });

  it("keeps today's edition, but not an edition asked with a query", () => {
    expect(savedRouteOf('/api/edition')).toEqual({ kind: 'edition', path: '/api/edition' });
    expect(savedRouteOf('/api/edition?date=2026-03-02')).toBeNull();
  });

  it('never keeps searches, lists, other queries or other routes', () => {
    for (const url of ['/api/news/search?q=x', '/api/news', '/api/news?offset=10', '/api/news/search', '/api/config', '/api/news/a/other', '/mf/remotes.json']) {
      expect(savedRouteOf(url)).toBeNull();
    }
  });
});
