import { describe, expect, it } from 'vitest';
import * as contract from '@tidings/contracts/story';
import { RATINGS_NOTE, spectrumText, updatesLabel } from './story-text';

describe('story text', () => {
  it('says what the contract says', () => {
    expect(RATINGS_NOTE).toBe(contract.RATINGS_NOTE);
    for (const count of [1, 2, 7]) expect(updatesLabel(count)).toBe(contract.updatesLabel(count));
    for (const counts of [
      { left: 2, centre: 3, right: 1, unrated: 0 },
      { left: 0, centre: 1, right: 0, unrated: 2 },
    ]) {
      expect(spectrumText(counts)).toBe(contract.spectrumText(counts));
    }
  });

  it('reads "1 development" and leaves out unrated when there are none', () => {
    expect(updatesLabel(1)).toBe('Updated: 1 new development');
    expect(spectrumText({ left: 2, centre: 3, right: 1, unrated: 0 })).toBe('2 left · 3 centre · 1 right');
  });
});
