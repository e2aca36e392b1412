import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { articleId, cardTitle, signIn } from './feed-helpers.js';
import { outageInfoFile, type OutageInfo } from './outage-info.js';
import { FIRST_PAINT_TIMEOUT_MS } from './reader-helpers.js';

// Issue 11: reading through a 30-second gateway outage loses no engagement or reading time. The
// page talks to a gateway of its own (e2e/serve.ts starts it beside the suite's), which the test
// really stops (SIGKILL) and starts again through serve.ts's control port.

const OUTAGE_MS = 30_000;

test('reading through a 30-second gateway outage loses no engagement and no reading time', async ({ page, context, baseURL }) => {
  test.setTimeout(150_000);
  const { gatewayUrl: outageUrl, controlUrl } = JSON.parse(readFileSync(outageInfoFile(new URL(baseURL!).port), 'utf8')) as OutageInfo;
  const control = (action: 'stop' | 'start') => fetch(`${controlUrl}/outage-gateway/${action}`, { method: 'POST' });
  // Cookies do not depend on the port: signed in here, the page is signed in there too.
  await signIn(page);

  const viewed = page.waitForResponse((response) => response.url().endsWith('/api/engagement') && response.request().postDataJSON()?.engagementType === 'viewed');
  await page.goto(`${outageUrl}/`);
  await expect(cardTitle(page)).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  const newsId = await articleId(page);
  expect((await viewed).status()).toBe(200);

  // The gateway dies while the card is being read: the card's 'read' (after 5 s of focus) meets it.
  expect((await control('stop')).status).toBe(204);
  const outageStarted = Date.now();
  await expect.poll(() => fetch(`${outageUrl}/readyz`).then(() => 'up', () => 'down')).toBe('down');
  await page.waitForTimeout(OUTAGE_MS - (Date.now() - outageStarted));
  expect((await control('start')).status).toBe(204);

  // The reader closes the tab (the card's time goes out as it closes) and comes back later.
  await page.close({ runBeforeUnload: true });
  const later = await context.newPage();
  await later.goto(`${outageUrl}/`);
  await expect(cardTitle(later)).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });

  // Adding no time answers what is stored: read, with the time read through the outage.
  const stored = async () => {
    const response = await later.request.put(`${outageUrl}/api/engagement/time`, { data: { newsId, timeSpentMs: 0 }, headers: { origin: outageUrl } });
    return response.ok() ? ((await response.json()) as { engagement: { engagementType: string; timeSpentMs: number } }).engagement : null;
  };
  await expect.poll(async () => (await stored())?.engagementType, { timeout: 60_000 }).toBe('read');
  await expect.poll(async () => (await stored())?.timeSpentMs ?? 0, { timeout: 60_000 }).toBeGreaterThanOrEqual(OUTAGE_MS);
});
