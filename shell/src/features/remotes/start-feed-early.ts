import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import { startEarly } from '@tidings/web-kit/early-answer';
import { isFeedPath } from '../tracking/lib/is-feed-path';
import { loadRemotePage } from './load-remote-page';

/**
 * On the feed's routes, starts loading mf-feed's page (manifest, remoteEntry, chunks) as soon as
 * the shell runs, beside GET /api/user, instead of after it: the slot renders only once the user
 * is known, and then finds the remote loaded (the federation runtime keeps what it fetched).
 * A visitor sent on to /auth has fetched the feed for nothing, but that is where they return to.
 * Failures are the slot's to show (its own load reports them), so they are ignored here.
 * The feed's stories are asked for at the same moment (the page takes the answer when it
 * renders): a visitor's request is a 401 nobody shows. So are the web-kit modules the shell
 * provides for the first card (feed-card-modules.ts).
 */
export function startFeedEarly(pathname: string = location.pathname): void {
  if (!isFeedPath(pathname)) return;
  // Not in the chunk that holds the modules (rspack-config's feed-card): the import waits for the
  // shared modules it names, which would wait for the chunk that is loading them.
  import(/* webpackChunkName: "feed-card-import" */ './feed-card-modules').catch(() => undefined);
  loadRemotePage('mf_feed', 'FeedPage', false).catch(() => undefined);
  startEarly(QUERY_KEYS.feed[0]);
}
