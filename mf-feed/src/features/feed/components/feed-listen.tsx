import type { ListenItem } from '@tidings/web-kit/listen/listen-types';
import { ListenButton } from '@tidings/web-kit/ui/listen-button';
import { useUser } from '@tidings/web-kit/user';
import { listenLead } from '../lib/listen-lead';
import { useFeedStore } from '../stores/feed-store';

/** The feed's cards from the one in view, for Listen: each title, then a short lead of its text. */
function useFeedListenItems(): (() => ListenItem[]) | null {
  const { data: user } = useUser();
  const { userId, view } = useFeedStore();
  if (!user || userId !== user.id || view.items.length === 0) return null;
  return () => view.items.slice(view.index).map((article) => ({ newsId: article.id, title: article.title, text: listenLead(article.content), source: article.source }));
}

/** Listen on the feed's top row: plays the feed from the card in view. Loaded after the first card (see FeedTopRow). */
export default function FeedListen({ className }: { className?: string }) {
  const items = useFeedListenItems();
  return items ? <ListenButton items={items} startIndex={0} origin="feed" label="Listen" className={className} /> : null;
}
