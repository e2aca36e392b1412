import { expect, test, type Page } from '@playwright/test';
import { spectrumText } from '@tidings/contracts/story';
import { expectNoSeriousA11yViolations } from './axe.js';
import { waitUntilInstalled } from './helpers.js';
import { card, cardTitle } from './feed-helpers.js';
import { FIRST_PAINT_TIMEOUT_MS, READER_TEST_TIMEOUT_MS, readerDialog, signIn, waitForCoverToLift } from './reader-helpers.js';
import { savedPaths } from './saved-answers.js';
import { getStory, multiDayStory, storyArticles } from './story-helpers.js';

// Issue 31, full coverage of a story: "N sources" on a card opens `/story/{id}` with every outlet,
// the spectrum in words and, for a story that runs for days, its timeline; once the reader has
// read one of its articles, sentences of newer ones that say something new are highlighted.

test.describe.configure({ timeout: 2 * READER_TEST_TIMEOUT_MS });

const SOURCES_LINK = /^\d+ sources: see full coverage$/;
/** Cards looked through for one with several sources before giving up. */
const CARDS_MAX = 30;

const storyHeading = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title });

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('a card\'s "N sources" opens the story: its outlets, and the spectrum as text with where ratings come from', async ({ page }) => {
  await page.goto('/');
  await expect(cardTitle(page)).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  // The first card told by several outlets, stepping through the feed with the keyboard.
  for (let step = 0; (await card(page).getByRole('link', { name: SOURCES_LINK }).count()) === 0; step++) {
    expect(step, `no card with several sources in the first ${CARDS_MAX}`).toBeLessThan(CARDS_MAX);
    const title = await cardTitle(page).textContent();
    await page.keyboard.press('j');
    await expect(cardTitle(page)).not.toHaveText(title!);
  }
  const sources = card(page).getByRole('link', { name: SOURCES_LINK });
  const cardText = (await cardTitle(page).textContent())!;
  const id = decodeURIComponent((await cardTitle(page).getByRole('link').getAttribute('href'))!.replace('/news/', ''));
  const story = await getStory(page, id);
  await expect(sources).toHaveAttribute('href', `/story/${encodeURIComponent(id)}`);

  // Keyboard: the link is reachable and Enter follows it.
  await sources.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/story/${encodeURIComponent(id)}$`));
  await expect(storyHeading(page, story.title)).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await expect(page.getByText(story.summary, { exact: true })).toBeVisible();
  const spectrum = page.getByRole('region', { name: 'Coverage spectrum' });
  await expect(spectrum.getByText(spectrumText(story.spectrum), { exact: true })).toBeVisible();
  await expect(spectrum.getByText(/^Ratings come from/)).toBeVisible();
  const every = page.getByRole('region', { name: 'Every source' });
  await expect(every.getByRole('heading', { level: 3 })).toHaveText(story.outlets.map((outlet) => outlet.source));
  if (story.sample) await expect(page.getByText('Sample story', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'story' });

  // Back returns to the same card.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(cardTitle(page)).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await expect(cardTitle(page)).toHaveText(cardText);
});

/** Opens `article` of the story from "Every source" in the reader over it, waits for its read to be recorded, and closes it. */
async function readFromStory(page: Page, article: { id: string; title: string }): Promise<void> {
  const read = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `/api/articles/read/${article.id}`);
  await page.getByRole('region', { name: 'Every source' }).getByRole('link', { name: article.title, exact: true }).first().click();
  const dialog = readerDialog(page, article.title);
  await expect(dialog.getByRole('heading', { level: 1, name: article.title })).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await waitForCoverToLift(page);
  expect((await read).ok()).toBe(true);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
}

/** Reloads the story until "New since you read it" shows: the read reaches svc-news through events. */
async function reloadUntilNewSinceRead(page: Page, title: string) {
  const news = page.getByRole('region', { name: 'New since you read it' });
  await expect(async () => {
    await page.reload();
    await expect(storyHeading(page, title)).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
    await expect(news).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  return news;
}

test('a story over several days: its timeline; once one of its articles is read, the story says what is new since', async ({ page }) => {
  // Asked by its oldest article: the story's title and summary are those of the article asked by.
  const oldest = storyArticles(await multiDayStory(page))[0]!;
  const story = await getStory(page, oldest.id);

  await page.goto(`/story/${encodeURIComponent(oldest.id)}`);
  await expect(storyHeading(page, story.title)).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await expect(page.getByRole('region', { name: 'New since you read it' })).toHaveCount(0);

  // The timeline: one entry per development, oldest first, each with its date and sources.
  const steps = page.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
  await expect(steps).toHaveCount(story.timeline.length);
  await expect(steps.getByRole('link')).toHaveText(story.timeline.map((entry) => entry.headline));
  await expect(steps.first().locator('time')).toHaveAttribute('datetime', story.timeline[0]!.at);
  await expect(steps.first()).toContainText(/\d+ sources?/);

  // Read the oldest article, in the reader over the story; closing it comes back to the story.
  await readFromStory(page, oldest);
  await expect(page).toHaveURL(new RegExp(`/story/${encodeURIComponent(oldest.id)}$`));
  await reloadUntilNewSinceRead(page, story.title);
  await expectNoSeriousA11yViolations(page, { label: 'story read before (light)' });

  // Dark mode: the spectrum's hues, the timeline and the highlight box have their own colours.
  expect((await page.request.patch('/api/user/preferences', { data: { darkMode: true } })).ok()).toBe(true);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('region', { name: 'Timeline' })).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await expectNoSeriousA11yViolations(page, { label: 'story read before (dark)' });
});

// Newer means published after the newest article read (svc-news/src/story/since-read.ts): reading
// the first day's report now leaves the later days' reports new.
test("one article of a multi-day story read, a newer article's new sentences are highlighted, each opening its article", async ({ page }) => {
  const articles = storyArticles(await multiDayStory(page));
  const oldest = articles[0]!;
  const story = await getStory(page, oldest.id);
  const publishedAt = new Map(articles.map((article) => [article.id, Date.parse(article.publishedAt)]));

  await page.goto(`/story/${encodeURIComponent(oldest.id)}`);
  await expect(storyHeading(page, story.title)).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await readFromStory(page, oldest);
  const news = await reloadUntilNewSinceRead(page, story.title);
  const highlight = news.getByRole('listitem').first().getByRole('link');
  await expect(highlight).toBeVisible();
  const highlighted = decodeURIComponent((await highlight.getAttribute('href'))!.replace('/news/', ''));
  expect(publishedAt.get(highlighted), `the highlight links to an article of the story: ${highlighted}`).toBeGreaterThan(publishedAt.get(oldest.id)!);
  await expectNoSeriousA11yViolations(page, { label: 'story with what is new' });

  await highlight.click();
  const dialog = readerDialog(page, articles.find((article) => article.id === highlighted)!.title);
  await expect(dialog.getByRole('heading', { level: 1 })).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
});

test('a story opened once opens again offline', async ({ page, context }) => {
  await page.goto('/');
  await expect(cardTitle(page)).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await waitUntilInstalled(page);
  const story = await multiDayStory(page);
  await page.goto(`/story/${encodeURIComponent(story.id)}`);
  await expect(storyHeading(page, story.title)).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await expect.poll(() => savedPaths(page), { timeout: 30_000 }).toContain(`/api/news/${encodeURIComponent(story.id)}/story`);

  await context.setOffline(true);
  await page.reload();
  await expect(storyHeading(page, story.title)).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await expect(page.getByRole('region', { name: 'Coverage spectrum' }).getByText(spectrumText(story.spectrum), { exact: true })).toBeVisible();
  await context.setOffline(false);
});

test('a story that does not exist says so, with the way to the feed', async ({ page }) => {
  await page.goto('/story/000000000000000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Story not found' })).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await expectNoSeriousA11yViolations(page, { label: 'story not found' });
  await page.getByRole('button', { name: 'Go to your feed' }).click();
  await expect(cardTitle(page)).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
});
