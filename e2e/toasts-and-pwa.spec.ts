import { expect, test } from '@playwright/test';
import { expectToast, toastRegion } from './helpers.js';

test('one toast at a time, F8 reaches the region, and it leaves after 5 s', async ({ page }) => {
  await page.goto('/auth');
  const login = page.getByRole('button', { name: 'Login', exact: true });
  await page.getByLabel('Username').fill('nobody-here');
  await page.getByLabel('Password').fill('wrong-password');
  await login.click();
  await expectToast(page, 'Login failed');
  await login.click();
  await expect(toastRegion(page).getByRole('status')).toHaveCount(1);

  await page.keyboard.press('F8');
  await expect(toastRegion(page).locator(':focus')).toHaveCount(1);

  await expect(toastRegion(page).getByText('Login failed')).toBeHidden({ timeout: 8000 });
});

test('a toast is dismissed by a swipe to the right', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Username').fill('nobody-here');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const toast = toastRegion(page).getByRole('status').first();
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let x = 20; x <= 140; x += 20) await page.mouse.move(box.x + x, y);
  await page.mouse.up();
  await expect(toastRegion(page).getByText('Login failed')).toBeHidden({ timeout: 2000 });
});

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
