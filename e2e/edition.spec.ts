import { expect, test, type Page } from '@playwright/test';
import type { Edition } from '@tidings/contracts/briefing';
import { EDITION_MAX, EDITION_MAX_PER_SOURCE, EDITION_TEXTS, editionProgressText } from '@tidings/contracts/briefing-texts';
import type { StoryResponse } from '@tidings/contracts/story';
import { expectNoSeriousA11yViolations } from './axe.js';
import { waitUntilInstalled } from './helpers.js';
import { FIRST_PAINT_TIMEOUT_MS, READER_TEST_TIMEOUT_MS, readerDialog, signIn, waitForCoverToLift } from './reader-helpers.js';
import { savedPaths } from './saved-answers.js';

// Issue 32, today's edition: the "Today" tab over the feed lists the day's stories, one card per
// story and at most two per outlet, shows the progress (kept on the server), ends with "You're all
// caught up", and opens offline after one visit.

test.describe.configure({ timeout: 2 * READER_TEST_TIMEOUT_MS });

/** The browser's own zone, as the app sends it: the edition asked by the API is the page's. */
const TIME_ZONE = 'UTC';
test.use({ timezoneId: TIME_ZONE });

async function getEdition(page: Page): Promise<Edition> {
  const response = await page.request.get('/api/edition', { headers: { 'x-time-zone': TIME_ZONE } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Edition;
}

const editionHeading = (page: Page) => page.getByRole('heading', { level: 1, name: EDITION_TEXTS.heading });
const editionCards = (page: Page) => page.getByRole('region', { name: EDITION_TEXTS.heading }).getByRole('article');
const progressBar = (page: Page) => page.getByRole('progressbar');

/** From the feed, the top row's "Today" tab. */
async function openToday(page: Page): Promise<void> {
  await page.goto('/');
  const views = page.getByRole('navigation', { name: 'Feed views' });
  await expect(views.getByRole('link', { name: EDITION_TEXTS.feedTab })).toHaveAttribute('aria-current', 'page', { timeout: FIRST_PAINT_TIMEOUT_MS });
  await views.getByRole('link', { name: EDITION_TEXTS.tab }).click();
  await expect(page).toHaveURL(/\/\?view=today$/);
  await expect(views.getByRole('link', { name: EDITION_TEXTS.tab })).toHaveAttribute('aria-current', 'page');
  await expect(editionHeading(page)).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
}

async function setDarkMode(page: Page, dark: boolean): Promise<void> {
  const response = await page.request.patch('/api/user/preferences', { data: { darkMode: dark } });
  expect(response.ok(), await response.text()).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('the Today tab: one card per story, at most two per outlet, the progress, the end of the edition, axe light and dark', async ({ page }) => {
  const edition = await getEdition(page);
  const total = edition.items.length;
  expect(total, 'the starter corpus fills an edition').toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(EDITION_MAX);

  await openToday(page);
  await expect(progressBar(page)).toHaveAccessibleName(editionProgressText(0, total));
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(progressBar(page)).toHaveAttribute('aria-valuemax', String(total));
  await expect(editionCards(page)).toHaveCount(total);
  const titles = await editionCards(page).getByRole('heading', { level: 2 }).allTextContents();
  expect(titles).toEqual(edition.items.map((item) => item.article.title));

  // At most two per outlet, on what the screen shows.
  const sources = await editionCards(page).locator('p:first-child').allTextContents();
  expect(sources).toHaveLength(total);
  const perSource = new Map<string, number>();
  for (const source of sources) perSource.set(source, (perSource.get(source) ?? 0) + 1);
  expect(Math.max(...perSource.values()), `outlets: ${JSON.stringify([...perSource])}`).toBeLessThanOrEqual(EDITION_MAX_PER_SOURCE);

  // One card per story: no card's article belongs to another card's story.
  const ids = edition.items.map((item) => item.article.id);
  for (const id of ids) {
    const response = await page.request.get(`/api/news/${encodeURIComponent(id)}/story`);
    expect(response.ok(), await response.text()).toBe(true);
    const story = (await response.json()) as StoryResponse;
    const inStory = new Set(story.outlets.flatMap((outlet) => outlet.articles.map((article) => article.id)));
    expect(ids.filter((other) => other !== id && inStory.has(other)), `cards of the story of ${id}`).toEqual([]);
  }

  // Its end: caught up, and when the next edition is due.
  const end = page.getByText(EDITION_TEXTS.caughtUp, { exact: true });
  await end.scrollIntoViewIfNeeded();
  await expect(end).toBeVisible();
  await expect(page.getByText(/^The next edition arrives at .+ (today|tomorrow)$/)).toBeVisible();

  await expectNoSeriousA11yViolations(page, { label: 'edition (light)' });
  await setDarkMode(page, true);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/, { timeout: FIRST_PAINT_TIMEOUT_MS });
  await expect(editionHeading(page)).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await expect(editionCards(page)).toHaveCount(total);
  await expectNoSeriousA11yViolations(page, { label: 'edition (dark)' });
});

test('reading a story moves the progress to "1 of N read", on the server too', async ({ page }) => {
  const { items } = await getEdition(page);
  const total = items.length;
  await openToday(page);
  const first = items[0]!.article;

  const read = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `/api/articles/read/${first.id}`);
  await editionCards(page).first().getByRole('link', { name: first.title }).click();
  const dialog = readerDialog(page, first.title);
  await expect(dialog.getByRole('heading', { level: 1, name: first.title })).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await waitForCoverToLift(page);
  expect((await read).ok()).toBe(true);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/\?view=today$/);

  await expect(progressBar(page)).toHaveAccessibleName(editionProgressText(1, total));
  await expect(editionCards(page).first().getByText('Read', { exact: true })).toBeVisible();
  // The progress is reading state on the server (other devices see it): it arrives over NATS.
  await expect.poll(async () => (await getEdition(page)).read, { timeout: 15_000 }).toContain(first.id);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(progressBar(page)).toHaveAccessibleName(editionProgressText(1, total), { timeout: FIRST_PAINT_TIMEOUT_MS });
});

test('after one visit the edition opens offline, and its stories with it', async ({ page, context }) => {
  const { items } = await getEdition(page);
  await openToday(page);
  await expect(editionCards(page)).toHaveCount(items.length);
  await waitUntilInstalled(page);
  await expect.poll(() => savedPaths(page), { timeout: 30_000 }).toContain('/api/edition');

  await context.setOffline(true);
  await page.goto('/?view=today');
  await expect(editionHeading(page)).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await expect(editionCards(page)).toHaveCount(items.length);
  await expect(page.getByText(EDITION_TEXTS.caughtUp, { exact: true })).toBeAttached();

  // A story of the edition opens in the reader from what the edition brought.
  const last = items[items.length - 1]!.article;
  await editionCards(page).last().getByRole('link', { name: last.title }).click();
  const dialog = readerDialog(page, last.title);
  await expect(dialog.getByRole('heading', { level: 1, name: last.title })).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await expectNoSeriousA11yViolations(page, { label: 'edition story offline' });
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(editionHeading(page)).toBeVisible();
  await context.setOffline(false);
});
