import { useLayoutEffect } from 'react';
import { isOfflineError } from '@tidings/web-kit/offline/offline-error';
import { useUser } from '@tidings/web-kit/user';
import { useFeed } from '../api/get-feed';
import { useSaveFeedPosition } from '../hooks/use-save-feed-position';
import { useFeedStore } from '../stores/feed-store';
import { FeedPager } from './feed-pager';
import { FeedEmpty, FeedError, FeedOffline, FeedSkeleton } from './feed-states';

/**
 * The feed screen (spec section 2): loading, then the cards, the error or the empty state. Each
 * answer of the feed query is placed by the store: the saved position on the first, the card in
 * view kept in view on every refetch after.
 */
export function FeedScreen({ wrap = true }: { wrap?: boolean }) {
  const { data: user } = useUser();
  const feed = useFeed();
  const { userId, loaded, view, receive, go } = useFeedStore();
  const mine = loaded && user !== undefined && user !== null && userId === user.id;

  // Before paint, so a restored position never flashes the top card first.
  useLayoutEffect(() => {
    if (user && feed.data) receive(user.id, feed.data);
  }, [user, feed.data, receive]);

  const current = mine ? view.items[view.index] : undefined;
  useSaveFeedPosition(user?.id, view.index, current?.id);

  if (!mine || (view.items.length === 0 && feed.isError)) {
    if (feed.isError && isOfflineError(feed.error)) return <FeedOffline onRetry={() => void feed.refetch()} retrying={feed.isFetching} />;
    if (feed.isError) return <FeedError />;
    return <FeedSkeleton />;
  }
  if (view.items.length === 0) return <FeedEmpty onRefresh={() => void feed.refetch()} refreshing={feed.isFetching} />;
  // A failed refetch leaves the cards on screen as they were (react-query keeps its last data).
  return <FeedPager items={view.items} index={view.index} onIndexChange={go} wrap={wrap} />;
}
