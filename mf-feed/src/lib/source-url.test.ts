import { describe, expect, it } from 'vitest';
import { sourceAddress } from './source-url';

describe('sourceAddress', () => {
  it('shows host and path without scheme, www, query or trailing slash', () => {
    expect(sourceAddress('https://www.news.example/world/story-1/?utm=x#top')).toEqual({
      hostname: 'news.example',
      display: 'news.example/world/story-1',
      isWeb: true,
    });
    expect(sourceAddress('http://news.example/')).toEqual({ hostname: 'news.example', display: 'news.example', isWeb: true });
  });

  it('marks addresses that are not web pages', () => {
    expect(sourceAddress('javascript:alert(1)').isWeb).toBe(false);
    expect(sourceAddress('not a url')).toEqual({ hostname: '', display: 'not a url', isWeb: false });
  });
});
