import { CATEGORIES } from '@tidings/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { readCorpus } from './read-corpus.js';
import { categorySlug, coverImagePath, coverSvg } from './cover-image.js';

/** Checks that every opened tag is closed in order (a tiny well-formedness check). */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name ?? '');
  }
  return stack.length === 0;
}

function checkSvg(svg: string): void {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).toContain('viewBox="0 0 640 360"');
  expect(Buffer.byteLength(svg, 'utf8')).toBeLessThan(3 * 1024);
  // The SVG namespace is a name, not a reference; nothing else may point outside.
  const withoutNamespace = svg.replace(' xmlns="http://www.w3.org/2000/svg"', '');
  expect(withoutNamespace).not.toMatch(/https?:|href=|<image|@import|<script|url\((?!#)/);
  expect(balanced(svg)).toBe(true);
}

describe('coverSvg', () => {
  it('draws a valid, small, self-contained 16:9 SVG for every category', () => {
    for (const c of CATEGORIES) {
      const svg = coverSvg(c, `seed-${c}`);
      checkSvg(svg);
      expect(svg).toContain(c.toUpperCase());
    }
  });

  it('stays valid and small for every corpus article', async () => {
    for (const a of await readCorpus()) checkSvg(coverSvg(a.category, a.key));
  });

  it('is deterministic per seed and varies between seeds', () => {
    expect(coverSvg('technology', 'a')).toBe(coverSvg('technology', 'a'));
    const variants = new Set(['a', 'b', 'c', 'd', 'e'].map((s) => coverSvg('technology', s)));
    expect(variants.size).toBe(5);
  });

  it('differs between categories and handles unknown ones and markup in the label', () => {
    expect(coverSvg('space', 'x')).not.toBe(coverSvg('music', 'x'));
    const odd = coverSvg('<weird & "odd">', 'x');
    checkSvg(odd);
    expect(odd).not.toContain('<weird');
  });
});

describe('coverImagePath', () => {
  it('points at the svc-news cover route with a slugged category', () => {
    expect(categorySlug('breaking news')).toBe('breaking-news');
    expect(coverImagePath('breaking news', 'storm-1')).toBe('/api/news/covers/breaking-news/storm-1.svg');
    expect(coverImagePath('technology', 'a b')).toBe('/api/news/covers/technology/a%20b.svg');
  });
});
