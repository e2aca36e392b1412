import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { DeleteAccountBody } from '@tidings/contracts/user-data';
import { apiRequest, HttpError } from '@tidings/web-kit/api-client';
import { forgetDeviceUser } from '@tidings/web-kit/offline/device-store';
import { forgetQueuedWrites } from '@tidings/web-kit/offline-queue/write-queue-client';
import { toast } from '@tidings/web-kit/toast-store';
import { endSessionForSignOut, forgetReadsOnDevice } from '@tidings/web-kit/tracking/tracking-client';
import { USER_QUERY_KEY } from '@tidings/web-kit/user';
import { useNavigate } from 'react-router';

export const DELETE_ACCOUNT_URL = '/api/user';
/** svc-auth ended the session after too many wrong passwords: the user is signed out. */
const SESSION_ENDED = 'AUTH_SESSION_ENDED_WRONG_PASSWORDS';

/**
 * Ends the reading session first, as a logout does (its end and the waiting events need the
 * session cookie, which the deletion clears; the erasure then removes them with the rest).
 */
export async function deleteAccount(body: DeleteAccountBody): Promise<{ deleted: true }> {
  endSessionForSignOut();
  return apiRequest<{ deleted: true }>('DELETE', DELETE_ACCOUNT_URL, body);
}

/** On success the user is signed out: a toast, /auth, and nothing of theirs left in the cache. */
export function useDeleteAccount(userId: string | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedOut = (description: string) => {
    toast({ title: 'Signed out', description });
    void navigate('/auth', { replace: true });
    void queryClient.resetQueries({ queryKey: USER_QUERY_KEY });
  };
  return useMutation({
    mutationFn: deleteAccount,
    onError: (error) => {
      if (error instanceof HttpError && error.code === SESSION_ENDED) signedOut(JSON.parse(error.body).message as string);
    },
    onSuccess: () => {
      // What was kept for reading offline, and what they read, are theirs alone: they go with the session.
      void forgetDeviceUser(userId);
      forgetReadsOnDevice();
      toast({ title: 'Account deleted', description: 'Everything Tidings kept about you is being erased.' });
      void navigate('/auth', { replace: true });
      // Reset, not set to null: see useLogout (the guard would send the visitor to /auth "to come back").
      void queryClient.resetQueries({ queryKey: USER_QUERY_KEY });
      for (const key of [QUERY_KEYS.streak, QUERY_KEYS.feed, ...(userId ? [QUERY_KEYS.bookmarks(userId)] : [])]) queryClient.removeQueries({ queryKey: key });
      // Writes of theirs still waiting on the device could never be sent now.
      if (userId) forgetQueuedWrites(userId);
    },
  });
}
