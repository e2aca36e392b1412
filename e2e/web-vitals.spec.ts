import { expect, test, type Page } from '@playwright/test';

/**
 * The page goes to the background, as when the reader switches apps. Headless Chromium never
 * hides a page (other tabs, minimising and leaving do not reach the page, or not while it can
 * still be watched), so the document says so itself, as web-vitals' own tests do.
 */
async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

/**
 * Resolves once the browser has a largest-paint candidate. A heading that Playwright sees as
 * visible may not be painted yet, and the browser stops looking for the largest paint at the
 * first input: a tap before the first paint leaves the visit with no LCP at all. A reader taps
 * what they see, so the test waits for the paint too.
 */
async function firstLargestPaint(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        new PerformanceObserver((entries) => {
          if (entries.getEntries().length > 0) resolve();
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

// Issue 10: real sessions report their web vitals. A signed-out visit to /auth (the endpoint
// needs no session) delivers LCP and CLS to the gateway when the page is hidden.
test('a page visit reports its LCP and CLS to POST /api/vitals when the page is hidden', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await firstLargestPaint(page);
  // The reporter loads once the page has settled, or at the first tap: tap somewhere neutral,
  // then wait until it measures (hiding the page before that would read as a background load).
  await page.mouse.click(5, 5);
  await page.locator('html[data-vitals="measuring"]').waitFor({ state: 'attached' });
  // The reader's next tap ends LCP (the browser stops looking for larger paints at the first input).
  await page.mouse.click(5, 5);

  const delivered = page.waitForResponse((response) => response.url().endsWith('/api/vitals'));
  await hidePage(page);
  const response = await delivered;
  expect(response.status()).toBe(204);

  const report = response.request().postDataJSON() as { route: string; metrics: Array<{ name: string; value: number; rating: string }> };
  expect(report.route).toBe('/auth');
  expect(report.metrics.map((metric) => metric.name)).toEqual(expect.arrayContaining(['LCP', 'CLS']));
  for (const metric of report.metrics) {
    expect(Number.isFinite(metric.value)).toBe(true);
    expect(['good', 'needs-improvement', 'poor']).toContain(metric.rating);
  }
});
