import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.js';
import { expectToast, toastRegion } from './helpers.js';

async function failLogin(page: Page): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Username').fill('nobody-here');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Drags across the toast from `from` to `to` px of its left edge, by mouse or by a finger. */
async function swipe(page: Page, toast: Locator, from: number, to: number, pointer: 'mouse' | 'touch'): Promise<void> {
  const box = (await toast.boundingBox())!;
  const y = box.y + box.height / 2;
  const steps = Array.from({ length: 7 }, (_, i) => box.x + from + ((to - from) * (i + 1)) / 7);
  if (pointer === 'mouse') {
    await page.mouse.move(box.x + from, y);
    await page.mouse.down();
    for (const x of steps) await page.mouse.move(x, y);
    await page.mouse.up();
    return;
  }
  // Playwright's touchscreen only taps; a drag needs the DevTools protocol's touch events.
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', box.x + from);
  for (const x of steps) await touch('touchMove', x);
  await touch('touchEnd', to);
  await cdp.detach();
}

/**
 * Records what live regions say while the page runs: Radix's announcer lives for one second
 * only, too short to catch reliably by polling on a loaded machine.
 */
async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard: Array<{ live: string | null; text: string }> = [];
    (window as unknown as { announcements: typeof heard }).announcements = heard;
    new MutationObserver(() => {
      for (const region of Array.from(document.querySelectorAll('[role="status"][aria-live]'))) {
        const text = region.textContent ?? '';
        if (text && !heard.some((entry) => entry.text === text)) heard.push({ live: region.getAttribute('aria-live'), text });
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

test('one toast at a time, announced, F8 reaches the region, and it leaves after 5 s', async ({ page }) => {
  await recordAnnouncements(page);
  await failLogin(page);
  await expectToast(page, 'Login failed', 'Invalid username or password. Please try again.');
  // Radix announces the toast through its own live region, outside the list; a failure interrupts.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { announcements: unknown[] }).announcements))
    .toContainEqual({ live: 'assertive', text: expect.stringMatching(/Login failed\s+Invalid username or password/) });

  // The second failure replaces the first toast rather than stacking under it.
  await toastRegion(page).getByRole('listitem').evaluate((item) => item.setAttribute('data-test-first', ''));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(toastRegion(page).locator('li:not([data-test-first])')).toHaveCount(1);
  await expect(toastRegion(page).getByRole('listitem')).toHaveCount(1);

  // F8, then Tab: the toast, then its close button. Focus inside pauses the timer meanwhile.
  await page.keyboard.press('F8');
  await expect(toastRegion(page).locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(toastRegion(page).getByRole('listitem')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(toastRegion(page).getByRole('button', { name: 'Close notification' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, { label: '/auth with a toast' });

  // Leaving the region lets the 5 s run out.
  await page.getByLabel('Username').focus();
  await expect(toastRegion(page).getByText('Login failed')).toBeHidden({ timeout: 8000 });
});

for (const pointer of ['mouse', 'touch'] as const) {
  test(`a toast is dismissed by a ${pointer} swipe to the right past 50 px, not by a shorter one`, async ({ page }) => {
    await failLogin(page);
    const toast = toastRegion(page).getByRole('listitem');
    await expect(toast).toBeVisible();
    await swipe(page, toast, 20, 60, pointer);
    await expect(toast).toHaveAttribute('data-swipe', 'cancel');
    await expect(toast).toBeVisible();
    await swipe(page, toast, 20, 140, pointer);
    await expect(toastRegion(page).getByText('Login failed')).toBeHidden({ timeout: 2000 });
  });
}

test('the app is installable: manifest with icons and a service worker', async ({ page, request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  const body = (await manifest.json()) as { name: string; icons: Array<{ sizes: string; src: string }>; display: string; start_url: string };
  expect(body).toMatchObject({ name: 'Tidings', display: 'standalone', start_url: '/' });
  expect(body.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of body.icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);

  await page.goto('/auth');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);
});
