import type { Category } from '@tidings/contracts/catalogue';
import { categorySlug, coverImagePath } from './cover-image.js';
import { sourceByName } from './sources.js';
import type { CorpusArticle, CorpusLabel, Tone } from './types.js';

/**
 * A corpus article as a stored `news` record (spec section 3) plus the corpus extras.
 *
 * Score ranges: impactScore, viralityScore, credibilityScore, recencyScore, summaryQualityScore in
 * [0, 1]; newsScore in [0, 10]; politicalLeaningScore in [−1, 1].
 */
export interface CorpusNewsRecord {
  key: string;
  title: string;
  content: string;
  image_url: string;
  source: string;
  sourceUrl: string;
  category: Category;
  publishedAt: Date;
  createdAt: Date;
  /** How much the story matters: category weight, wider coverage (cluster size), urgency. [0, 1]. */
  impactScore: number;
  autoTags: string[];
  categories: CorpusLabel[];
  /** Placeholder from the text's shape until the summariser recomputes it. [0, 1]. */
  summaryQualityScore: number;
  needsReview: boolean;
  /** Seeded popularity estimate until engagement events arrive. [0, 1]. */
  viralityScore: number;
  /** The outlet's credibility. [0, 1]. */
  credibilityScore: number;
  /** 1 at publication, decaying linearly to 0 at 24 h. [0, 1]. */
  recencyScore: number;
  /** 10 × (0.45 impact + 0.35 credibility + 0.2 virality). [0, 10]. */
  newsScore: number;
  /** The outlet's leaning. [−1, 1]. */
  politicalLeaningScore: number;
  /** `corpus:<clusterKey>` for multi-source stories, else `corpus:<key>`. */
  clusterId: string;
  tone: Tone;
  personalities: string[];
}

const HOUR_MS = 3_600_000;

/** Linear decay over 24 h: 1 when just published, 0 from 24 h on. */
export function recencyFromHours(hoursAgo: number): number {
  return round(Math.min(1, Math.max(0, 1 - hoursAgo / 24)), 4);
}

const CATEGORY_WEIGHT: Record<Category, number> = {
  'breaking news': 0.8,
  world: 0.65,
  politics: 0.62,
  business: 0.55,
  finance: 0.55,
  health: 0.55,
  environment: 0.52,
  science: 0.5,
  technology: 0.5,
  education: 0.45,
  space: 0.45,
  sports: 0.42,
  entertainment: 0.35,
  travel: 0.32,
  gaming: 0.32,
  lifestyle: 0.3,
  food: 0.3,
  art: 0.3,
  music: 0.32,
};

function round(n: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

function clamp01(n: number): number {
  return Math.min(1, Math.max(0, n));
}

/** Deterministic 0..1 from a string (FNV-1a). */
function unit(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 4294967295;
}

function summaryQuality(content: string): number {
  const paragraphs = content.split(/\n\s*\n/).length;
  const words = content.split(/\s+/).filter(Boolean).length;
  const lengthFit = words >= 120 && words <= 300 ? 1 : 0.6;
  return round(clamp01(0.45 + 0.07 * Math.min(paragraphs, 6) + 0.12 * lengthFit));
}

/** Turns the corpus into stored records whose times are relative to `now`. Deterministic given `now`. */
export function buildCorpus(now: Date, articles: readonly CorpusArticle[]): CorpusNewsRecord[] {
  const clusterSizes = new Map<string, number>();
  for (const a of articles) if (a.clusterKey) clusterSizes.set(a.clusterKey, (clusterSizes.get(a.clusterKey) ?? 0) + 1);

  return articles.map((a) => {
    const source = sourceByName(a.source);
    if (!source) throw new Error(`corpus article ${a.key}: unknown source ${a.source}`);
    const clusterSize = a.clusterKey ? (clusterSizes.get(a.clusterKey) ?? 1) : 1;
    const urgent = a.category === 'breaking news' || a.hoursAgo <= 1 ? 0.1 : 0;
    const impactScore = round(clamp01(CATEGORY_WEIGHT[a.category] + 0.08 * (clusterSize - 1) + urgent + 0.1 * (unit(`impact:${a.key}`) - 0.5)));
    const viralityScore = round(clamp01(0.2 + 0.12 * (clusterSize - 1) + 0.45 * unit(`viral:${a.key}`) + (a.personalities?.length ? 0.1 : 0)));
    const credibilityScore = source.credibility;
    const newsScore = round(10 * clamp01(0.45 * impactScore + 0.35 * credibilityScore + 0.2 * viralityScore), 2);
    return {
      key: a.key,
      title: a.title,
      content: a.content,
      image_url: coverImagePath(a.category, a.key),
      source: source.name,
      sourceUrl: `${source.homepage}/${categorySlug(a.category)}/${a.key}`,
      category: a.category,
      publishedAt: new Date(now.getTime() - Math.round(a.hoursAgo * HOUR_MS)),
      createdAt: new Date(now.getTime()),
      impactScore,
      autoTags: [...a.tags],
      categories: [...a.categories],
      summaryQualityScore: summaryQuality(a.content),
      needsReview: false,
      viralityScore,
      credibilityScore,
      recencyScore: recencyFromHours(a.hoursAgo),
      newsScore,
      politicalLeaningScore: source.politicalLeaning,
      clusterId: `corpus:${a.clusterKey ?? a.key}`,
      tone: a.tone,
      personalities: [...(a.personalities ?? [])],
    };
  });
}
