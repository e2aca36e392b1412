import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedToken, CreateTokenRequest } from '@tidings/contracts/access-tokens';
import { apiRequest } from '@tidings/web-kit/api-client';
import { ACCESS_TOKENS_URL } from '../lib/token-limits';
import { ACCESS_TOKENS_QUERY_KEY } from './get-access-tokens';

/** POST /api/user/tokens: 201 with the token's secret, the only time it is sent. */
export function createAccessToken(body: CreateTokenRequest): Promise<CreatedToken> {
  return apiRequest<CreatedToken>('POST', ACCESS_TOKENS_URL, body);
}

/**
 * The secret stays in this mutation's state only (the list's cache never holds it), and goes when
 * the dialog resets the mutation on closing.
 */
export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccessToken,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ACCESS_TOKENS_QUERY_KEY }),
  });
}
