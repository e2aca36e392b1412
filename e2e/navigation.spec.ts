import { expect, test } from '@playwright/test';
import { completeOnboardingByApi, registerByApi } from './helpers.js';

// One test makes a remote unreachable through page.route, which the service worker's fetches
// would pass once it controls the page.
test.use({ serviceWorkers: 'block' });

test.describe('navigation of a signed-in user', () => {
  test.beforeEach(async ({ page }) => {
    await registerByApi(page);
    await completeOnboardingByApi(page);
  });

  test('the bottom navigation follows the path, /bookmarks included', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    const cases: Array<[string, string]> = [
      ['/', 'Feed'],
      ['/discover', 'Discover'],
      ['/profile', 'Profile'],
      ['/bookmarks', 'Profile'],
    ];
    for (const [path, active] of cases) {
      await page.goto(path);
      await expect(nav.getByRole('link', { name: active })).toHaveAttribute('aria-current', 'page');
      for (const other of ['Discover', 'Feed', 'Profile'].filter((name) => name !== active)) {
        await expect(nav.getByRole('link', { name: other })).not.toHaveAttribute('aria-current', 'page');
      }
    }
    await nav.getByRole('link', { name: 'Discover' }).click();
    await expect(page).toHaveURL(/\/discover$/);
  });

  test('the bottom navigation is hidden on onboarding', async ({ page }) => {
    await page.goto('/onboarding');
    await expect(page).toHaveURL(/\/onboarding\/interests$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
  });

  // A remote that cannot give the shell its screen — not deployed yet (registry `live: false`),
  // or its container unreachable — leaves its route to the fallback, never a fake screen. Every
  // remote may be live by now, so a live one's container is made unreachable.
  test('a route whose remote cannot provide its screen shows the unavailable fallback, not a fake screen', async ({ page }) => {
    await page.route(/\/mf\/mf-profile\/remoteEntry\.js/, (route) => route.abort('connectionrefused'));
    await page.goto('/bookmarks');
    await expect(page.getByRole('heading', { name: 'This part of Tidings is unavailable right now.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Bookmarks' })).toHaveCount(0);
  });
});

test('an unknown path shows the not-found page to a visitor too', async ({ page }) => {
  await page.goto('/definitely-not-here');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
});
