// Lighthouse's audits of `/auth` and the signed-in feed `/`, as a phone sees them: the `lighthouse`
// package drives Debian's Chromium with its default mobile preset (Moto G Power screen, simulated
// slow 4G and 4× CPU). Per page: the performance, accessibility, best-practices and SEO scores,
// LCP, TBT, CLS and FCP (medians of BENCH_LIGHTHOUSE_RUNS runs, 3 by default), what failed, and
// whether Chromium would offer to install the app. Nothing is downloaded: the browser is this
// machine's, the stack is local, and Chromium's background networking is off.
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_PATH } from '../scripts/chromium.js';
import type { RunningStack } from '../scripts/stack.js';
import { withWebStack } from './web-stack.js';
import { checkInstallability, type Installability } from './lighthouse-installability.js';

const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
/** A folder to keep every run's full report in (JSON, opens in the Lighthouse viewer). */
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_OUT;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const PASSWORD = 'bench-password-7';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

interface Page {
  path: string;
  label: string;
  signedIn: boolean;
}

const PAGES: Page[] = [
  { path: '/auth', label: '/auth', signedIn: false },
  { path: '/', label: '/ (feed)', signedIn: true },
];

interface RunFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** Audits of the categories that did not pass, `id (score)`. */
  failed: string[];
  /** Lighthouse's measure of this machine's speed at the time (a busy machine scores low). */
  benchmarkIndex: number;
}

/** A fresh user who has finished onboarding; answers the Cookie header of their session. */
async function signedInCookie(baseUrl: string, n: number): Promise<string> {
  const username = `lh${Date.now().toString(36)}${n}`;
  const registered = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${await registered.text()}`);
  const cookie = registered.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const onboarded = await fetch(`${baseUrl}/api/user/preferences`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify({ interests: ['world', 'science', 'sports'], onboardingCompleted: true }),
  });
  if (!onboarded.ok) throw new Error(`preferences failed: ${onboarded.status} ${await onboarded.text()}`);
  // The preferences answer sets the feed's freshness cookie too; keep the newest of each name.
  const jar = new Map(cookie.split('; ').map((pair) => [pair.split('=')[0]!, pair]));
  for (const line of onboarded.headers.getSetCookie()) jar.set(line.split('=')[0]!, line.split(';')[0]!);
  return [...jar.values()].join('; ');
}

function figures(lhr: Result): RunFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed = CATEGORIES.filter((c) => c !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1 || ref.weight === 0) return [];
      return [`${category}: ${ref.id} (${audit.score})`];
    }),
  );
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    failed,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Lighthouse's trace recording fails now and then on a busy machine (NO_NAVSTART, NO_FCP): run again. */
const ATTEMPTS = 3;

async function audit(chrome: LaunchedChrome, baseUrl: string, page: Page, run: number): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(chrome, baseUrl, page, run);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt >= ATTEMPTS) throw error;
      console.log(`  (${page.path}: ${error.message}; running it again)`);
    }
  }
}

class LighthouseRuntimeError extends Error {}

async function auditOnce(chrome: LaunchedChrome, baseUrl: string, page: Page, run: number): Promise<RunFigures> {
  // The session travels as a header on every request of the run (Lighthouse clears the origin's
  // storage, not its cookies, but a header keeps each run's user its own).
  const extraHeaders = page.signedIn ? { Cookie: await signedInCookie(baseUrl, run) } : undefined;
  const result = await lighthouse(`${baseUrl}${page.path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    extraHeaders,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse failed on ${page.path}: ${lhr.runtimeError.code}`);
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(join(REPORT_DIR, `${page.path === '/' ? 'feed' : page.path.slice(1)}-${run}.json`), result.report as string);
  }
  if (new URL(lhr.finalDisplayedUrl).pathname !== page.path) throw new Error(`${page.path} ended on ${lhr.finalDisplayedUrl}`);
  return figures(lhr);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function printTable(rows: Array<[Page, RunFigures[], Installability]>): void {
  const header = ['page', 'performance', 'accessibility', 'best practices', 'seo', 'LCP s', 'TBT ms', 'CLS', 'FCP s', 'installable'];
  const lines = rows.map(([page, runs, installable]) => {
    const m = (pick: (r: RunFigures) => number) => median(runs.map(pick));
    const spread = (pick: (r: RunFigures) => number) => (runs.length > 1 ? ` (${Math.min(...runs.map(pick))}–${Math.max(...runs.map(pick))})` : '');
    return [
      page.label,
      `${m((r) => r.scores.performance)}${spread((r) => r.scores.performance)}`,
      String(m((r) => r.scores.accessibility)),
      String(m((r) => r.scores['best-practices'])),
      String(m((r) => r.scores.seo)),
      (m((r) => r.lcp) / 1000).toFixed(1),
      m((r) => r.tbt).toFixed(0),
      m((r) => r.cls).toFixed(3),
      (m((r) => r.fcp) / 1000).toFixed(1),
      installable.errors.length ? 'no' : 'yes',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => '  ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

export function benchLighthouse(): Promise<void> {
  return withWebStack('lighthouse', measure);
}

async function measure(stack: RunningStack, dataDir: string): Promise<void> {
  let chrome: LaunchedChrome | undefined;
  try {
    const userDataDir = join(dataDir, 'chromium');
    mkdirSync(userDataDir, { recursive: true });
    chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, userDataDir, logLevel: 'error' });
    const rows: Array<[Page, RunFigures[], Installability]> = [];
    for (const page of PAGES) {
      const runs: RunFigures[] = [];
      // One page's runs back to back: each is a cold load (Lighthouse clears the cache first).
      for (let run = 0; run < RUNS; run++) runs.push(await audit(chrome, stack.url, page, run));
      const profile = join(dataDir, `installability-${rows.length}`);
      const installable = await checkInstallability(stack.url, page.path, profile, page.signedIn ? await signedInCookie(stack.url, 99) : undefined);
      rows.push([page, runs, installable]);
    }
    console.log(`  Lighthouse ${RUNS > 1 ? `medians of ${RUNS} runs` : '1 run'} per page (mobile preset: simulated slow 4G, 4× CPU; min–max of the performance score):`);
    printTable(rows);
    const indexes = rows.flatMap(([, runs]) => runs.map((r) => r.benchmarkIndex));
    console.log(`  Machine speed (Lighthouse's benchmarkIndex, a fast desktop scores ~2000; load from other work lowers it): median ${median(indexes).toFixed(0)} (min ${Math.min(...indexes).toFixed(0)}, max ${Math.max(...indexes).toFixed(0)})`);
    for (const [page, runs, installable] of rows) {
      const failed = [...new Set(runs.flatMap((r) => r.failed))];
      console.log(`\n  ${page.label}: ${failed.length ? `not passed in some run — ${failed.join(', ')}` : 'every accessibility, best-practices and SEO audit passed'}`);
      console.log(`    installability: ${installable.errors.length ? installable.errors.join('; ') : 'installable'}; manifest: ${installable.summary}`);
    }
  } finally {
    chrome?.kill();
  }
}
