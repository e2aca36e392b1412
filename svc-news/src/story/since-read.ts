// "What's new since you read it": the sentences of the story's newer articles that no sentence the
// reader read says (novelty.ts), and how many developments (same-day clusters) they make.
// Newer means published after the newest article the reader read, not after the read: whoever
// reads the first day's report on the third day has still not read the second and third days.
import type { StoryHighlight } from '@tidings/contracts/story';
import type { PoolArticle } from '../feed/pool-article.js';
import type { ArticleAnalyses } from './article-analysis.js';
import { ReadSentences } from './novelty.js';

/** Highlights sent at most: a story page is not a reprint of the newer articles. */
export const HIGHLIGHTS_MAX = 40;

export interface SinceRead {
  readAt: number;
  /** The story's articles the reader read, newest first. */
  readIds: string[];
  /** Newer articles (published after the newest one read, not read) with at least one novel sentence, newest first. */
  developments: PoolArticle[];
  /** The clusters those articles belong to: one development told by three outlets is one. */
  developmentCount: number;
  /** Newest article first, each one's sentences in its order. */
  highlights: StoryHighlight[];
}

/** Null when the reader read none of `articles` (newest first); `reads`: article id → when read (ms). */
export function sinceRead(articles: readonly PoolArticle[], reads: ReadonlyMap<string, number>, analyses: ArticleAnalyses, withHighlights = true): SinceRead | null {
  let readAt = -Infinity;
  let readUpTo = -Infinity;
  const readIds: string[] = [];
  const known = new ReadSentences();
  for (const article of articles) {
    const at = reads.get(article.id);
    if (at === undefined) continue;
    readIds.push(article.id);
    readAt = Math.max(readAt, at);
    readUpTo = Math.max(readUpTo, article.publishedAt);
    const analysis = analyses.of(article);
    analysis.shingles.forEach((sentence, i) => known.add(sentence, analysis.words[i]));
    // The title was read too.
    const title = analyses.titleOf(article);
    known.add(title.shingles, title.words);
  }
  if (readIds.length === 0) return null;
  const developments: PoolArticle[] = [];
  const highlights: StoryHighlight[] = [];
  for (const article of articles) {
    if (article.publishedAt <= readUpTo || reads.has(article.id)) continue;
    const analysis = analyses.of(article);
    let novel = 0;
    analysis.shingles.forEach((sentence, i) => {
      if (!known.isNovel(sentence, analysis.words[i])) return;
      novel++;
      if (withHighlights && highlights.length < HIGHLIGHTS_MAX) {
        highlights.push({ articleId: article.id, source: article.source, publishedAt: new Date(article.publishedAt).toISOString(), sentence: analysis.sentences[i]! });
      }
    });
    if (novel > 0) developments.push(article);
  }
  const developmentCount = new Set(developments.map((article) => article.clusterId)).size;
  return { readAt, readIds, developments, developmentCount, highlights };
}
