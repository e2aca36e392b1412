import { CATEGORY_ITEMS } from '../catalogue/categories.js';
import { compareIds } from '../news/compare-ids.js';
import { PERSONALITIES } from '../catalogue/personalities.js';
import type { UserProfile } from '../projection/profile-store.js';
import { isMuted, matchesTopic, NO_TOPIC_RULES, type TopicRules } from '../topics/topic-match.js';
import { articleJson, fold, words, type PoolArticle } from './pool-article.js';

/** Ranking weights: what the user chose counts most, then freshness, then quality. */
export const FEED_WEIGHTS = { interest: 3, personality: 2, topic: 2, recency: 2, newsScore: 0.15, credibility: 1 } as const;
/** Feed recency halves every day (the breaking view's 24 h linear decay is too steep for a feed of days). */
const RECENCY_HALF_LIFE_MS = 24 * 3_600_000;
/** Diversity: at most this many cards of one source in any run of `SOURCE_WINDOW` cards. */
export const SOURCE_WINDOW = 10;
export const SOURCE_MAX_PER_WINDOW = 2;

export interface RankedItem {
  article: PoolArticle;
  score: number;
  /** What matched, for the reason (built only for the cards that make the page). */
  person?: string;
  interest?: string;
  /** The label of the first followed topic it is about (issue 32). */
  topic?: string;
}

export interface FeedItem extends RankedItem {
  reason: string;
  /** New developments of a story the user read (see FeedStories). */
  updates?: number;
}

/** The stories the user read (story/story-views.ts feedStories): what leaves their feed, and the cards of stories that moved on. */
export interface FeedStories {
  /** Articles of stories the user read, other than those stories' cards. */
  hidden: ReadonlySet<string>;
  /** A card's new developments since the user read its story ("Updated: N new developments"). */
  updates: ReadonlyMap<string, number>;
}

interface Preferences {
  /** Interests the user chose, folded; empty when they chose 'all' or nothing. */
  interests: Set<string>;
  personalityIds: Set<string>;
  /** Followed names the catalogue does not know, folded. */
  otherNames: string[];
  blockedWords: Set<string>;
  /** Multi-word blocked topics as ` phrase `. */
  blockedPhrases: string[];
  blockedLabels: Set<string>;
  goodNewsOnly: boolean;
}

const LABEL_OF = new Map<string, string>(CATEGORY_ITEMS.map((item) => [fold(item.id), item.label]));
const PERSON_BY_KEY = new Map<string, { id: string; name: string }>();
for (const person of PERSONALITIES) {
  PERSON_BY_KEY.set(fold(person.id), person);
  PERSON_BY_KEY.set(fold(person.name), person);
}
const PERSON_NAME = new Map(PERSONALITIES.map((person) => [person.id, person.name]));

function preferencesOf(profile: UserProfile): Preferences {
  const interests = new Set(profile.interests.map((interest) => fold(interest.trim())).filter(Boolean));
  if (interests.has('all')) interests.clear();
  const personalityIds = new Set<string>();
  const otherNames: string[] = [];
  for (const entry of profile.followingPersonalities) {
    const person = PERSON_BY_KEY.get(fold(entry.trim()));
    if (person) personalityIds.add(person.id);
    else if (entry.trim().length >= 3) otherNames.push(fold(entry.trim()));
  }
  const blockedWords = new Set<string>();
  const blockedPhrases: string[] = [];
  const blockedLabels = new Set<string>();
  for (const topic of profile.blockedTopics) {
    const folded = fold(topic.trim());
    if (!folded) continue;
    blockedLabels.add(folded);
    const parts = words(folded);
    if (parts.length === 1) blockedWords.add(parts[0]!);
    else if (parts.length > 1) blockedPhrases.push(` ${parts.join(' ')} `);
  }
  return { interests, personalityIds, otherNames, blockedWords, blockedPhrases, blockedLabels, goodNewsOnly: profile.goodNewsMode };
}

