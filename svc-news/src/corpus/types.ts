import type { Category, Interest } from '@tidings/contracts/catalogue';

export type Tone = 'positive' | 'neutral' | 'negative';

/** A label an article can carry in `categories`: one of the 19 categories or an interest choice. */
export type CorpusLabel = Category | Interest;

/** One hand-written sample article of the starter corpus (publish time relative to load). */
export interface CorpusArticle {
  /** Stable, unique slug; also the cover file name and the source URL's last segment. */
  readonly key: string;
  readonly title: string;
  /** 3–6 short paragraphs of plain text separated by a blank line. */
  readonly content: string;
  /** The outlet's name, one of `SOURCES`. */
  readonly source: string;
  readonly category: Category;
  /** The category, 'all' and every interest choice the story fits (deduplicated). */
  readonly categories: readonly CorpusLabel[];
  /** 3–6 lower-case keywords. */
  readonly tags: readonly string[];
  /** How long before load the story was published, in hours (0 < hoursAgo ≤ 168). */
  readonly hoursAgo: number;
  readonly tone: Tone;
  /** Stories sharing a clusterKey are the same event told by different outlets. */
  readonly clusterKey?: string;
  /** Names of people the story mentions (suggested personalities among them). */
  readonly personalities?: readonly string[];
  /** Set on a profile or explainer about a person: the only stories that may name a real person. */
  readonly kind?: 'profile' | 'explainer';
}
