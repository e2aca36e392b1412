import { describe, expect, it } from 'vitest';
import { highlightParts, highlightTerms } from './highlight';

const marked = (text: string, query: string) =>
  highlightParts(text, query)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');

describe('highlighting the search in a title', () => {
  it("marks each of the query's words, case-insensitively, keeping the title's own case", () => {
    expect(marked('Climate talks stall as climate funds dry up', 'CLIMATE funds')).toBe('[Climate] talks stall as [climate] [funds] dry up');
  });

  it('marks inside words too (the search matches substrings)', () => {
    expect(marked('Rainforests recover', 'forest')).toBe('Rain[forest]s recover');
  });

  it('prefers the longer word where two overlap', () => {
    expect(marked('Climatology', 'clim climatology')).toBe('[Climatology]');
  });

  it('skips single letters unless they are the whole query', () => {
    expect(highlightTerms('a storm')).toEqual(['storm']);
    expect(marked('A storm', 'a')).toBe('[A] storm');
  });

  it('treats regular-expression characters literally', () => {
    expect(marked('C++ (and more) rises 5.0%', 'c++ (and 5.0%')).toBe('[C++] [(and] more) rises [5.0%]');
  });

  it('leaves a title without the words as it is', () => {
    expect(highlightParts('Nothing here', 'volcano')).toEqual([{ text: 'Nothing here', match: false }]);
    expect(highlightParts('Nothing here', '  ')).toEqual([{ text: 'Nothing here', match: false }]);
  });
});
