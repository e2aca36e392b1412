import type { ServiceName } from './config.js';

/**
 * THE one source of truth for the public `/api` surface: which service answers a call and whether
 * the gateway checks the session first. Ordered; the first rule that matches wins, so a specific
 * rule (`/api/news/:id/read` → tracking) sits above the broad one it carves out of (`/api/news*`).
 *
 * Patterns: `:name` is one path segment; a trailing `*` means "this path and everything below it"
 * (`/api/news*` matches `/api/news` and `/api/news/search`, not `/api/newsletter`).
 */
export type Access = 'public' | 'session';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const ANY_METHOD = '*';

export interface RouteRule {
  methods: readonly Method[] | typeof ANY_METHOD;
  pattern: string;
  service: ServiceName;
  auth: Access;
}

export const ROUTE_MAP: readonly RouteRule[] = [
  // svc-auth. GET /api/user is public here: a 401 from svc-auth is how the app learns it is
  // anonymous, and the service verifies the token anyway (no second verification on the hottest call).
  { methods: ['POST'], pattern: '/api/register', service: 'auth', auth: 'public' },
  { methods: ['POST'], pattern: '/api/login', service: 'auth', auth: 'public' },
  { methods: ['POST'], pattern: '/api/logout', service: 'auth', auth: 'public' },
  { methods: ['GET'], pattern: '/api/user', service: 'auth', auth: 'public' },
  { methods: ['GET'], pattern: '/api/config', service: 'auth', auth: 'public' },
  { methods: ['PATCH'], pattern: '/api/user/preferences', service: 'auth', auth: 'session' },
  { methods: ['POST'], pattern: '/api/user/password', service: 'auth', auth: 'session' },
  { methods: ['POST'], pattern: '/api/session/renew', service: 'auth', auth: 'session' },
  { methods: ['DELETE'], pattern: '/api/user', service: 'auth', auth: 'session' },
  // Personal access tokens, as svc-auth registers them (list, create; revoke one): managed from a
  // signed-in session only, so a token calling them is refused here (token-scope-refusal.ts).
  // svc-auth's /internal/tokens/exchange is never routed: every rule is under /api/.
  { methods: ['GET', 'POST'], pattern: '/api/user/tokens', service: 'auth', auth: 'session' },
  { methods: ['DELETE'], pattern: '/api/user/tokens/:id', service: 'auth', auth: 'session' },
  // GET /api/user/export is answered by the gateway itself: it joins every service's part (routes/user-export.ts).

  // svc-tracking (the streak lives with the reading data, not with the user).
  { methods: ['GET'], pattern: '/api/user/streak', service: 'tracking', auth: 'session' },
  { methods: ANY_METHOD, pattern: '/api/sessions*', service: 'tracking', auth: 'session' },
  { methods: ANY_METHOD, pattern: '/api/events*', service: 'tracking', auth: 'session' },
  { methods: ANY_METHOD, pattern: '/api/engagement*', service: 'tracking', auth: 'session' },
  { methods: ['POST', 'PATCH'], pattern: '/api/news/:id/read', service: 'tracking', auth: 'session' },

  // svc-news.
  { methods: ['GET'], pattern: '/api/categories', service: 'news', auth: 'public' },
  { methods: ['GET'], pattern: '/api/personalities', service: 'news', auth: 'public' },
  // Offline cover images of the starter corpus: plain <img> loads, cached for a year, no user data.
  { methods: ['GET'], pattern: '/api/news/covers*', service: 'news', auth: 'public' },
  { methods: ANY_METHOD, pattern: '/api/news*', service: 'news', auth: 'session' },
  { methods: ANY_METHOD, pattern: '/api/bookmarks*', service: 'news', auth: 'session' },
  { methods: ANY_METHOD, pattern: '/api/articles*', service: 'news', auth: 'session' },
  // The news sources and whether each is healthy; their full health stays on svc-news's /internal/sources.
  { methods: ['GET'], pattern: '/api/sources', service: 'news', auth: 'session' },
  // The outlets' ratings behind every story spectrum (issue 31).
  { methods: ['GET'], pattern: '/api/source-ratings', service: 'news', auth: 'session' },
  // Today's edition, topics followed or muted, and the inbox of followed topics (issue 32).
  { methods: ['GET'], pattern: '/api/edition', service: 'news', auth: 'session' },
  { methods: ['GET', 'POST'], pattern: '/api/topics', service: 'news', auth: 'session' },
  { methods: ['DELETE'], pattern: '/api/topics/:key', service: 'news', auth: 'session' },
  { methods: ['GET'], pattern: '/api/inbox', service: 'news', auth: 'session' },
  { methods: ['POST'], pattern: '/api/inbox/visit', service: 'news', auth: 'session' },
];

export interface RouteMatch {
  service: ServiceName;
  auth: Access;
  rule: RouteRule;
}

interface CompiledRule extends RouteMatch {
  methods: ReadonlySet<string> | null;
  regex: RegExp;
}

export function compilePattern(pattern: string): RegExp {
  const prefix = pattern.endsWith('*');
  const body = (prefix ? pattern.slice(0, -1) : pattern)
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}${prefix ? '(?:/.*)?' : ''}$`);
}

function compile(rules: readonly RouteRule[]): CompiledRule[] {
  return rules.map((rule) => ({
    rule,
    service: rule.service,
    auth: rule.auth,
    methods: rule.methods === ANY_METHOD ? null : new Set(rule.methods),
    regex: compilePattern(rule.pattern),
  }));
}

const COMPILED = compile(ROUTE_MAP);
// `.`/`..` segments and encoded slashes would let a path match one rule and mean another upstream.
const AMBIGUOUS_PATH = /(?:^|\/)\.{1,2}(?:\/|$)|%2e|%2f|%5c|\\/i;

/** The rule for a call, or null (the gateway then answers 404). `path` excludes the query string. */
export function resolveRoute(method: string, path: string): RouteMatch | null {
  if (AMBIGUOUS_PATH.test(path)) return null;
  const verb = method === 'HEAD' ? 'GET' : method;
  for (const candidate of COMPILED) {
    if ((candidate.methods === null || candidate.methods.has(verb)) && candidate.regex.test(path)) return candidate;
  }
  return null;
}
