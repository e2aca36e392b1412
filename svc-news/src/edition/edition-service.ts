import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EDITION_MIN, type Edition, type EditionItem } from '@tidings/contracts/briefing';
import { summarize } from '../insights/summarize.js';
import { CLIENT_PROJECTION, toClientArticle, type ClientFields, type NewsRecord } from '../news/news-model.js';
import { scoreCandidates } from '../feed/rank-feed.js';
import type { StoryIndex } from '../feed/story-index.js';
import { editionDay } from './edition-day.js';
import { EditionStore, type EditionRecord } from './edition-store.js';
import { selectEdition } from './select-edition.js';

declare module 'fastify' {
  interface FastifyInstance {
    edition: EditionService;
    editions: EditionStore;
  }
}

/** A thin edition (under EDITION_MIN stories: a quiet night, a fresh install) is built again after this long, in case more has arrived. */
const THIN_REBUILD_MS = 3_600_000;

function isThinAndStale(edition: EditionRecord, now: Date): boolean {
  return edition.items.length < EDITION_MIN && now.getTime() - edition.builtAt.getTime() >= THIN_REBUILD_MS;
}

const NOTHING_SEEN: ReadonlySet<string> = new Set();
/** Sentences of an item's summary when the article has no stored one. */
const SUMMARY_SENTENCES = 2;

type ItemFields = ClientFields & Pick<NewsRecord, 'summary' | 'clusterId'>;

/**
 * Today's edition (issue 32): built from the feed's candidates on the reader's first call of the
 * edition day, stored, then answered from the store on every device until the next is due. The
 * progress is the reader's reads, read on every call, so it is the same wherever they read.
 */
export class EditionService {
  constructor(private readonly app: FastifyInstance, readonly store: EditionStore) {}

  async editionOf(userId: string, timeZone: string, profileAtLeast: number | null, now = new Date()): Promise<Edition> {
    const day = editionDay(now, timeZone);
    const stored = await this.store.find(userId, day.date);
    const record = stored && !isThinAndStale(stored, now) ? stored : await this.build(userId, timeZone, day, profileAtLeast, now, stored);
    const [records, reads, index] = await Promise.all([this.articlesOf(record), this.app.projection.seen.readsOf(userId), this.app.feed.pool.stories()]);
    const read = readItems(
      record,
      reads.map((row) => row.newsId),
      index
    );
    const items: EditionItem[] = [];
    for (const item of record.items) {
      const stored = records.get(item.articleId);
      // An article removed since the edition was built leaves it (and its progress).
      if (!stored) continue;
      const article = toClientArticle(stored);
      const sourceCount = sourceCountOf(item.clusterId, index);
      items.push({
        article: sourceCount > 1 ? { ...article, sourceCount } : article,
        summary: stored.summary || summarize(stored.title, stored.content, SUMMARY_SENTENCES).summary,
        sourceCount,
        followed: item.followed,
      });
    }
    return {
      date: record.date,
      timeZone: record.timeZone,
      builtAt: record.builtAt.toISOString(),
      nextAt: record.nextAt.toISOString(),
      items,
      read: items.map((item) => item.article.id).filter((id) => read.has(id)),
    };
  }

  /** `replacing`: a thin edition built earlier that day, replaced when this one has more. */
  private async build(userId: string, timeZone: string, day: { date: string; nextAt: Date }, profileAtLeast: number | null, now: Date, replacing: EditionRecord | null): Promise<EditionRecord> {
    const [pool, profile, rules, links] = await Promise.all([
      this.app.feed.pool.get(),
      this.app.projection.profiles.get(userId, profileAtLeast),
      this.app.topics.activeRules(userId, now),
      this.app.storyViews.links(),
    ]);
    const scored = scoreCandidates(pool, profile, NOTHING_SEEN, now.getTime(), true);
    const picks = selectEdition(scored, { now: now.getTime(), rules, storyOf: (clusterId) => links.storyOf(clusterId)?.key ?? clusterId });
    const built = {
      userId,
      date: day.date,
      timeZone,
      builtAt: now,
      nextAt: day.nextAt,
      items: picks.map((pick) => ({ articleId: pick.item.article.id, clusterId: pick.item.article.clusterId, followed: pick.followed })),
    };
    if (replacing) return built.items.length > replacing.items.length ? this.store.replace(replacing, built) : replacing;
    // Nothing to read yet (a fresh install before its first ingestion): answered, not kept for the day.
    if (built.items.length === 0) return { ...built, _id: '', expiresAt: day.nextAt };
    return this.store.keep(built);
  }

  private async articlesOf(record: EditionRecord): Promise<Map<string, ItemFields>> {
    if (record.items.length === 0) return new Map();
    const rows = await this.app.news.model
      .find({ _id: { $in: record.items.map((item) => item.articleId) } }, { ...CLIENT_PROJECTION, summary: 1, clusterId: 1 })
      .lean<ItemFields[]>()
      .exec();
    return new Map(rows.map((row) => [row._id.toString(), row]));
  }
}

/** Outlets telling the story now (it may have grown since the edition was built). */
function sourceCountOf(clusterId: string, index: StoryIndex): number {
  return Math.max(1, new Set(index.cluster(clusterId).map((member) => member.source)).size);
}

/** Items whose story (cluster) the reader has read an article of. */
function readItems(record: EditionRecord, readIds: readonly string[], index: StoryIndex): Set<string> {
  if (readIds.length === 0) return new Set();
  const read = new Set(readIds);
  const readClusters = new Set(readIds.map((id) => index.article(id)?.clusterId).filter((id): id is string => id !== undefined));
  return new Set(record.items.filter((item) => read.has(item.articleId) || readClusters.has(item.clusterId)).map((item) => item.articleId));
}

export const editionStorePlugin = fp(
  async (app: FastifyInstance) => {
    const store = new EditionStore(app.db);
    await store.init();
    app.decorate('editions', store);
  },
  { name: 'svc-news-edition-store', dependencies: ['tidings-mongo'] }
);

export const editionPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('edition', new EditionService(app, app.editions));
  },
  { name: 'svc-news-edition', dependencies: ['svc-news-edition-store', 'svc-news-feed', 'svc-news-projection', 'svc-news-story-views', 'svc-news-topics'] }
);
