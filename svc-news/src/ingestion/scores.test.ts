import { describe, expect, it } from 'vitest';
import { breakingScore, credibilityScore, impactScore, newsScore, politicalLeaningScore, recencyScore, viralityScore } from './scores.js';

const now = new Date('2025-03-04T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe('recencyScore', () => {
  it('decays linearly over 24 hours', () => {
    expect(recencyScore(hoursAgo(0), now)).toBe(1);
    expect(recencyScore(hoursAgo(6), now)).toBe(0.75);
    expect(recencyScore(hoursAgo(12), now)).toBe(0.5);
    expect(recencyScore(hoursAgo(24), now)).toBe(0);
    expect(recencyScore(hoursAgo(72), now)).toBe(0);
    expect(recencyScore(hoursAgo(-2), now)).toBe(1);
  });

  it('feeds the breaking ordering 0.9 × recency + 0.1 × newsScore/10', () => {
    expect(breakingScore(0.5, 8)).toBeCloseTo(0.53);
    expect(breakingScore(1, undefined)).toBeCloseTo(0.9);
    // A fresh minor story outranks a big story from yesterday.
    expect(breakingScore(recencyScore(hoursAgo(1), now), 2)).toBeGreaterThan(breakingScore(recencyScore(hoursAgo(20), now), 10));
  });
});

describe('source ratings', () => {
  it('clamps credibility to 0–1 and leaning to −1..1, with neutral defaults', () => {
    expect(credibilityScore(0.9)).toBe(0.9);
    expect(credibilityScore(1.4)).toBe(1);
    expect(credibilityScore(undefined)).toBe(0.5);
    expect(politicalLeaningScore(-0.5)).toBe(-0.5);
    expect(politicalLeaningScore(-3)).toBe(-1);
    expect(politicalLeaningScore(undefined)).toBe(0);
  });
});

describe('impactScore', () => {
  it('grows with coverage, category weight and length, within 0–10', () => {
    const single = impactScore({ clusterSize: 1, category: 'world', wordCount: 300 });
    const covered = impactScore({ clusterSize: 8, category: 'world', wordCount: 300 });
    const niche = impactScore({ clusterSize: 1, category: 'gaming', wordCount: 300 });
    expect(covered).toBeGreaterThan(single);
    expect(single).toBeGreaterThan(niche);
    expect(impactScore({ clusterSize: 50, category: 'breaking news', wordCount: 5000 })).toBe(10);
    expect(impactScore({ clusterSize: 0, category: 'food', wordCount: 0 })).toBeGreaterThanOrEqual(0);
  });
});

describe('viralityScore', () => {
  it('is 0 without engagement, monotonic, log-scaled and capped at 10', () => {
    expect(viralityScore({})).toBe(0);
    const some = viralityScore({ views: 100, reads: 20 });
    expect(some).toBeGreaterThan(0);
    expect(viralityScore({ views: 100, reads: 20, bookmarks: 5 })).toBeGreaterThan(some);
    expect(viralityScore({ views: 10_000_000 })).toBe(10);
    expect(viralityScore({ views: -5 })).toBe(0);
  });
});

describe('newsScore', () => {
  it('combines impact, credibility and virality within 0–10 and discounts doubtful extraction', () => {
    const base = { impactScore: 6, credibilityScore: 0.9, viralityScore: 2, needsReview: false };
    expect(newsScore(base)).toBeCloseTo(0.45 * 6 + 3 * 0.9 + 0.25 * 2);
    expect(newsScore({ ...base, needsReview: true })).toBeLessThan(newsScore(base));
    expect(newsScore({ impactScore: 10, credibilityScore: 1, viralityScore: 10, needsReview: false })).toBe(10);
  });
});