/** Blocked topics match the category, categories and tags, and the words of the title. */
function isBlocked(article: PoolArticle, prefs: Preferences): boolean {
  for (const label of prefs.blockedLabels) if (article.labels.has(label)) return true;
  for (const word of prefs.blockedWords) if (article.titleWords.has(word)) return true;
  for (const phrase of prefs.blockedPhrases) if (article.titleText.includes(phrase)) return true;
  return false;
}

export function ageText(publishedAt: number, now: number): string {
  const minutes = Math.max(0, Math.floor((now - publishedAt) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} d ago`;
}

function labelOf(value: string): string {
  return LABEL_OF.get(value) ?? value.replace(/(^|\s)\p{L}/gu, (letter) => letter.toUpperCase());
}

/** The part of the score every user shares: recency, newsScore and credibility. */
export function baseScore(article: Pick<PoolArticle, 'publishedAt' | 'newsScore' | 'credibilityScore'>, now: number): number {
  const recency = Math.pow(0.5, Math.max(0, now - article.publishedAt) / RECENCY_HALF_LIFE_MS);
  return (
    FEED_WEIGHTS.recency * recency +
    FEED_WEIGHTS.newsScore * Math.min(10, Math.max(0, article.newsScore)) +
    FEED_WEIGHTS.credibility * Math.min(1, Math.max(0, article.credibilityScore))
  );
}

/** Best first: score, then the newer, then the id (a stable order). */
export function compareRanked(a: RankedItem, b: RankedItem): number {
  return b.score - a.score || b.article.publishedAt - a.article.publishedAt || compareIds(a.article.id, b.article.id);
}

/**
 * Scores every unseen, allowed candidate:
 * 3 × interest match + 2 × followed person + 2 × followed topic + base, where base = 2 × recency (halving daily)
 * + 0.15 × newsScore (0–10) + 1 × credibility (0–1). Interests and people rank, they do not
 * filter: with everything of interest seen, the rest still follows, and only a fully seen pool
 * gives an empty feed. An article about a muted topic leaves the feed (`topics`: the reader's
 * follows and mutes in force, see topics/).
 *
 * `pool` comes sorted by base score (see CandidatePool), so the candidates of each bonus (0, 2, 3,
 * 4, 5 or 7) are already in order and a merge of those few lists is the full ranking: no per-request
 * sort of thousands of articles. Answered best first.
 */
export function scoreCandidates(
  pool: readonly PoolArticle[],
  profile: UserProfile,
  seen: ReadonlySet<string>,
  now: number,
  sorted = false,
  stories: FeedStories | null = null,
  topics: TopicRules = NO_TOPIC_RULES,
): RankedItem[] {
  const prefs = preferencesOf(profile);
  const buckets = new Map<number, RankedItem[]>();
  for (const article of pool) {
    if (seen.has(article.id) || stories?.hidden.has(article.id)) continue;
    if (prefs.goodNewsOnly && article.sentiment !== 'positive') continue;
    if (isBlocked(article, prefs)) continue;
    if (topics.mutes.length > 0 && isMuted(article, topics)) continue;
    let matchedInterest: string | undefined;
    for (const interest of prefs.interests) {
      if (article.labels.has(interest)) {
        matchedInterest = interest;
        break;
      }
    }
    let matchedPerson: string | undefined;
    for (const id of prefs.personalityIds) {
      if (article.mentions.has(id)) {
        matchedPerson = PERSON_NAME.get(id);
        break;
      }
    }
    if (!matchedPerson && prefs.otherNames.length > 0) matchedPerson = prefs.otherNames.find((name) => article.text.includes(name));
    const matchedTopic = topics.follows.length > 0 ? topics.follows.find((topic) => matchesTopic(article, topic))?.label : undefined;
    const bonus = (matchedInterest ? FEED_WEIGHTS.interest : 0) + (matchedPerson ? FEED_WEIGHTS.personality : 0) + (matchedTopic ? FEED_WEIGHTS.topic : 0);
    const base = sorted ? article.base : baseScore(article, now);
    let bucket = buckets.get(bonus);
    if (!bucket) buckets.set(bonus, (bucket = []));
    bucket.push({ article, score: bonus + base, person: matchedPerson, interest: matchedInterest, ...(matchedTopic ? { topic: matchedTopic } : {}) });
  }
  const lists = [...buckets.values()];
  if (!sorted) return lists.flat().sort(compareRanked);
  // k-way merge of the (at most eight) already ordered lists.
  const merged: RankedItem[] = [];
  const heads = lists.map(() => 0);
  for (;;) {
    let best = -1;
    for (let i = 0; i < lists.length; i++) {
      const item = lists[i]![heads[i]!];
      if (item && (best < 0 || compareRanked(item, lists[best]![heads[best]!]!) < 0)) best = i;
    }
    if (best < 0) return merged;
    merged.push(lists[best]![heads[best]!++]!);
  }
}

export function reasonOf(item: RankedItem, now: number): string {
  const { article } = item;
  const why = item.person
    ? `Because you follow ${item.person}`
    : item.topic
      ? `Because you follow ${item.topic}`
      : item.interest
      ? `Because you follow ${labelOf(item.interest)}`
      : article.newsScore >= 7
        ? `Top story in ${labelOf(article.category)}`
        : `Recent in ${labelOf(article.category)}`;
  return `${why} · ${ageText(article.publishedAt, now)}`;
}

/**
 * `scored` best first (scoreCandidates). One card per story cluster, and never more than two cards of one source
 * in any ten consecutive cards: each slot takes the best remaining candidate that keeps both
 * rules; when none can, the page ends there rather than break them.
 */
export function diversify(scored: RankedItem[], limit: number): RankedItem[] {
  const page: RankedItem[] = [];
  const clusters = new Set<string>();
  const taken = new Uint8Array(scored.length);
  let start = 0;
  while (page.length < limit) {
    const recentSources = new Map<string, number>();
    for (const item of page.slice(-(SOURCE_WINDOW - 1))) recentSources.set(item.article.source, (recentSources.get(item.article.source) ?? 0) + 1);
    let picked = -1;
    for (let i = start; i < scored.length; i++) {
      if (taken[i]) continue;
      const { article } = scored[i]!;
      if (clusters.has(article.clusterId)) {
        taken[i] = 1;
        continue;
      }
      if ((recentSources.get(article.source) ?? 0) >= SOURCE_MAX_PER_WINDOW) continue;
      picked = i;
      break;
    }
    if (picked < 0) break;
    taken[picked] = 1;
    while (start < scored.length && taken[start]) start++;
    const item = scored[picked]!;
    clusters.add(item.article.clusterId);
    page.push(item);
  }
  return page;
}

/**
 * `sorted`: the pool is in base-score order with `base` set (CandidatePool.ranked). `stories`: the
 * stories the user read leave the feed, but for the card of one that moved on.
 */
export function rankFeed(
  pool: readonly PoolArticle[],
  profile: UserProfile,
  seen: ReadonlySet<string>,
  limit: number,
  now = Date.now(),
  sorted = false,
  stories: FeedStories | null = null,
  topics: TopicRules = NO_TOPIC_RULES,
): FeedItem[] {
  return diversify(scoreCandidates(pool, profile, seen, now, sorted, stories, topics), limit).map((item) => {
    const updates = stories?.updates.get(item.article.id);
    return { ...item, reason: reasonOf(item, now), ...(updates ? { updates } : {}) };
  });
}

/** The page as JSON, from each article's prepared serialisation plus its reason (and `updates`). */
export function feedJson(items: readonly FeedItem[]): string {
  return `[${items.map((item) => articleJson(item.article, `,"reason":${JSON.stringify(item.reason)}${item.updates ? `,"updates":${item.updates}` : ''}`)).join(',')}]`;
}
