import { expect, test, type Page } from '@playwright/test';
import type { Topic } from '@tidings/contracts/briefing';
import { expectNoSeriousA11yViolations } from './axe.js';
import { expectToast } from './helpers.js';
import { openProfile } from './profile-helpers.js';
import { FIRST_PAINT_TIMEOUT_MS, READER_TEST_TIMEOUT_MS, signIn } from './reader-helpers.js';

// The profile's TOPICS section (issue 32): follow a keyword, mute one for a while, unmute it.

test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: READER_TEST_TIMEOUT_MS });

const DAY_MS = 86_400_000;
const topicsSection = (page: Page) => page.getByRole('region', { name: 'TOPICS', exact: true });

async function savedTopics(page: Page): Promise<Topic[]> {
  const response = await page.request.get('/api/topics');
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { topics: Topic[] }).topics;
}

test('follow a keyword, mute one for 7 days, unmute it', async ({ page }) => {
  await signIn(page);
  await openProfile(page);
  const section = topicsSection(page);
  await expect(section.getByText('No topics followed yet.')).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await expect(section.getByText('No topics muted.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'profile topics (empty, light)' });

  // Too short: refused before anything is sent.
  const field = section.getByLabel('Follow a keyword');
  await field.fill('x');
  await section.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(section.getByText('Enter at least 2 characters')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill('Storm Brenna');
  await section.getByRole('button', { name: 'Follow', exact: true }).click();
  await expectToast(page, 'Topic followed', 'Stories about Storm Brenna rank higher in your feed');
  await expect(section.getByRole('list', { name: 'Followed topics' }).getByRole('button', { name: 'Unfollow Storm Brenna' })).toBeVisible();
  await expect(field).toHaveValue('');
  expect((await savedTopics(page)).map(({ key, rule }) => [key, rule])).toEqual([['keyword:storm brenna', 'follow']]);

  // A new keyword muted from the form, for 7 days.
  await field.fill('Transfer rumours');
  await section.getByRole('button', { name: 'Mute…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mute “Transfer rumours”' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'mute durations dialog' });
  await dialog.getByRole('button', { name: 'For 7 days' }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, 'Topic muted');
  const muted = section.getByRole('list', { name: 'Muted topics' }).getByRole('listitem');
  await expect(muted).toHaveCount(1);
  await expect(muted).toContainText(/Transfer rumoursMuted until \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M/);
  const mute = (await savedTopics(page)).find((topic) => topic.rule === 'mute');
  expect(mute?.key).toBe('keyword:transfer rumours');
  expect(Math.abs(Date.parse(mute!.until!) - Date.now() - 7 * DAY_MS)).toBeLessThan(5 * 60_000);

  await page.getByRole('switch', { name: 'Dark Mode' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousA11yViolations(page, { label: 'profile topics (dark)' });

  await section.getByRole('button', { name: 'Unmute Transfer rumours' }).click();
  await expectToast(page, 'Topic unmuted', 'Stories about Transfer rumours can show again');
  await expect(section.getByText('No topics muted.')).toBeVisible();
  expect((await savedTopics(page)).map(({ key }) => key)).toEqual(['keyword:storm brenna']);

  await section.getByRole('button', { name: 'Unfollow Storm Brenna' }).click();
  await expectToast(page, 'Topic unfollowed', 'Storm Brenna is no longer followed');
  await expect(section.getByText('No topics followed yet.')).toBeVisible();
  expect(await savedTopics(page)).toEqual([]);
});
