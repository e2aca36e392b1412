// The parts of the story view every reader shares, built once per story and pool version.
import type { SpectrumCounts, StoryOutlet, TimelineEntry } from '@tidings/contracts/story';
import type { PoolArticle } from '../feed/pool-article.js';
import type { SourceRatings } from '../sources/ratings.js';
import type { ArticleAnalyses } from './article-analysis.js';
import { spectrumOf } from './spectrum.js';
import { storySummary } from './story-summary.js';
import type { LinkedStory } from './story-links.js';

/** A timeline only for a story that runs for more than a day. */
export const TIMELINE_MIN_SPAN_MS = 86_400_000;

export interface SharedStoryView {
  summary: string;
  articleCount: number;
  sourceCount: number;
  firstAt: string;
  lastAt: string;
  outlets: StoryOutlet[];
  timeline: TimelineEntry[];
  spectrum: SpectrumCounts;
}

const iso = (at: number) => new Date(at).toISOString();

/** By outlet, the outlet with the newest article first; each outlet's articles newest first. */
export function outletsOf(articles: readonly PoolArticle[], ratings: SourceRatings): StoryOutlet[] {
  const bySource = new Map<string, StoryOutlet>();
  for (const article of articles) {
    let outlet = bySource.get(article.source);
    if (!outlet) {
      const rated = ratings.of(article.source);
      bySource.set(article.source, (outlet = { source: article.source, site: rated.site, rating: rated.rating, articles: [] }));
    }
    outlet.articles.push({ id: article.id, title: article.title, publishedAt: iso(article.publishedAt), sourceUrl: article.sourceUrl });
  }
  return [...bySource.values()];
}

export function timelineOf(story: LinkedStory): TimelineEntry[] {
  if (story.lastAt - story.firstAt <= TIMELINE_MIN_SPAN_MS) return [];
  return story.clusters.map((cluster) => ({
    at: iso(cluster.firstAt),
    headline: cluster.articles[0]!.title,
    articleIds: cluster.articles.map((article) => article.id),
    sourceCount: new Set(cluster.articles.map((article) => article.source)).size,
  }));
}

/**
 * What the summary tells: where the story stands. Of a story over days that is its newest
 * development, the timeline telling the days before; sentences of every day read together say the
 * strike "will continue" and "has ended" in one breath.
 */
export function summarisedArticles(story: LinkedStory): readonly PoolArticle[] {
  const timeline = story.lastAt - story.firstAt > TIMELINE_MIN_SPAN_MS;
  return timeline ? story.clusters[story.clusters.length - 1]!.articles : story.articles;
}

export function sharedView(story: LinkedStory, analyses: ArticleAnalyses, ratings: SourceRatings): SharedStoryView {
  const outlets = outletsOf(story.articles, ratings);
  return {
    summary: storySummary(summarisedArticles(story), analyses),
    articleCount: story.articles.length,
    sourceCount: outlets.length,
    firstAt: iso(story.firstAt),
    lastAt: iso(story.lastAt),
    outlets,
    timeline: timelineOf(story),
    spectrum: spectrumOf(outlets),
  };
}
