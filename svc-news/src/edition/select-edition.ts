// Which stories make the reader's edition (issue 32): the day's most important stories for them,
// finite. Importance is the feed's score for the reader (their interests, people, recency,
// newsScore, credibility) plus how many outlets tell the story and whether it is on a topic they
// follow. Muted topics leave; blocked topics and good-news mode are already applied by the scorer.
import { EDITION_MAX, EDITION_MAX_PER_SOURCE, EDITION_MIN } from '@tidings/contracts/briefing';
import type { RankedItem } from '../feed/rank-feed.js';
import { isMuted, matchedTopics, type TopicRules } from '../topics/topic-match.js';

const HOUR_MS = 3_600_000;
/** The day's stories: the last 24 h, widened to three days on a thin day. */
export const EDITION_WINDOWS_MS = [24 * HOUR_MS, 72 * HOUR_MS] as const;
/** Each doubling of the outlets telling a story adds this much. */
export const OUTLETS_WEIGHT = 1.5;
/** A story on a followed topic ranks up by this much (about a followed interest's 3). */
export const FOLLOWED_WEIGHT = 2.5;
/** Past EDITION_MIN, a story must score at least this share of the top story to make the edition. */
export const EDITION_CUTOFF = 0.6;

export interface EditionPick {
  item: RankedItem;
  /** The whole story's score: the article's, its outlets and the followed bonus. */
  score: number;
  /** Labels of the followed topics it matches. */
  followed: string[];
}

export interface SelectOptions {
  now: number;
  rules: TopicRules;
  /** The story a cluster belongs to (linked across days); a cluster is its own story by default. */
  storyOf?: (clusterId: string) => string;
}

/** Best first: score, then the newer, then the id. */
function compareByScore(a: EditionPick, b: EditionPick): number {
  return b.score - a.score || b.item.article.publishedAt - a.item.article.publishedAt || (a.item.article.id < b.item.article.id ? -1 : 1);
}

/** One pick per story (its best-scoring article), best first, from the candidates published within `windowMs`. */
function storiesWithin(scored: readonly RankedItem[], windowMs: number, { now, rules, storyOf = (id) => id }: SelectOptions): EditionPick[] {
  const best = new Map<string, EditionPick>();
  for (const item of scored) {
    const { article } = item;
    if (article.publishedAt < now - windowMs || article.publishedAt > now + HOUR_MS) continue;
    if (isMuted(article, rules)) continue;
    const followed = matchedTopics(article, rules.follows).map((topic) => topic.label);
    const score = item.score + OUTLETS_WEIGHT * Math.log2(Math.max(1, article.sourceCount)) + (followed.length > 0 ? FOLLOWED_WEIGHT : 0);
    const pick = { item, score, followed };
    const story = storyOf(article.clusterId);
    const held = best.get(story);
    if (!held || compareByScore(pick, held) < 0) best.set(story, pick);
  }
  return [...best.values()].sort(compareByScore);
}

/**
 * `scored`: the reader's scored candidates (rank-feed's scoreCandidates with nothing seen). One
 * card per story, at most EDITION_MAX_PER_SOURCE of one outlet, EDITION_MIN … EDITION_MAX cards
 * when that many stories exist: past EDITION_MIN only those within EDITION_CUTOFF of the top.
 */
export function selectEdition(scored: readonly RankedItem[], options: SelectOptions): EditionPick[] {
  let stories: EditionPick[] = [];
  for (const windowMs of EDITION_WINDOWS_MS) {
    stories = storiesWithin(scored, windowMs, options);
    if (stories.length >= EDITION_MIN) break;
  }
  const top = stories[0]?.score ?? 0;
  const perSource = new Map<string, number>();
  const edition: EditionPick[] = [];
  for (const pick of stories) {
    if (edition.length >= EDITION_MAX) break;
    if (edition.length >= EDITION_MIN && pick.score < EDITION_CUTOFF * top) break;
    const source = pick.item.article.source;
    const count = perSource.get(source) ?? 0;
    if (count >= EDITION_MAX_PER_SOURCE) continue;
    perSource.set(source, count + 1);
    edition.push(pick);
  }
  return edition;
}
