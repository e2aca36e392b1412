// What a phone downloads and waits for on first load: per route, the scripts and stylesheets a
// fresh visit fetches before the screen is ready, as transferred (compressed, with headers), side
// by side with issue 10's budgets (web-budgets.ts); and for the signed-in feed the time to the
// shell's first contentful paint, to the feed's slot settling and to the first card painted, on a
// Pixel 7 profile with the CPU throttled 4×. Every visit is a new browser context: empty HTTP
// cache, no service worker, so each figure is a first visit. `BENCH_WEB_LIST=1` lists the
// scripts of each route; `BENCH_WEB_STRICT=1` exits non-zero when a budget is exceeded.
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_PATH } from '../scripts/chromium.js';
import type { RunningStack } from '../scripts/stack.js';
import { FALLBACK_HEADING, measureRoute, newContext, READY_TIMEOUT_MS, type Route } from './web-assets.js';
import { overBudget, printTable, type Row } from './web-budgets.js';
import { withWebStack } from './web-stack.js';

/** The feed's card as mf-feed renders it (an <article> in the shell's <main>; the reader's
 * dialog renders in a portal outside it); the first match painted is "the first card". */
const FEED_CARD_SELECTOR = process.env.BENCH_FEED_CARD_SELECTOR ?? 'main article';
const TIMING_RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
/** `BENCH_WEB_NETWORK=slow4g` also throttles the network as Lighthouse's mobile profile does. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const NETWORK = process.env.BENCH_WEB_NETWORK === 'slow4g' ? SLOW_4G : null;
const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

const ROUTES: Route[] = [
  { path: '/auth', label: '/auth', signedIn: false },
  { path: '/', label: '/ (feed)', signedIn: true },
  { path: '/discover', label: '/discover', signedIn: true },
  { path: '/profile', label: '/profile', signedIn: true },
  { path: '/bookmarks', label: '/bookmarks', signedIn: true },
  { path: '/onboarding/interests', label: '/onboarding', signedIn: true },
];

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

export function benchWeb(): Promise<void> {
  return withWebStack('web', measure);
}

async function measure(stack: RunningStack): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
  try {
    const rows: Row[] = [];
    for (const route of ROUTES) rows.push({ label: route.label, path: route.path, figures: await measureRoute(browser, stack.url, route, FEED_CARD_SELECTOR) });
    console.log('  First load per route (Pixel 7, cold cache; transfer = compressed body + headers, as the browser received it; KB = 1024 bytes):');
    printTable(rows);
    if (process.env.BENCH_WEB_LIST) {
      for (const { label, figures } of rows) {
        console.log(`\n  ${label} scripts (raw / transfer KB, encoding):`);
        for (const s of [...figures.scripts].sort((a, b) => b.transferred - a.transferred)) {
          console.log(`    ${kb(s.raw).padStart(7)} ${kb(s.transferred).padStart(6)}  ${(s.encoding || 'none').padEnd(4)}  ${new URL(s.url).pathname}`);
        }
      }
    }
    const over = overBudget(rows);
    console.log(over.length ? `\n  Over budget: ${over.join('; ')}` : '\n  Every route is within its first-load budgets.');
    if (over.length && process.env.BENCH_WEB_STRICT) process.exitCode = 1;

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
  }
}
