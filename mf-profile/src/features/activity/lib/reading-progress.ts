import { DAILY_READING_GOAL } from '@tidings/contracts/catalogue';

/**
 * Today's progress in percent (spec section 2): articles read today over the daily goal of 3,
 * capped at 100 %, whole numbers for the bar and its aria-valuenow.
 */
export function readingProgress(articlesReadToday: number, goal: number = DAILY_READING_GOAL): number {
  if (!(goal > 0) || !(articlesReadToday > 0)) return 0;
  return Math.min(100, Math.round((articlesReadToday / goal) * 100));
}
