import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccessToken } from '@tidings/contracts/access-tokens';
import { apiRequest, HttpError } from '@tidings/web-kit/api-client';
import { ACCESS_TOKENS_URL } from '../lib/token-limits';
import { ACCESS_TOKENS_QUERY_KEY } from './get-access-tokens';

/** svc-auth's answer for a token that is not (or no longer) the user's. */
const TOKEN_NOT_FOUND = 'TOKEN_NOT_FOUND';

/**
 * DELETE /api/user/tokens/{id}. TOKEN_NOT_FOUND means the token is already gone (revoked in
 * another tab): that is what was asked. Any other 404 (no such route) is a failure.
 */
export async function revokeAccessToken(id: string): Promise<void> {
  try {
    await apiRequest<void>('DELETE', `${ACCESS_TOKENS_URL}/${encodeURIComponent(id)}`);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404 && error.code === TOKEN_NOT_FOUND) return;
    throw error;
  }
}

/** The token leaves the list as soon as the server confirms, then the list is refetched. */
export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAccessToken,
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<AccessToken[]>(ACCESS_TOKENS_QUERY_KEY, (tokens) => tokens?.filter((token) => token.id !== id));
      void queryClient.invalidateQueries({ queryKey: ACCESS_TOKENS_QUERY_KEY });
    },
  });
}
