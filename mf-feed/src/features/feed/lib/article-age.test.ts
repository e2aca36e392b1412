import { describe, expect, it } from 'vitest';
import { ageMs, ageText, ageTone, refreshIntervalMs } from './article-age';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('ageText', () => {
  it.each([
    [0, 'Just now'],
    [59 * S, 'Just now'],
    [M, '1m ago'],
    [59 * M + 59 * S, '59m ago'],
    [H, '1h ago'],
    [23 * H + 59 * M, '23h ago'],
    [D, '1d ago'],
    [6 * D + 23 * H, '6d ago'],
    [7 * D, '1w ago'],
    [29 * D, '4w ago'],
    [30 * D, '1mo ago'],
    [364 * D, '12mo ago'],
    [365 * D, '1y ago'],
    [3 * 365 * D + 5 * D, '3y ago'],
  ])('%i ms reads %s', (age, text) => {
    expect(ageText(age)).toBe(text);
  });
});

describe('ageTone', () => {
  it.each([
    [0, 'green'],
    [H - 1, 'green'],
    [H, 'blue'],
    [6 * H - 1, 'blue'],
    [6 * H, 'amber'],
    [D - 1, 'amber'],
    [D, 'orange'],
    [3 * D - 1, 'orange'],
    [3 * D, 'grey'],
    [400 * D, 'grey'],
  ])('%i ms is %s', (age, tone) => {
    expect(ageTone(age)).toBe(tone);
  });
});

describe('refreshIntervalMs', () => {
  it.each([
    [0, 30 * S],
    [H - 1, 30 * S],
    [H, M],
    [D - 1, M],
    [D, 5 * M],
    [7 * D - 1, 5 * M],
    [7 * D, 30 * M],
    [900 * D, 30 * M],
  ])('at %i ms the badge refreshes every %i ms', (age, interval) => {
    expect(refreshIntervalMs(age)).toBe(interval);
  });
});

describe('ageMs', () => {
  const now = Date.parse('2025-06-01T12:00:00.000Z');

  it('counts from publication', () => {
    expect(ageMs('2025-06-01T10:30:00.000Z', now)).toBe(90 * M);
  });

  it('a date in the future or an unreadable one is brand new', () => {
    expect(ageMs('2025-06-01T12:05:00.000Z', now)).toBe(0);
    expect(ageMs('not a date', now)).toBe(0);
  });
});
