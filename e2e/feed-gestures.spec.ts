import { expect, test } from '@playwright/test';
import { signIn, cardTitle, announcement, titleAt, articleId, openFeed, withoutTracking, drag } from './feed-helpers.js';

// Moving between the feed's cards (spec section 4, "Swipe"): touch gestures, keys, arrows and
// reduced motion, on the Pixel 7 profile with touch.

// Route interception only sees the page's own requests: once the service worker controls the page
// (it claims it during the first load) the feed would be fetched past the routes, at random.
// The service worker has its own suite.
test.use({ serviceWorkers: 'block' });

test.describe('moving between cards', () => {
  test('a flick up shows the next story, a flick down the previous, even a short one', async ({ page }) => {
    await signIn(page);
    await withoutTracking(page);
    await openFeed(page);
    const first = await cardTitle(page).textContent();
    const second = await titleAt(page, 1);

    // 100 px in 60 ms (1.7 px/ms, 28 px per frame): above 15, one card in the swipe's direction.
    await drag(page, { fromY: 620, toY: 520, durationMs: 60, steps: 6 });
    await expect(cardTitle(page)).toHaveText(second!);
    await expect(announcement(page)).toContainText(/^Story 2 of \d+: /);

    await drag(page, { fromY: 450, toY: 550, durationMs: 60, steps: 6 });
    await expect(cardTitle(page)).toHaveText(first!);
  });

  test('a swipe at moderate speed past 50 px moves; a slow drag settles on the nearer card', async ({ page }) => {
    await signIn(page);
    await withoutTracking(page);
    await openFeed(page);
    const first = await cardTitle(page).textContent();
    const second = await titleAt(page, 1);

    // 150 px in 2 s: slow and short of half the card: back to the card in view.
    await drag(page, { fromY: 600, toY: 450, durationMs: 2000, steps: 20 });
    await page.waitForTimeout(400);
    await expect(cardTitle(page)).toHaveText(first!);
    await expect(announcement(page)).toContainText(/^Story 1 of /);

    // 120 px at 0.5 px/ms (8 px per frame, between 5 and 15), still moving up: the next card.
    await drag(page, { fromY: 620, toY: 500, durationMs: 240, steps: 12 });
    await expect(cardTitle(page)).toHaveText(second!);

    // 480 px in 2.4 s: slow, but past half the card: the previous card is nearer.
    await drag(page, { fromY: 200, toY: 680, durationMs: 2400, steps: 24 });
    await expect(cardTitle(page)).toHaveText(first!);
  });

  test('a tap on the card opens the reader on it, a tap that wobbles a little too', async ({ page }) => {
    await signIn(page);
    await withoutTracking(page);
    await openFeed(page);
    const id = await articleId(page);
    // The reader is opened through the history entry web-kit's useArticleReader() pushes.
    const readerId = () => page.evaluate(() => (history.state as { usr?: { tidingsReader?: string } } | null)?.usr?.tidingsReader ?? null);
    await page.touchscreen.tap(200, 600);
    await expect.poll(readerId).toBe(id);
    await page.goBack();
    await expect.poll(readerId).toBeNull();
    await drag(page, { fromY: 600, toY: 605, durationMs: 80, steps: 2 });
    await expect.poll(readerId).toBe(id);
  });

  test('keys: ArrowDown, PageDown and j go forward; ArrowUp, PageUp and k go back', async ({ page }) => {
    await signIn(page);
    await withoutTracking(page);
    await openFeed(page);
    for (const [key, story] of [['j', 2], ['ArrowDown', 3], ['PageDown', 4], ['k', 3], ['ArrowUp', 2], ['PageUp', 1]] as const) {
      await page.keyboard.press(key);
      await expect(announcement(page), key).toContainText(new RegExp(`^Story ${story} of `));
    }
  });

  test('arrows: previous and next stories, wrapping round both ends', async ({ page }) => {
    await signIn(page);
    await withoutTracking(page);
    await openFeed(page);
    const first = await cardTitle(page).textContent();
    const last = await titleAt(page, -1);
    await page.getByRole('button', { name: 'Previous story' }).click();
    await expect(cardTitle(page)).toHaveText(last!);
    const count = Number((await announcement(page).textContent())!.match(/^Story (\d+) of (\d+)/)![2]);
    await expect(announcement(page)).toContainText(`Story ${count} of ${count}`);
    await page.getByRole('button', { name: 'Next story' }).click();
    await expect(cardTitle(page)).toHaveText(first!);
    await page.getByRole('button', { name: 'Next story' }).click();
    await expect(announcement(page)).toContainText(/^Story 2 of /);
  });

  test('with reduced motion the slide is an instant change', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page);
    await withoutTracking(page);
    await openFeed(page);
    await page.keyboard.press('j');
    const slide = page.locator('[data-slot="0"]');
    const duration = await slide.evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration));
    expect(duration).toBeLessThan(0.001);
    // At rest: the slide's top is the feed's own (under the app's top bar and the feed's top row).
    const feed = (await page.getByRole('region', { name: 'Your feed' }).boundingBox())!;
    expect((await slide.boundingBox())!.y).toBe(feed.y);
  });
});
