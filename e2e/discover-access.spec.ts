import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.js';
import { FIRST_PAINT_TIMEOUT_MS, signIn, searchBox, chip, cards, resultsHeading, openDiscover, wordFromCorpus } from './discover-helpers.js';

// The search-and-browse screen with the keyboard alone and under axe, light and dark.

// Route interception only sees the page's own requests; once the service worker controls the
// page its fetches would pass the routes (the service worker has its own suite).
test.use({ serviceWorkers: 'block' });
// A test waits up to the first paint's timeout, and then does its work.
test.describe.configure({ timeout: FIRST_PAINT_TIMEOUT_MS + 35_000 });

test('keyboard only: search, choose a category with the arrows, open a result and come back to it', async ({ page }) => {
  await signIn(page);
  await openDiscover(page);
  await expect(cards(page).first()).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(searchBox(page)).toBeFocused();
  // The search runs after a pause in typing (Enter would too, and hand a phone's keyboard back).
  await page.keyboard.type('qqzzxxnothing');
  await expect(page.getByText('No news found matching your search.')).toBeVisible();
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(searchBox(page)).toHaveValue('');
  await expect(cards(page).first()).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(chip(page, 'Top News')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(chip(page, 'Breaking News')).toBeChecked();
  await expect(chip(page, 'Breaking News')).toBeFocused();
  await expect(resultsHeading(page)).toHaveText('Breaking News');
  await expect(cards(page).first()).toBeVisible();

  await page.keyboard.press('Tab');
  const link = cards(page).first().getByRole('link');
  await expect(link).toBeFocused();
  const title = (await link.textContent())!;
  await page.keyboard.press('Enter');
  const reader = page.getByRole('dialog', { name: title });
  await expect(reader).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await page.keyboard.press('Escape');
  await expect(reader).toBeHidden();
  await expect(link).toBeFocused();
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe, ${theme}: no serious or critical violations`, () => {
    // Full-page scans take seconds each on a loaded machine.
    test.slow();

    test.beforeEach(async ({ page }) => {
      await signIn(page, { darkMode: theme === 'dark' });
    });

    async function openResults(page: Page): Promise<void> {
      await openDiscover(page);
      await expect(cards(page).first()).toBeVisible();
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    }

    test('the list and a search with its words marked', async ({ page }) => {
      const word = await wordFromCorpus(page);
      await openResults(page);
      await expectNoSeriousA11yViolations(page, { label: `/discover top stories (${theme})` });

      await searchBox(page).fill(word);
      await searchBox(page).press('Enter');
      await expect(cards(page).first().locator('mark').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, { label: `/discover search with marks (${theme})` });
    });

    test('the empty and the error states', async ({ page }) => {
      await openResults(page);
      await searchBox(page).fill('qqzzxxnothing');
      await searchBox(page).press('Enter');
      await expect(page.getByText('No news found matching your search.')).toBeVisible();
      await expectNoSeriousA11yViolations(page, { label: `/discover empty (${theme})` });

      await page.route(/\/api\/news\/search\?/, (route) => route.fulfill({ status: 500, body: 'down' }));
      await searchBox(page).fill('anything');
      await searchBox(page).press('Enter');
      await expect(page.getByText('Failed to load news. Please try again.')).toBeVisible();
      await expectNoSeriousA11yViolations(page, { label: `/discover error (${theme})` });
    });
  });
}
