import { describe, expect, it } from 'vitest';
import { isUsableImage, pickImage } from './image.js';

describe('pickImage', () => {
  it('prefers feed-declared candidates over images in the content', () => {
    expect(pickImage(['https://cdn.example/lead.jpg'], '<img src="https://cdn.example/body.jpg">')).toBe('https://cdn.example/lead.jpg');
  });

  it('falls back to the first usable <img>, resolving relative sources', () => {
    const html = '<img src="data:image/gif;base64,R0lGOD"><img src="https://stats.wordpress.com/b.gif?x=1"><img src="https://site.example/p.gif" width="1" height="1"><img src="/photos/real.jpg" width="640">';
    expect(pickImage([], html, 'https://site.example/story')).toBe('https://site.example/photos/real.jpg');
  });

  it('skips unusable declared candidates', () => {
    expect(pickImage(['ftp://x.example/a.jpg', 'https://feeds.feedburner.com/~r/x/~4/abc'], '<p>No images</p>')).toBeUndefined();
  });

  it.each([
    ['https://www.google-analytics.com/collect?v=1', false],
    ['https://sub.doubleclick.net/pixel', false],
    ['https://site.example/tracking/pixel.gif', false],
    ['https://site.example/spacer.gif', false],
    ['javascript:alert(1)', false],
    ['https://images.example.com/2025/03/photo.jpg', true],
  ])('%s usable: %s', (src, usable) => {
    expect(isUsableImage({ src })).toBe(usable);
  });
});
