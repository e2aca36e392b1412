import { tokenScopeFor, type TokenScope } from '@tidings/contracts/access-tokens';
import type { RouteRule } from './route-map.js';

export const SESSION_ONLY_MESSAGE = 'This call is for a signed-in session only: an access token cannot make it';

/**
 * Why the gateway refuses an access token's call before it leaves (403 TOKEN_SCOPE_MISSING), or
 * null to let the service judge, as every service does. Only a session rule that names one route
 * exactly (no `*`) is judged here: its pattern is the service's route template, so TOKEN_SCOPES
 * says for sure what it needs (`POST /api/user/password`: nothing a token may call). A broad rule
 * (`/api/news*`) does not say which template the service will match.
 */
export function tokenScopeRefusal(method: string, rule: RouteRule, scopes: readonly TokenScope[]): string | null {
  if (rule.auth !== 'session' || rule.pattern.endsWith('*')) return null;
  const needed = tokenScopeFor(method, rule.pattern);
  if (needed === null) return SESSION_ONLY_MESSAGE;
  return scopes.includes(needed) ? null : `This call needs an access token with the '${needed}' scope`;
}
