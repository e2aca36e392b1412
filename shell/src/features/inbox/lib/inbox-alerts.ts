import type { InboxItem } from '@tidings/contracts/briefing';

// When a breaking story on a followed topic becomes a system notification (issue 32), for the
// page's poll and the service worker's periodic sync alike: no DOM, no storage, so both run it.

/** What the page or the worker knows about whether it may alert at all. */
export interface AlertConditions {
  /** The reader's Notifications switch (spec's preferences). */
  notificationsEnabled: boolean;
  /** Running as an installed app (see isInstalledApp). */
  installed: boolean;
  /** `Notification.permission`, or 'unsupported' where there is no Notification API. */
  permission: NotificationPermission | 'unsupported';
}

export function alertsAllowed({ notificationsEnabled, installed, permission }: AlertConditions): boolean {
  return notificationsEnabled && installed && permission === 'granted';
}

/**
 * The items to announce now: breaking, still unread (the reader has not seen them in the inbox)
 * and not announced before, on this device by either the page or the worker.
 */
export function itemsToAnnounce(items: readonly InboxItem[], announced: ReadonlySet<string>): InboxItem[] {
  return items.filter((item) => item.breaking && item.unread && !announced.has(item.article.id));
}

/** The in-app URL that opens an article: the share link, the reader over the feed. */
export function articleUrl(id: string): string {
  return `/news/${encodeURIComponent(id)}`;
}

export interface InboxNotification {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

/** One notification per story; the tag (its id) makes a repeat replace it rather than stack. */
export function notificationFor(item: InboxItem): InboxNotification {
  return {
    title: item.article.title,
    options: {
      body: `${item.article.source} · ${item.topics.join(', ')}`,
      tag: item.article.id,
      data: { url: articleUrl(item.article.id) },
    },
  };
}

/** How many announced ids a device keeps: far more than an inbox holds (INBOX_MAX). */
export const ANNOUNCED_MAX = 200;

/** The memory after announcing `ids`: newest last, oldest dropped past ANNOUNCED_MAX. */
export function withAnnounced(previous: readonly string[], ids: readonly string[]): string[] {
  const added = new Set(ids);
  return [...previous.filter((id) => !added.has(id)), ...ids].slice(-ANNOUNCED_MAX);
}
