import { expect, test, type Page } from '@playwright/test';
import { completeOnboardingByApi, registerByApi } from './helpers.js';

// The reading session against the real gateway and svc-tracking: the requests that must survive
// the page (keepalive, JSON, same-origin) pass the gateway's Origin check and arrive. What the
// server stored is read back with idempotent replays: a repeated start answers the stored session
// (ended ones stay ended), a repeated event counts as a duplicate.

interface StartBody {
  sessionId: string;
  userId: string;
  platform: string;
}

async function openFeedAndCatchStart(page: Page): Promise<StartBody> {
  const start = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/sessions/start'));
  await page.goto('/');
  return (await start).postDataJSON() as StartBody;
}

async function storedSession(page: Page, sessionId: string) {
  const response = await page.request.post('/api/sessions/start', { data: { sessionId } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { isActive: boolean; sessionEndTs: string | null; platform: string };
}

test.describe('reading session', () => {
  test.beforeEach(async ({ page }) => {
    await registerByApi(page);
    await completeOnboardingByApi(page);
  });

  test('opening the feed starts a session; closing the page ends it and delivers the buffered events', async ({ page, context }) => {
    // The buffer flushes 2 s after the last event: on a loaded machine that can come before the
    // test reads it. Refused batches stay buffered (they retry), so the buffer is still full at close.
    await page.route('**/api/events/batch', (route) => route.abort('internetdisconnected'));
    const start = await openFeedAndCatchStart(page);
    expect(start.sessionId).toHaveLength(36);
    expect(start.platform).toBe('android'); // the Pixel 7 profile's user agent
    // The events wait in the device's durable queue, with its writes.
    const queue = await page.evaluate(() => JSON.parse(localStorage.getItem('tidingsWriteQueue') ?? '[]') as Array<{ kind: string; event?: { eventType: string; sessionId: string } }>);
    const buffered = queue.flatMap((entry) => (entry.kind === 'event' && entry.event ? [entry.event] : []));
    expect(buffered).toContainEqual(expect.objectContaining({ eventType: 'app_launch', sessionId: start.sessionId }));
    await expect.poll(async () => (await storedSession(page, start.sessionId)).isActive).toBe(true);
    // A reader closes a page they have read. Chromium gives a closing page's unload handlers
    // 500 ms: a page still loading on a loaded machine is killed before pagehide runs (browsers
    // promise nothing there; the server ends such a session when the device starts its next one).
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle)));

    // Closing the tab: the end and the events go out from pagehide, as keepalive requests.
    await page.unroute('**/api/events/batch');
    await page.close({ runBeforeUnload: true });

    const after = await context.newPage();
    await expect.poll(async () => (await storedSession(after, start.sessionId)).sessionEndTs).not.toBeNull();
    const replay = await after.request.post('/api/events/batch', { data: { events: buffered } });
    expect(await replay.json()).toEqual({ accepted: 0, duplicates: buffered.length });
  });

  test('a reload ends the session and starts a new one', async ({ page }) => {
    const first = await openFeedAndCatchStart(page);
    const reloadedStart = page.waitForRequest((request) => request.url().endsWith('/api/sessions/start'));
    await page.reload();
    const second = (await reloadedStart).postDataJSON() as StartBody;
    expect(second.sessionId).not.toBe(first.sessionId);
    await expect.poll(async () => (await storedSession(page, first.sessionId)).isActive).toBe(false);
    expect((await storedSession(page, second.sessionId)).isActive).toBe(true);
  });

  test('no session starts on other screens or for a visitor', async ({ page, context }) => {
    const starts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/sessions/start')) starts.push(request.url());
    });
    await page.goto('/profile');
    await context.clearCookies();
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    expect(starts).toEqual([]);
  });
});
