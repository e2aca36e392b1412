import { describe, expect, it } from 'vitest';
import { GENERIC_TAKEAWAYS, keyTakeaways, sentimentBarWidth, sentimentLabel } from './insights';

describe('sentimentLabel', () => {
  it('capitalises positive and negative and treats anything else as Neutral', () => {
    expect(sentimentLabel('positive')).toBe('Positive');
    expect(sentimentLabel('negative')).toBe('Negative');
    expect(sentimentLabel('neutral')).toBe('Neutral');
    expect(sentimentLabel('mixed')).toBe('Neutral');
    expect(sentimentLabel(undefined)).toBe('Neutral');
  });
});

describe('sentimentBarWidth', () => {
  it('is abs(score) × 100 percent', () => {
    expect(sentimentBarWidth(0.62)).toBeCloseTo(62);
    expect(sentimentBarWidth(-0.4)).toBeCloseTo(40);
    expect(sentimentBarWidth(0)).toBe(0);
    expect(sentimentBarWidth(-1)).toBe(100);
  });

  it('is 50 percent without a score, and never wider than the bar', () => {
    expect(sentimentBarWidth(undefined)).toBe(50);
    expect(sentimentBarWidth(Number.NaN)).toBe(50);
    expect(sentimentBarWidth(3)).toBe(100);
  });
});

describe('keyTakeaways', () => {
  it("uses the article's own three key sentences", () => {
    expect(keyTakeaways(['One.', 'Two.', 'Three.'])).toEqual(['One.', 'Two.', 'Three.']);
  });

  it('falls back to three generic lines when there are fewer than three', () => {
    expect(GENERIC_TAKEAWAYS).toHaveLength(3);
    expect(keyTakeaways(undefined)).toEqual(GENERIC_TAKEAWAYS);
    expect(keyTakeaways(['Only one.'])).toEqual(GENERIC_TAKEAWAYS);
    expect(keyTakeaways(['One.', ' ', 'Three.'])).toEqual(GENERIC_TAKEAWAYS);
  });
});
