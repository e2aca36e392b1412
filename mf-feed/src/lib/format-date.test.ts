import { describe, expect, it } from 'vitest';
import { formatShortDate } from './format-date';

describe('formatShortDate', () => {
  it('reads short month, day and 2-digit year', () => {
    // Midday, so the date is the same in every time zone the tests may run in.
    expect(formatShortDate('2025-01-05T12:00:00Z')).toBe('Jan 5, 25');
    expect(formatShortDate('2024-12-31T12:00:00Z')).toBe('Dec 31, 24');
    expect(formatShortDate('2009-07-14T12:00:00Z')).toBe('Jul 14, 09');
  });

  it('answers nothing for a date that does not parse', () => {
    expect(formatShortDate('not a date')).toBe('');
  });
});
