import { expect, test } from '@playwright/test';
import { registerByApi } from './helpers.js';

// The outage below is simulated with page.route, which does not see requests the service worker
// makes: once /sw.js controls the page (it claims it as soon as it activates), the "offline"
// remote would load through it. Without the worker, every request meets the route.
test.use({ serviceWorkers: 'block' });

test('a remote that fails to load shows a fallback, the rest keeps working, and Try again recovers', async ({ page }) => {
  await registerByApi(page);
  let blocked = true;
  await page.route('**/mf/mf-onboarding/**', (route) => (blocked ? route.abort('connectionrefused') : route.continue()));

  await page.goto('/onboarding/interests');
  const fallback = page.getByRole('heading', { name: 'This part of Tidings is unavailable right now.' });
  await expect(fallback).toBeVisible();
  // Only that slot is down: the shell's own screens still render (the not-found page here).
  await page.evaluate(() => {
    history.pushState({}, '', '/no-such-screen');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await page.goBack();
  await expect(fallback).toBeVisible();

  blocked = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Your Interests' })).toBeVisible();
});

test('the runtime remote list is served fresh and names every remote', async ({ request }) => {
  const response = await request.get('/mf/remotes.json');
  expect(response.ok()).toBe(true);
  expect(response.headers()['cache-control']).toContain('no-store');
  const body = (await response.json()) as { remotes: Array<{ name: string; manifest: string }> };
  expect(body.remotes.map((r) => r.name).sort()).toEqual(['mf_discover', 'mf_feed', 'mf_onboarding', 'mf_profile']);
  for (const remote of body.remotes) {
    const manifest = await request.get(remote.manifest);
    expect(manifest.ok(), remote.manifest).toBe(true);
  }
});
