import { createContext, use } from 'react';

/** "Try again" of the nearest RemoteSlot; the MF fallback module renders inside that slot. */
export const RemoteRetryContext = createContext<() => void>(() => undefined);

export function useRemoteRetry(): () => void {
  return use(RemoteRetryContext);
}
