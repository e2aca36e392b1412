import { describe, expect, it } from 'vitest';
import { canonicalUrl, dedupeKeys } from './canonical-url.js';

describe('canonicalUrl', () => {
  it.each([
    ['https://News.Example.COM/a/b/?utm_source=rss&utm_medium=feed&id=7#comments', 'https://news.example.com/a/b?id=7'],
    ['https://example.com/story?fbclid=1&gclid=2&mc_cid=3&mc_eid=4&ref=home&igshid=5', 'https://example.com/story'],
    ['https://example.com/story?b=2&a=1&a=0', 'https://example.com/story?a=0&a=1&b=2'],
    ['HTTPS://example.com:443/', 'https://example.com'],
    ['http://example.com:8080/x/', 'http://example.com:8080/x'],
    ['https://example.com/search?q=a+b&utm_campaign=x', 'https://example.com/search?q=a+b'],
    ['not a url', 'not a url'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalUrl(input)).toBe(expected);
  });

  it('gives the same key to a utm-tagged link and the clean one', () => {
    expect(canonicalUrl('https://globalwire.example/business/rates-rise/?utm_source=rss#top')).toBe(canonicalUrl('https://globalwire.example/business/rates-rise'));
  });
});

describe('dedupeKeys', () => {
  it('scopes GUIDs to their source and keys URLs canonically', () => {
    expect(dedupeKeys('bbc', ' 123 ', 'https://bbc.example/a/?utm_source=x')).toEqual({ guidKey: 'bbc:123', urlKey: 'https://bbc.example/a' });
    expect(dedupeKeys('bbc', undefined, 'https://bbc.example/a').guidKey).toBeUndefined();
  });
});
