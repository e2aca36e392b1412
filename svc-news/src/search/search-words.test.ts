import { describe, expect, it } from 'vitest';
import { articleWords, MAX_WORD_LENGTH, searchWords } from './search-words.js';

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
});
