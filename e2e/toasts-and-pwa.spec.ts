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

test('one toast at a time, announced, F8 reaches the region, and it leaves after 5 s', async ({ page }) => {
  await failLogin(page);
  await expectToast(page, 'Login failed', 'Invalid username or password. Please try again.');
  // Radix announces the toast through its own live region, outside the list.
  await expect(page.getByRole('status').filter({ hasText: /Login failed\s+Invalid username/ })).toHaveAttribute('aria-live', 'assertive');
  await expectNoSeriousA11yViolations(page, { label: '/auth with a toast' });
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(toastRegion(page).getByRole('listitem')).toHaveCount(1);

  await page.keyboard.press('F8');
  await expect(toastRegion(page).locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(toastRegion(page).getByRole('listitem')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(toastRegion(page).getByRole('button', { name: 'Close notification' })).toBeFocused();
  // Focus inside the region pauses the timer; leaving it lets the 5 s run.
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
