import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.js';
import { expectToast } from './helpers.js';
import { nextPreferencesSave, openProfile, savedUser, setPageVisibility, tabTo } from './profile-helpers.js';
import { FIRST_PAINT_TIMEOUT_MS, listArticles, signIn } from './reader-helpers.js';

// The profile screen (spec section 2, "Profile screen"; sections 4, 7, 8, 9), on the Pixel 7
// profile. Each test signs a fresh user in (interests world, science, sports; onboarded).

// Route interception only sees the page's own requests: once the service worker controls the
// page, its fetches would pass the routes at random.
test.use({ serviceWorkers: 'block' });

const figure = (page: Page, label: string) => page.getByRole('group', { name: label }).getByRole('paragraph').first();
const toggle = (page: Page, name: string) => page.getByRole('switch', { name });

test('the user, the four sections and Logout; an axe scan in light and dark', async ({ page }) => {
  const username = await signIn(page);
  await openProfile(page);
  await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
  await expect(page.getByText(username.charAt(0).toUpperCase(), { exact: true })).toBeVisible();
  for (const section of ['YOUR ACTIVITY', 'YOUR FEED', 'PREFERENCES', 'SUPPORT']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  await expect(figure(page, 'Total Articles')).toHaveText('0');
  await expectNoSeriousA11yViolations(page, { label: 'profile (light)' });
  await toggle(page, 'Dark Mode').click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousA11yViolations(page, { label: 'profile (dark)' });
});

test.describe('YOUR ACTIVITY', () => {
  test("'...' while the streak loads, then the figures and today's progress bar", async ({ page }) => {
    await signIn(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user/streak', async (route) => {
      await held;
      await route.continue();
    });
    await openProfile(page);
    for (const label of ['Current Streak', "Today's Progress", 'Best Streak', 'Total Articles']) await expect(figure(page, label)).toHaveText('...');
    release();
    await expect(figure(page, 'Current Streak')).toHaveText('0 days');
    await expect(page.getByText('Read at least 1 article daily to maintain your streak!')).toBeVisible();
    await expect(figure(page, "Today's Progress")).toHaveText('0/3');
    await expect(figure(page, 'Best Streak')).toHaveText('0 days');
    await expect(page.getByRole('progressbar', { name: "Today's Progress" })).toHaveAttribute('aria-valuenow', '0');
  });

  test('polled every 5 s while the page is visible: a read shows up without a reload; none while hidden', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page);
    const calls: Array<{ at: number; zone: string | undefined }> = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/user/streak') calls.push({ at: Date.now(), zone: request.headers()['x-time-zone'] });
    });
    await openProfile(page);
    await expect(figure(page, 'Total Articles')).toHaveText('0');
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);

    // A read recorded elsewhere (another tab, the reader) in the user's time zone.
    const [article] = await listArticles(page, 1);
    const read = await page.request.post(`/api/news/${article!.id}/read`, { data: { timeSpentSeconds: 12 }, headers: { 'x-time-zone': zone } });
    expect(read.ok(), await read.text()).toBe(true);
    await expect(figure(page, 'Total Articles')).toHaveText('1', { timeout: 12_000 });
    await expect(figure(page, "Today's Progress")).toHaveText('1/3');
    await expect(figure(page, 'Current Streak')).toHaveText('1 day');
    await expect(page.getByRole('progressbar', { name: "Today's Progress" })).toHaveAttribute('aria-valuenow', '33');

    // The beat: about 5 s apart, never fresh (each beat is a request), the zone sent every time.
    const startedAt = calls.length;
    await expect.poll(() => calls.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(startedAt + 3);
    const beats = calls.slice(startedAt - 1);
    for (let i = 1; i < beats.length; i += 1) {
      const gap = beats[i]!.at - beats[i - 1]!.at;
      expect(gap, `gap ${i}`).toBeGreaterThanOrEqual(4_500);
      expect(gap, `gap ${i}`).toBeLessThan(8_000);
    }
    expect(new Set(calls.map((call) => call.zone))).toEqual(new Set([zone]));

    await setPageVisibility(page, 'hidden');
    const whileHidden = calls.length;
    await page.waitForTimeout(11_000);
    expect(calls.length).toBe(whileHidden);
    await setPageVisibility(page, 'visible');
    // Back in view: asked at once, not at the next beat.
    await expect.poll(() => calls.length, { timeout: 3_000 }).toBe(whileHidden + 1);
  });
});

