import { describe, expect, it } from 'vitest';
import { termIds } from './search-index.js';
import { withoutImpliedPrefixes } from './search-words.js';

describe('withoutImpliedPrefixes', () => {
  it('drops a query word that begins another one (the longer one’s match covers it) and repeats', () => {
    expect(withoutImpliedPrefixes(['clim', 'climate', 'summit', 'summit'])).toEqual(['climate', 'summit']);
    expect(withoutImpliedPrefixes(['tram', 'train'])).toEqual(['tram', 'train']);
  });
});

describe('termIds', () => {
  it('names each distinct word of title and content once, with the article id after a space', () => {
    expect(termIds({ _id: '0123456789abcdef01234567', title: 'Tram tram', content: 'Opens.' })).toEqual(['tram 0123456789abcdef01234567', 'opens 0123456789abcdef01234567']);
  });
});
