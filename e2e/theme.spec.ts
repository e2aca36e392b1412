import { expect, test, type Page } from '@playwright/test';
import { completeOnboardingByApi, registerByApi } from './helpers.js';

// No flash (issue 28): the theme is on <html> before the first frame is painted — the setting this
// device stored, or the system's scheme for a visitor — and the saved setting wins once /api/user
// answers. The service worker is blocked so page.route sees /api/user (a worker's fetches pass it
// by) and every load is a cold one from the network.
test.use({ serviceWorkers: 'block' });

const DARK_BACKGROUND = 'rgb(13, 16, 24)';
const LIGHT_BACKGROUND = 'rgb(246, 247, 251)';
const THEME_COLORS = { light: '#3949c6', dark: '#0d1018' };

interface FirstFrame {
  background: string;
  colorScheme: string;
  themeColor: string | null;
  /** Whether /api/user had answered by then (a finished request has a resource timing entry). */
  userAnswered: boolean;
}

/** Records, on every load of the page, what its first frame is painted with (just before it). */
async function recordFirstFrame(page: Page): Promise<() => Promise<FirstFrame>> {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const root = getComputedStyle(document.documentElement);
      (window as unknown as { firstFrame: FirstFrame }).firstFrame = {
        background: root.backgroundColor,
        colorScheme: root.colorScheme,
        themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content') ?? null,
        userAnswered: performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === '/api/user'),
      };
    });
  });
  return async () => {
    await page.waitForFunction(() => 'firstFrame' in window);
    return page.evaluate(() => (window as unknown as { firstFrame: FirstFrame }).firstFrame);
  };
}

/** /api/user answers only after `ms`: whatever the first frame shows, the app did not decide it. */
async function delayUserAnswer(page: Page, ms = 1_500): Promise<void> {
  await page.route('**/api/user', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

async function signInWithDarkMode(page: Page, darkMode: boolean): Promise<void> {
  await registerByApi(page);
  await completeOnboardingByApi(page);
  const response = await page.request.patch('/api/user/preferences', { data: { darkMode } });
  expect(response.ok(), await response.text()).toBe(true);
}

const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('tidings-theme'));
const html = (page: Page) => page.locator('html');

test("a dark-mode reader's first frame is dark on a cold start, before /api/user answers", async ({ page }) => {
  await signInWithDarkMode(page, true);
  await page.goto('/');
  // The first start on this device learns the saved setting from /api/user and keeps it.
  await expect(html(page)).toHaveClass(/\bdark\b/);
  expect(await storedTheme(page)).toBe('dark');

  const firstFrame = await recordFirstFrame(page);
  await delayUserAnswer(page);
  await page.reload();
  expect(await firstFrame()).toEqual({ background: DARK_BACKGROUND, colorScheme: 'dark', themeColor: THEME_COLORS.dark, userAnswered: false });
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 25_000 });
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', THEME_COLORS.dark);
});

test('the saved setting wins over the one stored on the device once /api/user answers, and is stored', async ({ page }) => {
  await signInWithDarkMode(page, false);
  // This device last saw dark mode on; the setting was turned off elsewhere since.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) localStorage.setItem('tidings-theme', 'dark');
    sessionStorage.setItem('seeded', '1');
  });
  const firstFrame = await recordFirstFrame(page);
  await page.goto('/');
  expect((await firstFrame()).background).toBe(DARK_BACKGROUND);
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', THEME_COLORS.light);
  expect(await storedTheme(page)).toBe('light');
  await page.reload();
  expect(await firstFrame()).toMatchObject({ background: LIGHT_BACKGROUND, colorScheme: 'light', themeColor: THEME_COLORS.light });
});

test.describe('a visitor', () => {
  test.use({ colorScheme: 'dark' });

  test("gets the system's dark scheme from the first frame, and follows it as it changes", async ({ page }) => {
    const firstFrame = await recordFirstFrame(page);
    await delayUserAnswer(page);
    await page.goto('/auth');
    expect(await firstFrame()).toEqual({ background: DARK_BACKGROUND, colorScheme: 'dark', themeColor: THEME_COLORS.dark, userAnswered: false });
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible({ timeout: 25_000 });
    await expect(html(page)).toHaveClass(/\bdark\b/);

    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', THEME_COLORS.light);
  });

  test("after a light-mode reader logs out, gets the system's scheme, and nothing of theirs stays on the device", async ({ page }) => {
    await signInWithDarkMode(page, false);
    await page.goto('/profile');
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    expect(await storedTheme(page)).toBe('light');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await storedTheme(page)).toBeNull();

    const firstFrame = await recordFirstFrame(page);
    await page.reload();
    expect((await firstFrame()).background).toBe(DARK_BACKGROUND);
  });
});
