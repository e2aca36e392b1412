import { describe, expect, it } from 'vitest';
import { editionDay } from './edition-day.js';

describe('editionDay', () => {
  it('is the local date from 06:00, due again at the next 06:00 local', () => {
    // 09:30 in Dublin (winter, UTC+0).
    expect(editionDay(new Date('2026-11-29T09:30:00Z'), 'Europe/Dublin')).toEqual({ date: '2026-11-29', nextAt: new Date('2026-11-30T06:00:00Z') });
  });

  it('before 06:00 local is still the previous day’s edition', () => {
    // 02:00 in Tokyo (UTC+9) on the 30th is 17:00 UTC on the 29th.
    expect(editionDay(new Date('2026-11-29T17:00:00Z'), 'Asia/Tokyo')).toEqual({ date: '2026-11-29', nextAt: new Date('2026-11-29T21:00:00Z') });
  });

  it('follows the reader’s zone, not the server’s: one instant, two editions', () => {
    const now = new Date('2026-11-29T23:30:00Z');
    expect(editionDay(now, 'America/New_York').date).toBe('2026-11-29');
    expect(editionDay(now, 'Pacific/Auckland').date).toBe('2026-11-30');
    expect(editionDay(now, 'Pacific/Auckland').nextAt).toEqual(new Date('2026-11-30T17:00:00Z'));
  });

  it('is due at 06:00 local across a DST change', () => {
    // New York moves to UTC−4 on 8 March 2026: 06:00 that day is 10:00 UTC, the day before 11:00 UTC.
    expect(editionDay(new Date('2026-03-07T12:00:00Z'), 'America/New_York').nextAt).toEqual(new Date('2026-03-08T10:00:00Z'));
    expect(editionDay(new Date('2026-03-06T12:00:00Z'), 'America/New_York').nextAt).toEqual(new Date('2026-03-07T11:00:00Z'));
  });
});
