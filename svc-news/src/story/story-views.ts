import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BlindspotStory, StoryResponse } from '@tidings/contracts/story';
import type { CandidatePool } from '../feed/candidate-pool.js';
import { POOL_PROJECTION, toPoolArticle, type PoolFields } from '../feed/pool-article.js';
import type { FeedStories } from '../feed/rank-feed.js';
import type { StoryIndex } from '../feed/story-index.js';
import type { NewsRepository } from '../news/news-repository.js';
import type { SeenStore } from '../projection/seen-store.js';
import { SourceRatings } from '../sources/ratings.js';
import { ArticleAnalyses } from './article-analysis.js';
import { ReadLog } from './read-log.js';
import { sinceRead, type SinceRead } from './since-read.js';
import { blindspotSide, spectrumOf } from './spectrum.js';
import { StoryLinker, type StoryLinks } from './story-linker.js';
import { singleStory, storyCluster, type LinkedStory } from './story-links.js';
import { sharedView } from './story-view.js';

declare module 'fastify' {
  interface FastifyInstance {
    storyViews: StoryViews;
  }
}

export const BLINDSPOT_MAX = 20;
const iso = (at: number) => new Date(at).toISOString();
/** An object's JSON without its braces, to be joined with others into one object. */
const innerJson = (fields: object) => JSON.stringify(fields).slice(1, -1);

/**
 * Full coverage of a story (issue 31). Everything but the reader's own part is built once per
 * story and pool version from the feed's candidates (CandidatePool, StoryIndex) and each
 * article's analysis (sentences, shingles, entities: computed once per article), so a request
 * for a candidate's story reads nothing but, once per user until their reads change, their reads
 * (ReadLog); only an article older than the candidates is read by `_id`, its cluster with it.
 * The asked article is taken from the candidates like the rest of its story: one removed from
 * the database leaves them with the pool's broadcast (at once; within FEED_POOL_TTL should a
 * broadcast be lost), and is a 404 from then on.
 *
 * With several instances each keeps its own pool, analyses and links, in step through the pool's
 * broadcasts (see cache-sync/); each one's copy of a user's reads is dropped whenever its seen
 * store learns of a change to their rows, whichever instance wrote them (ReadLog).
 */
export class StoryViews {
  readonly analyses = new ArticleAnalyses();
  readonly linker = new StoryLinker(this.analyses);
  readonly readLog: ReadLog;
  /** The shared part's JSON, without its braces: serialised once per story and pool version. */
  private readonly shared = new WeakMap<LinkedStory, string>();
  private readonly sinceReads = new WeakMap<ReadonlyMap<string, number>, WeakMap<LinkedStory, SinceRead | null>>();
  private blindspots: { links: StoryLinks; list: BlindspotStory[] } | null = null;
  private readonly feedMemo = new WeakMap<ReadonlyMap<string, number>, { index: StoryIndex; links: StoryLinks | null; seen: ReadonlySet<string>; seenSize: number; stories: FeedStories }>();

  constructor(
    private readonly news: NewsRepository,
    private readonly pool: CandidatePool,
    seen: SeenStore,
    readonly ratings: SourceRatings,
  ) {
    this.readLog = new ReadLog(seen);
  }

  /** The links of the pool's current candidates (waits for their entities if need be). */
  async links(): Promise<StoryLinks> {
    return this.linker.linksFor(await this.pool.stories());
  }

  /** The story view as JSON (StoryResponse): its shared part serialised once, the reader's part per request. */
  async storyJson(id: string, userId: string): Promise<string> {
    const [reads, index] = await Promise.all([this.readLog.reads(userId), this.pool.stories()]);
    const pooled = index.article(id);
    const linked = pooled && (await this.linker.linksFor(index)).storyOf(pooled.clusterId);
    // Not a candidate (older, or unknown: a 404): read by `_id`, its cluster with it.
    const record = linked ? undefined : await this.news.require<PoolFields>(id, POOL_PROJECTION);
    const story = linked || (await this.storedStory(record!));
    const shared = linked ? this.sharedJsonOf(linked) : innerJson(sharedView(story, this.analyses, this.ratings));
    const since = reads.size > 0 ? this.sinceReadOf(story, reads, linked !== undefined) : null;
    const asked = pooled ?? toPoolArticle(record!);
    const own: Pick<StoryResponse, 'id' | 'title' | 'category' | 'sample'> = { id, title: asked.title, category: asked.category, sample: asked.sample };
    const newSinceRead: StoryResponse['newSinceRead'] = since && {
      readAt: iso(since.readAt),
      readArticleIds: since.readIds,
      developments: since.developmentCount,
      highlights: since.highlights,
    };
    return `{${innerJson(own)},${shared},"newSinceRead":${JSON.stringify(newSinceRead)}}`;
  }

