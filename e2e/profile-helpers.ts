import { expect, type Page } from '@playwright/test';
import type { PublicUser } from '@tidings/contracts/user';
import { FIRST_PAINT_TIMEOUT_MS } from './reader-helpers.js';

// Shared by the profile's end-to-end specs: the saved user as the server has it, and the profile
// opened and ready.

export async function savedUser(page: Page): Promise<PublicUser> {
  const response = await page.request.get('/api/user');
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as PublicUser;
}

/** Opens /profile and waits for its first section. */
export async function openProfile(page: Page): Promise<void> {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'YOUR ACTIVITY' })).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
}

/** The PATCH /api/user/preferences the next action sends, answered. */
export function nextPreferencesSave(page: Page) {
  return page.waitForResponse((response) => response.request().method() === 'PATCH' && new URL(response.url()).pathname === '/api/user/preferences');
}

/** Moves focus with Tab until `target` has it. */
export async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, maxPresses = 60): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** What react-query (and the page's own code) see when the tab is hidden or shown again. */
export async function setPageVisibility(page: Page, state: 'visible' | 'hidden'): Promise<void> {
  await page.evaluate((next) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => next });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => next === 'hidden' });
    // It bubbles to window, where react-query listens, as the browser's own does.
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, state);
}
