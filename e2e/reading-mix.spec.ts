import { expect, test, type Page } from '@playwright/test';
import { RATINGS_NOTE, type SourceRatingsResponse } from '@tidings/contracts/story';
import { expectNoSeriousA11yViolations } from './axe.js';
import { openProfile } from './profile-helpers.js';
import { FIRST_PAINT_TIMEOUT_MS, listArticles, openByShareLink, READER_TEST_TIMEOUT_MS, signIn } from './reader-helpers.js';

// The profile's "Your reading mix" (issue 31): the spectrum of what the reader read in the last
// 30 days, computed on the device from its reading log and the open ratings list.

test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: READER_TEST_TIMEOUT_MS });

/** The device's reading log (web-kit's reading-log.ts). */
const READING_LOG_KEY = 'tidingsReadingLog';
const mixSection = (page: Page) => page.getByRole('region', { name: 'YOUR READING MIX' });
const readingLog = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), READING_LOG_KEY);

async function sourceRatings(page: Page): Promise<SourceRatingsResponse> {
  const response = await page.request.get('/api/source-ratings');
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as SourceRatingsResponse;
}

test('empty at first; an article read in the reader from a right-leaning outlet shows on the right; logout forgets it', async ({ page }) => {
  await signIn(page);
  await openProfile(page);
  await expect(mixSection(page).getByRole('heading', { level: 3, name: 'Nothing read in the last 30 days' })).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await expectNoSeriousA11yViolations(page, { label: 'profile reading mix (empty)' });

  const { ratings } = await sourceRatings(page);
  const right = new Set(ratings.filter(({ rating }) => rating.side === 'right').map(({ source }) => source));
  const article = (await listArticles(page, 100)).find((candidate) => right.has(candidate.source));
  expect(article, 'an article of a right-leaning outlet in the corpus').toBeDefined();

  // Opening the reader is a read (spec section 2): it goes in the device's log with its outlet.
  await openByShareLink(page, article!);
  await expect.poll(() => readingLog(page)).toContain(article!.id);

  await openProfile(page);
  const section = mixSection(page);
  await expect(section.getByText('1 article from 1 outlet in the last 30 days')).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await expect(section.getByText('0 left · 0 centre · 1 right', { exact: true })).toHaveCount(2);
  await expect(section.getByText(RATINGS_NOTE)).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'profile reading mix (light)' });
  await page.getByRole('switch', { name: 'Dark Mode' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousA11yViolations(page, { label: 'profile reading mix (dark)' });

  // What this device knows of the reader's reading goes with the session.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect.poll(() => readingLog(page)).toBeNull();
});