test.describe('PREFERENCES', () => {
  test('Dark Mode applies at once, is saved, and is there after a reload', async ({ page }) => {
    await signIn(page);
    await openProfile(page);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    const saved = nextPreferencesSave(page);
    await toggle(page, 'Dark Mode').click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await background()).not.toBe(light);
    expect((await saved).ok()).toBe(true);
    expect((await savedUser(page)).darkMode).toBe(true);
    await page.reload();
    await expect(toggle(page, 'Dark Mode')).toHaveAttribute('aria-checked', 'true', { timeout: FIRST_PAINT_TIMEOUT_MS });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('Notifications is saved as it flips; a failed save flips it back with a toast', async ({ page }) => {
    await signIn(page);
    await openProfile(page);
    await expect(toggle(page, 'Notifications')).toHaveAttribute('aria-checked', 'true');
    const saved = nextPreferencesSave(page);
    await toggle(page, 'Notifications').click();
    expect((await saved).ok()).toBe(true);
    expect((await savedUser(page)).notificationsEnabled).toBe(false);

    await page.route('**/api/user/preferences', (route) => route.fulfill({ status: 503, body: 'down' }));
    await toggle(page, 'Notifications').click();
    await expectToast(page, 'Error', 'Failed to save your preferences. Please try again.');
    await expect(toggle(page, 'Notifications')).toHaveAttribute('aria-checked', 'false');
    expect((await savedUser(page)).notificationsEnabled).toBe(false);
  });

  test('Install App shows only while the browser offers an install prompt, and goes once used', async ({ page }) => {
    await signIn(page);
    await openProfile(page);
    await expect(page.getByText('Install App')).toHaveCount(0);
    // What Chromium fires when the app is installable (it is not on this test server's plain http).
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      });
      window.dispatchEvent(offer);
    });
    await expect(page.getByText('Install App')).toBeVisible();
    await page.getByRole('button', { name: 'Install' }).click();
    await expect(page.getByText('Install App')).toHaveCount(0);
  });
});

test.describe('SUPPORT', () => {
  for (const [row, content] of [
    ['Help & Support', /interests/i],
    ['Terms & Policies', /Tidings/],
    ['Privacy', 'Seen history'],
  ] as const) {
    test(`${row} opens a sheet with its page; Escape closes it and gives focus back`, async ({ page }) => {
      await signIn(page);
      await openProfile(page);
      const opener = page.getByRole('button', { name: new RegExp(`^${row.replace(/[&]/g, '\\$&')}`) });
      await opener.click();
      const sheet = page.getByRole('dialog', { name: row });
      await expect(sheet).toBeVisible();
      await expect(sheet.getByText(content).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, { label: `profile: ${row} sheet` });
      await page.keyboard.press('Escape');
      await expect(sheet).toHaveCount(0);
      await expect(opener).toBeFocused();
    });
  }
});

test.describe('Logout', () => {
  test('says goodbye and goes to /auth; the session is over', async ({ page }) => {
    await signIn(page);
    await openProfile(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out successfully', 'Come back soon!');
    await expect(page).toHaveURL(/\/auth$/);
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });

  test('a failed logout says so and stays signed in', async ({ page }) => {
    await signIn(page);
    await page.route('**/api/logout', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await openProfile(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logout failed', 'There was an issue logging out. Please try again.');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeEnabled();
  });
});

test('keyboard only: a switch, an inline edit cancelled with Escape, a support sheet', async ({ page }) => {
  await signIn(page);
  await openProfile(page);
  await expect(page.getByText('World', { exact: true })).toBeVisible();

  const dark = toggle(page, 'Dark Mode');
  await tabTo(page, dark);
  const saved = nextPreferencesSave(page);
  await page.keyboard.press('Space');
  await expect(dark).toHaveAttribute('aria-checked', 'true');
  expect((await saved).ok()).toBe(true);

  // Back up the page to YOUR FEED with Shift+Tab.
  const edit = page.getByRole('button', { name: 'Edit Interests' });
  for (let presses = 0; presses < 30 && !(await edit.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Shift+Tab');
  await expect(edit).toBeFocused();
  await page.keyboard.press('Enter');
  const choices = page.getByRole('group', { name: 'Choose interests' });
  await expect(choices).toBeVisible();
  await expect(choices.getByRole('button').first()).toBeFocused();
  await page.keyboard.press('Space');
  await expect(choices.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(choices).toHaveCount(0);
  await expect(edit).toBeFocused();
  expect((await savedUser(page)).interests).toEqual(['world', 'science', 'sports']);

  const help = page.getByRole('button', { name: /^Help & Support/ });
  await tabTo(page, help);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Help & Support' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeFocused();
});
