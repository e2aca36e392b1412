import { expect, test, type Page } from '@playwright/test';
import type { NewsArticle } from '@tidings/contracts/news';
import { expectNoSeriousA11yViolations } from './axe.js';
import { expectToast, toastRegion } from './helpers.js';
import { expectToastOverReader, FIRST_PAINT_TIMEOUT_MS, listArticles, readerDialog, signIn, waitForCoverToLift } from './reader-helpers.js';

// The bookmarks screen (spec section 2, "Bookmarks screen"; sections 7 and 8), on the Pixel 7
// profile. Each test signs a fresh user in, whose bookmarks are made through the API.

// Route interception only sees the page's own requests: once the service worker controls the
// page, its fetches would pass the routes at random.
test.use({ serviceWorkers: 'block' });

async function userId(page: Page): Promise<string> {
  const response = await page.request.get('/api/user');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

/** Bookmarks the articles in order (so the last is the newest, shown first). */
async function bookmark(page: Page, articles: NewsArticle[]): Promise<void> {
  for (const article of articles) {
    const response = await page.request.post(`/api/bookmarks/${encodeURIComponent(article.id)}`);
    expect(response.status(), await response.text()).toBe(201);
  }
}

async function isBookmarked(page: Page, article: NewsArticle): Promise<boolean> {
  return ((await (await page.request.get(`/api/bookmarks/check/${encodeURIComponent(article.id)}`)).json()) as { isBookmarked: boolean }).isBookmarked;
}

const savedList = (page: Page) => page.getByRole('list', { name: 'Saved articles' });
const itemTitles = (page: Page) => savedList(page).getByRole('heading', { level: 2 });
const removeButton = (page: Page, article: NewsArticle) => page.getByRole('button', { name: `Remove bookmark: ${article.title}` });
const bookmarksUrl = (id: string) => new RegExp(`/api/bookmarks/${id}$`);

async function openBookmarks(page: Page): Promise<void> {
  await page.goto('/bookmarks');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Bookmarks' })).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
}

test.describe('bookmarks screen states', () => {
  test('empty: its texts; reached from the profile, with the Profile tab marked current', async ({ page }) => {
    await signIn(page);
    await page.goto('/profile');
    await page.getByRole('link', { name: /Your Bookmarks/ }).click({ timeout: FIRST_PAINT_TIMEOUT_MS });
    await expect(page).toHaveURL(/\/bookmarks$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Bookmarks' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No bookmarks yet' })).toBeVisible();
    await expect(page.getByText('Your saved articles will appear here')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page, { label: 'bookmarks (empty)' });
    await page.getByRole('link', { name: 'Back to profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('loading shows a skeleton of 3; then the items, newest first, each with its parts', async ({ page }) => {
    await signIn(page);
    const articles = (await listArticles(page)).slice(0, 2);
    await bookmark(page, articles);
    const id = await userId(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(bookmarksUrl(id), async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/bookmarks');
    const skeleton = page.getByRole('status', { name: 'Loading bookmarks' });
    await expect(skeleton).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
    await expect(skeleton.locator(':scope > *')).toHaveCount(3);
    release();
    await expect(itemTitles(page)).toHaveText([articles[1]!.title, articles[0]!.title]);
    await expect(skeleton).toHaveCount(0);

    const item = savedList(page).getByRole('listitem').first();
    await expect(item.getByText(articles[1]!.source, { exact: true })).toBeVisible();
    await expect(item.locator('time')).toHaveAttribute('datetime', articles[1]!.publishedAt);
    // The content is clamped to two lines.
    const clamp = await item.locator('p').first().evaluate((element) => getComputedStyle(element).webkitLineClamp);
    expect(clamp).toBe('2');
    await expect(removeButton(page, articles[1]!)).toBeVisible();
    // A picture or, where none loads, the category-coloured placeholder: never a broken image.
    await expect(item.locator('[data-status]')).toHaveAttribute('data-status', /loaded|failed/);
    await expectNoSeriousA11yViolations(page, { label: 'bookmarks (list)' });
  });

  test('error: the spec text, and Try again loads the list', async ({ page }) => {
    await signIn(page);
    const [article] = await listArticles(page, 1);
    await bookmark(page, [article!]);
    let failing = true;
    await page.route(bookmarksUrl(await userId(page)), (route) => (failing ? route.fulfill({ status: 503, body: 'down' }) : route.continue()));
    await openBookmarks(page);
    await expect(page.getByRole('alert')).toContainText('Failed to load bookmarks. Please try again.');
    await expectNoSeriousA11yViolations(page, { label: 'bookmarks (error)' });
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(itemTitles(page)).toHaveText([article!.title]);
  });
});

test.describe('removing a bookmark', () => {
  test("leaves the list at once, is deleted with the user's real id, and says so", async ({ page }) => {
    await signIn(page);
    const articles = (await listArticles(page)).slice(0, 3);
    await bookmark(page, articles);
    const id = await userId(page);
    await openBookmarks(page);
    await expect(itemTitles(page)).toHaveCount(3);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const deletes: string[] = [];
    await page.route(/\/api\/bookmarks\/[^/]+\/[^/]+$/, async (route) => {
      deletes.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
      await held;
      await route.continue();
    });
    await removeButton(page, articles[1]!).click();
    // Optimistic: gone before the server has answered.
    await expect(itemTitles(page)).toHaveText([articles[2]!.title, articles[0]!.title]);
    // The list changes before the request leaves (the write goes out a moment later): wait for it.
    await expect.poll(() => deletes).toEqual([`DELETE /api/bookmarks/${id}/${articles[1]!.id}`]);
    release();
    await expectToast(page, 'Bookmark removed', 'The article has been removed from your bookmarks');
    await expect.poll(() => isBookmarked(page, articles[1]!)).toBe(false);
    await expect(itemTitles(page)).toHaveText([articles[2]!.title, articles[0]!.title]);
  });

  test('comes back where it was when the DELETE fails, with the error toast', async ({ page }) => {
    await signIn(page);
    const articles = (await listArticles(page)).slice(0, 3);
    await bookmark(page, articles);
    await openBookmarks(page);
    const all = [articles[2]!.title, articles[1]!.title, articles[0]!.title];
    await expect(itemTitles(page)).toHaveText(all);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/bookmarks\/[^/]+\/[^/]+$/, async (route) => {
      await held;
      await route.fulfill({ status: 500, body: 'boom' });
    });
    await removeButton(page, articles[1]!).click();
    await expect(itemTitles(page)).toHaveText([articles[2]!.title, articles[0]!.title]);
    release();
    await expectToast(page, 'Error', 'Failed to remove bookmark. Please try again.');
    await expect(itemTitles(page)).toHaveText(all);
    await expect(toastRegion(page).getByText('Bookmark removed', { exact: true })).toHaveCount(0);
    expect(await isBookmarked(page, articles[1]!)).toBe(true);
  });
});

test.describe('bookmarks and the reader', () => {
  test('tapping an item opens it in the reader over the list; unbookmarked there, it leaves the list at once', async ({ page }) => {
    await signIn(page);
    const articles = (await listArticles(page)).slice(0, 2);
    await bookmark(page, articles);
    await openBookmarks(page);
    await savedList(page).getByRole('link', { name: articles[1]!.title }).click();
    const dialog = readerDialog(page, articles[1]!.title);
    await expect(dialog.getByRole('heading', { level: 1, name: articles[1]!.title })).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
    await waitForCoverToLift(page);
    // Opened over this screen (a history entry of its own), not by leaving it.
    await expect(page).toHaveURL(/\/bookmarks$/);

    const toggle = dialog.getByRole('button', { name: 'Bookmark' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expectToastOverReader(page, 'Bookmark removed', 'Article removed from your bookmarks');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page).toHaveURL(/\/bookmarks$/);
    // No reload: the list was refetched when the reader changed the bookmark.
    await expect(itemTitles(page)).toHaveText([articles[0]!.title]);
  });

  test('a story bookmarked in the reader over the feed is on the list at once, though the list was loaded moments ago', async ({ page }) => {
    await signIn(page);
    await openBookmarks(page);
    await expect(page.getByRole('heading', { name: 'No bookmarks yet' })).toBeVisible();

    // To the feed, in the app (the cached empty list would be fresh for 30 s).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feed' }).click();
    const card = page.getByRole('article');
    await expect(card).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
    const title = (await card.getByRole('heading', { level: 2 }).textContent())!;
    await card.getByRole('heading', { level: 2 }).getByRole('link').click();
    const dialog = readerDialog(page, title);
    await expect(dialog.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
    await dialog.getByRole('button', { name: 'Bookmark' }).click();
    await expectToastOverReader(page, 'Bookmark added', 'Article saved to your bookmarks');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('link', { name: /Your Bookmarks/ }).click();
    await expect(itemTitles(page)).toHaveText([title]);
  });
});

test('keyboard only: an item opens the reader, Escape comes back, and a bookmark is removed', async ({ page }) => {
  await signIn(page);
  const articles = (await listArticles(page)).slice(0, 2);
  await bookmark(page, articles);
  await openBookmarks(page);
  await expect(itemTitles(page)).toHaveCount(2);

  async function tabTo(name: string, role: 'link' | 'button'): Promise<void> {
    const target = page.getByRole(role, { name, exact: true });
    for (let presses = 0; presses < 30; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${role} "${name}"`);
  }

  await tabTo(articles[1]!.title, 'link');
  await page.keyboard.press('Enter');
  const dialog = readerDialog(page, articles[1]!.title);
  await expect(dialog.getByRole('heading', { level: 1, name: articles[1]!.title })).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await waitForCoverToLift(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/bookmarks$/);
  // Focus is back on the item that opened it.
  await expect(page.getByRole('link', { name: articles[1]!.title, exact: true })).toBeFocused();

  await tabTo(`Remove bookmark: ${articles[1]!.title}`, 'button');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Bookmark removed');
  await expect(itemTitles(page)).toHaveText([articles[0]!.title]);
});
