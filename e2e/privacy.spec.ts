import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { UserExport } from '@tidings/contracts/user-data';
import { expectNoSeriousA11yViolations } from './axe.js';
import { expectToast, PASSWORD } from './helpers.js';
import { openProfile, tabTo } from './profile-helpers.js';
import { expectToastOverReader, listArticles, READER_TEST_TIMEOUT_MS, signIn } from './reader-helpers.js';

// The privacy sheet's 'Your data' (issue 9, "The user's data"): the export downloaded as a file,
// and the account deleted after a password confirmation. Each test signs a fresh user in.

test.use({ serviceWorkers: 'block' });
// Sign-in, the profile, the sheet and an axe scan or two: more than the default on a loaded machine.
test.describe.configure({ timeout: READER_TEST_TIMEOUT_MS });

async function openPrivacy(page: Page) {
  await openProfile(page);
  await page.getByRole('button', { name: /^Privacy/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Privacy' });
  await expect(sheet.getByRole('heading', { name: 'Your data' })).toBeVisible();
  return sheet;
}

test('Download my data saves the export as tidings-export-<date>.json, with what the user has', async ({ page }) => {
  const username = await signIn(page);
  const [article] = await listArticles(page, 1);
  expect((await page.request.post('/api/bookmarks', { data: { newsId: article!.id } })).status()).toBe(201);
  const sheet = await openPrivacy(page);
  await expectNoSeriousA11yViolations(page, { label: 'privacy sheet with Your data' });

  const [download] = await Promise.all([page.waitForEvent('download'), sheet.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^tidings-export-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as UserExport;
  expect(file.account.profile.username).toBe(username);
  expect(file.news.bookmarks.map((bookmark) => bookmark.newsId)).toEqual([article!.id]);
  // Over the sheet, which leaves the toast list aria-hidden while it is open.
  await expectToastOverReader(page, 'Your data is downloading', download.suggestedFilename());
});

test('a failed export says so in a toast, and no file is saved', async ({ page }) => {
  await signIn(page);
  const sheet = await openPrivacy(page);
  await page.route('**/api/user/export', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, code: 'USER_EXPORT_UNAVAILABLE', error: 'Service Unavailable', message: 'x' }) }),
  );
  let downloaded = false;
  page.on('download', () => (downloaded = true));
  await sheet.getByRole('button', { name: 'Download my data' }).click();
  await expectToastOverReader(page, 'Download failed', 'Your data could not be gathered right now. Please try again shortly.');
  expect(downloaded).toBe(false);
});

test('Delete account, by keyboard: a wrong password is refused on the field, the right one deletes and signs out', async ({ page }) => {
  const username = await signIn(page);
  const sheet = await openPrivacy(page);
  const deleteButton = sheet.getByRole('button', { name: 'Delete account' });
  await tabTo(page, deleteButton);
  await page.keyboard.press('Enter');

  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  const password = confirm.getByLabel('Password');
  await expect(password).toBeFocused();
  await expectNoSeriousA11yViolations(page, { label: 'delete account confirmation' });

  await page.keyboard.type('not-my-password');
  await page.keyboard.press('Enter');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm.getByText('The password is not correct')).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'delete account confirmation with an error' });
  expect((await page.request.get('/api/user')).status()).toBe(200);

  await password.fill(PASSWORD);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Account deleted', 'Everything Tidings kept about you is being erased.');
  await expect(page).toHaveURL(/\/auth$/);
  expect((await page.request.get('/api/user')).status()).toBe(401);
  const login = await page.request.post('/api/login', { data: { username, password: PASSWORD } });
  expect(login.status()).toBe(401);
});

test('Escape closes the confirmation first, then the sheet; nothing is deleted', async ({ page }) => {
  await signIn(page);
  const sheet = await openPrivacy(page);
  const deleteButton = sheet.getByRole('button', { name: 'Delete account' });
  await deleteButton.click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(sheet).toBeVisible();
  await expect(deleteButton).toBeFocused();
  expect((await page.request.get('/api/user')).status()).toBe(200);
});
