import { TOKEN_EXPIRY_DAYS, type TokenScope } from '@tidings/contracts/access-token-limits';

// What the screen offers, in its words; the numbers come from the contract's zod-free module
// (access-tokens.ts builds zod schemas, and zod would add ~26 KB to the sheet).

export { TOKENS_PATH as ACCESS_TOKENS_URL, TOKEN_NAME_MAX_CHARS, TOKENS_PER_USER_MAX } from '@tidings/contracts/access-token-limits';

export const TOKEN_SCOPES: ReadonlyArray<{ scope: TokenScope; label: string; hint: string }> = [
  { scope: 'read', label: 'Read', hint: 'Your feed, news, search, bookmarks, streak and insights' },
  { scope: 'write', label: 'Write', hint: 'Bookmarks, reactions, reading history and preferences' },
];

/** The expiries offered, in days; null is "No expiry". */
export type TokenExpiry = (typeof TOKEN_EXPIRY_DAYS)[number] | null;

export const TOKEN_EXPIRIES: ReadonlyArray<{ days: TokenExpiry; label: string }> = [
  ...TOKEN_EXPIRY_DAYS.map((days) => ({ days, label: `${days} days` })),
  { days: null, label: 'No expiry' },
];

export const DEFAULT_TOKEN_EXPIRY: TokenExpiry = 30;

export function scopeLabel(scope: TokenScope): string {
  return TOKEN_SCOPES.find((item) => item.scope === scope)?.label ?? scope;
}
