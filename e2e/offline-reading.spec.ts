import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { NewsArticle } from '@tidings/contracts/news';
import { ROOT } from '../scripts/engines.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { toastRegion, waitUntilInstalled } from './helpers.js';
import { FIRST_PAINT_TIMEOUT_MS, getSentiment, getSummary, listArticles, readerDialog, signIn, waitForCoverToLift } from './reader-helpers.js';
import { savedPaths } from './saved-answers.js';

// Issue 10, offline reading: one visit online, then the network goes (Playwright's offline
// context covers the page and its service worker) and the app still opens, signed in, on what was
// saved. And a new deployment: the new worker waits for the reader's "Reload", then the page runs
// the new build whole.

const BANNER = "You're offline — showing saved stories";
const OFFLINE_TEST_TIMEOUT_MS = 150_000;

const newsPath = (article: Pick<NewsArticle, 'id'>, part = '') => `/api/news/${encodeURIComponent(article.id)}${part}`;

test('offline after one visit: signed in, the saved feed, a bookmark with its insights and a recently opened article', async ({ page, context }) => {
  test.setTimeout(OFFLINE_TEST_TIMEOUT_MS);
  await signIn(page);
  const articles = await listArticles(page);
  // A story whose sentiment bar differs from the bar shown when the sentiment is missing (50 %).
  const barWidth = async (article: NewsArticle) => Math.round(Math.min(100, Math.abs((await getSentiment(page, article.id)).score) * 100));
  let bookmarked = articles[3]!;
  for (const article of articles.slice(3)) if ((await barWidth((bookmarked = article))) !== 50) break;
  const width = await barWidth(bookmarked);
  expect((await page.request.post(`/api/bookmarks/${encodeURIComponent(bookmarked.id)}`)).status()).toBe(201);
  const summary = await getSummary(page, bookmarked.id);

  // The one visit: the feed, then one story opened from it, then the bookmarks list.
  await page.goto('/');
  const cardTitle = page.getByRole('article').getByRole('heading', { level: 2 });
  await expect(cardTitle).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await waitUntilInstalled(page);
  const opened = { id: decodeURIComponent((await cardTitle.getByRole('link').getAttribute('href'))!.replace('/news/', '')), title: (await cardTitle.textContent())! };
  await cardTitle.getByRole('link').click();
  await expect(readerDialog(page, opened.title).getByRole('heading', { level: 1, name: opened.title })).toBeVisible();
  await page.goBack();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('link', { name: /Your Bookmarks/ }).click({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await expect(page.getByRole('list', { name: 'Saved articles' }).getByRole('heading', { name: bookmarked.title })).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  // The bookmark's insights are fetched ahead, in the background, while the network is there.
  await expect
    .poll(() => savedPaths(page), { timeout: 30_000 })
    .toEqual(expect.arrayContaining(['/api/news/filtered', newsPath(opened), newsPath(bookmarked), newsPath(bookmarked, '/summary'), newsPath(bookmarked, '/sentiment')]));

  await context.setOffline(true);
  await page.goto('/');
  // Not signed out: the saved feed, under the banner.
  await expect(page.getByRole('status').filter({ hasText: BANNER })).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await expect(cardTitle).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await expect(page).toHaveURL(/\/$/);
  await expectNoSeriousA11yViolations(page, { label: 'feed offline' });
  // Above the content, whole and readable on a 320 px phone.
  await page.setViewportSize({ width: 320, height: 640 });
  const banner = (await page.getByText(BANNER).boundingBox())!;
  expect(banner.x).toBeGreaterThanOrEqual(0);
  expect(banner.x + banner.width).toBeLessThanOrEqual(320);
  expect(banner.y + banner.height).toBeLessThanOrEqual((await page.getByRole('article').boundingBox())!.y);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // The bookmark opens with its full text and its AI insights.
  await page.goto('/bookmarks');
  const link = page.getByRole('list', { name: 'Saved articles' }).getByRole('link', { name: bookmarked.title });
  await link.click({ timeout: FIRST_PAINT_TIMEOUT_MS });
  const dialog = readerDialog(page, bookmarked.title);
  await waitForCoverToLift(page);
  await expect(dialog.getByText(bookmarked.content.split(/\n\s*\n/)[0]!.trim().slice(0, 80))).toBeVisible();
  await dialog.getByRole('tab', { name: 'AI Insights' }).click();
  await expect(dialog.getByRole('region', { name: 'AI Summary' })).toContainText(summary.summary);
  await expect(dialog.getByRole('meter')).toHaveAttribute('aria-valuenow', String(width));

  // The story opened earlier opens again by its link (fetched by id, answered from the device).
  await page.goto(`/news/${encodeURIComponent(opened.id)}`);
  await expect(readerDialog(page, opened.title).getByRole('heading', { level: 1, name: opened.title })).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });

  // A story never opened says it was not saved, rather than failing or spinning.
  const never = articles.find((article) => ![bookmarked.id, opened.id].includes(article.id))!;
  await page.goto(`/news/${encodeURIComponent(never.id)}`);
  await expect(page.getByRole('heading', { name: 'Not saved for offline reading' })).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });

  // A remote whose files are not on the device shows the shell's fallback, never a blank page.
  await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) if (request.url.includes('/mf/mf-discover/')) await cache.delete(request);
    }
  });
  await page.goto('/discover');
  await expect(page.getByRole('heading', { name: 'This part of Tidings is unavailable right now.' })).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });

  // The network returns: the banner goes and the screens are live again.
  await page.goto('/');
  await expect(cardTitle).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  const refetched = page.waitForResponse((response) => response.url().includes('/api/news/filtered') && response.ok());
  await context.setOffline(false);
  await expect(page.getByText(BANNER)).toHaveCount(0);
  await refetched;
});

