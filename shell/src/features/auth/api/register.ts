import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser, RegisterBody } from '@tidings/contracts/user';
import { apiRequest } from '@tidings/web-kit/api-client';
import { USER_QUERY_KEY } from '@tidings/web-kit/user';

export const REGISTER_URL = '/api/register';

/** confirmPassword never leaves the form (spec section 3). */
export function register(body: RegisterBody): Promise<PublicUser> {
  return apiRequest<PublicUser>('POST', REGISTER_URL, { username: body.username, password: body.password });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}
