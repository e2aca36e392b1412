import { describe, expect, it } from 'vitest';
import { formatMonthYear, formatPublishedDate, formatShortDate } from './format-date';

// Midday UTC, so each date is the same day in every time zone the tests may run in.
describe('formatShortDate', () => {
  it('reads short month, day and 2-digit year', () => {
    expect(formatShortDate('2025-01-05T12:00:00Z')).toBe('Jan 5, 25');
    expect(formatShortDate('2024-12-31T12:00:00Z')).toBe('Dec 31, 24');
    expect(formatShortDate('2009-07-14T12:00:00Z')).toBe('Jul 14, 09');
  });

  it('answers nothing for a date that does not parse', () => {
    expect(formatShortDate('not a date')).toBe('');
  });
});

describe('formatMonthYear', () => {
  it('reads the full month and year', () => {
    expect(formatMonthYear('2025-01-15T12:00:00Z')).toBe('January 2025');
    expect(formatMonthYear('')).toBe('');
  });
});

describe('formatPublishedDate', () => {
  const now = new Date('2025-06-01T12:00:00Z');

  it("gives this year's stories their time and older ones their year", () => {
    expect(formatPublishedDate('2025-03-04T12:00:00Z', now)).toMatch(/^Mar 4, \d{1,2}:00\s(AM|PM)$/);
    expect(formatPublishedDate('2024-03-04T12:00:00Z', now)).toBe('Mar 4, 2024');
  });

  it('answers nothing for a date that does not parse', () => {
    expect(formatPublishedDate('soon', now)).toBe('');
  });
});
