import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CATEGORIES, INTEREST_CHOICES } from '@tidings/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { readCorpus } from './read-corpus.js';
import { SOURCES, sourceByName } from './sources.js';

const articles = await readCorpus();
const words = (text: string): number => text.split(/\s+/).filter(Boolean).length;
const IRISH_PLACE = /\b(Ireland|Irish|Dublin|Cork|Galway|Limerick|Kerry|Clare|Mayo|Donegal|Sligo|Tipperary|Wexford|Waterford|Wicklow|Leitrim|Laois|Connemara|Munster|Leinster|Belfast|Shannon|Croke Park|Dáil|Oireachtas|Seanad|Taoiseach|Kilkenny|midlands)\b/;

describe('starter corpus: size, keys and titles', () => {
  it('has at least 320 articles', () => {
    expect(articles.length).toBeGreaterThanOrEqual(320);
  });

  it('has unique slug keys and unique titles', () => {
    const keys = articles.map((a) => a.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(articles.map((a) => a.title.toLowerCase())).size).toBe(articles.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('starter corpus: categories and interests', () => {
  it('covers every category with at least 10 articles, and the big ones with more', () => {
    const count = (c: string) => articles.filter((a) => a.category === c).length;
    for (const c of CATEGORIES) expect(count(c), c).toBeGreaterThanOrEqual(10);
    for (const c of ['world', 'politics', 'business', 'technology', 'sports', 'science']) expect(count(c), c).toBeGreaterThanOrEqual(18);
  });

  it('labels every article with its category, "all" and only known labels', () => {
    const known = new Set<string>([...CATEGORIES, ...INTEREST_CHOICES]);
    for (const a of articles) {
      expect(a.categories, a.key).toContain(a.category);
      expect(a.categories, a.key).toContain('all');
      expect(new Set(a.categories).size, a.key).toBe(a.categories.length);
      for (const label of a.categories) expect(known.has(label), `${a.key}: ${label}`).toBe(true);
    }
  });

  it('covers every interest choice, economics included', () => {
    for (const interest of INTEREST_CHOICES) {
      expect(articles.filter((a) => a.categories.includes(interest)).length, interest).toBeGreaterThanOrEqual(interest === 'all' ? articles.length : 10);
    }
  });

  it('has at least 12 Irish stories, each naming an Irish place or institution', () => {
    const irish = articles.filter((a) => a.categories.includes('ireland'));
    expect(irish.length).toBeGreaterThanOrEqual(12);
    for (const a of irish) expect(IRISH_PLACE.test(`${a.title} ${a.content}`), a.key).toBe(true);
  });
});

describe('starter corpus: text', () => {
  it('has 3–6 plain-text paragraphs of 120–300 words in all', () => {
    for (const a of articles) {
      const paragraphs = a.content.split('\n\n');
      expect(paragraphs.length, a.key).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length, a.key).toBeLessThanOrEqual(6);
      for (const p of paragraphs) expect(p.trim().length, a.key).toBeGreaterThan(0);
      expect(words(a.content), a.key).toBeGreaterThanOrEqual(120);
      expect(words(a.content), a.key).toBeLessThanOrEqual(300);
      expect(a.content, a.key).not.toMatch(/[<>]|https?:/);
      expect(a.title.length, a.key).toBeGreaterThan(10);
      expect(a.title.length, a.key).toBeLessThanOrEqual(100);
    }
  });

  it('has 3–6 lower-case tags per article', () => {
    for (const a of articles) {
      expect(a.tags.length, a.key).toBeGreaterThanOrEqual(3);
      expect(a.tags.length, a.key).toBeLessThanOrEqual(6);
      for (const t of a.tags) expect(t, a.key).toBe(t.toLowerCase());
      expect(new Set(a.tags).size, a.key).toBe(a.tags.length);
    }
  });

  it('mentions in the text every person it lists', () => {
    for (const a of articles) for (const name of a.personalities ?? []) expect(a.content, a.key).toContain(name);
  });
});

describe('starter corpus: sources and clusters', () => {
  it('defines a dozen or so fictional outlets on .example domains with ratings in range', () => {
    expect(SOURCES.length).toBeGreaterThanOrEqual(10);
    expect(SOURCES.length).toBeLessThanOrEqual(16);
    expect(new Set(SOURCES.map((s) => s.name)).size).toBe(SOURCES.length);
    for (const s of SOURCES) {
      expect(s.homepage).toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
      expect(s.credibility).toBeGreaterThanOrEqual(0);
      expect(s.credibility).toBeLessThanOrEqual(1);
      expect(s.politicalLeaning).toBeGreaterThanOrEqual(-1);
      expect(s.politicalLeaning).toBeLessThanOrEqual(1);
    }
  });

  it('uses only defined outlets, and every outlet at least a few times', () => {
    for (const a of articles) expect(sourceByName(a.source), a.key).toBeDefined();
    for (const s of SOURCES) expect(articles.filter((a) => a.source === s.name).length, s.name).toBeGreaterThanOrEqual(3);
  });

  it('has at least 12 clusters, each told by 2–4 different outlets under different headlines', () => {
    const clusters = new Map<string, (typeof articles)[number][]>();
    for (const a of articles) if (a.clusterKey) clusters.set(a.clusterKey, [...(clusters.get(a.clusterKey) ?? []), a]);
    expect(clusters.size).toBeGreaterThanOrEqual(12);
    for (const [key, members] of clusters) {
      expect(members.length, key).toBeGreaterThanOrEqual(2);
      expect(members.length, key).toBeLessThanOrEqual(4);
      expect(new Set(members.map((m) => m.source)).size, key).toBe(members.length);
      expect(new Set(members.map((m) => m.title)).size, key).toBe(members.length);
      // Same event, so published within a day of each other.
      const hours = members.map((m) => m.hoursAgo);
      expect(Math.max(...hours) - Math.min(...hours), key).toBeLessThanOrEqual(24);
    }
  });
});

describe('starter corpus: tone and time', () => {
  it('mixes tones roughly 40/35/25', () => {
    const share = (tone: string) => articles.filter((a) => a.tone === tone).length / articles.length;
    expect(share('positive')).toBeGreaterThanOrEqual(0.3);
    expect(share('positive')).toBeLessThanOrEqual(0.5);
    expect(share('neutral')).toBeGreaterThanOrEqual(0.25);
    expect(share('neutral')).toBeLessThanOrEqual(0.45);
    expect(share('negative')).toBeGreaterThanOrEqual(0.15);
    expect(share('negative')).toBeLessThanOrEqual(0.35);
  });

  it('has positive stories in every category (good-news mode is never empty)', () => {
    for (const c of CATEGORIES) expect(articles.filter((a) => a.category === c && a.tone === 'positive').length, c).toBeGreaterThanOrEqual(3);
  });

  it('spreads publish times over the last 7 days, with a good share in the last day and some in the last hour', () => {
    for (const a of articles) {
      expect(a.hoursAgo, a.key).toBeGreaterThan(0);
      expect(a.hoursAgo, a.key).toBeLessThanOrEqual(168);
    }
    expect(articles.filter((a) => a.hoursAgo <= 24).length).toBeGreaterThanOrEqual(30);
    expect(articles.filter((a) => a.hoursAgo <= 1).length).toBeGreaterThanOrEqual(3);
    expect(articles.filter((a) => a.hoursAgo > 72).length).toBeGreaterThanOrEqual(60);
    expect(articles.filter((a) => a.category === 'breaking news' && a.hoursAgo <= 24).length).toBeGreaterThanOrEqual(8);
  });
});

const catalogueFile = fileURLToPath(new URL('../catalogue/personalities.ts', import.meta.url));

describe('starter corpus: suggested personalities', () => {
  it.skipIf(!existsSync(catalogueFile))('mentions every suggested personality at least once', async () => {
    const mod = (await import(catalogueFile)) as Record<string, unknown>;
    const lists = Object.values(mod).filter((v): v is { name: string }[] => Array.isArray(v) && v.every((p) => typeof (p as { name?: unknown }).name === 'string'));
    const names = lists.flat().map((p) => p.name);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const mentions = articles.filter((a) => a.personalities?.includes(name) && a.content.includes(name));
      expect(mentions.length, name).toBeGreaterThanOrEqual(1);
    }
  });
});
