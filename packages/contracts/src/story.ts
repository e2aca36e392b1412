// Full coverage of one story (issue 31): every outlet telling it, a timeline when it runs for
// days, what is new since the reader last read it, and the spectrum of the outlets covering it.
// Story ids are article ids: `/story/{id}` opens the story of article `id`, as `/news/{id}` opens
// the article itself, so any card or share link can name a story.
import { z } from 'zod';

/** Where an outlet sits politically, from its `politicalLeaning` rating (−1 … 1). */
export const spectrumSideSchema = z.enum(['left', 'centre', 'right']);
export type SpectrumSide = z.infer<typeof spectrumSideSchema>;

/** A leaning at or below −0.2 is left, at or above 0.2 right, anything between centre. */
export const SPECTRUM_SIDE_THRESHOLD = 0.2;

export function spectrumSideOf(leaning: number): SpectrumSide {
  if (leaning <= -SPECTRUM_SIDE_THRESHOLD) return 'left';
  if (leaning >= SPECTRUM_SIDE_THRESHOLD) return 'right';
  return 'centre';
}

export const ownershipKindSchema = z.enum(['independent', 'corporate', 'public', 'nonprofit', 'state']);
export type OwnershipKind = z.infer<typeof ownershipKindSchema>;

/** What the project keeps about an outlet, from open data only; absent for an unrated outlet. */
export const sourceRatingSchema = z.object({
  side: spectrumSideSchema,
  /** −1 (left) … 0 (centre) … 1 (right). */
  leaning: z.number().min(-1).max(1),
  /** 0 (unreliable) … 1 (highly reliable). */
  credibility: z.number().min(0).max(1),
  /** ISO 3166-1 alpha-2, e.g. `IE`. */
  country: z.string().length(2),
  ownership: ownershipKindSchema,
});
export type SourceRating = z.infer<typeof sourceRatingSchema>;

/** Outlets counted per side; `unrated` outlets have no rating and are never guessed. */
export const spectrumCountsSchema = z.object({
  left: z.number().int().nonnegative(),
  centre: z.number().int().nonnegative(),
  right: z.number().int().nonnegative(),
  unrated: z.number().int().nonnegative(),
});
export type SpectrumCounts = z.infer<typeof spectrumCountsSchema>;

export { RATINGS_NOTE, spectrumText, updatesLabel } from './story-texts.js';

export const storyArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** ISO 8601. */
  publishedAt: z.string(),
  sourceUrl: z.string(),
});
export type StoryArticle = z.infer<typeof storyArticleSchema>;

/** One outlet and its articles of the story, newest first. */
export const storyOutletSchema = z.object({
  source: z.string(),
  /** The outlet's homepage, '' when unknown. */
  site: z.string(),
  rating: sourceRatingSchema.nullable(),
  articles: z.array(storyArticleSchema).min(1),
});
export type StoryOutlet = z.infer<typeof storyOutletSchema>;

/** One development of a story that runs for days: a same-day cluster of articles. */
export const timelineEntrySchema = z.object({
  /** ISO 8601 of its first article. */
  at: z.string(),
  headline: z.string(),
  /** Its articles, newest first; the first is the one to open. */
  articleIds: z.array(z.string()).min(1),
  sourceCount: z.number().int().min(1),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** A sentence of a newer article that says something the reader had not read in this story. */
export const storyHighlightSchema = z.object({
  articleId: z.string(),
  source: z.string(),
  /** ISO 8601 of its article. */
  publishedAt: z.string(),
  sentence: z.string(),
});
export type StoryHighlight = z.infer<typeof storyHighlightSchema>;

export const newSinceReadSchema = z.object({
  /** When the reader last read an article of this story (ISO 8601). */
  readAt: z.string(),
  readArticleIds: z.array(z.string()).min(1),
  /**
   * Developments since: same-day clusters of articles published after the newest article the
   * reader read that add something (the feed card's "new developments").
   */
  developments: z.number().int().nonnegative(),
  highlights: z.array(storyHighlightSchema),
});
export type NewSinceRead = z.infer<typeof newSinceReadSchema>;

/** GET /api/news/{id}/story: the whole story view in one call. */
export const storyResponseSchema = z.object({
  /** The article id the story was asked by. */
  id: z.string(),
  title: z.string(),
  /** One extractive paragraph: sentences taken from its articles, never written anew. */
  summary: z.string(),
  category: z.string(),
  articleCount: z.number().int().min(1),
  sourceCount: z.number().int().min(1),
  /** ISO 8601 of the first and the newest article. */
  firstAt: z.string(),
  lastAt: z.string(),
  /** Starter-corpus stories are labelled like their articles. */
  sample: z.boolean(),
  outlets: z.array(storyOutletSchema).min(1),
  /** Oldest first; empty when the story spans a day or less. */
  timeline: z.array(timelineEntrySchema),
  spectrum: spectrumCountsSchema,
  /** Null unless the signed-in reader has read an article of this story before. */
  newSinceRead: newSinceReadSchema.nullable(),
});
export type StoryResponse = z.infer<typeof storyResponseSchema>;

/** A story covered mostly from one side of the spectrum. */
export const blindspotStorySchema = z.object({
  /** An article of the story: open `/story/{id}`. */
  id: z.string(),
  title: z.string(),
  publishedAt: z.string(),
  category: z.string(),
  /** The side that covers it. */
  coveredBy: z.enum(['left', 'right']),
  spectrum: spectrumCountsSchema,
  sourceCount: z.number().int().min(2),
  sample: z.boolean(),
});
export type BlindspotStory = z.infer<typeof blindspotStorySchema>;

/** GET /api/news/blindspot. */
export const blindspotResponseSchema = z.array(blindspotStorySchema);

/** A story is a blindspot when at least this many rated outlets cover it… */
export const BLINDSPOT_MIN_RATED = 3;
/** …and at least this share of them sit on one side, with none on the other. */
export const BLINDSPOT_MIN_SHARE = 2 / 3;

/** GET /api/source-ratings: every rated outlet, for the profile's "Your reading mix". */
export const sourceRatingsResponseSchema = z.object({
  note: z.string(),
  ratings: z.array(z.object({ source: z.string(), site: z.string(), rating: sourceRatingSchema })),
});
export type SourceRatingsResponse = z.infer<typeof sourceRatingsResponseSchema>;
