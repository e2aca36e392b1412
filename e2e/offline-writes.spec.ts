import { expect, test, type Page } from '@playwright/test';
import type { ReactionResponse } from '@tidings/contracts/news';
import type { PublicUser } from '@tidings/contracts/user';
import type { UserExport } from '@tidings/contracts/user-data';
import { waitUntilInstalled } from './helpers.js';
import { expectToastOverReader, listArticles, openByShareLink, READER_TEST_TIMEOUT_MS, signIn } from './reader-helpers.js';

// Issue 10, "writes made offline are queued and replayed, idempotently; nothing is lost": a reader
// who bookmarks, likes and reads with no connection sees it done; once back online the server has
// exactly one of each — also when the tab was closed offline and reopened, and when an answer was
// lost on the way back (the write is sent again with its Idempotency-Key).

/** The device's one durable queue: writes, and tracked events since issue 28. */
const QUEUE_KEY = 'tidingsWriteQueue';

interface StoredWrite {
  kind?: 'event';
  method: string;
  url: string;
  body?: { timeSpentSeconds?: number; additionalTimeSpentSeconds?: number };
}

/** The writes waiting on the device. */
const queued = async (page: Page) => (await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as StoredWrite[], QUEUE_KEY)).filter((entry) => entry.kind !== 'event');

async function serverState(page: Page, newsId: string) {
  const user = (await (await page.request.get('/api/user')).json()) as PublicUser;
  const bookmarks = (await (await page.request.get(`/api/bookmarks/${user.id}`)).json()) as unknown[];
  const reaction = (await (await page.request.get(`/api/news/${newsId}/reaction`)).json()) as ReactionResponse;
  const data = (await (await page.request.get('/api/user/export')).json()) as UserExport;
  const read = data.tracking.reads.find((row) => row.newsId === newsId);
  return { bookmarks: bookmarks.length, likes: data.news.likes.length, reaction: reaction.reaction, readSeconds: read?.timeSpentSeconds ?? 0 };
}

test.describe('writes made offline', () => {
  test.setTimeout(READER_TEST_TIMEOUT_MS);

  test('bookmark and like offline show as done, and arrive once when the connection is back', async ({ page, context }) => {
    await signIn(page);
    const [article] = await listArticles(page, 1);
    if (!article) throw new Error('no articles');
    const dialog = await openByShareLink(page, article);
    const bookmark = dialog.getByRole('button', { name: 'Bookmark' });
    const like = dialog.getByRole('button', { name: 'Like', exact: true });

    // Offline after one visit: the visit ends when the worker has the app on the device.
    await waitUntilInstalled(page);
    await context.setOffline(true);
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await expectToastOverReader(page, 'Saved on this device', "It will be sent when you're back online.");
    // Changed minds offline: unbookmark, bookmark again — one write waits, the last one.
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByText('Action failed')).toHaveCount(0);
    const ownWrites = (await queued(page)).filter((write) => write.url.startsWith('/api/bookmarks') || write.url.endsWith('/reaction'));
    expect(ownWrites.map((write) => `${write.method} ${write.url}`)).toEqual([`POST /api/bookmarks`, `PUT /api/news/${article.id}/reaction`]);

    await context.setOffline(false);
    await expect.poll(async () => (await queued(page)).length, { timeout: 15_000 }).toBe(0);
    expect(await serverState(page, article.id)).toMatchObject({ bookmarks: 1, likes: 1, reaction: 'like' });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
  });

  test('a tab closed offline delivers its writes and reading time on reopening, once, even when an answer is lost', async ({ page, context }) => {
    await signIn(page);
    const [article] = await listArticles(page, 1);
    if (!article) throw new Error('no articles');
    const dialog = await openByShareLink(page, article);

    // Offline after one visit: the visit ends when the worker has the app on the device.
    await waitUntilInstalled(page);
    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Bookmark' }).click();
    await dialog.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');
    // Reading, offline, then closing the reader: its seconds wait on the device.
    await page.waitForTimeout(3500);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await queued(page)).filter((write) => write.url.endsWith('/read')).length).toBeGreaterThan(0);
    const waiting = await queued(page);
    const seconds = waiting.reduce((sum, write) => sum + (write.body?.timeSpentSeconds ?? 0) + (write.body?.additionalTimeSpentSeconds ?? 0), 0);
    expect(seconds).toBeGreaterThanOrEqual(3);
    await page.close();

    // The first reading-time write reaches the server but its answer is lost: the app sends it again.
    let lost = 0;
    await context.route(`**/api/news/${article.id}/read`, async (route) => {
      const response = await route.fetch();
      if (lost === 0 && route.request().method() !== 'GET') {
        lost += 1;
        return route.abort('connectionreset');
      }
      return route.fulfill({ response });
    });
    await context.setOffline(false);
    const reopened = await context.newPage();
    await reopened.goto('/');
    await expect.poll(async () => (await queued(reopened)).length, { timeout: 30_000 }).toBe(0);
    expect(lost).toBe(1);
    const state = await serverState(reopened, article.id);
    expect(state).toMatchObject({ bookmarks: 1, likes: 1, reaction: 'like' });
    expect(state.readSeconds).toBe(seconds);
  });
});
