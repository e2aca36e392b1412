import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, ROOT } from '../scripts/engines.js';
import { spawnRemoteDev, type SpawnedRemoteDev } from '../scripts/remote-dev/spawn-remote-dev.js';
import { baseURL } from '../playwright.config.js';
import { PASSWORD, uniqueUsername } from './helpers.js';

// Issue 28: `npm run dev -w mf-discover` serves that remote, from this checkout, into the running
// Tidings (this suite's stack), and an edit shows in the open page without a reload.
const SOURCE = join(ROOT, 'mf-discover/src/features/discover/components/search-box.tsx');
const PLACEHOLDER = 'placeholder="Search news..."';

test.describe('one remote in dev mode', () => {
  // The first compile of the dev shell and remote, on a busy machine, before anything is shown.
  test.setTimeout(180_000);
  let dev: SpawnedRemoteDev;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dev = spawnRemoteDev({ folder: 'mf-discover', upstream: baseURL, port: await freePort() });
    await dev.waitForEntry(150_000);
  });
  test.afterAll(async () => {
    await dev?.stop();
  });

  test('an edit to a screen appears in the open page without a reload, keeping its state', async ({ page }) => {
    const original = readFileSync(SOURCE, 'utf8');
    expect(original).toContain(PLACEHOLDER);

    // Signed in through the dev server's proxy: the session is the dev page's own.
    const signUp = await page.request.post(`${dev.url}/api/register`, { data: { username: uniqueUsername('dev'), password: PASSWORD } });
    expect(signUp.status(), await signUp.text()).toBe(201);
    const onboarded = await page.request.patch(`${dev.url}/api/user/preferences`, { data: { interests: ['world', 'science'], onboardingCompleted: true } });
    expect(onboarded.ok(), await onboarded.text()).toBe(true);

    await page.goto(`${dev.url}/discover`);
    const search = page.getByRole('searchbox', { name: 'Search news' });
    await expect(search).toHaveAttribute('placeholder', 'Search news...', { timeout: 90_000 });
    await search.fill('state kept');
    await page.evaluate(() => ((window as unknown as { devMarker: string }).devMarker = 'not reloaded'));

    try {
      const rebuilt = dev.nextLine(/rebuilt in/);
      writeFileSync(SOURCE, original.replace(PLACEHOLDER, 'placeholder="Search the news (edited)..."'));
      await rebuilt;
      await expect(search).toHaveAttribute('placeholder', 'Search the news (edited)...', { timeout: 15_000 });
    } finally {
      writeFileSync(SOURCE, original);
    }
    expect(await page.evaluate(() => (window as unknown as { devMarker?: string }).devMarker)).toBe('not reloaded');
    await expect(search).toHaveValue('state kept');
  });
});
