import { describe, expect, it } from 'vitest';
import { readingProgress } from './reading-progress';

describe('readingProgress (articles read today over the goal of 3, capped at 100 %)', () => {
  it.each([
    [0, 0],
    [1, 33],
    [2, 67],
    [3, 100],
    [5, 100],
  ])('%i articles → %i %%', (read, percent) => {
    expect(readingProgress(read)).toBe(percent);
  });

  it('never goes below 0, whatever it is given', () => {
    expect(readingProgress(-2)).toBe(0);
    expect(readingProgress(Number.NaN)).toBe(0);
    expect(readingProgress(2, 0)).toBe(0);
  });
});
