import { describe, expect, it } from 'vitest';
import { CHUNK_MAX_CHARS, speechChunks } from './listen-chunks';
import { afterChunk, clampRate, itemChunks, LISTEN_RATES, nextItem, nextRate, previousItem, queuePositionText } from './listen-queue';

describe('speechChunks', () => {
  it('splits a text into its sentences, spaces folded', () => {
    expect(speechChunks('First one.  Second one?\n\nThird!  ')).toEqual(['First one.', 'Second one?', 'Third!']);
  });

  it('gives nothing for blank text', () => {
    expect(speechChunks(' \n ')).toEqual([]);
  });

  it('cuts a long sentence at a comma, else a space, within the limit', () => {
    const long = `${'word '.repeat(30).trim()}, ${'more '.repeat(60).trim()}.`;
    const chunks = speechChunks(long);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks[0]).toMatch(/word,$/);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(CHUNK_MAX_CHARS);
    expect(chunks.join(' ')).toBe(long);
  });
});

describe('the queue', () => {
  const item = { newsId: 'a', title: ' A  title ', text: 'One. Two.', source: 'Daily Example' };

  it('speaks an item as its title, then its sentences', () => {
    expect(itemChunks(item)).toEqual(['A title', 'One.', 'Two.']);
  });

  it('moves chunk by chunk, then to the next item, and says when an item was heard to its end', () => {
    expect(afterChunk({ index: 0, chunk: 0 }, 3, 2)).toEqual({ next: { index: 0, chunk: 1 }, finished: false });
    expect(afterChunk({ index: 0, chunk: 2 }, 3, 2)).toEqual({ next: { index: 1, chunk: 0 }, finished: true });
    expect(afterChunk({ index: 1, chunk: 2 }, 3, 2)).toEqual({ next: null, finished: true });
  });

  it('skips to the next item start, or to the previous one (the first restarts itself)', () => {
    expect(nextItem({ index: 0, chunk: 4 }, 3)).toEqual({ index: 1, chunk: 0 });
    expect(nextItem({ index: 2, chunk: 0 }, 3)).toBeNull();
    expect(previousItem({ index: 2, chunk: 3 })).toEqual({ index: 1, chunk: 0 });
    expect(previousItem({ index: 0, chunk: 3 })).toEqual({ index: 0, chunk: 0 });
  });

  it('cycles the speeds from 0.8 to 2 and back', () => {
    expect(LISTEN_RATES).toEqual([0.8, 1, 1.25, 1.5, 2]);
    const seen = [1];
    for (let step = 0; step < 5; step += 1) seen.push(nextRate(seen.at(-1)!));
    expect(seen).toEqual([1, 1.25, 1.5, 2, 0.8, 1]);
  });

  it('puts any stored speed on a step within the range', () => {
    expect(clampRate(5)).toBe(2);
    expect(clampRate(0.1)).toBe(0.8);
    expect(clampRate(1.3)).toBe(1.25);
    expect(clampRate('fast')).toBe(1);
  });

  it('names the position "2 of 12"', () => {
    expect(queuePositionText(1, 12)).toBe('2 of 12');
  });
});