  /** Stories of the candidates covered from one side only (see blindspotSide), newest first. */
  async blindspot(): Promise<BlindspotStory[]> {
    const links = await this.links();
    if (this.blindspots?.links === links) return this.blindspots.list;
    const list: Array<BlindspotStory & { lastAt: number }> = [];
    for (const story of links.stories) {
      if (story.articles.length < 2) continue;
      const outlets = [...new Set(story.articles.map((article) => article.source))].map((source) => this.ratings.of(source));
      const spectrum = spectrumOf(outlets);
      const side = blindspotSide(spectrum);
      if (!side) continue;
      const newest = story.articles[0]!;
      list.push({ id: newest.id, title: newest.title, publishedAt: iso(newest.publishedAt), category: newest.category, coveredBy: side, spectrum, sourceCount: outlets.length, sample: newest.sample, lastAt: story.lastAt });
    }
    const answer = list
      .sort((a, b) => b.lastAt - a.lastAt || (a.id < b.id ? -1 : 1))
      .slice(0, BLINDSPOT_MAX)
      .map(({ lastAt: _lastAt, ...story }) => story);
    this.blindspots = { links, list: answer };
    return answer;
  }

  /**
   * The feed's view of the stories the user read: every article of such a story leaves their
   * feed, except the newest unseen article that adds something since their last read, which
   * comes back as the story's card with `updates` (its developments since: SinceRead.developmentCount). Never
   * waits for entity extraction: until the current candidates are linked, the last links built
   * are applied (a story's newest clusters join it a moment later). The same object while
   * nothing it depends on changes, so the feed's page cache stays valid.
   */
  async feedStories(userId: string, seen: ReadonlySet<string>): Promise<FeedStories | null> {
    const reads = await this.readLog.reads(userId);
    if (reads.size === 0) return null;
    const index = await this.pool.stories();
    const links = this.linker.current(index);
    const memo = this.feedMemo.get(reads);
    if (memo && memo.index === index && memo.links === links && memo.seen === seen && memo.seenSize === seen.size) return memo.stories;
    const stories = new Map<string, LinkedStory>();
    for (const id of reads.keys()) {
      const article = index.article(id);
      if (!article) continue;
      const story = links?.storyOf(article.clusterId, index) ?? singleStory(storyCluster(article.clusterId, index.cluster(article.clusterId)));
      if (!stories.has(story.key)) stories.set(story.key, story);
    }
    const hidden = new Set<string>();
    const updates = new Map<string, number>();
    for (const story of stories.values()) {
      const since = sinceRead(story.articles, reads, this.analyses, false)!;
      const card = since.developments.find((article) => !seen.has(article.id));
      for (const article of story.articles) if (article !== card) hidden.add(article.id);
      if (card) updates.set(card.id, since.developmentCount);
    }
    const result: FeedStories = { hidden, updates };
    this.feedMemo.set(reads, { index, links, seen, seenSize: seen.size, stories: result });
    return result;
  }

  /** Memoised per reader's reads and pooled story: both are the same objects until either changes. */
  private sinceReadOf(story: LinkedStory, reads: ReadonlyMap<string, number>, pooled: boolean) {
    if (!pooled) return sinceRead(story.articles, reads, this.analyses);
    let byStory = this.sinceReads.get(reads);
    if (!byStory) this.sinceReads.set(reads, (byStory = new WeakMap()));
    if (!byStory.has(story)) byStory.set(story, sinceRead(story.articles, reads, this.analyses));
    return byStory.get(story)!;
  }

  private sharedJsonOf(story: LinkedStory): string {
    let json = this.shared.get(story);
    if (json === undefined) this.shared.set(story, (json = innerJson(sharedView(story, this.analyses, this.ratings))));
    return json;
  }

  /** An article older than the candidates: its cluster read by clusterId (a rare call, as for related), not linked to other days. */
  private async storedStory(record: PoolFields): Promise<LinkedStory> {
    const members = record.clusterId ? await this.news.model.find({ clusterId: record.clusterId }, POOL_PROJECTION).sort({ publishedAt: -1, _id: -1 }).limit(100).lean<PoolFields[]>().exec() : [];
    const articles = members.map(toPoolArticle);
    if (!articles.some((article) => article.id === record._id.toString())) articles.push(toPoolArticle(record));
    articles.sort((a, b) => b.publishedAt - a.publishedAt || (a.id < b.id ? -1 : 1));
    return singleStory(storyCluster(record.clusterId || record._id.toString(), articles));
  }
}

export const storyViewsPlugin = fp(
  async (app: FastifyInstance) => {
    const views = new StoryViews(app.news, app.feed.pool, app.projection.seen, new SourceRatings(app.newsSources.sources));
    app.decorate('storyViews', views);
    app.feed.useStories((userId, seen) => views.feedStories(userId, seen));
    // The candidates' entities are extracted in the background from the start (a few ms an
    // article, in slices), so the first story opened does not wait for all of them.
    app.addHook('onReady', async () => void views.links().catch((error: unknown) => app.log.warn({ err: error }, 'linking the stories failed; retried at the next request')));
  },
  { name: 'svc-news-story-views', dependencies: ['svc-news-news', 'svc-news-feed', 'svc-news-projection', 'svc-news-ingestion'] },
);
