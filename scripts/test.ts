// `npm test`: every check a change must pass, in the order that fails fastest — lint, types,
// unit and integration tests on the real engines, then Playwright end to end in Chromium.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from './build.js';
import { ensureChromium } from './chromium.js';
import { ROOT, ensureFerretdb, ensureNatsServer } from './engines.js';
import { bin, exec } from './exec.js';
import { ensureSchemathesis } from './schemathesis.js';
import { typecheck } from './typecheck.js';

interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
}
const results: StepResult[] = [];

async function step(name: string, action: () => Promise<boolean> | boolean): Promise<void> {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  let ok = false;
  try {
    ok = await action();
  } catch (error) {
    console.error((error as Error).message);
  }
  results.push({ name, ok, seconds: (Date.now() - started) / 1000 });
}

function testCounts(): { passed: number; failed: number; skipped: number } {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const vitest = join(ROOT, 'test-results', 'vitest.json');
  if (existsSync(vitest)) {
    const report = JSON.parse(readFileSync(vitest, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number };
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests;
  }
  const playwright = join(ROOT, 'test-results', 'playwright.json');
  if (existsSync(playwright)) {
    const report = JSON.parse(readFileSync(playwright, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
    counts.passed += report.stats.expected + report.stats.flaky;
    counts.failed += report.stats.unexpected;
    counts.skipped += report.stats.skipped;
  }
  return counts;
}

await step('set-up: engines, Schemathesis and Chromium', () => {
  if (!process.env.MONGO_URL) ensureFerretdb();
  if (!process.env.NATS_URL) ensureNatsServer();
  ensureSchemathesis();
  ensureChromium();
  return true;
});
await step('build', () => (buildAll(), true));
await step('lint', async () => (await exec(bin('eslint'), ['.', '--max-warnings=0'])) === 0);
await step('typecheck', typecheck);
await step('unit and integration tests (vitest)', async () => {
  return (await exec(bin('vitest'), ['run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'])) === 0;
});
await step('end-to-end tests (Playwright, Chromium)', async () => (await exec(bin('playwright'), ['test'])) === 0);

console.log('\n=== summary ===');
for (const result of results) console.log(`${result.ok ? 'ok  ' : 'FAIL'}  ${result.name}  (${result.seconds.toFixed(1)} s)`);
const counts = testCounts();
const failedSteps = results.filter((r) => !r.ok).length;
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedSteps === 0 && counts.failed === 0 ? 0 : 1);
