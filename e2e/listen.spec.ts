import { expect, test, type Page, type Request } from '@playwright/test';
import type { Edition } from '@tidings/contracts/briefing';
import type { NewsArticle } from '@tidings/contracts/news';
import { expectNoSeriousA11yViolations } from './axe.js';
import { card, cardTitle, openFeed } from './feed-helpers.js';
import { expectToastOverReader, FIRST_PAINT_TIMEOUT_MS, listArticles, openByShareLink, READER_TEST_TIMEOUT_MS, signIn } from './reader-helpers.js';
import { autoEnd, endUtterance, installSpeech, lastSpoken, spoken, spokenTexts } from './speech-stub.js';

// Listen mode (issue 32) against a stubbed speechSynthesis: the queue, the controls, the mini
// player across screens, resume after a reload, the reads recorded, and the no-voice explanation.

test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: READER_TEST_TIMEOUT_MS });

/** web-kit's listen-flag.ts: the queue saved to resume. */
const LISTEN_RESUME_KEY = 'tidingsListen';
const NO_VOICE = 'Listening needs a speech voice on this device. Add one in your system’s text-to-speech settings, then try again.';


const player = (page: Page) => page.getByRole('region', { name: 'Audio player' });
const savedQueue = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), LISTEN_RESUME_KEY);

/** The engagement posts the page sends from now on. */
function recordEngagements(page: Page): () => Array<{ newsId: string; engagementType: string }> {
  const sent: Array<{ newsId: string; engagementType: string }> = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/engagement') sent.push(request.postDataJSON() as { newsId: string; engagementType: string });
  });
  return () => sent;
}

/** An older article of the corpus: not the feed's first card, which the feed itself may record as read. */
async function olderArticle(page: Page): Promise<NewsArticle> {
  const articles = await listArticles(page, 60);
  const article = articles.at(-1);
  expect(article, 'an article in the corpus').toBeDefined();
  return article!;
}

