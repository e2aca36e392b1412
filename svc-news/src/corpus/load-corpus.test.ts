import { describe, expect, it } from 'vitest';
import { coverImagePath } from './cover-image.js';
import { buildCorpus, recencyFromHours } from './load-corpus.js';
import { readCorpus } from './read-corpus.js';
import { sourceByName } from './sources.js';

const NOW = new Date('2026-03-01T12:00:00Z');
const HOUR = 3_600_000;
const CORPUS_ARTICLES = await readCorpus();

const STORED_FIELDS = [
  'title', 'content', 'image_url', 'source', 'sourceUrl', 'category', 'publishedAt', 'createdAt', 'impactScore', 'autoTags',
  'categories', 'summaryQualityScore', 'needsReview', 'viralityScore', 'credibilityScore', 'recencyScore', 'newsScore',
  'politicalLeaningScore',
];

describe('buildCorpus', () => {
  const records = buildCorpus(NOW, CORPUS_ARTICLES);

  it('builds one record per article with every stored news field plus the corpus extras', () => {
    expect(records).toHaveLength(CORPUS_ARTICLES.length);
    for (const r of records) {
      for (const field of [...STORED_FIELDS, 'key', 'clusterId', 'tone', 'personalities']) expect(r, `${r.key}.${field}`).toHaveProperty(field);
      expect(r.needsReview).toBe(false);
      expect(r.image_url).toBe(coverImagePath(r.category, r.key));
      expect(r.autoTags.length).toBeGreaterThanOrEqual(3);
      expect(Array.isArray(r.personalities)).toBe(true);
    }
  });

  it('sets publish times relative to now and createdAt to now', () => {
    records.forEach((r, i) => {
      const article = CORPUS_ARTICLES[i]!;
      expect(r.createdAt.getTime()).toBe(NOW.getTime());
      expect(Math.abs(NOW.getTime() - r.publishedAt.getTime() - article.hoursAgo * HOUR)).toBeLessThanOrEqual(1);
      expect(r.publishedAt.getTime()).toBeLessThan(NOW.getTime());
      expect(r.publishedAt.getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 7 * 24 * HOUR);
    });
    expect(records.filter((r) => NOW.getTime() - r.publishedAt.getTime() <= 24 * HOUR).length).toBeGreaterThanOrEqual(30);
    expect(records.filter((r) => NOW.getTime() - r.publishedAt.getTime() <= HOUR).length).toBeGreaterThanOrEqual(3);
  });

  it('keeps every score numeric and in its documented range', () => {
    for (const r of records) {
      for (const score of [r.impactScore, r.viralityScore, r.credibilityScore, r.recencyScore, r.summaryQualityScore]) {
        expect(Number.isFinite(score), r.key).toBe(true);
        expect(score, r.key).toBeGreaterThanOrEqual(0);
        expect(score, r.key).toBeLessThanOrEqual(1);
      }
      expect(r.newsScore, r.key).toBeGreaterThanOrEqual(0);
      expect(r.newsScore, r.key).toBeLessThanOrEqual(10);
      expect(r.politicalLeaningScore, r.key).toBeGreaterThanOrEqual(-1);
      expect(r.politicalLeaningScore, r.key).toBeLessThanOrEqual(1);
    }
    // Scores are spread out, not constant.
    expect(new Set(records.map((r) => r.newsScore)).size).toBeGreaterThan(50);
    expect(new Set(records.map((r) => r.politicalLeaningScore)).size).toBeGreaterThan(5);
  });

  it('takes credibility and leaning from the outlet and builds the source URL on its homepage', () => {
    for (const r of records) {
      const source = sourceByName(r.source)!;
      expect(r.credibilityScore).toBe(source.credibility);
      expect(r.politicalLeaningScore).toBe(source.politicalLeaning);
      expect(r.sourceUrl.startsWith(`${source.homepage}/`)).toBe(true);
      expect(r.sourceUrl.endsWith(`/${r.key}`)).toBe(true);
      expect(() => new URL(r.sourceUrl)).not.toThrow();
    }
  });

  it('decays recency linearly over 24 hours', () => {
    expect(recencyFromHours(0)).toBe(1);
    expect(recencyFromHours(6)).toBe(0.75);
    expect(recencyFromHours(12)).toBe(0.5);
    expect(recencyFromHours(24)).toBe(0);
    expect(recencyFromHours(100)).toBe(0);
    records.forEach((r, i) => expect(r.recencyScore).toBe(recencyFromHours(CORPUS_ARTICLES[i]!.hoursAgo)));
  });

  it('gives a cluster one shared clusterId and lone stories their own', () => {
    const ids = new Map<string, Set<string>>();
    for (const r of records) ids.set(r.clusterId, (ids.get(r.clusterId) ?? new Set()).add(r.source));
    records.forEach((r, i) => {
      const clusterKey = CORPUS_ARTICLES[i]!.clusterKey;
      expect(r.clusterId).toBe(`corpus:${clusterKey ?? r.key}`);
    });
    expect([...ids.values()].filter((sources) => sources.size >= 2).length).toBeGreaterThanOrEqual(12);
  });

  it('is deterministic given now, and only the times move with now', () => {
    expect(buildCorpus(NOW, CORPUS_ARTICLES)).toEqual(records);
    const later = buildCorpus(new Date(NOW.getTime() + 5 * HOUR), CORPUS_ARTICLES);
    later.forEach((r, i) => {
      const before = records[i]!;
      expect(r.publishedAt.getTime() - before.publishedAt.getTime()).toBe(5 * HOUR);
      expect(r.newsScore).toBe(before.newsScore);
      expect(r.impactScore).toBe(before.impactScore);
      expect(r.viralityScore).toBe(before.viralityScore);
    });
  });

  it('returns fresh arrays the caller may mutate', () => {
    const [first] = buildCorpus(NOW, CORPUS_ARTICLES);
    first!.autoTags.push('x');
    expect(buildCorpus(NOW, CORPUS_ARTICLES)[0]!.autoTags).not.toContain('x');
    expect(CORPUS_ARTICLES[0]!.tags).not.toContain('x');
  });
});
