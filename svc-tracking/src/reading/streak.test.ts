import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, localDay } from '../lib/calendar.js';
import { referenceStreak, ZONES } from '../test/streak-reference.js';
import { computeStreak } from './streak.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const streakOf = (reads: number[], now: number, zone: string) =>
  computeStreak(
    reads.map((t) => localDay(new Date(t), zone)),
    localDay(new Date(now), zone),
  );

describe('calendar days', () => {
  it('steps dates, not 24-hour blocks', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('2024-03-31', 1)).toBe('2024-04-01');
  });

  it('puts 23:59 and 00:01 local on two days, in every zone', () => {
    // 23:59 and 00:01 local are two minutes apart whatever the offset, DST aside.
    expect(localDay(new Date('2024-06-14T23:59:00Z'), 'UTC')).toBe('2024-06-14');
    expect(localDay(new Date('2024-06-15T00:01:00Z'), 'UTC')).toBe('2024-06-15');
    // Dublin in summer is UTC+1: 23:59 IST is 22:59Z.
    expect(localDay(new Date('2024-06-14T22:59:00Z'), 'Europe/Dublin')).toBe('2024-06-14');
    expect(localDay(new Date('2024-06-14T23:01:00Z'), 'Europe/Dublin')).toBe('2024-06-15');
    // Kiritimati is UTC+14: its new day starts at 10:00Z of the day before.
    expect(localDay(new Date('2024-06-14T10:01:00Z'), 'Pacific/Kiritimati')).toBe('2024-06-15');
  });
});

