// Which stories the inbox lists (issue 32): pure, so its rules are unit-tested without engines.
import { BREAKING_WINDOW_MS, INBOX_DAYS, INBOX_MAX } from '@tidings/contracts/briefing';
import { compareIds } from '../news/compare-ids.js';
import { articleJson, type PoolArticle } from '../feed/pool-article.js';
import { isMuted, matchedTopics, type TopicRules } from '../topics/topic-match.js';

export interface InboxEntry {
  article: PoolArticle;
  /** Labels of the followed topics it is about (one at least). */
  topics: string[];
  breaking: boolean;
  unread: boolean;
}

const DAY_MS = 86_400_000;

/**
 * Candidates about a followed topic and no muted one, published in the last INBOX_DAYS days: the
 * newest such article of each story (cluster), newest first, at most INBOX_MAX. `unread` when
 * published after the last visit (every one before the first visit); `breaking` when published
 * within BREAKING_WINDOW_MS of `now`.
 */
export function selectInbox(pool: readonly PoolArticle[], rules: TopicRules, lastVisitAt: Date | null, now: number): InboxEntry[] {
  if (rules.follows.length === 0) return [];
  const oldest = now - INBOX_DAYS * DAY_MS;
  const byCluster = new Map<string, InboxEntry>();
  for (const article of pool) {
    if (article.publishedAt < oldest) continue;
    const kept = byCluster.get(article.clusterId);
    if (kept && !isNewer(article, kept.article)) continue;
    const topics = matchedTopics(article, rules.follows);
    if (topics.length === 0 || isMuted(article, rules)) continue;
    byCluster.set(article.clusterId, {
      article,
      topics: topics.map((topic) => topic.label),
      breaking: now - article.publishedAt <= BREAKING_WINDOW_MS,
      unread: lastVisitAt === null || article.publishedAt > lastVisitAt.getTime(),
    });
  }
  return [...byCluster.values()].sort((a, b) => (isNewer(a.article, b.article) ? -1 : 1)).slice(0, INBOX_MAX);
}

function isNewer(a: PoolArticle, b: PoolArticle): boolean {
  return a.publishedAt > b.publishedAt || (a.publishedAt === b.publishedAt && compareIds(a.id, b.id) < 0);
}

/** The Inbox answer as JSON, from each article's prepared serialisation (see feedJson). */
export function inboxJson(entries: readonly InboxEntry[], lastVisitAt: Date | null): string {
  const items = entries.map((entry) => `{"article":${articleJson(entry.article)},"topics":${JSON.stringify(entry.topics)},"breaking":${entry.breaking},"unread":${entry.unread}}`);
  const unread = entries.filter((entry) => entry.unread).length;
  return `{"items":[${items.join(',')}],"unread":${unread},"lastVisitAt":${JSON.stringify(lastVisitAt?.toISOString() ?? null)}}`;
}
