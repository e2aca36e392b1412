import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Inbox, InboxVisit } from '@tidings/contracts/briefing';
import { apiRequest } from '@tidings/web-kit/api-client';
import { INBOX_QUERY_KEY } from './get-inbox';

export const INBOX_VISIT_URL = '/api/inbox/visit';

export function visitInbox(): Promise<InboxVisit> {
  return apiRequest<InboxVisit>('POST', INBOX_VISIT_URL);
}

/**
 * POST /api/inbox/visit as the panel opens. The badge clears once the server has it; the items
 * keep their unread dots while the panel is open (what was new is what the reader came to see),
 * and the next poll brings them as read.
 */
export function useVisitInbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: visitInbox,
    onSuccess: ({ lastVisitAt }) => queryClient.setQueryData<Inbox>(INBOX_QUERY_KEY, (inbox) => (inbox ? { ...inbox, unread: 0, lastVisitAt } : inbox)),
  });
}
