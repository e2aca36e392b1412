// What one cold visit to a route downloads before its screen is ready: every script and
// stylesheet, as the browser received it (encoded body + headers; Chromium sends
// `Accept-Encoding: gzip, deflate, br, zstd` and the gateway answers with the build's .br files).
import { devices, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';

export interface Route {
  path: string;
  label: string;
  signedIn: boolean;
}

export interface Asset {
  url: string;
  /** Decoded size. */
  raw: number;
  /** The body as it crossed the wire (`sizes().responseBodySize` is the encoded size). */
  encoded: number;
  /** Encoded body plus response headers: DevTools' "transferred". */
  transferred: number;
  /** Content-Encoding, '' for none. */
  encoding: string;
}

export interface Totals {
  count: number;
  raw: number;
  encoded: number;
  transferred: number;
  /** Files sent without any Content-Encoding. */
  uncompressed: number;
}

export interface RouteFigures {
  js: Totals;
  css: Totals;
  /** Scripts fetched after the screen was ready, until the network went idle. */
  laterJs: Totals;
  scripts: Asset[];
  /** What the screen showed: its page, or the slot's fallback (a remote not deployed yet). */
  screen: 'page' | 'fallback';
}

export const READY_TIMEOUT_MS = 30_000;
const PASSWORD = 'bench-password-7';
/** The heading of the shell's remote fallback (shell/src/features/remotes). */
export const FALLBACK_HEADING = 'This part of Tidings is unavailable right now.';

let userCounter = 0;

/** A fresh user who has finished onboarding, signed in within this context's cookie jar. */
async function signIn(context: BrowserContext, baseUrl: string): Promise<void> {
  userCounter += 1;
  const username = `web${Date.now().toString(36)}${userCounter}`;
  const registered = await context.request.post(`${baseUrl}/api/register`, { data: { username, password: PASSWORD } });
  if (registered.status() !== 201) throw new Error(`register failed: ${registered.status()} ${await registered.text()}`);
  const onboarded = await context.request.patch(`${baseUrl}/api/user/preferences`, {
    data: { interests: ['world', 'science', 'sports'], onboardingCompleted: true },
    headers: { origin: baseUrl },
  });
  if (!onboarded.ok()) throw new Error(`preferences failed: ${onboarded.status()} ${await onboarded.text()}`);
}

/** A new context is an empty HTTP cache; service workers are blocked, so each visit is a first visit. */
export async function newContext(browser: Browser, baseUrl: string, signedIn: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: baseUrl, serviceWorkers: 'block' });
  if (signedIn) await signIn(context, baseUrl);
  return context;
}

/**
 * Notes in the page the moment its screen is first ready (`window.screenReadyAt`, from
 * `performance.now()`): the route's own content is in `main` and nothing there still spins (the
 * auth form, a remote's page, or a remote's fallback for a remote not deployed yet). Checked on
 * every change of the document, so the split between first load and later is the page's own
 * clock, not the moment this process's polling noticed (late on a busy machine, which counted an
 * idle-time download made just after the screen was ready as first load).
 */
function noteWhenReady(path: string, card: string): string {
  // A string, not a function: tsx would wrap the inner functions in a `__name()` the page lacks.
  return `(() => {
    const path = ${JSON.stringify(path)}, card = ${JSON.stringify(card)};
    const isReady = () => {
      if (location.pathname !== path) return false;
      const main = document.querySelector('main');
      if (!main || main.querySelector('[role="status"]')) return false;
      if (path === '/' && document.querySelector(card)) return true;
      return (main.textContent ?? '').trim().length > 0;
    };
    const check = () => {
      if (window.screenReadyAt === undefined && isReady()) window.screenReadyAt = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
    // A change of the route alone (history.pushState) mutates nothing.
    const timer = setInterval(() => { check(); if (window.screenReadyAt !== undefined) clearInterval(timer); }, 50);
  })();`;
}

async function waitForScreen(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { screenReadyAt?: number }).screenReadyAt !== undefined, undefined, { timeout: READY_TIMEOUT_MS, polling: 50 });
}

/** null for a failed request, or one that finished as the visit's context was closing. */
async function asset(request: Request): Promise<Asset | null> {
  try {
    const response = await request.response();
    if (!response || !response.ok()) return null;
    const body = await response.body();
    const sizes = await request.sizes();
    const encoding = (await response.headerValue('content-encoding')) ?? '';
    return { url: request.url(), raw: body.length, encoded: sizes.responseBodySize, transferred: sizes.responseHeadersSize + sizes.responseBodySize, encoding };
  } catch (error) {
    if (error instanceof Error && /closed/.test(error.message)) return null;
    throw error;
  }
}

function sum(assets: Asset[]): Totals {
  return assets.reduce(
    (t, a) => ({ count: t.count + 1, raw: t.raw + a.raw, encoded: t.encoded + a.encoded, transferred: t.transferred + a.transferred, uncompressed: t.uncompressed + (a.encoding ? 0 : 1) }),
    { count: 0, raw: 0, encoded: 0, transferred: 0, uncompressed: 0 },
  );
}

/** One cold visit: records every script and stylesheet, split at the moment the screen is ready. */
export async function measureRoute(browser: Browser, baseUrl: string, route: Route, cardSelector: string): Promise<RouteFigures> {
  const context = await newContext(browser, baseUrl, route.signedIn);
  try {
    const page = await context.newPage();
    const pending: Array<Promise<{ kind: string; asset: Asset | null }>> = [];
    page.on('requestfinished', (request) => {
      const kind = request.resourceType();
      if (kind === 'script' || kind === 'stylesheet') pending.push(asset(request).then((a) => ({ kind, asset: a })));
    });
    await page.addInitScript({ content: noteWhenReady(route.path, cardSelector) });
    await page.goto(route.path);
    await waitForScreen(page);
    await page.waitForLoadState('networkidle');
    const done = await Promise.all(pending);
    // Requested before the screen was ready = first load; requested after = loaded later.
    const beforeReady = new Set(
      await page.evaluate(() => {
        const readyAt = (window as unknown as { screenReadyAt?: number }).screenReadyAt ?? Infinity;
        return performance.getEntriesByType('resource').flatMap((entry) => (entry.startTime <= readyAt ? [entry.name] : []));
      }),
    );
    const pick = (kind: string, early: boolean) => done.flatMap((d) => (d.kind === kind && d.asset && beforeReady.has(d.asset.url) === early ? [d.asset] : []));
    const scripts = pick('script', true);
    const screen = (await page.getByRole('heading', { name: FALLBACK_HEADING }).count()) > 0 ? 'fallback' : 'page';
    return { js: sum(scripts), css: sum(pick('stylesheet', true)), laterJs: sum(pick('script', false)), scripts, screen };
  } finally {
    await context.close();
  }
}
