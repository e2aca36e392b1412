import { describe, expect, it } from 'vitest';
import { articleWords, MAX_QUERY_WORDS, MAX_WORD_LENGTH, queryWords, searchWords } from './search-words.js';

describe('searchWords', () => {
  it('lower-cases, folds diacritics and splits on anything but letters and digits', () => {
    expect(searchWords('  Café-Bar: São Paulo’s (up 12%) ')).toEqual(['cafe', 'bar', 'sao', 'paulo', 's', 'up', '12']);
    expect(searchWords('Straße ÉCOLE naïve')).toEqual(['straße', 'ecole', 'naive']);
  });

  it('keeps each word once and gives nothing for punctuation alone', () => {
    expect(searchWords('Rain, rain, RAIN')).toEqual(['rain']);
    expect(searchWords('.* : %')).toEqual([]);
  });

  it('keeps letters and digits of other scripts', () => {
    expect(searchWords('Киев 東京 ١٢')).toEqual(['киев', '東京', '١٢']);
  });

  it('cuts long words (a query of the same word is cut alike)', () => {
    const long = 'x'.repeat(MAX_WORD_LENGTH + 10);
    expect(searchWords(long)).toEqual(['x'.repeat(MAX_WORD_LENGTH)]);
  });

  it('reads an article by its title and content', () => {
    expect(articleWords({ title: 'Tram opens', content: 'The tram carries commuters.' })).toEqual(['tram', 'opens', 'the', 'carries', 'commuters']);
  });

  it('looks a query up by its words of 2 characters or more, implied prefixes dropped, the first 8', () => {
    expect(queryWords('a C++ x-ray 5G')).toEqual(['ray', '5g']);
    expect(queryWords(':-) a b c')).toEqual([]);
    expect(queryWords('clim climate Δ')).toEqual(['climate']);
    const many = Array.from({ length: MAX_QUERY_WORDS + 4 }, (_, i) => `word${String.fromCharCode(97 + i)}`);
    expect(queryWords(many.join(' '))).toEqual(many.slice(0, MAX_QUERY_WORDS));
  });
});
