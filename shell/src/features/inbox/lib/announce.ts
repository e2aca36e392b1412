import type { InboxItem } from '@tidings/contracts/briefing';
import { itemsToAnnounce, notificationFor, withAnnounced, type InboxNotification } from './inbox-alerts';

/** Where the announced ids live and how a notification is shown: the page's or the worker's. */
export interface AnnounceDeps {
  load: () => Promise<string[]>;
  save: (ids: string[]) => Promise<void>;
  show: (notification: InboxNotification) => Promise<void>;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Announces the items not announced before; answers their ids. Runs one at a time (two polls
 * answered close together must not both see an item as new), and remembers before it shows: a
 * missed alert is better than the same one twice. A notification that fails is logged, not retried.
 */
export function announceNew(items: readonly InboxItem[], deps: AnnounceDeps): Promise<string[]> {
  const run = queue.then(async () => {
    const announced = await deps.load();
    const fresh = itemsToAnnounce(items, new Set(announced));
    if (fresh.length === 0) return [];
    const ids = fresh.map((item) => item.article.id);
    await deps.save(withAnnounced(announced, ids));
    await Promise.all(
      fresh.map((item) =>
        deps.show(notificationFor(item)).catch((error: unknown) => {
          console.error('The inbox notification could not be shown', error);
        }),
      ),
    );
    return ids;
  });
  queue = run.catch(() => undefined);
  return run;
}
