import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.js';
import { expectToast, fillRegisterForm, openRegisterTab, uniqueUsername } from './helpers.js';

// Issue 9: 'Quick Test Login' only where the server offers it, decided before the form's first
// paint; and the register form's answer to a password the server refuses as too common.

/**
 * Records, the moment the Login button first enters the page, whether 'Quick Test Login' was
 * already there: the button must never appear (or vanish) after the form, shifting the layout.
 */
async function recordFirstPaintOfTheForm(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const named = (name: string) => Array.from(document.querySelectorAll('button')).some((button) => button.textContent?.trim() === name);
    const observer = new MutationObserver(() => {
      if (!named('Login')) return;
      (window as unknown as { quickAtFirstPaint: boolean }).quickAtFirstPaint = named('Quick Test Login');
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const quickAtFirstPaint = (page: Page) => page.evaluate(() => (window as unknown as { quickAtFirstPaint?: boolean }).quickAtFirstPaint);

test.describe('auth page security', () => {
  test("offers 'Quick Test Login' from the first paint where the server enables it", async ({ page }) => {
    const config = await page.request.get('/api/config');
    expect(await config.json()).toEqual({ quickTestLogin: true });
    await recordFirstPaintOfTheForm(page);
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Quick Test Login' })).toBeVisible();
    expect(await quickAtFirstPaint(page)).toBe(true);
  });

  test("hides 'Quick Test Login' from the first paint where the server has it off", async ({ page }) => {
    await page.route('**/api/config', (route) => route.fulfill({ json: { quickTestLogin: false } }));
    await recordFirstPaintOfTheForm(page);
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Quick Test Login' })).toHaveCount(0);
    expect(await quickAtFirstPaint(page)).toBe(false);
    await expectNoSeriousA11yViolations(page, { label: 'auth without Quick Test Login' });
  });

  test('shows a too common password refused by the server on the password field', async ({ page }) => {
    await openRegisterTab(page);
    await fillRegisterForm(page, uniqueUsername('common'), 'qwerty123');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAccessibleDescription('This password is too common. Please choose another.');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toBeFocused();
    await expect(page).toHaveURL(/\/auth$/);
    await expectNoSeriousA11yViolations(page, { label: 'register with a refused password' });

    // A better one goes through.
    await fillRegisterForm(page, uniqueUsername('phrase'), 'blue kettle on the hob');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL(/\/onboarding\/interests$/);
  });

  test("refuses to register 'testuser' with the spec's failure toast", async ({ page }) => {
    await openRegisterTab(page);
    await fillRegisterForm(page, 'TestUser', 'Harbour-lights-42');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expectToast(page, 'Registration failed', 'Username may already be taken. Please try another.');
  });
});
