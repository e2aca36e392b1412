import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import { createQueryClient } from '../query-client';
import { stubFetch } from '../testing/fetch-stub';
import { createTrackingClient } from '../tracking/create-tracking-client';
import { trackingRoutes } from '../tracking/testing/tracking-routes';
import { configureTracking } from '../tracking/tracking-config';
import { readingLogSlot, readsOf } from './reading-log';

// Where the reading log is written: a read engagement (a feed card) and the reader's open, each
// with the outlet the page has cached for the article.

describe('reads in the device reading log', () => {
  const queryClient = createQueryClient();
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-03-31T12:00:00Z') });
    window.localStorage.clear();
    queryClient.clear();
    configureTracking({ queryClient });
    stubFetch(trackingRoutes());
  });

  const logged = (userId = 'u1') => readsOf(readingLogSlot(), userId, Date.now()).map(({ id, source }) => `${id} ${source}`);

  it("a feed card's read is logged with the outlet of the feed's article; a view is not", () => {
    queryClient.setQueryData(QUERY_KEYS.feed, [
      { id: 'a1', source: 'Harbour Post', title: 'One' },
      { id: 'a2', source: 'Valley Ledger', title: 'Two' },
    ]);
    const client = createTrackingClient({ invalidate: () => undefined });
    client.startSession('u1');
    client.recordEngagement('a1', 'viewed');
    client.recordEngagement('a2', 'read');
    expect(logged()).toEqual(['a2 Valley Ledger']);
  });

  it("the reader's open is logged with the open article's outlet, and waits for the session", () => {
    queryClient.setQueryData(QUERY_KEYS.article('a3'), { id: 'a3', source: 'Northern Courier', title: 'Three' });
    const client = createTrackingClient({ invalidate: () => undefined });
    client.logRead('a3');
    expect(logged()).toEqual([]);
    client.startSession('u1');
    expect(logged()).toEqual(['a3 Northern Courier']);
  });

  it('an article whose outlet is not known here is left out, not guessed', () => {
    const client = createTrackingClient({ invalidate: () => undefined });
    client.startSession('u1');
    client.logRead('unknown');
    client.recordEngagement('unknown', 'read');
    expect(logged()).toEqual([]);
  });
});
