import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, PublicUser } from '@tidings/contracts/user';
import { apiRequest } from '@tidings/web-kit/api-client';
import { USER_QUERY_KEY } from '@tidings/web-kit/user';

export const LOGIN_URL = '/api/login';

export function login(body: LoginBody): Promise<PublicUser> {
  return apiRequest<PublicUser>('POST', LOGIN_URL, body);
}

/** On success the answer is the signed-in user: put it in the cache instead of refetching. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}
