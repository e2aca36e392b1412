import { describe, expect, it } from 'vitest';
import { ROUTE_MAP, resolveRoute } from './route-map.js';

// Every call of the product spec (section 7), with the service that owns it and whether the
// gateway demands a session before proxying.
const SPEC_CALLS: [method: string, path: string, service: string, auth: string][] = [
  ['GET', '/api/user', 'auth', 'public'],
  ['POST', '/api/login', 'auth', 'public'],
  ['POST', '/api/register', 'auth', 'public'],
  ['POST', '/api/logout', 'auth', 'public'],
  ['PATCH', '/api/user/preferences', 'auth', 'session'],
  ['GET', '/api/news/filtered', 'news', 'session'],
  ['GET', '/api/news', 'news', 'session'],
  ['GET', '/api/news/search', 'news', 'session'],
  ['GET', '/api/bookmarks/1', 'news', 'session'],
  ['DELETE', '/api/bookmarks/1/42', 'news', 'session'],
  ['POST', '/api/bookmarks/42', 'news', 'session'],
  ['DELETE', '/api/bookmarks/42', 'news', 'session'],
  ['POST', '/api/bookmarks', 'news', 'session'],
  ['GET', '/api/bookmarks/check/42', 'news', 'session'],
  ['POST', '/api/news/42/read', 'tracking', 'session'],
  ['PATCH', '/api/news/42/read', 'tracking', 'session'],
  ['POST', '/api/articles/read/42', 'news', 'session'],
  ['GET', '/api/news/42/summary', 'news', 'session'],
  ['GET', '/api/news/42/sentiment', 'news', 'session'],
  ['POST', '/api/sessions/start', 'tracking', 'session'],
  ['POST', '/api/sessions/end', 'tracking', 'session'],
  ['POST', '/api/events/batch', 'tracking', 'session'],
  ['POST', '/api/engagement', 'tracking', 'session'],
  ['PUT', '/api/engagement/time', 'tracking', 'session'],
  ['POST', '/api/articles/sync-viewed', 'news', 'session'],
  ['GET', '/api/user/streak', 'tracking', 'session'],
  ['GET', '/api/categories', 'news', 'public'],
  ['GET', '/api/personalities', 'news', 'public'],
];

// Calls of ours beyond the spec's list.
const OWN_CALLS: [method: string, path: string, service: string, auth: string][] = [
  ['POST', '/api/user/password', 'auth', 'session'],
  ['POST', '/api/session/renew', 'auth', 'session'],
  ['GET', '/api/news/covers/science/kelvin-fusion-1.svg', 'news', 'public'],
  ['PUT', '/api/news/42/reaction', 'news', 'session'],
  ['GET', '/api/news/42/reaction', 'news', 'session'],
  ['POST', '/api/news/covers/science/x.svg', 'news', 'session'],
  // The reader: one article (share links) and its related stories.
  ['GET', '/api/news/0123456789abcdef01234567', 'news', 'session'],
  ['GET', '/api/news/0123456789abcdef01234567/related', 'news', 'session'],
  // Deleting the account (the user's data rights).
  ['DELETE', '/api/user', 'auth', 'session'],
  // The auth screen's options ('Quick Test Login' or not), read before anyone signs in.
  ['GET', '/api/config', 'auth', 'public'],
  // Personal access tokens, managed from the profile (issue 27).
  ['GET', '/api/user/tokens', 'auth', 'session'],
  ['POST', '/api/user/tokens', 'auth', 'session'],
  ['DELETE', '/api/user/tokens/0123456789abcdef01234567', 'auth', 'session'],
  // The news sources and whether each is healthy (issue 30).
  ['GET', '/api/sources', 'news', 'session'],
  // The outlets' ratings behind every story spectrum (issue 31).
  ['GET', '/api/source-ratings', 'news', 'session'],
  // Today's edition, topics followed or muted, the inbox (issue 32).
  ['GET', '/api/edition', 'news', 'session'],
  ['GET', '/api/topics', 'news', 'session'],
  ['POST', '/api/topics', 'news', 'session'],
  ['DELETE', '/api/topics/person%3Alindqvist', 'news', 'session'],
  ['DELETE', '/api/topics/keyword%3Aport%20strike', 'news', 'session'],
  ['GET', '/api/news/0123456789abcdef01234567/topics', 'news', 'session'],
  ['GET', '/api/inbox', 'news', 'session'],
  ['POST', '/api/inbox/visit', 'news', 'session'],
];

