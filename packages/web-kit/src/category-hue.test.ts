import { describe, expect, it } from 'vitest';
import { categoryHue } from './category-hue';

describe('a category hue', () => {
  it('is the designed hue for a known category, whatever its case and spacing', () => {
    expect(categoryHue('Space')).toBe(250);
    expect(categoryHue(' breaking news ')).toBe(356);
  });

  it('is stable and in range for a category without a designed hue', () => {
    const hue = categoryHue('Weather');
    expect(hue).toBeGreaterThanOrEqual(0);
    expect(hue).toBeLessThan(360);
    expect(categoryHue('weather ')).toBe(hue);
    expect(categoryHue('Gardening')).not.toBe(hue);
  });
});
