import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { NewsArticle, RelatedResponse, SentimentResponse, SummaryResponse } from '@tidings/contracts/news';
import { completeOnboardingByApi, registerByApi } from './helpers.js';

// The reader's end-to-end specs share these: a signed-in reader, articles picked from the real
// starter corpus through the API, and the reader opened by its share link.

/**
 * The first paint of a page that loads the shell, the remotes list, mf-feed's container and the
 * reader chunk: seconds on an idle machine, more when the suite's two workers share two cores
 * with the whole stack.
 */
export const FIRST_PAINT_TIMEOUT_MS = 25_000;
/** A test that opens the reader a few times (reloads included) on a loaded machine. */
export const READER_TEST_TIMEOUT_MS = 90_000;

export async function signIn(page: Page): Promise<string> {
  const username = await registerByApi(page);
  await completeOnboardingByApi(page);
  return username;
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Articles of the corpus, newest first. */
export function listArticles(page: Page, limit = 40): Promise<NewsArticle[]> {
  return getJson<NewsArticle[]>(page.request, `/api/news?limit=${limit}`);
}

export const getRelated = (page: Page, id: string) => getJson<RelatedResponse>(page.request, `/api/news/${encodeURIComponent(id)}/related`);
export const getSummary = (page: Page, id: string) => getJson<SummaryResponse>(page.request, `/api/news/${encodeURIComponent(id)}/summary`);
export const getSentiment = (page: Page, id: string) => getJson<SentimentResponse>(page.request, `/api/news/${encodeURIComponent(id)}/sentiment`);

/** An article whose related list has other stories of its category (the corpus has many). */
export async function articleWithRelated(page: Page): Promise<{ article: NewsArticle; related: RelatedResponse }> {
  for (const article of await listArticles(page)) {
    const related = await getRelated(page, article.id);
    if (related.sameCategory.length > 0 || related.sameStory.length > 0) return { article, related };
  }
  throw new Error('the corpus has no article with related articles');
}

/** The reader dialog named after the article. */
export function readerDialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/** Waits out the 800 ms 'Loading {source}...' cover. */
export async function waitForCoverToLift(page: Page): Promise<void> {
  await expect(page.getByRole('status', { name: /^Loading .*\.\.\.$/ })).toHaveCount(0, { timeout: FIRST_PAINT_TIMEOUT_MS });
}

/**
 * Starts recording the names of the 'Loading ...' covers that appear from now on, in this page and
 * after a navigation. The cover lasts 800 ms: a polling assertion can miss it on a loaded machine,
 * a MutationObserver cannot. Answers a function that reads the names seen so far.
 */
export async function recordLoadingCovers(page: Page): Promise<() => Promise<string[]>> {
  const install = () => {
    const target = window as unknown as { __loadingCovers?: string[] };
    if (target.__loadingCovers) return;
    const seen: string[] = [];
    target.__loadingCovers = seen;
    const note = () =>
      document.querySelectorAll('[role="status"][aria-label^="Loading "]').forEach((status) => {
        const name = status.getAttribute('aria-label')!;
        if (!seen.includes(name)) seen.push(name);
      });
    new MutationObserver(note).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
  };
  await page.addInitScript(install);
  await page.evaluate(install);
  return () => page.evaluate(() => [...((window as unknown as { __loadingCovers?: string[] }).__loadingCovers ?? [])]);
}

/** Opens the share link `/news/{id}` and waits until the article is readable. */
export async function openByShareLink(page: Page, article: Pick<NewsArticle, 'id' | 'title'>): Promise<Locator> {
  await page.goto(`/news/${encodeURIComponent(article.id)}`);
  const dialog = readerDialog(page, article.title);
  await expect(dialog.getByRole('heading', { level: 1, name: article.title })).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await waitForCoverToLift(page);
  return dialog;
}

/**
 * A toast shown while the reader (a modal dialog) is open. Radix marks everything outside the
 * modal aria-hidden, the toast list included, so the list is looked up with hidden elements; what
 * matters here is that the toast is seen on top of the reader, not under it. (Screen readers hear
 * it through Radix's own live region, added outside the modal: the toasts spec covers that.)
 */
export async function expectToastOverReader(page: Page, title: string, description?: string): Promise<void> {
  const region = page.getByRole('region', { name: /Notifications/, includeHidden: true });
  const heading = region.getByText(title, { exact: true });
  await expect(heading).toBeVisible();
  if (description) await expect(region.getByText(description, { exact: true })).toBeVisible();
  const onTop = await heading.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (element.contains(hit) || hit.contains(element));
  });
  expect(onTop, `the toast "${title}" is covered`).toBe(true);
}

