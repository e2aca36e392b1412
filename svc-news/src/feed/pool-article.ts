import { PERSONALITIES } from '../catalogue/personalities.js';
import { toClientArticle, type NewsRecord } from '../news/news-model.js';

/** What ranking needs of an article, prepared once per pool load rather than per request. */
export interface PoolArticle {
  id: string;
  /** As stored: the story view quotes its sentences verbatim (see story/). */
  title: string;
  content: string;
  sourceUrl: string;
  sample: boolean;
  category: string;
  /** category, categories and autoTags, lower-cased. */
  labels: ReadonlySet<string>;
  titleWords: ReadonlySet<string>;
  /** ` title ` lower-cased with single spaces, for multi-word topic phrases. */
  titleText: string;
  /** Title and content, lower-cased and accent-folded, for people the catalogue does not know. */
  text: string;
  /** Ids of catalogue personalities the title or content mentions. */
  mentions: ReadonlySet<string>;
  source: string;
  clusterId: string;
  publishedAt: number;
  newsScore: number;
  credibilityScore: number;
  sentiment: string;
  /** The shared part of the score when the pool was last ordered (see rank-feed baseScore). */
  base: number;
  /** Its named entities as stored (NewsRecord.entities); absent on older rows. */
  entities?: readonly string[];
  /** Distinct outlets of its story cluster among the candidates (1 when it stands alone). */
  sourceCount: number;
  /**
   * The client view serialised once, without `newsScore` and the closing brace: the fields that
   * change (newsScore with engagement, sourceCount as the cluster grows) are appended per answer
   * (see articleJson), so a change never re-serialises the content.
   */
  jsonBase: string;
}

export type PoolFields = Pick<
  NewsRecord,
  '_id' | 'title' | 'content' | 'image_url' | 'publishedAt' | 'category' | 'source' | 'sourceUrl' | 'newsScore' | 'categories' | 'autoTags' | 'clusterId' | 'credibilityScore' | 'sentiment' | 'personalities' | 'createdAt' | 'sample' | 'entities'
>;

export const POOL_PROJECTION = {
  title: 1,
  content: 1,
  image_url: 1,
  publishedAt: 1,
  category: 1,
  source: 1,
  sourceUrl: 1,
  newsScore: 1,
  categories: 1,
  autoTags: 1,
  clusterId: 1,
  credibilityScore: 1,
  sentiment: 1,
  personalities: 1,
  entities: 1,
  createdAt: 1,
  sample: 1,
} as const;

/** Lower case without accents: "Beyoncé" and "beyonce" are one name. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function words(text: string): string[] {
  return fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

const PERSONALITY_NAMES = PERSONALITIES.map((person) => ({ id: person.id, name: fold(person.name) }));

/** The article's client view as JSON; `extra` (e.g. `,"reason":"…"`) goes before the closing brace. */
export function articleJson(article: Pick<PoolArticle, 'jsonBase' | 'newsScore' | 'sourceCount'>, extra = ''): string {
  const sources = article.sourceCount > 1 ? `,"sourceCount":${article.sourceCount}` : '';
  return `${article.jsonBase},"newsScore":${article.newsScore}${sources}${extra}}`;
}

export function toPoolArticle(record: PoolFields): PoolArticle {
  const text = fold(`${record.title}\n${record.content}\n${(record.personalities ?? []).join('\n')}`);
  const { newsScore: _newsScore, ...view } = toClientArticle(record);
  const json = JSON.stringify(view);
  const titleWords = words(record.title);
  return {
    id: record._id.toString(),
    title: record.title,
    content: record.content,
    sourceUrl: record.sourceUrl,
    sample: record.sample === true,
    category: record.category,
    labels: new Set([record.category, ...(record.categories ?? []), ...(record.autoTags ?? [])].map((label) => fold(label))),
    titleWords: new Set(titleWords),
    titleText: ` ${titleWords.join(' ')} `,
    text,
    mentions: new Set(PERSONALITY_NAMES.filter((person) => text.includes(person.name)).map((person) => person.id)),
    source: record.source,
    clusterId: record.clusterId || record._id.toString(),
    publishedAt: record.publishedAt.getTime(),
    newsScore: Number.isFinite(record.newsScore) ? record.newsScore : 0,
    credibilityScore: Number.isFinite(record.credibilityScore) ? record.credibilityScore : 0.5,
    sentiment: record.sentiment ?? 'neutral',
    ...(record.entities ? { entities: record.entities } : {}),
    jsonBase: json.slice(0, -1),
    base: 0,
    sourceCount: 1,
  };
}
