// `npm run bench -- dev`: one remote's dev server (issue 28). First start: `npm run dev -w
// mf-discover` until it answers its remoteEntry.js (and the page), cold (no dev cache) and warm;
// aim ≤ 20 s. Rebuild: from writing an edit of a component to the dev server's "rebuilt" line;
// aim ≤ 1 s. The edit is undone after each run (and in `finally`).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, freePort } from '../scripts/engines.js';
import { spawnRemoteDev, type SpawnedRemoteDev } from '../scripts/remote-dev/spawn-remote-dev.js';

const FOLDER = 'mf-discover';
const EDITED = join(ROOT, FOLDER, 'src/features/discover/components/search-box.tsx');
const PLACEHOLDER = 'placeholder="Search news..."';
const START_TIMEOUT_MS = 180_000;
// Nothing needs to answer there: the figures are the dev server's own.
const UPSTREAM = 'http://127.0.0.1:9';

function summary(label: string, times: number[], unit: 's' | 'ms'): string {
  const sorted = [...times].sort((a, b) => a - b);
  const show = (ms: number) => (unit === 's' ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return `${label}: median ${show(median)} (range ${show(sorted[0]!)}–${show(sorted.at(-1)!)}, ${times.length} runs)`;
}

function forgetDevCache(): void {
  rmSync(join(ROOT, FOLDER, 'node_modules/.cache/rspack-dev'), { recursive: true, force: true, maxRetries: 5 });
  rmSync(join(ROOT, 'shell/node_modules/.cache/rspack-dev', FOLDER), { recursive: true, force: true, maxRetries: 5 });
}

async function pageReady(dev: SpawnedRemoteDev, started: number): Promise<number> {
  for (;;) {
    const ok = await fetch(`${dev.url}/discover`, { headers: { accept: 'text/html' } }).then((answer) => answer.ok, () => false);
    if (ok) return performance.now() - started;
    if (performance.now() - started > START_TIMEOUT_MS) throw new Error('no dev page');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function startOnce(cold: boolean): Promise<{ entry: number; page: number }> {
  if (cold) forgetDevCache();
  const started = performance.now();
  const dev = spawnRemoteDev({ folder: FOLDER, upstream: UPSTREAM, port: await freePort() });
  try {
    const entry = await dev.waitForEntry(START_TIMEOUT_MS);
    return { entry, page: await pageReady(dev, started) };
  } finally {
    await dev.stop();
  }
}

async function rebuilds(runs: number): Promise<{ wall: number[]; reported: number[] }> {
  const original = readFileSync(EDITED, 'utf8');
  const dev = spawnRemoteDev({ folder: FOLDER, upstream: UPSTREAM, port: await freePort() });
  const wall: number[] = [];
  const reported: number[] = [];
  try {
    await dev.waitForEntry(START_TIMEOUT_MS);
    for (let run = 1; run <= runs; run++) {
      const line = dev.nextLine(/rebuilt in \d+ ms/);
      const written = performance.now();
      writeFileSync(EDITED, original.replace(PLACEHOLDER, `placeholder="Search news ${run}..."`));
      const text = await line;
      wall.push(performance.now() - written);
      reported.push(Number(/rebuilt in (\d+) ms/.exec(text)![1]));
      const undone = dev.nextLine(/rebuilt in \d+ ms/);
      writeFileSync(EDITED, original);
      await undone;
    }
  } finally {
    writeFileSync(EDITED, original);
    await dev.stop();
  }
  return { wall, reported };
}

export async function benchDev(): Promise<void> {
  const runs = Number(process.env.BENCH_DEV_RUNS ?? 3);
  const cold: { entry: number; page: number }[] = [];
  const warm: { entry: number; page: number }[] = [];
  for (let run = 0; run < runs; run++) cold.push(await startOnce(true));
  for (let run = 0; run < runs; run++) warm.push(await startOnce(false));
  console.log(summary(`first start of ${FOLDER}, no dev cache: remoteEntry.js answered`, cold.map((item) => item.entry), 's'));
  console.log(summary('  … and the page (dev shell) answered', cold.map((item) => item.page), 's'));
  console.log(summary(`start of ${FOLDER} with its dev cache: remoteEntry.js answered`, warm.map((item) => item.entry), 's'));
  console.log(summary('  … and the page (dev shell) answered', warm.map((item) => item.page), 's'));
  const rebuilt = await rebuilds(Number(process.env.BENCH_DEV_EDITS ?? 5));
  console.log(summary('rebuild after an edit, write → "rebuilt" line', rebuilt.wall, 'ms'));
  console.log(summary('  … as Rspack reports it', rebuilt.reported, 'ms'));
  console.log('aims: first start ≤ 20 s, rebuild ≤ 1 s');
}
