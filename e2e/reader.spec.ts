import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.js';
import { PASSWORD, uniqueUsername } from './helpers.js';
import { articleWithRelated, expectToastOverReader, FIRST_PAINT_TIMEOUT_MS, READER_TEST_TIMEOUT_MS, getSentiment, getSummary, listArticles, openByShareLink, readerDialog, recordLoadingCovers, signIn, waitForCoverToLift } from './reader-helpers.js';

test.describe.configure({ timeout: READER_TEST_TIMEOUT_MS });

const isCall = (method: string, path: string) => (request: Request) => request.method() === method && new URL(request.url()).pathname === path;

/** The reader's date format (short month, day, 2-digit year) in the browser's own time zone. */
const shortDate = (page: Page, iso: string) =>
  page.evaluate((value) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: '2-digit' }).format(new Date(value)), iso);

test.describe('the article reader, signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('a share link opens the reader over the feed, records the read, and closing sends the time and goes to the feed', async ({ page }) => {
    const [article] = await listArticles(page, 1);
    if (!article) throw new Error('no articles');
    const articleRead = page.waitForRequest(isCall('POST', `/api/articles/read/${article.id}`));
    const zeroTimeRead = page.waitForRequest(isCall('POST', `/api/news/${article.id}/read`));

    const loadingCovers = await recordLoadingCovers(page);
    await page.goto(`/news/${article.id}`);
    const dialog = readerDialog(page, article.title);
    await expect(dialog.getByRole('heading', { level: 1, name: article.title })).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
    await waitForCoverToLift(page);
    // Opened by id, the cover says 'Loading article...' until the article (and so its source) has
    // arrived; when that takes longer than the cover's 800 ms, the source is never named.
    expect((await loadingCovers()).filter((name) => name === 'Loading article...' || name === `Loading ${article.source}...`)).not.toEqual([]);

    // Spec sections 4 and 7: the read on open (no body, JSON content type) and a zero-time read.
    const openCall = await articleRead;
    expect(openCall.postData()).toBeNull();
    expect(await openCall.headerValue('content-type')).toContain('application/json');
    expect((await zeroTimeRead).postDataJSON()).toEqual({ timeSpentSeconds: 0 });

    await expect(dialog.getByRole('tab', { name: 'Article' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('tab', { name: 'AI Insights' })).toHaveAttribute('aria-selected', 'false');
    await expect(dialog.getByText(await shortDate(page, article.publishedAt), { exact: true })).toBeVisible();
    await expect(dialog.getByText(article.source, { exact: true })).toBeVisible();
    const newTab = dialog.getByRole('link', { name: 'Open in new tab' });
    await expect(newTab).toHaveAttribute('href', article.sourceUrl);
    await expect(newTab).toHaveAttribute('target', '_blank');
    await expect(newTab).toHaveAttribute('rel', 'noopener noreferrer');
    const firstParagraph = article.content.split(/\n\s*\n/)[0]!.trim();
    await expect(dialog.getByText(firstParagraph, { exact: true })).toBeVisible();

    // Read a little, then close: the rest of the time goes as whole seconds.
    await page.waitForTimeout(2100);
    const restOfTime = page.waitForRequest(isCall('PATCH', `/api/news/${article.id}/read`));
    await dialog.getByRole('button', { name: 'Close' }).click();
    const seconds = ((await restOfTime).postDataJSON() as { additionalTimeSpentSeconds: number }).additionalTimeSpentSeconds;
    expect(Number.isInteger(seconds) && seconds >= 2).toBe(true);
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog).toHaveCount(0);
  });

  test('a story opened from the feed shows at once, its source on the cover, its sample label on card and reader, and back returns to the same card', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('article');
    const cardTitle = card.getByRole('heading', { level: 2 });
    await expect(cardTitle).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
    const title = (await cardTitle.textContent())!;
    const id = decodeURIComponent((await cardTitle.getByRole('link').getAttribute('href'))!.replace('/news/', ''));
    const article = (await (await page.request.get(`/api/news/${id}`)).json()) as { source: string; sample: boolean };
    // The e2e stack ingests nothing: the feed is the starter corpus, labelled as samples in words.
    expect(article.sample).toBe(true);
    await expect(card.getByText('Sample story', { exact: true })).toBeVisible();
    const articleFetches: string[] = [];
    page.on('request', (request) => {
      if (isCall('GET', `/api/news/${id}`)(request)) articleFetches.push(request.url());
    });

    const loadingCovers = await recordLoadingCovers(page);
    await cardTitle.getByRole('link').click();
    const dialog = readerDialog(page, title);
    await expect(dialog.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await waitForCoverToLift(page);
    // Handed over with the article, the cover names its source from the start.
    expect(await loadingCovers()).toEqual([`Loading ${article.source}...`]);
    // The byline's label comes before any in the related lists.
    await expect(dialog.getByText('Sample story', { exact: true }).first()).toBeVisible();
    // The card handed the article over: the reader did not fetch it again.
    expect(articleFetches).toEqual([]);

    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(cardTitle).toHaveText(title);
  });

  test('an unknown article id says so clearly', async ({ page }) => {
    await page.goto('/news/no-such-story');
    await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
    await expect(page.getByText('This story is no longer available, or the link is incomplete.')).toBeVisible();
    await page.getByRole('button', { name: 'Go to your feed' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Article not found' })).toHaveCount(0);
  });

  test('AI Insights shows the summary, three takeaways and the sentiment, asked for only on that tab', async ({ page }) => {
    const [article] = await listArticles(page, 1);
    if (!article) throw new Error('no articles');
    const [summary, sentiment] = await Promise.all([getSummary(page, article.id), getSentiment(page, article.id)]);
    const insightCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/(summary|sentiment)$/.test(new URL(request.url()).pathname)) insightCalls.push(request.url());
    });
    const dialog = await openByShareLink(page, article);
    expect(insightCalls).toEqual([]);

    await dialog.getByRole('tab', { name: 'AI Insights' }).click();
    await expect(dialog.getByRole('heading', { name: 'AI-Powered Insights' })).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'AI Summary' })).toContainText(summary.summary);
    const takeaways = dialog.getByRole('region', { name: 'Key Takeaways' }).getByRole('listitem');
    await expect(takeaways).toHaveCount(3);
    if (summary.takeaways?.length === 3) await expect(takeaways).toHaveText(summary.takeaways);
    const label = { positive: 'Positive', negative: 'Negative', neutral: 'Neutral' }[sentiment.sentiment];
    const meter = dialog.getByRole('meter', { name: `Sentiment: ${label}` });
    await expect(meter).toHaveAttribute('aria-valuenow', String(Math.round(Math.abs(sentiment.score) * 100)));
    await expect(dialog.getByRole('region', { name: 'Sentiment Analysis' }).getByRole('paragraph')).toHaveText(label);
    await expect(dialog.getByRole('region', { name: 'Similar Articles' })).toBeVisible();
    expect(insightCalls.length).toBeGreaterThanOrEqual(2);
  });

  test('the bookmark toggle adds and removes, with its toasts, as the server confirms', async ({ page }) => {
    const [article] = await listArticles(page, 1);
    if (!article) throw new Error('no articles');
    const dialog = await openByShareLink(page, article);
    const bookmark = dialog.getByRole('button', { name: 'Bookmark' });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');

    await bookmark.click();
    await expectToastOverReader(page, 'Bookmark added', 'Article saved to your bookmarks');
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    expect(await (await page.request.get(`/api/bookmarks/check/${article.id}`)).json()).toEqual({ isBookmarked: true });
    // The toast over the reader can be dismissed without closing the reader under it.
    await page.getByRole('button', { name: 'Close notification', includeHidden: true }).click();
    await expect(page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByText('Bookmark added')).toHaveCount(0);
    await expect(dialog).toBeVisible();

    await bookmark.click();
    await expectToastOverReader(page, 'Bookmark removed', 'Article removed from your bookmarks');
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    expect(await (await page.request.get(`/api/bookmarks/check/${article.id}`)).json()).toEqual({ isBookmarked: false });
  });

  test('like and dislike show the saved reaction, also after a reload', async ({ page }) => {
    const [article] = await listArticles(page, 1);
    if (!article) throw new Error('no articles');
    let dialog = await openByShareLink(page, article);
    const like = () => dialog.getByRole('button', { name: 'Like', exact: true });
    const dislike = () => dialog.getByRole('button', { name: 'Dislike', exact: true });
    await expect(like()).toHaveAttribute('aria-pressed', 'false');

    let saved = page.waitForResponse((response) => isCall('PUT', `/api/news/${article.id}/reaction`)(response.request()));
    await like().click();
    await expect(like()).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).ok()).toBe(true);
    await page.reload();
    dialog = readerDialog(page, article.title);
    await expect(dialog.getByRole('heading', { level: 1, name: article.title })).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
    await waitForCoverToLift(page);
    await expect(like()).toHaveAttribute('aria-pressed', 'true');

    saved = page.waitForResponse((response) => isCall('PUT', `/api/news/${article.id}/reaction`)(response.request()));
    await dislike().click();
    await expect(dislike()).toHaveAttribute('aria-pressed', 'true');
    await expect(like()).toHaveAttribute('aria-pressed', 'false');
    expect(await (await saved).json()).toMatchObject({ reaction: 'dislike' });
    await page.reload();
    await expect(dialog.getByRole('heading', { level: 1, name: article.title })).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
    await waitForCoverToLift(page);
    await expect(dislike()).toHaveAttribute('aria-pressed', 'true');
  });

  test('a related article opens in the reader; the back button returns to the first, forward reopens it, Escape closes', async ({ page }) => {
    const { article, related } = await articleWithRelated(page);
    const next = related.sameStory[0] ?? related.sameCategory[0]!;
    const dialog = await openByShareLink(page, article);
    const relatedSection = dialog.getByRole('region', { name: 'Related Articles' });
    await relatedSection.getByRole('button', { name: next.title }).first().click();
    await expect(readerDialog(page, next.title).getByRole('heading', { level: 1, name: next.title })).toBeVisible();

    await page.goBack();
    await expect(readerDialog(page, article.title).getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await page.goForward();
    await expect(readerDialog(page, next.title).getByRole('heading', { level: 1, name: next.title })).toBeVisible();

    await waitForCoverToLift(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test('reload replays the cover and the reader stays usable; the top bar back closes a share link to the feed', async ({ page }) => {
    const [article] = await listArticles(page, 1);
    if (!article) throw new Error('no articles');
    const dialog = await openByShareLink(page, article);
    const refetch = page.waitForRequest(isCall('GET', `/api/news/${article.id}`));
    const loadingCovers = await recordLoadingCovers(page);
    await dialog.getByRole('button', { name: 'Reload' }).click();
    await refetch;
    await waitForCoverToLift(page);
    expect(await loadingCovers()).toContain(`Loading ${article.source}...`);
    await expect(dialog.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('has no serious or critical accessibility violations on either tab', async ({ page }) => {
    const { article } = await articleWithRelated(page);
    const dialog = await openByShareLink(page, article);
    await expect(dialog.getByRole('region', { name: 'Related Articles' }).getByRole('button').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'reader, Article tab' });
    await dialog.getByRole('tab', { name: 'AI Insights' }).click();
    await expect(dialog.getByRole('meter')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'reader, AI Insights tab' });
  });

  test('works with the keyboard alone', async ({ page }) => {
    const [article] = await listArticles(page, 1);
    if (!article) throw new Error('no articles');
    const dialog = await openByShareLink(page, article);
    const control = (role: 'button' | 'link' | 'tab', name: string) => dialog.getByRole(role, { name, exact: true });

    /** Presses Tab until the control has focus: it is in the dialog's tab order. */
    async function tabTo(target: ReturnType<typeof control>): Promise<void> {
      for (let presses = 0; presses < 40; presses += 1) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`Tab never reached ${String(target)}`);
    }

    for (const [role, name] of [['button', 'Back'], ['button', 'Reload'], ['link', 'Open in new tab'], ['button', 'Close'], ['tab', 'Article']] as const) {
      await tabTo(control(role, name));
    }
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('tab', { name: 'AI Insights' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('heading', { name: 'AI-Powered Insights' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByRole('tab', { name: 'Article' })).toHaveAttribute('aria-selected', 'true');

    await tabTo(control('button', 'Share'));
    await page.keyboard.press('Enter');
    const share = page.getByRole('dialog', { name: 'Share' });
    await expect(share).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(share).toHaveCount(0);
    await expect(dialog).toBeVisible();

    await tabTo(control('button', 'Like'));
    await page.keyboard.press('Space');
    await expect(control('button', 'Like')).toHaveAttribute('aria-pressed', 'true');
    await tabTo(control('button', 'Bookmark'));
    await page.keyboard.press('Enter');
    await expectToastOverReader(page, 'Bookmark added');

    // While a toast shows, Escape dismisses it first (Radix closes the newest layer); once it has
    // gone (5 s), Escape closes the reader.
    await expect(page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByText('Bookmark added')).toHaveCount(0, { timeout: 15_000 });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('a visitor opening a share link signs in and lands on the article', async ({ page, request }) => {
  const username = uniqueUsername('visitor');
  expect((await request.post('/api/register', { data: { username, password: PASSWORD } })).status()).toBe(201);
  expect((await request.patch('/api/user/preferences', { data: { interests: ['world', 'science', 'sports'], onboardingCompleted: true } })).ok()).toBe(true);
  const [article] = (await (await request.get('/api/news?limit=1')).json()) as Array<{ id: string; title: string }>;
  if (!article) throw new Error('no articles');

  await page.goto(`/news/${article.id}`);
  await expect(page).toHaveURL(/\/auth$/, { timeout: FIRST_PAINT_TIMEOUT_MS });
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/news/${article.id}$`));
  await expect(readerDialog(page, article.title).getByRole('heading', { level: 1, name: article.title })).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
});
