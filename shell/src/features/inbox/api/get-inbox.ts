import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Inbox } from '@tidings/contracts/briefing';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import { apiGet } from '@tidings/web-kit/api-client';
import { useOnline } from '@tidings/web-kit/offline/connectivity';

export const INBOX_QUERY_KEY = QUERY_KEYS.inbox;
/** The bell asks again this often while the app is open and visible. */
export const INBOX_POLL_MS = 60_000;

export const inboxQueryOptions = queryOptions({
  queryKey: INBOX_QUERY_KEY,
  queryFn: ({ signal }) => apiGet<Inbox>(QUERY_KEYS.inbox[0], { signal }) as Promise<Inbox>,
  // Kept while the panel closes and opens again; the poll keeps it current.
  gcTime: 10 * 60_000,
});

/**
 * GET /api/inbox every minute while the page is visible, on focus and on reconnect; never while
 * offline (the query waits, and the last answer stays shown).
 */
export function useInbox() {
  const online = useOnline();
  return useQuery({ ...inboxQueryOptions, enabled: online, refetchInterval: online ? INBOX_POLL_MS : false, refetchIntervalInBackground: false });
}
