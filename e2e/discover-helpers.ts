import { expect, type Locator, type Page } from '@playwright/test';
import type { NewsArticle } from '@tidings/contracts/news';
import { completeOnboardingByApi, registerByApi } from './helpers.js';

// What the Discover screen's specs share: signing in, its landmarks, and the API's own answers.

/** The first paint loads the shell, the remotes list and mf-discover: slow on a loaded machine. */
export const FIRST_PAINT_TIMEOUT_MS = 25_000;

export async function signIn(page: Page, { darkMode = false } = {}): Promise<void> {
  await registerByApi(page);
  await completeOnboardingByApi(page);
  if (darkMode) expect((await page.request.patch('/api/user/preferences', { data: { darkMode: true } })).ok()).toBe(true);
}

export const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search news' });
export const chip = (page: Page, name: string) => page.getByRole('group', { name: 'Categories' }).getByRole('radio', { name, exact: true });
export const results = (page: Page) => page.getByRole('feed');
export const cards = (page: Page) => results(page).getByRole('article');
export const resultsHeading = (page: Page) => page.getByRole('heading', { level: 2 });
/** The count under the heading: 'N article(s)' (and ' • Latest first'). */
export const countLine = (page: Page) => page.getByText(/^\d+ articles?( • Latest first)?$/);

export async function openDiscover(page: Page, path = '/discover'): Promise<void> {
  await page.goto(path);
  await expect(resultsHeading(page)).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
}

/** What the API answers a page of a list or search: the articles and every match's count. */
export async function apiPage(page: Page, path: string): Promise<{ articles: NewsArticle[]; total: number }> {
  const response = await page.request.get(path);
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return { articles: (await response.json()) as NewsArticle[], total: Number(response.headers()['x-total-count']) };
}

export const countText = (total: number, latestFirst = false) => `${total} ${total === 1 ? 'article' : 'articles'}${latestFirst ? ' • Latest first' : ''}`;

/** A word of four letters or more from the title of a story in the corpus. */
export async function wordFromCorpus(page: Page): Promise<string> {
  const { articles } = await apiPage(page, '/api/news?limit=20');
  const words = articles.flatMap((article) => article.title.split(/[^\p{L}]+/u)).filter((word) => word.length >= 6);
  expect(words.length).toBeGreaterThan(0);
  return words[0]!.toLowerCase();
}

export async function titlesOf(list: Locator, count: number): Promise<string[]> {
  const titles: string[] = [];
  for (let index = 0; index < count; index++) titles.push((await list.nth(index).getByRole('heading', { level: 3 }).textContent()) ?? '');
  return titles;
}
