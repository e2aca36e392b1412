import { expect, test, type Page } from '@playwright/test';
import type { ArticleTopics, TopicList, TopicRef } from '@tidings/contracts/briefing';
import type { NewsArticle } from '@tidings/contracts/news';
import { expectNoSeriousA11yViolations } from './axe.js';
import { withoutTracking } from './feed-helpers.js';
import { expectToastOverReader, openByShareLink, READER_TEST_TIMEOUT_MS, signIn } from './reader-helpers.js';

// Issue 32, follow and mute from the reader: "Topics" lists the article's people, places and
// organisations; following one is stored on the server, and muting one for 24 hours takes the
// stories about it out of the feed.

test.describe.configure({ timeout: 2 * READER_TEST_TIMEOUT_MS });

const DAY_MS = 24 * 60 * 60 * 1000;

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

const feed = (page: Page) => getJson<NewsArticle[]>(page, `/api/news/filtered?${Date.now()}`);
const topicsOf = async (page: Page, id: string) => (await getJson<ArticleTopics>(page, `/api/news/${encodeURIComponent(id)}/topics`)).topics;
const storedTopics = async (page: Page) => (await getJson<TopicList>(page, '/api/topics')).topics;

/** A topic that two articles of the feed are about: muting it from one must take the other out. */
async function sharedTopic(page: Page): Promise<{ topic: TopicRef; from: NewsArticle; other: NewsArticle }> {
  const articles = await feed(page);
  const seen = new Map<string, NewsArticle>();
  for (const article of articles) {
    for (const topic of await topicsOf(page, article.id)) {
      const first = seen.get(topic.key);
      if (first && first.id !== article.id) return { topic, from: article, other: first };
      if (!first) seen.set(topic.key, article);
    }
  }
  throw new Error(`no topic is shared by two of the ${articles.length} articles of the feed`);
}

async function openTopics(page: Page, article: NewsArticle) {
  const reader = await openByShareLink(page, article);
  await reader.getByRole('button', { name: 'Topics' }).click();
  const dialog = page.getByRole('dialog', { name: 'Topics' });
  await expect(dialog.getByRole('list', { name: 'Topics in this story' })).toBeVisible();
  return dialog;
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
  // Nothing viewed or read by the feed behind the reader: only the mute may take a story out.
  await withoutTracking(page);
});

test('follow a person from the reader: stored on the server; axe on the open control, light and dark', async ({ page }) => {
  const articles = await feed(page);
  let found: { article: NewsArticle; person: TopicRef } | undefined;
  for (const article of articles) {
    const person = (await topicsOf(page, article.id)).find((topic) => topic.kind === 'person');
    if (person) {
      found = { article, person };
      break;
    }
  }
  expect(found, 'an article of the feed names a person').toBeDefined();
  const { article, person } = found!;

  const dialog = await openTopics(page, article);
  await expectNoSeriousA11yViolations(page, { label: 'reader topics (light)' });
  await dialog.getByRole('button', { name: `Follow ${person.label}` }).click();
  await expectToastOverReader(page, `Following ${person.label}`);
  await expect(dialog.getByRole('button', { name: `Unfollow ${person.label}` })).toBeVisible();
  expect(await storedTopics(page)).toEqual(expect.arrayContaining([expect.objectContaining({ key: person.key, kind: 'person', rule: 'follow', until: null })]));

  // A keyword typed in the field.
  await dialog.getByRole('textbox', { name: 'Follow a keyword' }).fill('harbour');
  await dialog.getByRole('button', { name: 'Follow keyword' }).click();
  await expectToastOverReader(page, 'Following harbour');
  expect((await storedTopics(page)).map((topic) => topic.key)).toEqual(expect.arrayContaining(['keyword:harbour', person.key]));

  const response = await page.request.patch('/api/user/preferences', { data: { darkMode: true } });
  expect(response.ok()).toBe(true);
  const darkDialog = await openTopics(page, article);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(darkDialog.getByRole('button', { name: `Unfollow ${person.label}` })).toBeVisible();
  await darkDialog.getByRole('button', { name: `Mute ${person.label}` }).click();
  await expect(darkDialog.getByRole('group', { name: `Mute ${person.label} for how long` })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'reader topics (dark)' });
});

test('mute a topic for 24 hours from the reader: a story about it leaves the feed', async ({ page }) => {
  const { topic, from, other } = await sharedTopic(page);
  const dialog = await openTopics(page, from);
  expect((await feed(page)).map((article) => article.id), 'the other story is in the feed before the mute').toContain(other.id);

  await dialog.getByRole('button', { name: `Mute ${topic.label}` }).click();
  const durations = dialog.getByRole('group', { name: `Mute ${topic.label} for how long` });
  await expect(durations.getByRole('button')).toHaveText(['For 24 hours', 'For 7 days', 'For 30 days', 'For good']);
  const before = Date.now();
  await durations.getByRole('button', { name: 'For 24 hours' }).click();
  await expectToastOverReader(page, `Muted ${topic.label} for 24 hours`);
  await expect(dialog.getByRole('button', { name: `Unmute ${topic.label}` })).toBeVisible();

  const muted = (await storedTopics(page)).find((stored) => stored.key === topic.key);
  expect(muted).toMatchObject({ rule: 'mute' });
  const until = Date.parse(muted!.until!);
  expect(until).toBeGreaterThanOrEqual(before + DAY_MS - 60_000);
  expect(until).toBeLessThanOrEqual(Date.now() + DAY_MS + 60_000);

  await expect.poll(async () => (await feed(page)).map((article) => article.id), { timeout: 15_000 }).not.toContain(other.id);
});
