import { expect, test, type Request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.js';
import { signIn, card, cardTitle, announcement, articleId, openFeed, withoutTracking } from './feed-helpers.js';

// The feed screen (spec section 2, "Feed screen"; section 4, "Feed", "Feed position",
// "Bookmark toggle (feed)", "Session", "Article engagement"), on the Pixel 7 profile with touch.
// Moving between cards is feed-gestures.spec.ts. Each test signs a fresh user in, so one test's
// viewed and read stories never leave another's feed.

// Route interception only sees the page's own requests: once the service worker controls the page
// (it claims it during the first load) the feed would be fetched past the routes, at random.
// The service worker has its own suite.
test.use({ serviceWorkers: 'block' });

test.describe('feed states', () => {
  test('cards: image, title, content, age badge, share, bookmark, why; only a few mounted', async ({ page }) => {
    await signIn(page);
    await openFeed(page);
    const story = card(page);
    await expect(story.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute('href', /^\/news\/.+/);
    await expect(story.locator('time')).toHaveText(/^(Just now|\d+(m|h|d|w|mo|y) ago)$/);
    await expect(story.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(story.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'false');
    await expect(story.getByRole('button', { name: 'Why this story?' })).toBeVisible();
    // The starter corpus's covers load here: the placeholder gives way to the picture.
    await expect(story.locator('[data-status]')).toHaveAttribute('data-status', 'loaded');
    // Content clamped to 16 lines at most, and never a half-cut line.
    const clamp = await story.locator('p').last().evaluate((element) => Number(getComputedStyle(element).webkitLineClamp));
    expect(clamp).toBeGreaterThan(0);
    expect(clamp).toBeLessThanOrEqual(16);
    // Full width of the phone column, above the bottom navigation.
    const box = (await story.boundingBox())!;
    expect(box.width).toBe(page.viewportSize()!.width);
    const nav = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(nav.y + 1);
    expect(await page.locator('article').count()).toBeLessThanOrEqual(5);
  });

  // On a phone each link of the chain manifest → remoteEntry.js → chunk costs a round trip. The
  // federation runtime fetches the page's own chunks (the manifest's sync assets of FeedPage)
  // beside remoteEntry.js; a web-kit module only mf-feed provided would be one more link after it
  // (mf_feed's `early.shared` in the frontend registry names them for the shell).
  // The files are read when the first story is put on the page (chunks it needed have arrived by
  // then; those it loads later, such as the gesture library, have not even been asked for).
  test('the first card needs no file of mf-feed but its remoteEntry and the page chunk', async ({ page }) => {
    await signIn(page);
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('article h2')) return;
        observer.disconnect();
        (window as unknown as { filesAtFirstCard: string[] }).filesAtFirstCard = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await openFeed(page);
    const files = await page.evaluate(() => (window as unknown as { filesAtFirstCard: string[] }).filesAtFirstCard);
    const manifest = (await (await page.request.get('/mf/mf-feed/mf-manifest.json')).json()) as { exposes: { name: string; assets: { js: { sync: string[] } } }[] };
    const pageChunks = manifest.exposes.find((expose) => expose.name === 'FeedPage')!.assets.js.sync;
    expect(pageChunks.some((file) => file.startsWith('__federation_expose_FeedPage.'))).toBe(true);
    const feedScripts = files.filter((file) => file.startsWith('/mf/mf-feed/') && file.endsWith('.js')).map((file) => file.replace('/mf/mf-feed/', ''));
    expect(feedScripts).toContain('remoteEntry.js');
    expect(feedScripts.filter((file) => file !== 'remoteEntry.js' && !pageChunks.includes(file))).toEqual([]);
  });

  test("a failed load shows 'Failed to load news'; 'Try again' reloads the page", async ({ page }) => {
    await signIn(page);
    let failing = true;
    await page.route('**/api/news/filtered?*', (route) => (failing ? route.fulfill({ status: 500, body: 'down' }) : route.continue()));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Failed to load news' })).toBeVisible();
    failing = false;
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Try again' }).click()]);
    await expect(cardTitle(page)).toBeVisible();
  });

  test('an answer that is not a list is an error', async ({ page }) => {
    await signIn(page);
    await page.route('**/api/news/filtered?*', (route) => route.fulfill({ json: { items: [] } }));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Failed to load news' })).toBeVisible();
  });

  test("an empty feed shows 'No fresh articles available'; 'Refresh feed' fetches again", async ({ page }) => {
    await signIn(page);
    let empty = true;
    await page.route('**/api/news/filtered?*', (route) => (empty ? route.fulfill({ json: [] }) : route.continue()));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'No fresh articles available' })).toBeVisible();
    empty = false;
    await page.getByRole('button', { name: 'Refresh feed' }).click();
    await expect(cardTitle(page)).toBeVisible();
  });
});

