import type { Inbox, InboxItem } from '@tidings/contracts/briefing';
import { makeArticle } from '@tidings/web-kit/testing/factories';

export function makeInboxItem(id: string, overrides: Partial<Omit<InboxItem, 'article'>> = {}): InboxItem {
  return {
    article: makeArticle({ id, title: `Story ${id}`, source: 'Harbour Times', publishedAt: new Date(Date.now() - 20 * 60_000).toISOString() }),
    topics: ['Port strike'],
    breaking: true,
    unread: true,
    ...overrides,
  };
}

export function makeInbox(items: InboxItem[], lastVisitAt: string | null = null): Inbox {
  return { items, unread: items.filter((item) => item.unread).length, lastVisitAt };
}
