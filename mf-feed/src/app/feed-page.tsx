import { FeedHome } from '../features/feed/components/feed-home';

/** `mf_feed/FeedPage`: the feed (and, at `/?view=today`, today's edition) at `/`, inside the shell's phone column above the bottom nav. */
export default function FeedPage() {
  return <FeedHome />;
}
