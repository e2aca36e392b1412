import { describe, expect, it } from 'vitest';
import { spectrumText as contractText } from '@tidings/contracts/story';
import { spectrumText } from './spectrum-text';

describe("the profile's spectrumText", () => {
  it.each([
    { left: 2, centre: 3, right: 1, unrated: 1 },
    { left: 0, centre: 0, right: 4, unrated: 0 },
  ])('reads as the contract says: %o', (counts) => {
    expect(spectrumText(counts)).toBe(contractText(counts));
  });
});
