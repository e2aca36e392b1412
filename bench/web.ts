// What a phone downloads and waits for on first load: per route, the scripts and stylesheets a
// fresh visit fetches before the screen is ready (count, raw bytes, gzip bytes computed here —
// the gateway serves them uncompressed —, bytes as transferred), and for the signed-in feed the
// time to the shell's first contentful paint, to the feed's slot settling and to the first card
// painted, on a Pixel 7 profile with the CPU throttled 4×. Every visit is a new browser context: empty HTTP cache, no service
// worker, so each figure is a first visit.
import { chromium, devices, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildAll } from '../scripts/build.js';
import { CHROMIUM_PATH, ensureChromium } from '../scripts/chromium.js';
import { ROOT } from '../scripts/engines.js';
import { startStack } from '../scripts/stack.js';

/** The feed's card as mf-feed renders it (an <article> in the shell's <main>; the reader's
 * dialog renders in a portal outside it); the first match painted is "the first card". */
const FEED_CARD_SELECTOR = process.env.BENCH_FEED_CARD_SELECTOR ?? 'main article';
const TIMING_RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
/** `BENCH_WEB_NETWORK=slow4g` also throttles the network as Lighthouse's mobile profile does. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const NETWORK = process.env.BENCH_WEB_NETWORK === 'slow4g' ? SLOW_4G : null;
const READY_TIMEOUT_MS = 30_000;
const PASSWORD = 'bench-password-7';
const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

interface Route {
  path: string;
  label: string;
  signedIn: boolean;
}

const ROUTES: Route[] = [
  { path: '/auth', label: '/auth', signedIn: false },
  { path: '/', label: '/ (feed)', signedIn: true },
  { path: '/discover', label: '/discover', signedIn: true },
  { path: '/profile', label: '/profile', signedIn: true },
  { path: '/bookmarks', label: '/bookmarks', signedIn: true },
  { path: '/onboarding/interests', label: '/onboarding', signedIn: true },
];

interface Asset {
  url: string;
  raw: number;
  gzip: number;
  transferred: number;
}

interface Totals {
  count: number;
  raw: number;
  gzip: number;
  transferred: number;
}

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

async function newContext(browser: Browser, baseUrl: string, signedIn: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: baseUrl, serviceWorkers: 'block' });
  if (signedIn) await signIn(context, baseUrl);
  return context;
}

/**
 * The screen is ready when the route's own content is in `main` and nothing there still spins:
 * the auth form, a remote's page, or a remote's fallback (a remote not deployed yet).
 */
async function waitForScreen(page: Page, route: Route): Promise<void> {
  await page.waitForFunction(
    ({ path, card }) => {
      if (location.pathname !== path) return false;
      const main = document.querySelector('main');
      if (!main || main.querySelector('[role="status"]')) return false;
      if (path === '/' && document.querySelector(card)) return true;
      return (main.textContent ?? '').trim().length > 0;
    },
    { path: route.path, card: FEED_CARD_SELECTOR },
    { timeout: READY_TIMEOUT_MS, polling: 50 },
  );
}

/** null for a failed request, or one that finished as the visit's context was closing. */
async function asset(request: Request): Promise<Asset | null> {
  try {
    const response = await request.response();
    if (!response || !response.ok()) return null;
    const body = await response.body();
    const sizes = await request.sizes();
    return { url: request.url(), raw: body.length, gzip: gzipSync(body).length, transferred: sizes.responseHeadersSize + sizes.responseBodySize };
  } catch (error) {
    if (error instanceof Error && /closed/.test(error.message)) return null;
    throw error;
  }
}

function sum(assets: Asset[]): Totals {
  return assets.reduce((t, a) => ({ count: t.count + 1, raw: t.raw + a.raw, gzip: t.gzip + a.gzip, transferred: t.transferred + a.transferred }), { count: 0, raw: 0, gzip: 0, transferred: 0 });
}

interface RouteFigures {
  js: Totals;
  css: Totals;
  /** Scripts fetched after the screen was ready, until the network went idle. */
  laterJs: Totals;
  scripts: Asset[];
  /** What the screen showed: its page, or the slot's fallback (a remote not deployed yet). */
  screen: 'page' | 'fallback';
}

/** The heading of the shell's remote fallback (shell/src/features/remotes). */
const FALLBACK_HEADING = 'This part of Tidings is unavailable right now.';

/** One cold visit: records every script and stylesheet, split at the moment the screen is ready. */
async function measureRoute(browser: Browser, baseUrl: string, route: Route): Promise<RouteFigures> {
  const context = await newContext(browser, baseUrl, route.signedIn);
  try {
    const page = await context.newPage();
    const pending: Array<Promise<{ kind: string; asset: Asset | null }>> = [];
    // Requested before the screen was ready = first load; requested after = loaded later.
    const beforeReady = new Set<string>();
    let ready = false;
    page.on('request', (request) => {
      if (!ready) beforeReady.add(request.url());
    });
    page.on('requestfinished', (request) => {
      const kind = request.resourceType();
      if (kind === 'script' || kind === 'stylesheet') pending.push(asset(request).then((a) => ({ kind, asset: a })));
    });
    await page.goto(route.path);
    await waitForScreen(page, route);
    ready = true;
    await page.waitForLoadState('networkidle');
    const done = await Promise.all(pending);
    const pick = (kind: string, early: boolean) => done.flatMap((d) => (d.kind === kind && d.asset && beforeReady.has(d.asset.url) === early ? [d.asset] : []));
    const scripts = pick('script', true);
    const screen = (await page.getByRole('heading', { name: FALLBACK_HEADING }).count()) > 0 ? 'fallback' : 'page';
    return { js: sum(scripts), css: sum(pick('stylesheet', true)), laterJs: sum(pick('script', false)), scripts, screen };
  } finally {
    await context.close();
  }
}

