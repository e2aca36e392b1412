import { describe, expect, it } from 'vitest';
import type { PoolArticle } from '../feed/pool-article.js';
import { poolArticle } from '../test/pool-articles.js';
import { ArticleAnalyses } from './article-analysis.js';
import { NOVELTY_MAX_CONTAINMENT, NOVELTY_MAX_KNOWN_WORDS, ReadSentences, sentenceWords, shingles } from './novelty.js';
import { sinceRead } from './since-read.js';
import { storySummary } from './story-summary.js';

const read = (...sentences: string[]) => {
  const index = new ReadSentences();
  for (const sentence of sentences) index.add(shingles(sentence), sentenceWords(sentence));
  return index;
};
const isNovel = (known: ReadSentences, sentence: string) => known.isNovel(shingles(sentence), sentenceWords(sentence));

describe('sentence novelty by 3-word shingles', () => {
  it('shingles ignore case, accents and punctuation', () => {
    expect(shingles('The Bridge, will reopen!')).toEqual(['the bridge will', 'bridge will reopen']);
    expect(shingles('Café Déjà vu')).toEqual(['cafe deja vu']);
  });

  it('a retelling of a read sentence is not new; a new fact is', () => {
    const known = read('Officials said the bridge will reopen on Monday.', 'Traffic was diverted through the town centre for a week.');
    expect(known.containment(shingles('The bridge will reopen on Monday, officials said.'))).toBeGreaterThanOrEqual(NOVELTY_MAX_CONTAINMENT);
    expect(known.isNovel(shingles('The bridge will reopen on Monday, officials said.'))).toBe(false);
    expect(known.isNovel(shingles('Officials said the bridge will reopen on Monday.'))).toBe(false);
    expect(known.isNovel(shingles('Engineers found cracks in two of the support columns.'))).toBe(true);
    // A read sentence plus a new clause says something new.
    expect(known.isNovel(shingles('The bridge will reopen on Monday, but heavy lorries will be banned from it until the spring.'))).toBe(true);
    // Too short to stand alone.
    expect(known.isNovel(shingles('Read more here.'))).toBe(false);
  });

  it("another outlet's retelling in its own word order is not new: most of its content words were read", () => {
    const known = read('Dockworkers walked out at dawn and no ship was unloaded all day.');
    const retold = 'No ships were unloaded as the dockworkers walked out.';
    // Its shingles alone would call it new…
    expect(known.containment(shingles(retold))).toBeLessThan(NOVELTY_MAX_CONTAINMENT);
    // …its content words (ships, unloaded, dockworkers, walked: 3 of 4 read) do not.
    expect(known.knownWords(sentenceWords(retold))).toBeGreaterThanOrEqual(NOVELTY_MAX_KNOWN_WORDS);
    expect(isNovel(known, retold)).toBe(false);
    expect(isNovel(known, 'Supermarkets warned that fresh fruit could run short by the weekend.')).toBe(true);
    expect(isNovel(known, 'Dockworkers at a second harbour voted to join the walkout on Thursday.')).toBe(true);
  });
});

function article(title: string, content: string, publishedAt: number, source = 'Outlet A'): PoolArticle {
  return poolArticle(title, content, publishedAt, { source });
}

describe('what is new since the reader read the story', () => {
  const T = Date.UTC(2026, 10, 20, 9);
  const first = article('Bridge closed after storm', 'The harbour bridge was closed after the storm on Sunday night. Officials said the bridge will reopen on Monday.', T);
  const retold = article('Bridge to reopen', 'The bridge will reopen on Monday, officials said. The harbour bridge was closed after the storm on Sunday night.', T + 7_200_000, 'Outlet B');
  const news = article('Cracks found in bridge', 'Engineers found cracks in two of the support columns. The bridge will reopen on Monday, officials said.', T + 10_800_000, 'Outlet C');
  const articles = [news, retold, first];
  const analyses = new ArticleAnalyses();

  it('highlights only the sentences of newer, unread articles that no read sentence says; counts those articles', () => {
    const since = sinceRead(articles, new Map([[first.id, T + 3_600_000]]), analyses)!;
    expect(since.readIds).toEqual([first.id]);
    expect(since.developments.map((a) => a.id)).toEqual([news.id]);
    expect(since.highlights).toEqual([{ articleId: news.id, source: 'Outlet C', publishedAt: new Date(news.publishedAt).toISOString(), sentence: 'Engineers found cracks in two of the support columns.' }]);
  });

  it('newer means published after what was read, not after the read: the first report read hours later still has news', () => {
    const since = sinceRead(articles, new Map([[first.id, T + 10 * 3_600_000]]), analyses)!;
    expect(since.readAt).toBe(T + 10 * 3_600_000);
    expect(since.developments.map((a) => a.id)).toEqual([news.id]);
    expect(since.highlights.map((h) => h.sentence)).toEqual(['Engineers found cracks in two of the support columns.']);
  });

  it('developments are counted by cluster: one event told by two outlets is one development', () => {
    const alsoNews = { ...article('Columns cracked', 'Inspectors reported that the steel anchors of the ramp had rusted through.', T + 11_000_000, 'Outlet D'), clusterId: news.clusterId };
    const elsewhere = { ...article('Ferry added', 'A second ferry will carry commuters across the harbour from Tuesday.', T + 12_000_000, 'Outlet E'), clusterId: 'c-next-day' };
    const since = sinceRead([elsewhere, alsoNews, ...articles], new Map([[first.id, T + 3_600_000]]), analyses)!;
    expect(since.developments.map((a) => a.id)).toEqual([elsewhere.id, alsoNews.id, news.id]);
    expect(since.developmentCount).toBe(2);
  });

  it('nothing newer than the last read: no developments; no read: null', () => {
    const since = sinceRead(articles, new Map([[first.id, T], [news.id, T + 4 * 3_600_000]]), analyses)!;
    expect(since.readAt).toBe(T + 4 * 3_600_000);
    expect(since.developments).toEqual([]);
    expect(since.highlights).toEqual([]);
    expect(sinceRead(articles, new Map(), analyses)).toBeNull();
  });

  it('the summary is sentences of the articles, verbatim, without repeats', () => {
    const summary = storySummary(articles, analyses);
    const all = articles.flatMap((a) => analyses.of(a).sentences);
    const sentences = summary.split(/(?<=\.) /);
    expect(sentences.length).toBeGreaterThan(0);
    for (const sentence of sentences) expect(all).toContain(sentence);
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(summary).not.toMatch(/bridge will reopen on Monday.*bridge will reopen on Monday/);
  });
});
