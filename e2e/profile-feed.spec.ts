import { expect, test, type Page } from '@playwright/test';
import type { NewsArticle, SentimentResponse } from '@tidings/contracts/news';
import { expectNoSeriousA11yViolations } from './axe.js';
import { expectToast } from './helpers.js';
import { nextPreferencesSave, openProfile, savedUser } from './profile-helpers.js';
import { FIRST_PAINT_TIMEOUT_MS, signIn } from './reader-helpers.js';

// The profile's YOUR FEED lists (spec section 2; section 4, "Profile lists") and Good News Mode,
// saved on the server and obeyed by the feed at once. Each test signs a fresh user in (interests
// world, science, sports; onboarded).

test.use({ serviceWorkers: 'block' });

const region = (page: Page, name: string) => page.getByRole('region', { name });
const chips = (page: Page, name: string) => region(page, name).getByRole('listitem');

test.describe('inline edits', () => {
  test('Interests: Save sends the new list; Cancel restores the saved one and sends nothing', async ({ page }) => {
    await signIn(page);
    await openProfile(page);
    await expect(chips(page, 'Interests')).toHaveText(['World', 'Science', 'Sports']);

    await page.getByRole('button', { name: 'Edit Interests' }).click();
    const choices = page.getByRole('group', { name: 'Choose interests' });
    await expect(choices.getByRole('button')).toHaveCount(14);
    await choices.getByRole('button', { name: 'Health' }).click();
    await choices.getByRole('button', { name: 'Science' }).click();
    await expectNoSeriousA11yViolations(page, { label: 'profile: editing interests' });
    const saved = nextPreferencesSave(page);
    await page.getByRole('button', { name: 'Save Interests' }).click();
    expect((await saved).ok()).toBe(true);
    await expect(chips(page, 'Interests')).toHaveText(['World', 'Sports', 'Health']);
    expect((await savedUser(page)).interests).toEqual(['world', 'sports', 'health']);

    let patches = 0;
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches += 1;
    });
    await page.getByRole('button', { name: 'Edit Interests' }).click();
    await choices.getByRole('button', { name: 'World' }).click();
    await choices.getByRole('button', { name: 'Ireland' }).click();
    await page.getByRole('button', { name: 'Cancel editing Interests' }).click();
    await expect(chips(page, 'Interests')).toHaveText(['World', 'Sports', 'Health']);
    await page.getByRole('button', { name: 'Edit Interests' }).click();
    await expect(choices.getByRole('button', { name: 'World' })).toHaveAttribute('aria-pressed', 'true');
    await expect(choices.getByRole('button', { name: 'Ireland' })).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: 'Cancel editing Interests' }).click();
    expect(patches).toBe(0);
    expect((await savedUser(page)).interests).toEqual(['world', 'sports', 'health']);
  });

  test('Following: searched like onboarding, picked and saved', async ({ page }) => {
    await signIn(page);
    await openProfile(page);
    await expect(region(page, 'Following').getByText('Not following any personalities yet')).toBeVisible();
    const [person] = (await (await page.request.get('/api/personalities')).json()) as Array<{ name: string }>;
    await page.getByRole('button', { name: 'Edit Following' }).click();
    const search = page.getByPlaceholder('Search personalities...');
    await expect(search).toBeFocused();
    await search.fill(person!.name.slice(1, 6).toUpperCase());
    await page.getByRole('button', { name: person!.name }).click();
    await search.fill('no such person at all');
    await expect(page.getByText('No personalities found matching your search')).toBeVisible();
    const saved = nextPreferencesSave(page);
    await page.getByRole('button', { name: 'Save Following' }).click();
    expect((await saved).ok()).toBe(true);
    await expect(chips(page, 'Following')).toHaveText([person!.name]);
    expect((await savedUser(page)).followingPersonalities).toEqual([person!.name]);
  });

  test('Blocked Topics: typed or suggested, saved, and the feed leaves them out at once', async ({ page }) => {
    await signIn(page);
    await openProfile(page);
    await expect(region(page, 'Blocked Topics').getByText('No blocked topics yet')).toBeVisible();
    await expect(page.getByText("Articles from blocked topics won't appear in your feed")).toBeVisible();
    const before = (await (await page.request.get('/api/news/filtered')).json()) as NewsArticle[];
    const category = before[0]!.category.toLowerCase();

    await page.getByRole('button', { name: 'Edit Blocked Topics' }).click();
    const field = page.getByRole('textbox', { name: 'Block a topic' });
    await field.fill('royal wedding');
    await field.press('Enter');
    await field.fill(category.slice(0, 3));
    const suggestion = page.getByRole('group', { name: 'Suggested topics' }).getByRole('button', { name: `Block ${category}` });
    // The feed's first story's category is one of the spec's categories or interests, so it is suggested.
    await suggestion.click();
    const saved = nextPreferencesSave(page);
    await page.getByRole('button', { name: 'Save Blocked Topics' }).click();
    expect((await saved).ok()).toBe(true);
    await expect(chips(page, 'Blocked Topics')).toHaveText(['royal wedding', category]);
    expect((await savedUser(page)).blockedTopics).toEqual(['royal wedding', category]);
    // At once: the very next feed already leaves the category out.
    const after = (await (await page.request.get('/api/news/filtered')).json()) as NewsArticle[];
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((article) => article.category.toLowerCase() === category)).toEqual([]);
  });

  test('a refused save keeps the editor open with the draft, and says so', async ({ page }) => {
    await signIn(page);
    await openProfile(page);
    await page.route('**/api/user/preferences', (route) => route.fulfill({ status: 500, body: 'no' }));
    await page.getByRole('button', { name: 'Edit Interests' }).click();
    await page.getByRole('button', { name: 'Health' }).click();
    await page.getByRole('button', { name: 'Save Interests' }).click();
    await expectToast(page, 'Error', 'Failed to save your interests');
    await expect(page.getByRole('button', { name: 'Health' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Cancel editing Interests' }).click();
    await expect(chips(page, 'Interests')).toHaveText(['World', 'Science', 'Sports']);
  });
});

async function sentiment(page: Page, id: string): Promise<string> {
  return ((await (await page.request.get(`/api/news/${encodeURIComponent(id)}/sentiment`)).json()) as SentimentResponse).sentiment;
}

test('Good News Mode: saved, and the feed shows only positive stories at once', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  // Nothing the feed shows is recorded as viewed here, so the feed changes only with the setting.
  await page.route(/\/api\/(engagement|articles\/sync-viewed)/, (route) => route.fulfill({ status: 204 }));

  // Let the feed start with a story that is not positive: the ones before it count as seen.
  const feed = (await (await page.request.get('/api/news/filtered')).json()) as NewsArticle[];
  const skipped: string[] = [];
  for (const article of feed) {
    if ((await sentiment(page, article.id)) !== 'positive') break;
    skipped.push(article.id);
  }
  if (skipped.length > 0) expect((await page.request.post('/api/articles/sync-viewed', { data: { viewedArticleIds: skipped } })).ok()).toBe(true);
  const first = ((await (await page.request.get('/api/news/filtered')).json()) as NewsArticle[])[0]!;
  expect(await sentiment(page, first.id)).not.toBe('positive');

  await page.goto('/');
  const cardTitle = page.getByRole('article').getByRole('heading', { level: 2 });
  await expect(cardTitle).toHaveText(first.title, { timeout: FIRST_PAINT_TIMEOUT_MS });

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Profile' }).click();
  const goodNews = page.getByRole('switch', { name: 'Good News Mode' });
  await expect(goodNews).toHaveAttribute('aria-checked', 'false', { timeout: FIRST_PAINT_TIMEOUT_MS });
  const saved = nextPreferencesSave(page);
  await goodNews.click();
  expect((await saved).ok()).toBe(true);
  expect((await savedUser(page)).goodNewsMode).toBe(true);

  // The feed the app asks for on the way back already obeys: nothing but good news.
  const refetched = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/news/filtered');
  await nav.getByRole('link', { name: 'Feed' }).click();
  const answer = (await (await refetched).json()) as NewsArticle[];
  expect(answer.length).toBeGreaterThan(1);
  expect(answer.map((article) => article.id)).not.toContain(first.id);
  for (const article of answer.slice(0, 5)) expect(await sentiment(page, article.id)).toBe('positive');
  // mf-feed never swaps the story under the reader's thumb: the one in view stays; the next ones are the good news.
  await expect(cardTitle).toHaveText(first.title, { timeout: FIRST_PAINT_TIMEOUT_MS });
  await page.keyboard.press('ArrowDown');
  await expect(cardTitle).toHaveText(answer[0]!.title);
  await page.keyboard.press('ArrowDown');
  await expect(cardTitle).toHaveText(answer[1]!.title);
});