interface FeedTiming {
  fcp: number;
  /** The feed's slot settled: its page or its fallback painted, no spinner left in `main`. */
  slot: number | null;
  card: number | null;
}

type Marks = { __benchSlot?: number; __benchFirstCard?: number };

/**
 * Records, in the page, when the feed's slot settles and when the first feed card is painted:
 * first seen in the DOM, then two animation frames (the frame that paints it has run).
 * It runs in the browser, serialised by Playwright: no named inner functions, which tsx would
 * wrap in its own `__name()` helper, unknown there.
 */
function watchFeed(selector: string): void {
  new MutationObserver((_, observer) => {
    const w = window as unknown as Marks;
    const main = document.querySelector('main');
    if (w.__benchSlot === undefined && main && !main.querySelector('[role="status"]') && (main.textContent ?? '').trim()) {
      requestAnimationFrame(() => requestAnimationFrame(() => (w.__benchSlot ??= performance.now())));
    }
    if (document.querySelector(selector)) {
      observer.disconnect();
      requestAnimationFrame(() => requestAnimationFrame(() => (w.__benchFirstCard ??= performance.now())));
    }
  }).observe(document, { childList: true, subtree: true });
}

async function mark(page: Page, name: keyof Marks): Promise<number | null> {
  return page
    .waitForFunction((key) => (window as unknown as Marks)[key], name, { timeout: READY_TIMEOUT_MS, polling: 100 })
    .then((handle) => handle.jsonValue() as Promise<number>)
    .catch(() => null);
}

async function timeFeed(browser: Browser, baseUrl: string): Promise<FeedTiming> {
  const context = await newContext(browser, baseUrl, true);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (NETWORK) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', NETWORK);
    }
    await page.addInitScript(watchFeed, FEED_CARD_SELECTOR);
    await page.goto('/');
    const slot = await mark(page, '__benchSlot');
    // A fallback in the slot (mf-feed not deployed, or failing) will never show a card.
    const fallback = (await page.getByRole('heading', { name: FALLBACK_HEADING }).count()) > 0;
    const card = fallback ? null : await mark(page, '__benchFirstCard');
    const fcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const entry = performance.getEntriesByName('first-contentful-paint')[0];
          if (entry) return resolve(entry.startTime);
          new PerformanceObserver((list) => resolve(list.getEntries()[0]!.startTime)).observe({ type: 'paint', buffered: true });
        }),
    );
    return { fcp, slot, card };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function printTable(rows: Array<[string, RouteFigures]>): void {
  const header = ['route', 'screen', 'js files', 'js raw KB', 'js gzip KB', 'js transfer KB', 'css files', 'css raw KB', 'css gzip KB', 'css transfer KB', 'later js (files / gzip KB)'];
  const lines = rows.map(([label, f]) => [
    label,
    f.screen,
    String(f.js.count),
    kb(f.js.raw),
    kb(f.js.gzip),
    kb(f.js.transferred),
    String(f.css.count),
    kb(f.css.raw),
    kb(f.css.gzip),
    kb(f.css.transferred),
    `${f.laterJs.count} / ${kb(f.laterJs.gzip)}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => '  ' + cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

export async function benchWeb(): Promise<void> {
  buildAll();
  ensureChromium();
  const dataDir = mkdtempSync(join(ROOT, '.test-engines', 'bench-web-'));
  try {
    await measure(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measure(dataDir: string): Promise<void> {
  const stack = await startStack({ dataDir, port: 0, env: { AUTH_RATE_LIMIT_MAX: '10000', LOG_LEVEL: 'warn', INGESTION_ENABLED: 'false' } });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS }).catch(async (error: unknown) => {
    await stack.stop();
    throw error;
  });
  try {
    const rows: Array<[string, RouteFigures]> = [];
    for (const route of ROUTES) rows.push([route.label, await measureRoute(browser, stack.url, route)]);
    console.log('  First load per route (Pixel 7, cold cache; gzip computed at level 6; KB = 1024 bytes):');
    printTable(rows);
    if (process.env.BENCH_WEB_LIST) {
      for (const [label, f] of rows) {
        console.log(`\n  ${label} scripts (raw / gzip KB):`);
        for (const s of [...f.scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`    ${kb(s.raw).padStart(7)} ${kb(s.gzip).padStart(6)}  ${new URL(s.url).pathname}`);
      }
    }

    const timings: FeedTiming[] = [];
    for (let run = 0; run < TIMING_RUNS; run++) timings.push(await timeFeed(browser, stack.url));
    const fcps = timings.map((t) => t.fcp);
    const slots = timings.flatMap((t) => (t.slot === null ? [] : [t.slot]));
    const cards = timings.flatMap((t) => (t.card === null ? [] : [t.card]));
    const spread = (values: number[]) => `median ${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`;
    const network = NETWORK ? ', network slow 4G (150 ms, 1.6 Mbit/s)' : '';
    console.log(`\n  Feed on a ${CPU_SLOWDOWN}× CPU-throttled Pixel 7${network}, ${TIMING_RUNS} cold visits:`);
    console.log(`    shell first contentful paint: ${spread(fcps)}`);
    if (slots.length) console.log(`    feed slot settled (page or fallback): ${spread(slots)}`);
    console.log(
      cards.length === timings.length
        ? `    first card painted (${FEED_CARD_SELECTOR}):  ${spread(cards)}`
        : `    first card painted: no '${FEED_CARD_SELECTOR}' in ${timings.length - cards.length} of ${timings.length} visits (fallback, or none within ${READY_TIMEOUT_MS / 1000} s)${cards.length ? `; the others: ${spread(cards)}` : ''}`,
    );
  } finally {
    await browser.close();
    await stack.stop();
  }
}