/**
 * The "new build" of the update test: the same worker, whose precache names a new shell page. A
 * browser fetches a worker's script itself — neither Playwright's routes nor a CDP Fetch session
 * see that request — so the new worker and page are files of their own next to sw.js, and the test
 * registers the worker under the same scope (a new script URL is an update, as new bytes at /sw.js
 * would be). Other specs, sharing the server, never ask for them; they are removed afterwards.
 */
const NEXT_WORKER = 'sw-e2e-next.js';
const NEXT_PAGE = 'index-e2e-next.html';
const SHELL_DIST = join(ROOT, 'shell', 'dist');

test('a new deployment waits for "Reload", then the page runs the new build whole', async ({ page }) => {
  test.setTimeout(OFFLINE_TEST_TIMEOUT_MS);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page);
  await page.goto('/');
  await expect(page.getByRole('article')).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await waitUntilInstalled(page);
  // This page registers /sw.js once settled (3 s after load, or at the first key). Had it done so
  // after the test's register below, /sw.js — not the script the waiting worker came from — would
  // install again and replace the new build. A key makes it register now, so its job runs first.
  await page.keyboard.press('Shift');

  // The new build's page, marked, and a worker whose precache and navigations name it.
  const BUILD_MARK = '<meta name="tidings-build" content="next">';
  writeFileSync(join(SHELL_DIST, NEXT_PAGE), readFileSync(join(SHELL_DIST, 'index.html'), 'utf8').replace('</head>', `${BUILD_MARK}</head>`));
  const oldWorker = readFileSync(join(SHELL_DIST, 'sw.js'), 'utf8');
  const newWorker = oldWorker.replace(/"revision":"[0-9a-f]+","url":"\/?index\.html"/, `"revision":"next","url":"${NEXT_PAGE}"`).replace('"/index.html"', `"/${NEXT_PAGE}"`);
  expect(newWorker.split(NEXT_PAGE)).toHaveLength(3);
  writeFileSync(join(SHELL_DIST, NEXT_WORKER), newWorker);
  try {
    await page.evaluate(async (url) => void (await navigator.serviceWorker.register(url)), `/${NEXT_WORKER}`);
    const toast = toastRegion(page).getByRole('listitem').filter({ hasText: 'New version available' });
    await expect(toast).toBeVisible({ timeout: 30_000 });
    // Waiting, not in charge: the running page is still the old build, served by the old worker.
    const workers = () => page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.getRegistration())!;
      return { waiting: registration.waiting?.scriptURL ?? null, controller: navigator.serviceWorker.controller?.scriptURL ?? null };
    });
    expect(await workers()).toEqual({ waiting: expect.stringContaining(NEXT_WORKER), controller: expect.stringMatching(/\/sw\.js$/) });
    await expect(page.locator('meta[name="tidings-build"]')).toHaveCount(0);

    await Promise.all([page.waitForEvent('framenavigated', { timeout: 30_000 }), toast.getByRole('button', { name: 'Reload' }).click()]);
    // The new worker answers the reload with the new build's page, and the app runs whole on it.
    await expect(page.locator('meta[name="tidings-build"]')).toHaveCount(1, { timeout: FIRST_PAINT_TIMEOUT_MS });
    await expect(page.getByRole('article')).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
    expect((await workers()).controller).toContain(NEXT_WORKER);
    expect(errors).toEqual([]);
  } finally {
    for (const file of [NEXT_WORKER, NEXT_PAGE]) rmSync(join(SHELL_DIST, file), { force: true });
  }
});
