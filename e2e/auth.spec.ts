import { expect, test } from '@playwright/test';
import { PASSWORD, expectToast, fillRegisterForm, openRegisterTab, registerByApi, completeOnboardingByApi, uniqueUsername } from './helpers.js';

test.describe('auth page', () => {
  test('a visitor is sent to /auth, which presents the product', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Tidings' })).toBeVisible();
    await expect(page.getByText('Sign in to access your personalized news feed.')).toBeVisible();
    for (const point of ['Personalized Feed', 'Quick Read', 'Diverse Sources', 'Save for Later']) {
      await expect(page.getByText(point, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('login and register tabs switch by tab and by link', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: "Don't have an account? Register" }).click();
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel(/Confirm/)).toBeVisible();
    await page.getByRole('button', { name: 'Already have an account? Login' }).click();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });

  test('login validation messages', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('register validation messages', async ({ page }) => {
    await openRegisterTab(page);
    await fillRegisterForm(page, 'ab', '12345', '');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByText('Please confirm your password')).toBeVisible();
    await fillRegisterForm(page, 'abc', '123456', '654321');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
  });

  test('a taken username fails registration with the spec toast', async ({ page }) => {
    const username = await registerByApi(page);
    await page.context().clearCookies();
    await openRegisterTab(page);
    await fillRegisterForm(page, username, PASSWORD);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expectToast(page, 'Registration failed', 'Username may already be taken. Please try another.');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a wrong password fails login with the spec toast', async ({ page }) => {
    const username = await registerByApi(page);
    await page.context().clearCookies();
    await page.goto('/auth');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectToast(page, 'Login failed', 'Invalid username or password. Please try again.');
  });

  test('login lands an onboarded user on the feed, and /auth then redirects home', async ({ page }) => {
    const username = await registerByApi(page);
    await completeOnboardingByApi(page);
    await page.context().clearCookies();
    await page.goto('/auth');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectToast(page, 'Login successful', `Welcome back, ${username}!`);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
  });

  test('login of a user who has not finished onboarding goes to the interests step', async ({ page }) => {
    const username = await registerByApi(page);
    await page.context().clearCookies();
    await page.goto('/auth');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/onboarding\/interests$/);
  });

  test('Quick Test Login fills in the test account and signs in', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Quick Test Login' }).click();
    await expect(page.getByLabel('Username')).toHaveValue('testuser');
    await expectToast(page, 'Login successful', 'Welcome back, testuser!');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the session survives a reload', async ({ page }) => {
    await registerByApi(page);
    await completeOnboardingByApi(page);
    await page.goto('/discover');
    await page.reload();
    await expect(page).toHaveURL(/\/discover$/);
  });
});

test('a new user registers, goes through onboarding and lands in the app', async ({ page }) => {
  const username = uniqueUsername('new');
  await openRegisterTab(page);
  await fillRegisterForm(page, username, PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expectToast(page, 'Registration successful', `Welcome to Tidings, ${username}!`);
  await expect(page).toHaveURL(/\/onboarding\/interests$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  // Interests: at least three.
  await expect(page.getByRole('heading', { name: 'Choose Your Interests' })).toBeVisible();
  await expect(page.getByText('Selected: 0/3')).toBeVisible();
  // The remote's own CSS applies inside the shell (chips are outlined buttons, not bare text).
  await expect(page.getByRole('button', { name: 'Sports' })).toHaveCSS('border-top-style', 'solid');
  await page.getByRole('button', { name: 'Ireland' }).click();
  await page.getByRole('button', { name: 'Science' }).click();
  // Continue is aria-disabled below three, yet a tap must still explain why: force the click.
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: 'Continue' }).click({ force: true });
  await expectToast(page, 'Select at least 3 interests', 'Please select at least 3 topics that interest you.');
  await expect(page).toHaveURL(/\/onboarding\/interests$/);
  await page.getByRole('button', { name: 'Sports' }).click();
  await expect(page.getByText('Selected: 3/3')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Personalities: search, empty result, choose one.
  await expect(page).toHaveURL(/\/onboarding\/personalities$/);
  await expect(page.getByRole('heading', { name: 'Who Do You Follow?' })).toBeVisible();
  const search = page.getByPlaceholder('Search personalities...');
  await search.fill('zzzz-nobody');
  await expect(page.getByText('No personalities found matching your search')).toBeVisible();
  await search.fill('');
  // Within the list: the search result settles a moment later, and until then the first unpressed
  // button on the page could be a toast's close button.
  const firstPerson = page.getByRole('list', { name: 'Personalities' }).getByRole('button').first();
  await firstPerson.click();
  await expect(firstPerson).toHaveAttribute('aria-pressed', 'true');

  // Back keeps the choices; forward again.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Selected: 3/3')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('list', { name: 'Personalities' }).getByRole('button', { pressed: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Preferences: dark mode on, complete.
  await expect(page).toHaveURL(/\/onboarding\/preferences$/);
  await expect(page.getByText('Almost there!')).toBeVisible();
  await expect(page.getByText('Set your preferences to complete setup')).toBeVisible();
  await page.getByRole('switch', { name: /Dark Mode/ }).click();
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expectToast(page, 'Welcome to Tidings', 'Your preferences have been saved.');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // Saved on the server; temporary choices removed; dark mode applied.
  const user = await (await page.request.get('/api/user')).json();
  expect(user).toMatchObject({ username, onboardingCompleted: true, darkMode: true, interests: ['ireland', 'science', 'sports'] });
  expect(user.followingPersonalities).toHaveLength(1);
  expect(await page.evaluate(() => [localStorage.getItem('onboarding_interests'), localStorage.getItem('onboarding_personalities')])).toEqual([null, null]);
  await expect(page.locator('html')).toHaveClass(/dark/);
});
