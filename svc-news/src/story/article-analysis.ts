// What the story view needs of one article, computed once per article (memoised by id while its
// text is unchanged), never per request: its sentences, their shingles, its named entities and
// the extractive summary's sentence scores.
import { scoreSentences, type ScoredSentence } from '../insights/summarize.js';
import { splitSentences } from '../insights/sentence-split.js';
import type { PoolArticle } from '../feed/pool-article.js';
import { namedEntities, type EntityKey } from './entities.js';
import { sentenceWords, shingles } from './novelty.js';

export interface ArticleAnalysis {
  /** The content's sentences, verbatim, in order. */
  sentences: readonly string[];
  /** Each sentence's shingles (same order). */
  shingles: readonly (readonly string[])[];
  /** Each sentence's content words (same order). */
  words: readonly (readonly string[])[];
  /** The summary's scores of the content's sentences (insights/summarize.ts). */
  scored: readonly ScoredSentence[];
  title?: { shingles: readonly string[]; words: readonly string[] };
}

type Text = Pick<PoolArticle, 'id' | 'title' | 'content'>;
type EntitySource = Text & Pick<PoolArticle, 'entities'>;

export function analyse(article: Pick<PoolArticle, 'title' | 'content'>): ArticleAnalysis {
  const sentences = splitSentences(article.content);
  return {
    sentences,
    shingles: sentences.map(shingles),
    words: sentences.map(sentenceWords),
    scored: scoreSentences(article.title, article.content).sentences,
  };
}

/**
 * The analyses by article id. Rewritten articles (same id, new text) are analysed again; `retain`
 * drops those that left the candidates. Each instance keeps its own: an analysis depends only on
 * the article's text, so instances never disagree.
 */
export class ArticleAnalyses {
  private readonly memo = new Map<string, { title: string; content: string; analysis: ArticleAnalysis }>();
  /** Apart from the analyses: linking needs every candidate's entities, the view only its story's sentences. */
  private readonly entityMemo = new Map<string, { title: string; content: string; entities: ReadonlySet<EntityKey> }>();

  has(article: Text): boolean {
    const known = this.memo.get(article.id);
    return known !== undefined && known.title === article.title && known.content === article.content;
  }

  of(article: Text): ArticleAnalysis {
    const known = this.memo.get(article.id);
    if (known && known.title === article.title && known.content === article.content) return known.analysis;
    const analysis = analyse(article);
    this.memo.set(article.id, { title: article.title, content: article.content, analysis });
    return analysis;
  }

  /** The title's shingles and content words (what a reader of the article read besides its sentences). */
  titleOf(article: Text): { shingles: readonly string[]; words: readonly string[] } {
    const analysis = this.of(article);
    analysis.title ??= { shingles: shingles(article.title), words: sentenceWords(article.title) };
    return analysis.title;
  }

  /** Whether its entities are known without extracting them: stored with it, or extracted before. */
  hasEntities(article: EntitySource): boolean {
    if (article.entities) return true;
    const known = this.entityMemo.get(article.id);
    return known !== undefined && known.title === article.title && known.content === article.content;
  }

  /** As stored when it has them (found once at ingestion); else extracted here once (compromise: a few ms). */
  entities(article: EntitySource): ReadonlySet<EntityKey> {
    const known = this.entityMemo.get(article.id);
    if (known && known.title === article.title && known.content === article.content) return known.entities;
    const entities = new Set((article.entities as EntityKey[] | undefined) ?? namedEntities(article.title, article.content));
    this.entityMemo.set(article.id, { title: article.title, content: article.content, entities });
    return entities;
  }

  retain(ids: ReadonlySet<string>): void {
    for (const id of this.memo.keys()) if (!ids.has(id)) this.memo.delete(id);
    for (const id of this.entityMemo.keys()) if (!ids.has(id)) this.entityMemo.delete(id);
  }

  size(): number {
    return this.memo.size;
  }
}
