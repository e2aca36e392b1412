import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { LogoutResponse } from '@tidings/contracts/user';
import { apiRequest } from '@tidings/web-kit/api-client';
import { forgetDeviceUser } from '@tidings/web-kit/offline/device-store';
import { toast } from '@tidings/web-kit/toast-store';
import { endSessionForSignOut, forgetReadsOnDevice } from '@tidings/web-kit/tracking/tracking-client';
import { USER_QUERY_KEY } from '@tidings/web-kit/user';
import { useNavigate } from 'react-router';

export const LOGOUT_URL = '/api/logout';

/**
 * Ends the reading session first — its end is only accepted with the session cookie, which the
 * logout clears — then POST /api/logout.
 */
export async function logout(): Promise<LogoutResponse> {
  endSessionForSignOut();
  return apiRequest<LogoutResponse>('POST', LOGOUT_URL);
}

/**
 * Logout (spec section 8): its toasts, then /auth. The user query is reset rather than set to
 * null: the shell's guard would otherwise catch the null user first and send the visitor to
 * /auth with "come back to /profile" in hand. Reset, it asks the server once more (401: a
 * visitor) while /auth shows its spinner. The user's other cached data goes with it.
 */
export function useLogout(userId: string | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // What was kept for reading offline, and what they read, are theirs alone: they go with the session.
      void forgetDeviceUser(userId);
      forgetReadsOnDevice();
      toast({ title: 'Logged out successfully', description: 'Come back soon!' });
      void navigate('/auth', { replace: true });
      void queryClient.resetQueries({ queryKey: USER_QUERY_KEY });
      for (const key of [QUERY_KEYS.streak, QUERY_KEYS.feed, ...(userId ? [QUERY_KEYS.bookmarks(userId)] : [])]) queryClient.removeQueries({ queryKey: key });
    },
    onError: () => toast({ title: 'Logout failed', description: 'There was an issue logging out. Please try again.', variant: 'destructive' }),
  });
}
