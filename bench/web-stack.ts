// The frame of every browser benchmark: the product built, Chromium at hand, and the whole stack
// on fresh engines in a temporary folder, stopped and removed however the measuring ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from '../scripts/build.js';
import { ensureChromium } from '../scripts/chromium.js';
import { ROOT } from '../scripts/engines.js';
import { startStack, type RunningStack } from '../scripts/stack.js';
import { stackProcesses, untilIdle } from './process-cpu.js';

/** Sign-ups from one address are many here; ingestion would only add noise. */
const BENCH_ENV = { AUTH_RATE_LIMIT_MAX: '10000', LOG_LEVEL: 'warn', INGESTION_ENABLED: 'false' };

export async function withWebStack(name: string, measure: (stack: RunningStack, dataDir: string) => Promise<void>): Promise<void> {
  buildAll();
  ensureChromium();
  const dataDir = mkdtempSync(join(ROOT, '.test-engines', `bench-${name}-`));
  try {
    const stack = await startStack({ dataDir, port: 0, env: BENCH_ENV });
    try {
      // Not while svc-news loads the starter corpus, moments after the start.
      await untilIdle(stackProcesses(dataDir, stack.natsUrl));
      await measure(stack, dataDir);
    } finally {
      await stack.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