test("the reader's Listen reads the whole article; the mini player stays across screens; heard to its end it is read, once", async ({ page }) => {
  await installSpeech(page);
  await signIn(page);
  const engagements = recordEngagements(page);
  const article = await olderArticle(page);
  const dialog = await openByShareLink(page, article);

  await dialog.getByRole('button', { name: 'Listen' }).click();
  await expect.poll(() => spokenTexts(page)).toEqual([article.title]);
  // The on-device voice in the page's language, not the network default.
  expect((await spoken(page))[0]!.voice).toBe('Device English');
  await expect(dialog.getByRole('button', { name: 'Pause listening' })).toBeVisible();
  await endUtterance(page);
  const firstSentence = article.content.replace(/\s+/g, ' ').trim().slice(0, 20);
  await expect.poll(async () => (await lastSpoken(page))?.text.slice(0, 20)).toBe(firstSentence);

  // Its own button pauses it.
  await dialog.getByRole('button', { name: 'Pause listening' }).click();
  await expect(dialog.getByRole('button', { name: 'Listen' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(player(page)).toBeVisible();
  await expect(player(page)).toContainText(article.title);
  await expect(player(page)).toContainText(article.source);
  await expect(player(page)).toContainText('1 of 1');

  // It stays while the reader moves between screens.
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(player(page)).toBeVisible();
  await page.getByRole('link', { name: 'Discover' }).click();
  await expect(page).toHaveURL(/\/discover/);
  await expect(player(page)).toContainText(article.title);

  // Heard to its end: read, once; the player then closes with nothing left to resume.
  expect(engagements().filter(({ newsId, engagementType }) => newsId === article.id && engagementType === 'read')).toEqual([]);
  await autoEnd(page, 5);
  await player(page).getByRole('button', { name: 'Play', exact: true }).click();
  await expect(player(page)).toBeHidden({ timeout: 20_000 });
  await expect.poll(() => engagements().filter(({ newsId, engagementType }) => newsId === article.id && engagementType === 'read').length).toBe(1);
  const sentences = (await spokenTexts(page)).slice(1);
  expect(sentences.join(' ').replace(/\s+/g, '')).toContain(article.content.replace(/\s+/g, '').slice(-40));
  expect(await savedQueue(page)).toBeNull();
  await page.waitForTimeout(1500);
  expect(engagements().filter(({ newsId, engagementType }) => newsId === article.id && engagementType === 'read')).toHaveLength(1);
});

test('the feed queue: order, play and pause, next and previous, speed, keyboard; it resumes after a reload; logout forgets it', async ({ page }) => {
  await installSpeech(page);
  await signIn(page);
  await openFeed(page);
  const firstTitle = (await cardTitle(page).textContent())!;

  await page.getByRole('button', { name: 'Listen' }).click();
  await expect(player(page)).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await expect.poll(() => spokenTexts(page)).toEqual([firstTitle]);
  await expect(player(page)).toContainText(firstTitle);
  // The feed makes room for it: the card's own buttons stay in view above it.
  await expect.poll(async () => {
    const share = await card(page).getByRole('button', { name: 'Share' }).boundingBox();
    const docked = await player(page).boundingBox();
    return share !== null && docked !== null && share.y + share.height <= docked.y;
  }).toBe(true);
  const count = Number((await player(page).textContent())!.match(/1 of (\d+)/)![1]);
  expect(count).toBeGreaterThan(2);
  await expect(player(page).locator('[aria-live="polite"]')).toContainText(`Now playing: ${firstTitle}`);

  // Pause cancels; Play speaks the same sentence again.
  await endUtterance(page);
  await expect.poll(async () => (await spoken(page)).length).toBe(2);
  const sentence = (await lastSpoken(page))!.text;
  await player(page).getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(player(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect(player(page).locator('[aria-live="polite"]')).toHaveText('');
  await player(page).getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => (await lastSpoken(page))?.text).toBe(sentence);
  expect(await spoken(page)).toHaveLength(3);

  // Next and previous, by keyboard: the next story's title is spoken, in the queue's order.
  const next = player(page).getByRole('button', { name: 'Next story', exact: true });
  await next.focus();
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(player(page)).toContainText(`2 of ${count}`);
  const secondTitle = (await lastSpoken(page))!.text;
  expect(secondTitle).not.toBe(firstTitle);
  await expect(player(page)).toContainText(secondTitle);
  await expect(player(page).locator('[aria-live="polite"]')).toContainText(`Now playing: ${secondTitle}`);
  await page.keyboard.press('Shift+Tab');
  await expect(player(page).getByRole('button', { name: 'Pause', exact: true })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expect(player(page)).toContainText(`1 of ${count}`);
  await expect.poll(async () => (await lastSpoken(page))?.text).toBe(firstTitle);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(player(page)).toContainText(`2 of ${count}`);

  // Speed: from the next sentence on.
  await player(page).getByRole('button', { name: 'Speed 1×', exact: true }).click();
  await expect(player(page).getByRole('button', { name: 'Speed 1.25×', exact: true })).toHaveText('1.25×');
  expect((await lastSpoken(page))!.rate).toBe(1);
  await endUtterance(page);
  await expect.poll(async () => (await lastSpoken(page))?.rate).toBe(1.25);
  const resumeAt = (await lastSpoken(page))!.text;
  await expectNoSeriousA11yViolations(page, { label: 'mini player (light)', include: 'section[aria-label="Audio player"]' });

  // A reload offers to resume where it stopped (here in dark mode), at the same speed.
  const dark = await page.request.patch('/api/user/preferences', { data: { darkMode: true } });
  expect(dark.ok()).toBe(true);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(player(page)).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await expect(player(page)).toContainText(secondTitle);
  await expect(player(page)).toContainText(`2 of ${count}`);
  await expect(player(page).getByRole('button', { name: 'Speed 1.25×', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'mini player (dark)', include: 'section[aria-label="Audio player"]' });
  expect(await spoken(page)).toEqual([]);
  await player(page).getByRole('button', { name: 'Resume', exact: true }).click();
  await expect.poll(async () => (await spoken(page))[0]).toMatchObject({ text: resumeAt, rate: 1.25 });
  await expect(player(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

  // Logout stops it and forgets the queue.
  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect.poll(() => savedQueue(page)).toBeNull();
  await expect(player(page)).toBeHidden();
});

test("with no voice on the device, Listen says why instead of playing", async ({ page }) => {
  await installSpeech(page, { voiceless: true });
  await signIn(page);
  const article = await olderArticle(page);
  const dialog = await openByShareLink(page, article);
  await dialog.getByRole('button', { name: 'Listen' }).click();
  await expectToastOverReader(page, 'Listening is not available', NO_VOICE);
  expect(await spoken(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(player(page)).toBeHidden();
  expect(await savedQueue(page)).toBeNull();
});

test("Today's Listen plays the edition in its order", async ({ page }) => {
  await installSpeech(page);
  await signIn(page);
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const response = await page.request.get('/api/edition', { headers: { 'x-time-zone': timeZone } });
  expect(response.ok(), await response.text()).toBe(true);
  const edition = (await response.json()) as Edition;
  expect(edition.items.length).toBeGreaterThan(1);
  const titles = edition.items.map(({ article }) => article.title);

  await page.goto('/?view=today');
  await expect(page.getByRole('heading', { level: 1, name: "Today's edition" })).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await page.getByRole('button', { name: 'Listen' }).click();
  await expect.poll(() => spokenTexts(page)).toEqual([titles[0]]);
  await expect(player(page)).toContainText(`1 of ${titles.length}`);
  await player(page).getByRole('button', { name: 'Next story', exact: true }).click();
  await expect.poll(async () => (await lastSpoken(page))?.text).toBe(titles[1]);
  await expect(player(page)).toContainText(`2 of ${titles.length}`);
  await expect(player(page)).toContainText(edition.items[1]!.article.source);
});
