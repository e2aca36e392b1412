import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.js';
import { completeOnboardingByApi, registerByApi, toastRegion } from './helpers.js';

// axe-core scans (zero serious or critical violations) of every screen that exists today, in both
// palettes, plus what only a keyboard can tell: focus order, arrow keys, focus after a step.

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/** A visitor has no saved setting: the app follows the system's scheme (issue 28), emulated here. */
async function applyVisitorTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
}

/** A signed-in user who has not finished onboarding, with the palette saved on the account. */
async function signInNewcomer(page: Page, theme: Theme): Promise<void> {
  await registerByApi(page);
  const response = await page.request.patch('/api/user/preferences', { data: { darkMode: theme === 'dark' } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The shell's <main> holds every page; a remote's own would nest a second one. */
async function expectOneMain(page: Page): Promise<void> {
  await expect(page.getByRole('main')).toHaveCount(1);
}

async function expectTheme(page: Page, theme: Theme): Promise<void> {
  if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

for (const theme of THEMES) {
  test.describe(`axe scans (${theme})`, () => {
    // Each test walks through several states and scans the whole page at each one.
    test.slow();

    test('/auth Login: empty, with validation errors, with a failure toast', async ({ page }) => {
      await page.goto('/auth');
      await expect(page.getByRole('heading', { name: 'Welcome to Tidings' })).toBeVisible();
      await applyVisitorTheme(page, theme);
      await expectTheme(page, theme);
      await expectNoSeriousA11yViolations(page, { label: `/auth Login (${theme})` });

      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByText('Username is required')).toBeVisible();
      await expectNoSeriousA11yViolations(page, { label: `/auth Login with errors (${theme})` });

      await page.getByLabel('Username').fill('nobody-here');
      await page.getByLabel('Password').fill('wrong-password');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(toastRegion(page).getByText('Login failed')).toBeVisible();
      await expectNoSeriousA11yViolations(page, { label: `/auth with a destructive toast (${theme})` });
    });

    test('/auth Register: empty and with validation errors', async ({ page }) => {
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Register' }).click();
      await expect(page.getByLabel('Confirm password')).toBeVisible();
      await applyVisitorTheme(page, theme);
      await expectTheme(page, theme);
      await expectNoSeriousA11yViolations(page, { label: `/auth Register (${theme})` });

      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await expect(page.getByText('Please confirm your password')).toBeVisible();
      await expectNoSeriousA11yViolations(page, { label: `/auth Register with errors (${theme})` });
    });

    test('onboarding interests, and the toast it raises', async ({ page }) => {
      await signInNewcomer(page, theme);
      await page.goto('/onboarding');
      await expect(page.getByRole('heading', { name: 'Choose Your Interests' })).toBeVisible();
      await expectTheme(page, theme);
      await page.getByRole('button', { name: 'World' }).click();
      await expectOneMain(page);
      await expectNoSeriousA11yViolations(page, { label: `onboarding interests (${theme})` });

      await page.getByRole('button', { name: 'Continue' }).click({ force: true });
      await expect(toastRegion(page).getByText('Select at least 3 interests')).toBeVisible();
      await expectNoSeriousA11yViolations(page, { label: `onboarding interests with a toast (${theme})` });
    });

    test('onboarding personalities: the 21 cards, one chosen, and no match', async ({ page }) => {
      await signInNewcomer(page, theme);
      await page.goto('/onboarding/personalities');
      await expect(page.getByRole('heading', { name: 'Who Do You Follow?' })).toBeVisible();
      await expectTheme(page, theme);
      const people = page.getByRole('list', { name: 'Personalities' });
      await expect(people.getByRole('button')).toHaveCount(21);
      await people.getByRole('button').first().click();
      await expect(people.getByRole('button', { pressed: true })).toHaveCount(1);
      await expectOneMain(page);
      await expectNoSeriousA11yViolations(page, { label: `onboarding personalities (${theme})` });

      await page.getByRole('searchbox', { name: 'Search personalities' }).fill('zzzz-nobody');
      await expect(page.getByText('No personalities found matching your search')).toBeVisible();
      await expectNoSeriousA11yViolations(page, { label: `onboarding personalities, no match (${theme})` });
    });

    test('onboarding preferences', async ({ page }) => {
      await signInNewcomer(page, theme);
      await page.goto('/onboarding/preferences');
      await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeVisible();
      await expectTheme(page, theme);
      await expectOneMain(page);
      await expectNoSeriousA11yViolations(page, { label: `onboarding preferences (${theme})` });
    });

    test('the 404 page, for a visitor and for a signed-in user', async ({ page }) => {
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await applyVisitorTheme(page, theme);
      await expectNoSeriousA11yViolations(page, { label: `404 visitor (${theme})` });

      await registerByApi(page);
      await completeOnboardingByApi(page);
      await page.request.patch('/api/user/preferences', { data: { darkMode: theme === 'dark' } });
      await page.goto('/no/such/page');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expectTheme(page, theme);
      await expectNoSeriousA11yViolations(page, { label: `404 signed in (${theme})` });
    });
  });
}

test.describe('keyboard only', () => {
  test('/auth: the tabs move with the arrow keys and a form is filled and sent without a pointer', async ({ page }) => {
    await page.goto('/auth');
    const login = page.getByRole('tab', { name: 'Login' });
    const register = page.getByRole('tab', { name: 'Register' });
    await login.focus();

    await page.keyboard.press('ArrowRight');
    await expect(register).toBeFocused();
    await expect(register).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Register' }).getByLabel('Confirm password')).toBeVisible();
    // Roving focus wraps, and Home goes to the first tab.
    await page.keyboard.press('ArrowRight');
    await expect(login).toBeFocused();
    await page.keyboard.press('End');
    await expect(register).toBeFocused();
    await page.keyboard.press('Home');
    await expect(login).toBeFocused();
    await expect(login).toHaveAttribute('aria-selected', 'true');

    // One tab stop for the tab list; then the panel itself (Radix makes it one, so a panel that
    // starts with text can be reached), then its first field.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'Login' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Username')).toBeFocused();
    await page.keyboard.type('nobody-here');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type('wrong-password');
    await page.keyboard.press('Enter');
    await expect(toastRegion(page).getByText('Login failed')).toBeVisible();
  });

  test('onboarding: toggles by Space and Enter, and each new step starts at its heading', async ({ page }) => {
    await signInNewcomer(page, 'light');
    await page.goto('/onboarding/interests');
    const heading = page.getByRole('heading', { name: 'Choose Your Interests' });
    await expect(heading).toBeFocused();

    for (const [interest, key] of [['World', 'Space'], ['Science', 'Enter'], ['Sports', 'Space']] as const) {
      const chip = page.getByRole('button', { name: interest });
      await chip.focus();
      await page.keyboard.press(key);
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
    }
    await page.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Who Do You Follow?' })).toBeFocused();
    // From the heading, Tab reaches the search box, then the first personality.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox', { name: 'Search personalities' })).toBeFocused();
    // A keyboard user hears "Loading personalities..." first; Tab reaches the list once it is there.
    const first = page.getByRole('list', { name: 'Personalities' }).getByRole('button').first();
    await expect(first).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-pressed', 'true');
  });
});