describe('computeStreak', () => {
  it('counts consecutive days ending today or yesterday, and remembers the best run', () => {
    expect(computeStreak([], '2024-05-10')).toEqual({ currentStreak: 0, maxStreak: 0, lastStreakDate: null });
    expect(computeStreak(['2024-05-08', '2024-05-09', '2024-05-10'], '2024-05-10')).toEqual({ currentStreak: 3, maxStreak: 3, lastStreakDate: '2024-05-10' });
    // Yesterday still counts: today is not over.
    expect(computeStreak(['2024-05-08', '2024-05-09'], '2024-05-10').currentStreak).toBe(2);
    // A missed day breaks it.
    expect(computeStreak(['2024-05-01', '2024-05-02', '2024-05-03', '2024-05-07'], '2024-05-09')).toEqual({ currentStreak: 0, maxStreak: 3, lastStreakDate: '2024-05-07' });
    // Repeats and any order.
    expect(computeStreak(['2024-05-10', '2024-05-09', '2024-05-10'], '2024-05-10').currentStreak).toBe(2);
    // Across a month and a leap day.
    expect(computeStreak(['2024-02-28', '2024-02-29', '2024-03-01'], '2024-03-01').currentStreak).toBe(3);
    // A latest day after today (the user flew west) counts as today.
    expect(computeStreak(['2024-05-10', '2024-05-11'], '2024-05-10').currentStreak).toBe(2);
  });

  it('Europe/Dublin, clocks back (25-hour day): 23:59 IST and 00:01 IST are two days though the same UTC day', () => {
    const reads = [Date.parse('2024-10-26T22:59:00Z'), Date.parse('2024-10-26T23:01:00Z')];
    expect(streakOf(reads, Date.parse('2024-10-27T23:30:00Z'), 'Europe/Dublin')).toEqual({ currentStreak: 2, maxStreak: 2, lastStreakDate: '2024-10-27' });
    expect(streakOf(reads, Date.parse('2024-10-27T00:30:00Z'), 'UTC')).toEqual({ currentStreak: 1, maxStreak: 1, lastStreakDate: '2024-10-26' });
  });

  it('Europe/Dublin, clocks forward (23-hour day): a read each local evening is a streak', () => {
    // 2024-03-31 01:00Z: GMT → IST. 21:00 local is 21:00Z before, 20:00Z after.
    const reads = ['2024-03-30T21:00:00Z', '2024-03-31T20:00:00Z', '2024-04-01T20:00:00Z'].map(Date.parse);
    expect(streakOf(reads, Date.parse('2024-04-01T22:30:00Z'), 'Europe/Dublin')).toEqual({ currentStreak: 3, maxStreak: 3, lastStreakDate: '2024-04-01' });
    // 00:30 local on the 31st (00:30Z) and 23:30 local (22:30Z) are the same short day.
    const sameDay = ['2024-03-31T00:30:00Z', '2024-03-31T22:30:00Z'].map(Date.parse);
    expect(streakOf(sameDay, Date.parse('2024-03-31T22:45:00Z'), 'Europe/Dublin').currentStreak).toBe(1);
  });

  it('America/New_York, both changes: a 25-hour day is one day, a 23-hour day is one day', () => {
    // 2024-11-03 06:00Z: EDT → EST. 23:59 EDT on the 2nd = 03:59Z; 00:01 EDT on the 3rd = 04:01Z;
    // 23:30 EST on the 3rd = 04:30Z on the 4th, still the 3rd in New York.
    const fall = ['2024-11-03T03:59:00Z', '2024-11-03T04:01:00Z', '2024-11-04T04:30:00Z'].map(Date.parse);
    expect(streakOf(fall, Date.parse('2024-11-04T04:45:00Z'), 'America/New_York')).toEqual({ currentStreak: 2, maxStreak: 2, lastStreakDate: '2024-11-03' });
    // 2024-03-10 07:00Z: EST → EDT. 23:30 EST on the 9th = 04:30Z; 23:30 EDT on the 10th = 03:30Z on the 11th.
    const spring = ['2024-03-10T04:30:00Z', '2024-03-11T03:30:00Z'].map(Date.parse);
    expect(streakOf(spring, Date.parse('2024-03-11T03:45:00Z'), 'America/New_York')).toEqual({ currentStreak: 2, maxStreak: 2, lastStreakDate: '2024-03-10' });
  });

  it('matches the reference on random reading timelines in random zones (property)', () => {
    const timeline = fc.record({
      zone: fc.constantFrom(...ZONES),
      // 2020..2030, DST changes of every zone included.
      now: fc.integer({ min: Date.parse('2020-01-01T00:00:00Z'), max: Date.parse('2030-01-01T00:00:00Z') }),
      // Minutes before now, clustered in the last three weeks so runs and gaps both happen.
      ago: fc.array(fc.integer({ min: 0, max: 21 * 24 * 60 }), { maxLength: 40 }),
    });
    fc.assert(
      fc.property(timeline, ({ zone, now, ago }) => {
        const reads = ago.map((minutes) => now - minutes * 60_000);
        expect(streakOf(reads, now, zone)).toEqual(referenceStreak(reads, now, zone));
      }),
      { numRuns: 400 },
    );
  });

  it('keeps a read on every local day a streak, across the DST changes of 2024 (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: 0, max: 365 * 24 * 60 }), fc.integer({ min: 2, max: 45 }), (zone, startMinute, days) => {
        // One read per local day for `days` days from a random minute of 2024, each a day after
        // the last and nudged an hour at a time onto the intended local day.
        const start = Date.parse('2024-01-01T00:00:00Z') + startMinute * 60_000;
        const reads: number[] = [];
        let day = localDay(new Date(start), zone);
        for (let i = 0; i < days; i++) {
          let t = start + i * DAY;
          while (localDay(new Date(t), zone) < day) t += HOUR;
          while (localDay(new Date(t), zone) > day) t -= HOUR;
          reads.push(t);
          day = addDays(day, 1);
        }
        const now = reads.at(-1)!;
        const streak = streakOf(reads, now, zone);
        expect(streak.currentStreak).toBe(days);
        expect(streak).toEqual(referenceStreak(reads, now, zone));
      }),
      { numRuns: 100 },
    );
  });
});
