import { FeedScreen } from '../features/feed/components/feed-screen';

/** `mf_feed/FeedPage`: the feed at `/`, inside the shell's phone column above the bottom nav. */
export default function FeedPage() {
  return <FeedScreen />;
}
