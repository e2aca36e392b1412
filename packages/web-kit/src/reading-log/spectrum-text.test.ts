import { describe, expect, it } from 'vitest';
import { spectrumText as contractText } from '@tidings/contracts/story';
import { spectrumText } from './spectrum-text';

describe('spectrumText', () => {
  it.each([
    { left: 2, centre: 3, right: 1, unrated: 1 },
    { left: 0, centre: 0, right: 4, unrated: 0 },
    { left: 1, centre: 0, right: 0, unrated: 0 },
  ])('reads as the contract says: %o', (counts) => {
    expect(spectrumText(counts)).toBe(contractText(counts));
  });

  it('names unrated outlets only when there are some', () => {
    expect(spectrumText({ left: 2, centre: 3, right: 1, unrated: 1 })).toBe('2 left · 3 centre · 1 right · 1 unrated');
    expect(spectrumText({ left: 0, centre: 0, right: 4, unrated: 0 })).toBe('0 left · 0 centre · 4 right');
  });
});
