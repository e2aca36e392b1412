import { expect, test } from '@playwright/test';
import { CATEGORIES } from '@tidings/contracts/catalogue';
import type { NewsArticle } from '@tidings/contracts/news';
import { FIRST_PAINT_TIMEOUT_MS, signIn, searchBox, chip, results, cards, resultsHeading, countLine, openDiscover, apiPage, countText, wordFromCorpus, titlesOf } from './discover-helpers.js';

// The search-and-browse screen (spec section 2 "Search and browse screen", sections 5, 7, 9) on
// the Pixel 7 profile, against the real starter corpus. The expected results are asked of the
// same API the screen calls, so the tests hold whatever the corpus holds.

// Route interception only sees the page's own requests; once the service worker controls the
// page its fetches would pass the routes (the service worker has its own suite).
test.use({ serviceWorkers: 'block' });
// A test waits up to the first paint's timeout, and then does its work.
test.describe.configure({ timeout: FIRST_PAINT_TIMEOUT_MS + 35_000 });

test.describe('states', () => {
  test("top news: a skeleton of 5 cards, then 'Top Stories', every article counted, cards with image, title, source and date", async ({ page }) => {
    await signIn(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/news$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/discover');
    const skeleton = page.getByRole('status', { name: 'Loading news' });
    await expect(skeleton).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
    await expect(skeleton.locator(':scope > div')).toHaveCount(5);
    release();

    const { total } = await apiPage(page, '/api/news?limit=1');
    await expect(resultsHeading(page)).toHaveText('Top Stories');
    await expect(countLine(page)).toHaveText(countText(total));
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search news...');
    const first = cards(page).first();
    await expect(first.getByRole('heading', { level: 3 })).not.toBeEmpty();
    await expect(first.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, (\d{4}|\d{1,2}:\d{2}\s[AP]M)$/);
    // The corpus's covers load here; web pictures would fall back to the category's cover.
    await expect(first.locator('[data-status]')).toHaveAttribute('data-status', 'loaded');
    // A page of cards, not the hundreds the corpus holds.
    expect(await cards(page).count()).toBeLessThanOrEqual(20);
    // One column within the phone's width, clear of the bottom navigation at the end.
    const box = (await first.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  });

  test("a failed load says 'Failed to load news. Please try again.'; 'Try again' loads the list", async ({ page }) => {
    await signIn(page);
    let failing = true;
    await page.route(/\/api\/news$/, (route) => (failing ? route.fulfill({ status: 500, body: 'down' }) : route.continue()));
    await page.goto('/discover');
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load news. Please try again.' });
    await expect(alert).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(cards(page).first()).toBeVisible();
    await expect(resultsHeading(page)).toHaveText('Top Stories');
  });

  test("empty: 'No news found matching your search.' for a query, 'No articles found for {category}.' for a category", async ({ page }) => {
    await signIn(page);
    await openDiscover(page);
    await searchBox(page).fill('qqzzxxnothing');
    await searchBox(page).press('Enter');
    await expect(page.getByText('No news found matching your search.')).toBeVisible();
    await expect(countLine(page)).toHaveText('0 articles');
    await page.getByRole('search').getByRole('button', { name: 'Clear search' }).click();
    await expect(cards(page).first()).toBeVisible();

    await page.route(/\/api\/news\/search\?/, (route) => route.fulfill({ json: [], headers: { 'X-Total-Count': '0' } }));
    await chip(page, 'Science').check();
    await expect(page.getByText('No articles found for Science.')).toBeVisible();
    await expect(resultsHeading(page)).toHaveText('Science');
  });
});

test.describe('search', () => {
  test('typing searches after a pause, the words marked in the titles; the count is every match', async ({ page }) => {
    await signIn(page);
    const word = await wordFromCorpus(page);
    await openDiscover(page);
    const request = page.waitForRequest((candidate) => candidate.url().includes(`/api/news/search?q=${word}&`));
    // Typed with spaces around it, a key at a time: one search, of the trimmed query, after the pause.
    await searchBox(page).pressSequentially(`  ${word} `, { delay: 30 });
    await request;
    await expect(page).toHaveURL(`/discover?q=${word}`);
    const { total } = await apiPage(page, `/api/news/search?q=${word}&limit=30`);
    await expect(countLine(page)).toHaveText(countText(total));
    await expect(cards(page).first().locator('mark').first()).toHaveText(new RegExp(`^${word}$`, 'i'));
  });

  test('Enter searches at once; clearing returns to the article list', async ({ page }) => {
    await signIn(page);
    const word = await wordFromCorpus(page);
    await openDiscover(page);
    await searchBox(page).fill(word);
    const [request] = await Promise.all([page.waitForRequest(/\/api\/news\/search\?/), searchBox(page).press('Enter')]);
    expect(new URL(request.url()).searchParams.get('q')).toBe(word);
    await expect(page).toHaveURL(`/discover?q=${word}`);
    await expect(cards(page).first()).toBeVisible();

    await searchBox(page).press('Escape');
    await expect(page).toHaveURL('/discover');
    await expect(searchBox(page)).toHaveValue('');
    await expect(resultsHeading(page)).toHaveText('Top Stories');
  });

  test("an answer that comes late never replaces a newer search's results", async ({ page }) => {
    await signIn(page);
    await openDiscover(page);
    await expect(cards(page).first()).toBeVisible();
    const story = (id: string, title: string): NewsArticle => ({
      id,
      title,
      content: `${title}.`,
      image_url: null,
      publishedAt: new Date().toISOString(),
      category: 'science',
      source: 'Test Wire',
      sourceUrl: 'https://example.org/',
      newsScore: 5,
      sample: false,
    });
    // The first search's answer is held until the second's has been shown.
    let releaseOlder!: () => void;
    const olderHeld = new Promise<void>((resolve) => (releaseOlder = resolve));
    let olderAnswered!: () => void;
    const olderDone = new Promise<void>((resolve) => (olderAnswered = resolve));
    await page.route(/\/api\/news\/search\?/, async (route) => {
      const q = new URL(route.request().url()).searchParams.get('q');
      if (q === 'comet') {
        await olderHeld;
        // The page may have given up on it (the screen aborts a search nobody shows): then the
        // answer has nowhere to go, which is as good.
        await route.fulfill({ json: [story('older-1', 'Comet older answer')], headers: { 'X-Total-Count': '1' } }).catch(() => undefined);
        olderAnswered();
      } else {
        await route.fulfill({ json: [story('newer-1', 'Comets newer answer'), story('newer-2', 'Comets second newer answer')], headers: { 'X-Total-Count': '2' } });
      }
    });

    const older = page.waitForRequest((request) => new URL(request.url()).searchParams.get('q') === 'comet');
    await searchBox(page).fill('comet');
    await older;
    await searchBox(page).fill('comets');
    await searchBox(page).press('Enter');
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText('Comets newer answer');

    releaseOlder();
    await olderDone;
    // Give the late answer every chance to land before looking again.
    await page.waitForTimeout(300);
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText('Comets newer answer');
    await expect(countLine(page)).toHaveText('2 articles');
    await expect(page).toHaveURL('/discover?q=comets');
  });
});

test.describe('categories', () => {
  test("breaking news: its heading, ' • Latest first', and the server's order; another category has its name", async ({ page }) => {
    await signIn(page);
    await openDiscover(page);
    await expect(chip(page, 'Top News')).toBeChecked();
    await chip(page, 'Breaking News').check();
    await expect(page).toHaveURL('/discover?category=breaking+news');
    await expect(resultsHeading(page)).toHaveText('Breaking News');
    const breaking = await apiPage(page, '/api/news/search?category=breaking%20news&limit=30');
    expect(breaking.articles.length).toBeGreaterThan(1);
    await expect(countLine(page)).toHaveText(countText(breaking.total, true));
    const shown = Math.min(5, breaking.articles.length);
    expect(await titlesOf(cards(page), shown)).toEqual(breaking.articles.slice(0, shown).map((article) => article.title));

    await chip(page, 'Technology').check();
    await expect(resultsHeading(page)).toHaveText('Technology');
    await expect(countLine(page)).toHaveText(/^\d+ articles?$/);
  });

  test('the chips are only the categories the articles have, Top News first', async ({ page }) => {
    await signIn(page);
    const { articles } = await apiPage(page, '/api/news');
    await openDiscover(page);
    const group = page.getByRole('group', { name: 'Categories' });
    const offered = CATEGORIES.filter((name) => articles.some((article) => article.category.toLowerCase().includes(name)));
    const label = (name: string) => name.replace(/(^|\s)\p{Ll}/gu, (letter) => letter.toUpperCase());
    await expect(group.getByRole('radio')).toHaveCount(offered.length + 1);
    await expect(group.locator('label')).toHaveText(['Top News', ...offered.map(label)]);
  });
});

test.describe('the URL', () => {
  test('holds the query and the category: reload, back and forward keep them', async ({ page }) => {
    await signIn(page);
    const word = await wordFromCorpus(page);
    await openDiscover(page, `/discover?q=${word}&category=breaking+news`);
    await expect(searchBox(page)).toHaveValue(word);
    await expect(chip(page, 'Breaking News')).toBeChecked();
    await expect(resultsHeading(page)).toHaveText('Breaking News');

    await page.reload();
    await expect(searchBox(page)).toHaveValue(word, { timeout: FIRST_PAINT_TIMEOUT_MS });
    await expect(chip(page, 'Breaking News')).toBeChecked();

    await chip(page, 'Top News').check();
    await expect(page).toHaveURL(`/discover?q=${word}`);
    await expect(resultsHeading(page)).toHaveText('Top Stories');

    await page.goBack();
    await expect(page).toHaveURL(`/discover?q=${word}&category=breaking+news`);
    await expect(chip(page, 'Breaking News')).toBeChecked();
    await expect(resultsHeading(page)).toHaveText('Breaking News');
    await expect(searchBox(page)).toHaveValue(word);

    await page.goForward();
    await expect(chip(page, 'Top News')).toBeChecked();
    await expect(resultsHeading(page)).toHaveText('Top Stories');
  });
});

test.describe('results', () => {
  test('a result opens the article reader; closing it returns to the list where it was', async ({ page }) => {
    await signIn(page);
    await openDiscover(page, '/discover?category=science');
    const card = cards(page).nth(6);
    const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await card.click();
    const reader = page.getByRole('dialog', { name: title });
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
    await expect(page).toHaveURL('/discover?category=science');

    await reader.getByRole('button', { name: 'Close' }).click();
    await expect(reader).toBeHidden();
    await expect(page).toHaveURL('/discover?category=science');
    await expect(cards(page).nth(6).getByRole('heading', { level: 3 })).toHaveText(title);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(4);
  });

  test('a long list loads more as it scrolls, from the next page of the server', async ({ page }) => {
    // A hundred cards and more rendered step by step as the page scrolls.
    test.slow();
    await signIn(page);
    const { total } = await apiPage(page, '/api/news?limit=1');
    expect(total).toBeGreaterThan(100);
    await openDiscover(page);
    await expect(cards(page)).toHaveCount(20);
    const nextPage = page.waitForRequest((request) => request.url().endsWith('/api/news?limit=100&offset=100'));
    for (let shown = 20; shown <= 100; ) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => cards(page).count()).toBeGreaterThan(shown);
      shown = await cards(page).count();
    }
    await nextPage;
    await expect(countLine(page)).toHaveText(countText(total));
    // Every card once, each with its place in the whole list.
    const ids = await results(page).locator('article a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(ids).size).toBe(ids.length);
    await expect(cards(page).first()).toHaveAttribute('aria-setsize', String(total));
  });
});