test.describe('feed position', () => {
  test('a reload resumes on the same story while the feed still lists it', async ({ page }) => {
    await signIn(page);
    await withoutTracking(page);
    await openFeed(page);
    for (let i = 0; i < 3; i++) await page.keyboard.press('j');
    await expect(announcement(page)).toContainText(/^Story 4 of /);
    const title = await cardTitle(page).textContent();
    await page.reload();
    await expect(cardTitle(page)).toHaveText(title!);
  });

  test('a saved position older than 30 minutes is not restored', async ({ page }) => {
    await signIn(page);
    await withoutTracking(page);
    await openFeed(page);
    for (let i = 0; i < 3; i++) await page.keyboard.press('j');
    await expect(announcement(page)).toContainText(/^Story 4 of /);
    // Ages the position the page saved on unload, before the app reads it.
    await page.addInitScript(() => {
      const saved = JSON.parse(localStorage.getItem('feedPosition') ?? 'null') as { timestamp: number } | null;
      if (saved) localStorage.setItem('feedPosition', JSON.stringify({ ...saved, timestamp: saved.timestamp - 31 * 60_000 }));
    });
    await page.reload();
    await expect(cardTitle(page)).toBeVisible();
    await expect(announcement(page)).toContainText(/^Story 1 of /);
  });

  test('after stories were viewed, a reload starts on the first unseen one, skipping none', async ({ page }) => {
    await signIn(page);
    await openFeed(page);
    const seen = [await cardTitle(page).textContent()];
    for (let i = 0; i < 2; i++) {
      await page.keyboard.press('j');
      await expect(announcement(page)).toContainText(`Story ${i + 2} of `);
      seen.push(await cardTitle(page).textContent());
    }
    const current = await articleId(page);
    // Wait until the server leaves the viewed story out of the feed.
    await expect.poll(async () => ((await (await page.request.get(`/api/news/filtered?${Date.now()}`)).json()) as Array<{ id: string }>).some((a) => a.id === current)).toBe(false);
    await page.reload();
    await expect(announcement(page)).toContainText(/^Story 1 of /);
    expect(seen).not.toContain(await cardTitle(page).textContent());
  });
});

test.describe('card actions', () => {
  test('bookmark: POST saves it; a second tap gets 400 and DELETE removes it; the server agrees', async ({ page }) => {
    await signIn(page);
    await openFeed(page);
    const id = await articleId(page);
    const bookmark = card(page).getByRole('button', { name: 'Bookmark' });
    const calls: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === `/api/bookmarks/${id}`) calls.push(`${response.request().method()} ${response.status()}`);
    });

    // The icon flips as soon as it is tapped; the server has it once the request settled.
    const settled = () => expect(bookmark).not.toHaveAttribute('aria-disabled');
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await settled();
    expect(await (await page.request.get(`/api/bookmarks/check/${id}`)).json()).toEqual({ isBookmarked: true });

    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await settled();
    expect(await (await page.request.get(`/api/bookmarks/check/${id}`)).json()).toEqual({ isBookmarked: false });
    await expect.poll(() => calls).toEqual(['POST 201', 'POST 400', 'DELETE 200']);
  });

  test("'Why this story?' explains the card's reason in a sheet", async ({ page }) => {
    await signIn(page);
    await openFeed(page);
    const trigger = card(page).getByRole('button', { name: 'Why this story?' });
    await trigger.click();
    const sheet = page.getByRole('dialog', { name: 'Why this story?' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText(/(Because you follow|Top story in|Recent in) .+\./);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('share opens the share dialog for the card', async ({ page }) => {
    await signIn(page);
    await openFeed(page);
    await card(page).getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('dialog', { name: 'Share' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible();
  });
});

test('tracking: session start, app_launch, viewed then read after 5 s, time spent on leaving, viewed ids synced', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  const record = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) sent.push({ method: request.method(), path: pathname, body: request.postDataJSON() as unknown });
  };
  page.on('request', record);
  const to = (method: string, path: string) => sent.filter((call) => call.method === method && call.path === path);

  await openFeed(page);
  const first = await articleId(page);
  const title = await cardTitle(page).textContent();

  await expect.poll(() => to('POST', '/api/sessions/start').length).toBe(1);
  expect(to('POST', '/api/sessions/start')[0]!.body).toMatchObject({ platform: expect.stringMatching(/^(android|web)$/) });
  await expect.poll(() => to('POST', '/api/events/batch').some((call) => JSON.stringify(call.body).includes('"app_launch"'))).toBe(true);
  await expect.poll(() => to('POST', '/api/engagement').map((call) => call.body)).toContainEqual(expect.objectContaining({ newsId: first, engagementType: 'viewed' }));
  await expect
    .poll(() => to('POST', '/api/engagement').map((call) => call.body), { timeout: 12_000 })
    .toContainEqual(expect.objectContaining({ newsId: first, engagementType: 'read' }));
  // The read refreshes the feed, which no longer lists this story: it stays in view all the same.
  await page.waitForTimeout(1000);
  await expect(cardTitle(page)).toHaveText(title!);

  await page.keyboard.press('j');
  await expect.poll(() => to('PUT', '/api/engagement/time').map((call) => call.body)).toContainEqual(expect.objectContaining({ newsId: first, timeSpentMs: expect.any(Number) }));
  const spent = to('PUT', '/api/engagement/time').find((call) => (call.body as { newsId: string }).newsId === first)!.body as { timeSpentMs: number };
  expect(spent.timeSpentMs).toBeGreaterThan(5000);

  await page.reload();
  await expect.poll(() => to('POST', '/api/articles/sync-viewed').flatMap((call) => (call.body as { viewedArticleIds: string[] }).viewedArticleIds)).toContain(first);
});

test('axe: the feed has no serious or critical violations, light and dark', async ({ page }) => {
  // Three full-page scans: slow on a busy machine.
  test.setTimeout(90_000);
  await signIn(page);
  await openFeed(page);
  await expectNoSeriousA11yViolations(page, { label: 'feed (light)' });
  const dark = await page.request.patch('/api/user/preferences', { data: { darkMode: true } });
  expect(dark.ok()).toBe(true);
  await page.reload();
  await expect(cardTitle(page)).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoSeriousA11yViolations(page, { label: 'feed (dark)' });
  await card(page).getByRole('button', { name: 'Why this story?' }).click();
  // The sheet's chunk loads on this first tap: scanned before it has mounted, its fade-in would
  // start under the scan (the animations it waits for did not exist yet).
  await expect(page.getByRole('dialog', { name: 'Why this story?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'why this story (dark)' });
});