describe('route map', () => {
  it.each(SPEC_CALLS)('%s %s → %s (%s)', (method, path, service, auth) => {
    const match = resolveRoute(method, path);
    expect(match).not.toBeNull();
    expect({ service: match?.service, auth: match?.auth }).toEqual({ service, auth });
  });

  it.each(OWN_CALLS)('%s %s → %s (%s)', (method, path, service, auth) => {
    const match = resolveRoute(method, path);
    expect({ service: match?.service, auth: match?.auth }).toEqual({ service, auth });
  });

  it('answers HEAD like GET', () => {
    expect(resolveRoute('HEAD', '/api/categories')?.service).toBe('news');
  });

  it.each([
    ['GET', '/api/news/42/read', 'news'], // only POST/PATCH of /read are tracking's
    ['DELETE', '/api/news/42/read', 'news'],
    ['GET', '/api/news/42/read/extra', 'news'],
  ])('keeps the rest of /api/news… with news: %s %s', (method, path, service) => {
    expect(resolveRoute(method, path)?.service).toBe(service);
  });

  it.each([
    ['GET', '/api/unknown'],
    ['GET', '/api'],
    ['GET', '/api/'],
    ['GET', '/api/newsletter'], // a prefix rule covers its own subtree only
    ['GET', '/api/user/other'],
    ['GET', '/api/user/export'], // answered by the gateway itself (routes/user-export.ts), never proxied
    ['DELETE', '/api/user/preferences'],
    ['GET', '/api/login'],
    ['POST', '/api/categories'],
    ['GET', '/api/user/streak/extra'],
    ['PATCH', '/api/user/tokens/1'],
    ['GET', '/api/user/tokens/1'],
    ['DELETE', '/api/user/tokens'],
    ['DELETE', '/api/user/tokens/1/extra'],
    // svc-auth's internal endpoints (the token exchange) are for the gateway, never for callers.
    ['POST', '/internal/tokens/exchange'],
    ['POST', '/api/internal/tokens/exchange'],
    ['POST', '/api/user/tokens/../../../internal/tokens/exchange'],
    // svc-news's full source health is for operators on its own port.
    ['GET', '/internal/sources'],
    ['GET', '/api/internal/sources'],
    ['GET', '/api/sources/bbc-world'],
    ['DELETE', '/api/sources'],
    // Issue 32: only the calls svc-news answers.
    ['POST', '/api/edition'],
    ['GET', '/api/edition/extra'],
    ['PUT', '/api/topics'],
    ['DELETE', '/api/topics'],
    ['GET', '/api/topics/person%3Alindqvist'],
    ['DELETE', '/api/topics/a/b'],
    ['DELETE', '/api/inbox'],
    ['GET', '/api/inbox/visit'],
    ['POST', '/api/inboxes'],
  ])('has no rule for %s %s', (method, path) => {
    expect(resolveRoute(method, path)).toBeNull();
  });

  it.each(['/api/news/../user/preferences', '/api/news/%2e%2e/user', '/api/news/a%2Fb', '/api/./categories', '/api/news\\x'])(
    'refuses ambiguous path %s (it could mean another upstream once normalised)',
    (path) => {
      expect(resolveRoute('GET', path)).toBeNull();
    },
  );

  it('names every route it sends anywhere under /api: no rule reaches /internal', () => {
    for (const rule of ROUTE_MAP) expect(rule.pattern).toMatch(/^\/api\//);
  });
});
