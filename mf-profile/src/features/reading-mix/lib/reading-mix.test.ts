import { beforeEach, describe, expect, it } from 'vitest';
import type { SourceRatingsResponse } from '@tidings/contracts/story';
import { readingLogSlot, readsOf, READING_LOG_WINDOW_MS, rememberRead } from '@tidings/web-kit/reading-log/reading-log';
import { mixShares, ratingSides, readingMix } from './reading-mix';

const rating = (side: 'left' | 'centre' | 'right') => ({ side, leaning: side === 'left' ? -0.6 : side === 'right' ? 0.6 : 0, credibility: 0.8, country: 'IE', ownership: 'independent' as const });
const RATINGS: SourceRatingsResponse = {
  note: 'note',
  ratings: [
    { source: 'Harbour Post', site: 'https://harbour.example', rating: rating('left') },
    { source: 'Valley Ledger', site: 'https://valley.example', rating: rating('centre') },
    { source: 'Northern Courier', site: 'https://northern.example', rating: rating('right') },
  ],
};
const NOW = Date.parse('2026-03-31T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe('the reading mix', () => {
  beforeEach(() => window.localStorage.clear());

  it('counts articles and distinct outlets per side; an outlet off the list is unrated', () => {
    const reads = ['Harbour Post', 'harbour post ', 'Valley Ledger', 'Northern Courier', 'Northern Courier', 'Unlisted Gazette'].map((source) => ({ source }));
    expect(readingMix(reads, ratingSides(RATINGS))).toEqual({
      articles: { left: 2, centre: 1, right: 2, unrated: 1 },
      outlets: { left: 1, centre: 1, right: 1, unrated: 1 },
      articleCount: 6,
      outletCount: 4,
    });
  });

  it('guesses nothing without ratings: every outlet is unrated', () => {
    expect(readingMix([{ source: 'Harbour Post' }], ratingSides(undefined)).articles).toEqual({ left: 0, centre: 0, right: 0, unrated: 1 });
    expect(ratingSides({ note: '', ratings: [{ source: 'Odd', site: '', rating: { side: 'up' } }] } as unknown as SourceRatingsResponse).size).toBe(0);
  });

  it('is made of the last 30 days of this user’s reads only', () => {
    const slot = readingLogSlot();
    rememberRead(slot, 'u1', { id: 'old', source: 'Harbour Post', at: NOW - READING_LOG_WINDOW_MS - DAY });
    rememberRead(slot, 'u1', { id: 'a1', source: 'Northern Courier', at: NOW - 29 * DAY });
    rememberRead(slot, 'u1', { id: 'a2', source: 'Valley Ledger', at: NOW - DAY });
    const mine = readingMix(readsOf(slot, 'u1', NOW), ratingSides(RATINGS));
    expect(mine.articles).toEqual({ left: 0, centre: 1, right: 1, unrated: 0 });
    expect(readingMix(readsOf(slot, 'u2', NOW), ratingSides(RATINGS)).articleCount).toBe(0);
  });

  it('gives each side a whole share of the bar, adding up to 100', () => {
    expect(mixShares({ left: 1, centre: 1, right: 1, unrated: 0 })).toEqual({ left: 34, centre: 33, right: 33, unrated: 0 });
    expect(mixShares({ left: 0, centre: 0, right: 2, unrated: 0 })).toEqual({ left: 0, centre: 0, right: 100, unrated: 0 });
    expect(mixShares({ left: 0, centre: 0, right: 0, unrated: 0 })).toEqual({ left: 0, centre: 0, right: 0, unrated: 0 });
  });
});
