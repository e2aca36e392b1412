// Every score the stored `news` entity carries, as pure functions so ranking can be explained and
// recomputed (virality changes with engagement; recency with the clock).
import type { Category } from '@tidings/contracts/catalogue';

const HOUR_MS = 3_600_000;
/** Recency falls linearly from 1 at publication to 0 after this long (spec section 9). */
export const RECENCY_WINDOW_HOURS = 24;

function clamp(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}

function round(value: number, digits = 4): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** 0–1: 1 when just published (or dated in the future by a skewed clock), 0 after 24 h. */
export function recencyScore(publishedAt: Date, now: Date = new Date()): number {
  const ageHours = (now.getTime() - publishedAt.getTime()) / HOUR_MS;
  return round(clamp(1 - ageHours / RECENCY_WINDOW_HOURS, 0, 1));
}

/** The breaking view's ordering key (spec section 9): 0.9 × recency + 0.1 × newsScore/10. */
export function breakingScore(recency: number, newsScore: number | undefined): number {
  return 0.9 * clamp(recency, 0, 1) + 0.1 * (clamp(newsScore ?? 0, 0, 10) / 10);
}

/** 0–1: the configured rating of the source, clamped (an unrated source is 0.5). */
export function credibilityScore(sourceRating: number | undefined): number {
  return sourceRating === undefined ? 0.5 : round(clamp(sourceRating, 0, 1));
}

/** −1 (left) … 1 (right): the configured rating of the source; unrated sources are 0. */
export function politicalLeaningScore(sourceRating: number | undefined): number {
  return sourceRating === undefined ? 0 : round(clamp(sourceRating, -1, 1));
}

/** How much a category tends to matter to a general reader; 1 is hard news. */
export const CATEGORY_WEIGHT: Record<Category, number> = {
  'breaking news': 1,
  world: 1,
  politics: 0.9,
  business: 0.8,
  finance: 0.8,
  health: 0.8,
  environment: 0.8,
  science: 0.7,
  technology: 0.7,
  education: 0.6,
  space: 0.6,
  sports: 0.5,
  entertainment: 0.5,
  travel: 0.4,
  lifestyle: 0.4,
  food: 0.4,
  gaming: 0.4,
  art: 0.4,
  music: 0.4,
};

export interface ImpactInput {
  /** Distinct sources covering the story (1 when only this one). */
  clusterSize: number;
  category: Category;
  wordCount: number;
}

/**
 * 0–10 = 10 × (0.5 × coverage + 0.3 × category weight + 0.2 × length), where coverage grows with
 * log2 of the sources covering the story (1 source → 0, 8 or more → 1) and length saturates at
 * 600 words. Stories many outlets carry matter more than long features on niche topics.
 */
export function impactScore(input: ImpactInput): number {
  const coverage = clamp(Math.log2(Math.max(1, input.clusterSize)) / 3, 0, 1);
  const length = clamp(input.wordCount / 600, 0, 1);
  return round(10 * (0.5 * coverage + 0.3 * CATEGORY_WEIGHT[input.category] + 0.2 * length), 2);
}

export interface EngagementCounts {
  views?: number;
  reads?: number;
  bookmarks?: number;
  likes?: number;
  shares?: number;
}

/** Deeper actions weigh more: a bookmark says more than a glance. */
export const ENGAGEMENT_WEIGHTS: Required<EngagementCounts> = { views: 1, reads: 3, bookmarks: 5, likes: 4, shares: 6 };
/** Weighted engagement at which virality reaches 10. */
export const VIRALITY_SATURATION = 10_000;

/**
 * 0–10 on a log scale of weighted engagement: 10 × log10(1 + w) / log10(1 + 10 000), so the first
 * hundred interactions move it as much as the next ten thousand. Negative counts count as 0.
 */
export function viralityScore(counts: EngagementCounts): number {
  let weighted = 0;
  for (const [key, weight] of Object.entries(ENGAGEMENT_WEIGHTS) as [keyof EngagementCounts, number][]) {
    weighted += Math.max(0, counts[key] ?? 0) * weight;
  }
  return round(clamp((10 * Math.log10(1 + weighted)) / Math.log10(1 + VIRALITY_SATURATION), 0, 10), 2);
}

export interface NewsScoreInput {
  impactScore: number;
  credibilityScore: number;
  viralityScore: number;
  needsReview: boolean;
}

/**
 * 0–10 = 0.45 × impact + 0.30 × credibility × 10 + 0.25 × virality, × 0.8 when extraction is
 * doubtful. Recency stays out: the breaking view and the feed add it at read time.
 */
export function newsScore(input: NewsScoreInput): number {
  const base = 0.45 * clamp(input.impactScore, 0, 10) + 3 * clamp(input.credibilityScore, 0, 1) + 0.25 * clamp(input.viralityScore, 0, 10);
  return round(clamp(base * (input.needsReview ? 0.8 : 1), 0, 10), 2);
}
