import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'correct-horse-7';

let counter = 0;
/** A username no other test (or earlier run on the same engines) has used. */
export function uniqueUsername(prefix = 'reader'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid % 1000}${counter}`;
}

export function toastRegion(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const region = toastRegion(page);
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(region.getByText(description, { exact: true })).toBeVisible();
}

/** Registers through the API with the page's cookie jar, so the page is signed in. */
export async function registerByApi(page: Page, username = uniqueUsername()): Promise<string> {
  const response = await page.request.post('/api/register', { data: { username, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(201);
  return username;
}

export async function completeOnboardingByApi(page: Page): Promise<void> {
  const response = await page.request.patch('/api/user/preferences', {
    data: { interests: ['world', 'science', 'sports'], onboardingCompleted: true },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

export async function openRegisterTab(page: Page): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
}

export async function fillRegisterForm(page: Page, username: string, password: string, confirmation = password): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel(/Confirm/).fill(confirmation);
}

/** The service worker controls the page and has every remote's build in its own precache. */
export async function waitUntilInstalled(page: Page): Promise<void> {
  // Polled from here: page.waitForFunction takes the promise an async predicate returns for "true".
  const installed = () =>
    page.evaluate(async () => {
      if (!navigator.serviceWorker.controller) return false;
      const urls = (await (await caches.open('mf-remotes')).keys()).map((request) => request.url);
      return ['mf-feed', 'mf-profile', 'mf-discover', 'mf-onboarding'].every((remote) => urls.some((url) => url.includes(`/mf/${remote}/remoteEntry.js`)));
    });
  await expect.poll(installed, { timeout: 60_000, intervals: [500] }).toBe(true);
}
