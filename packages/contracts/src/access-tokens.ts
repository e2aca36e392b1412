// Personal access tokens (issue 27): what a developer's script sends as `Authorization: Bearer
// tid_…`, what the profile's "Developer access" screen creates, lists and revokes, and which /api
// calls each scope opens. svc-auth stores the tokens, the gateway exchanges one for a short-lived
// signed token the services verify like the session cookie, and every service checks the scope
// against TOKEN_SCOPES below: the one list of what a token may call.
import { z } from 'zod';
import { TOKEN_EXPIRY_DAYS, TOKEN_NAME_MAX_CHARS, TOKEN_PATTERN, type TokenScope } from './access-token-limits.js';

export * from './access-token-limits.js';

export const tokenScopeSchema = z.enum(['read', 'write']) satisfies z.ZodType<TokenScope>;

export const createTokenRequestSchema = z.object({
  name: z.string().trim().min(1).max(TOKEN_NAME_MAX_CHARS),
  /** At least one; each once. */
  scopes: z
    .array(tokenScopeSchema)
    .min(1)
    .max(2)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'each scope once'),
  /** 7, 30 or 90 days, or null for a token that never expires. */
  // One literal of three values, not a union of literals and null: OpenAPI 3.0 can say that one
  // (`type`, `enum`, `nullable`) where a nullable `anyOf` has no valid form (npm run lint:api).
  expiresInDays: z.literal(TOKEN_EXPIRY_DAYS).nullable(),
});
export type CreateTokenRequest = z.infer<typeof createTokenRequestSchema>;

/** A token as listed: never its secret. Dates are ISO strings. */
export const accessTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(tokenScopeSchema),
  /** The first characters of the token (`tid_AbC4…`), to tell tokens apart. */
  hint: z.string(),
  createdAt: z.string(),
  /** null: never expires. */
  expiresAt: z.string().nullable(),
  /** null: never used. */
  lastUsedAt: z.string().nullable(),
  /** The client address of that last use (an IPv6 client's /64, as the limits count it). */
  lastUsedAddress: z.string().nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

/** The answer to creating a token: the only time its secret is shown. */
export const createdTokenSchema = accessTokenSchema.extend({ token: z.string().regex(TOKEN_PATTERN) });
export type CreatedToken = z.infer<typeof createdTokenSchema>;

/**
 * The /api calls a token may make, by method and route template as the services register them,
 * and the scope each needs. Anything not listed — signing in and out, renewing a session, the
 * password, deleting the account, the export, managing tokens — is for a signed-in browser
 * session only: a token calling it gets 403 TOKEN_SCOPE_MISSING like any call outside its scopes.
 */
export const TOKEN_SCOPES: Readonly<Record<string, TokenScope>> = {
  // The account.
  'GET /api/user': 'read',
  'PATCH /api/user/preferences': 'write',
  // News, the feed, search and insights.
  'GET /api/news': 'read',
  'GET /api/news/filtered': 'read',
  'GET /api/news/search': 'read',
  'GET /api/news/:id': 'read',
  'GET /api/news/:id/related': 'read',
  'GET /api/news/:id/summary': 'read',
  'GET /api/news/:id/sentiment': 'read',
  'GET /api/news/:id/reaction': 'read',
  'PUT /api/news/:id/reaction': 'write',
  // The news sources and whether each is healthy.
  'GET /api/sources': 'read',
  // Full coverage of a story, blindspots and the outlets' ratings (issue 31).
  'GET /api/news/:id/story': 'read',
  'GET /api/news/blindspot': 'read',
  'GET /api/source-ratings': 'read',
  // Today's edition, topics followed or muted, and the inbox of followed topics (issue 32).
  'GET /api/edition': 'read',
  'GET /api/topics': 'read',
  'POST /api/topics': 'write',
  'DELETE /api/topics/:key': 'write',
  'GET /api/news/:id/topics': 'read',
  'GET /api/inbox': 'read',
  'POST /api/inbox/visit': 'write',
  // Bookmarks.
  'GET /api/bookmarks/:userId': 'read',
  'GET /api/bookmarks/check/:id': 'read',
  'POST /api/bookmarks': 'write',
  'POST /api/bookmarks/:newsId': 'write',
  'DELETE /api/bookmarks/:id': 'write',
  'DELETE /api/bookmarks/:userId/:newsId': 'write',
  // Reading, engagement, events, sessions, the streak.
  'GET /api/user/streak': 'read',
  'POST /api/news/:id/read': 'write',
  'PATCH /api/news/:id/read': 'write',
  'POST /api/articles/read/:id': 'write',
  'POST /api/articles/sync-viewed': 'write',
  'POST /api/engagement': 'write',
  'PUT /api/engagement/time': 'write',
  'POST /api/events/batch': 'write',
  'POST /api/sessions/start': 'write',
  'POST /api/sessions/end': 'write',
};

/** The scope a token needs for `method` on the route template `route` (`/api/news/:id`), or null: not for tokens. */
export function tokenScopeFor(method: string, route: string): TokenScope | null {
  return TOKEN_SCOPES[`${method === 'HEAD' ? 'GET' : method} ${route}`] ?? null;
}

/** svc-auth's internal exchange, for the gateway only (never routed from outside, not in OpenAPI). */
export const TOKEN_EXCHANGE_PATH = '/internal/tokens/exchange';
export const tokenExchangeRequestSchema = z.strictObject({
  /** sha256 hex of the whole `tid_…` text: the secret itself never leaves the gateway. */
  tokenHash: z.string().regex(/^[0-9a-f]{64}$/),
  /** The caller's address as the limits count it (an IPv6 client's /64): shown as the token's last use. */
  address: z.string().min(1).max(100),
});
export type TokenExchangeRequest = z.infer<typeof tokenExchangeRequestSchema>;
/** 200: a signed token the services verify like the session cookie, until `expiresAt` (ms; at most 5 minutes). 401 TOKEN_INVALID: unknown or expired. */
export const tokenExchangeResponseSchema = z.object({ token: z.string(), expiresAt: z.number().int() });
export type TokenExchangeResponse = z.infer<typeof tokenExchangeResponseSchema>;

/** Claims of the short-lived token the gateway gets for a personal access token (besides the session's `sub`, `jti`, `sst`). */
export interface AccessTokenClaims {
  /** The scopes of the personal access token. */
  scp: TokenScope[];
  /** The personal access token's id (rate limits count per token). */
  tid: string;
}
