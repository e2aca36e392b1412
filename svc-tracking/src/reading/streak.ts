import { addDays } from '../lib/calendar.js';

export interface StreakFigures {
  currentStreak: number;
  maxStreak: number;
  lastStreakDate: string | null;
}

/**
 * The streak from the set of days with at least one read (`YYYY-MM-DD`, any order, repeats
 * allowed) and today's date in the user's zone. The current streak is the run of consecutive days
 * ending at the latest reading day, if that day is today or yesterday (so a streak is not lost
 * before the day is over); a latest day after today (the user moved west) counts as today.
 */
export function computeStreak(readingDays: Iterable<string>, today: string): StreakFigures {
  const days = [...new Set(readingDays)].sort();
  if (days.length === 0) return { currentStreak: 0, maxStreak: 0, lastStreakDate: null };

  let maxStreak = 1;
  let run = 1;
  for (let i = 1; i < days.length; i++) {
    run = addDays(days[i - 1]!, 1) === days[i] ? run + 1 : 1;
    if (run > maxStreak) maxStreak = run;
  }
  // `run` now ends at the latest day.
  const latest = days.at(-1)!;
  const currentStreak = latest >= addDays(today, -1) ? run : 0;
  return { currentStreak, maxStreak, lastStreakDate: latest };
}
