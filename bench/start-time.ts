// Time from `npm start` to the first page served, with the build already cached (aim ≤ 20 s).
// Runs the real command on a free port with a fresh data folder, then stops it with SIGINT.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from '../scripts/build.js';
import { ROOT, freePort } from '../scripts/engines.js';

async function firstPage(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { headers: { accept: 'text/html' } });
      if (response.ok && (await response.text()).includes('<div id="root"')) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no page within the deadline');
}

export async function benchStartTime(): Promise<void> {
  buildAll(); // the figure is for a cached build, so make sure there is one
  const runs = Number(process.env.BENCH_START_RUNS ?? 2);
  const times: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const dataDir = mkdtempSync(join(ROOT, '.test-engines', 'bench-start-'));
    const port = await freePort();
    const started = Date.now();
    const child = spawn('npm', ['start'], { cwd: ROOT, env: { ...process.env, PORT: String(port), DATA_DIR: dataDir }, stdio: 'ignore', detached: true });
    try {
      await firstPage(`http://127.0.0.1:${port}/`, started + 120_000);
      times.push((Date.now() - started) / 1000);
      console.log(`  run ${run}: first page after ${times.at(-1)!.toFixed(1)} s`);
    } finally {
      process.kill(-child.pid!, 'SIGINT');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(`  npm start → first page (cached build): best ${Math.min(...times).toFixed(1)} s, worst ${Math.max(...times).toFixed(1)} s  (aim ≤ 20 s)`);
}
