import { expect, type Page } from '@playwright/test';
import { completeOnboardingByApi, registerByApi } from './helpers.js';

// What the feed's specs share: signing in, finding the card in view, touch drags.

export async function signIn(page: Page): Promise<void> {
  await registerByApi(page);
  await completeOnboardingByApi(page);
}

/** The card in view: the only article exposed to assistive technology. */
export const card = (page: Page) => page.getByRole('article');
export const cardTitle = (page: Page) => card(page).getByRole('heading', { level: 2 });
/** The polite live region naming the card in view: "Story n of N: title" (the feed's own: the
 * shell's offline banner is a polite live region too). */
export const announcement = (page: Page) => page.getByRole('region', { name: 'Your feed' }).locator('[aria-live="polite"]');
/** Titles of the cards mounted above and below the one in view (hidden from assistive technology). */
export const titleAt = (page: Page, slot: number) => page.locator(`[data-slot="${slot}"] h2`).textContent();
export const articleId = async (page: Page) => (await cardTitle(page).getByRole('link').getAttribute('href'))!.replace('/news/', '');

export async function openFeed(page: Page): Promise<void> {
  await page.goto('/');
  await expect(cardTitle(page)).toBeVisible();
}

/** Tracking off: nothing is recorded as viewed or read, so the server's feed stays as it was. */
export async function withoutTracking(page: Page): Promise<void> {
  await page.route(/\/api\/(engagement|articles\/sync-viewed)/, (route) => route.fulfill({ status: 204 }));
}

/**
 * A one-finger drag through Chromium's touch input (use-gesture sees touch pointer events). The
 * events carry their own timestamps, so the speed the feed measures is the one asked for however
 * busy the machine is.
 */
export async function drag(page: Page, { fromY, toY, durationMs, steps = 12 }: { fromY: number; toY: number; durationMs: number; steps?: number }): Promise<void> {
  // The gesture code is bound just after the feed paints (mf-feed's use-feed-swipe).
  await page.locator('[data-swipe-ready]').waitFor();
  const cdp = await page.context().newCDPSession(page);
  const x = 200;
  const start = Date.now() / 1000;
  const at = (ms: number) => start + ms / 1000;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: fromY }], timestamp: at(0) });
  for (let step = 1; step <= steps; step++) {
    const y = fromY + ((toY - fromY) * step) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }], timestamp: at((durationMs * step) / steps) });
  }
  // The finger lifts one frame after its last move, still moving.
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: at(durationMs + 8) });
  await cdp.detach();
}
