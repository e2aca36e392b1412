import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessToken } from '@tidings/contracts/access-tokens';
import { apiGet } from '@tidings/web-kit/api-client';
import { ACCESS_TOKENS_URL } from '../lib/token-limits';

/**
 * The one key of the token list (its first element is the GET URL, as every key in the app):
 * creating and revoking invalidate it. Read by this feature only, so it lives here and not in the
 * shared registry.
 */
export const ACCESS_TOKENS_QUERY_KEY = [ACCESS_TOKENS_URL] as const;

export class AccessTokensFormatError extends Error {
  constructor() {
    super('The tokens answer is not a list');
    this.name = 'AccessTokensFormatError';
  }
}

/** GET /api/user/tokens: the signed-in user's tokens, never their secrets. */
export async function getAccessTokens(signal?: AbortSignal): Promise<AccessToken[]> {
  const body = await apiGet<unknown>(ACCESS_TOKENS_URL, { signal });
  if (!Array.isArray(body)) throw new AccessTokensFormatError();
  return body as AccessToken[];
}

// Always stale (the app's default): "last used" moves whenever a script calls, so each opening of
// the sheet shows the latest.
export const accessTokensQueryOptions = queryOptions({
  queryKey: ACCESS_TOKENS_QUERY_KEY,
  queryFn: ({ signal }) => getAccessTokens(signal),
});

export function useAccessTokens() {
  return useQuery(accessTokensQueryOptions);
}
