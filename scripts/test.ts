// `npm test`: every check a change must pass — lint, types, unit and integration tests on the
// real engines, then Playwright end to end in Chromium. The checks and the unit tests run beside
// the integration tests (see test-lanes.ts).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { lintWorkflows } from './actionlint.js';
import { buildAll } from './build.js';
import { ensureChromium } from './chromium.js';
import { FERRETDB_SRC, ROOT, ensureFerretdb, ensureNatsServer } from './engines.js';
import { checkPatchedFerretdb } from './ferretdb-patch.js';
import { bin, exec, type Output } from './exec.js';
import { checkHelmChart } from './helm-check.js';
import { lintWithRedocly } from './redocly.js';
import { ensureSchemathesis } from './schemathesis.js';
import { NODE_TEST_PROJECTS, WEB_TEST_PROJECTS, projectArgs } from './test-lanes.js';
import { typecheck } from './typecheck.js';

interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
}
const results: StepResult[] = [];
const API_DOCUMENT = join(ROOT, 'packages', 'api-client', 'openapi.json');

/** Runs a step; `print` receives its header and errors (the terminal unless the step's output is held). */
async function step(name: string, action: () => Promise<boolean> | boolean, print: (text: string) => void = (text) => void process.stdout.write(text)): Promise<void> {
  print(`\n=== ${name} ===\n`);
  const started = Date.now();
  let ok = false;
  try {
    ok = await action();
  } catch (error) {
    print(`${(error as Error).message}\n`);
  }
  results.push({ name, ok, seconds: (Date.now() - started) / 1000 });
}

const vitestRun = (projects: string[], report: string, output: Output = 'terminal') =>
  exec(bin('vitest'), ['run', ...projectArgs(projects), '--reporter=default', '--reporter=json', `--outputFile.json=test-results/${report}`], output);

/** The second lane: lint, types and the web unit tests, one after another, their output held back. */
async function checksAndWebTests(): Promise<string> {
  let held = '';
  const hold = (text: string) => void (held += text);
  await step('lint', async () => (await exec(bin('eslint'), ['.', '--max-warnings=0'], hold)) === 0, hold);
  await step('workflow lint (actionlint)', () => lintWorkflows(hold), hold);
  // The committed document (test/api-client/document-current.test.ts holds it to the routes).
  await step('API document lint (Redocly)', () => lintWithRedocly(API_DOCUMENT, hold), hold);
  // The Kubernetes chart renders, lints and validates against the API schemas, offline.
  await step('Helm chart (helm lint, template, Kubernetes schemas)', () => checkHelmChart(hold), hold);
  // One check at a time: the other core is the integration tests'.
  await step('typecheck', () => typecheck(1, hold), hold);
  await step('unit tests of the web workspaces (vitest)', async () => (await vitestRun(WEB_TEST_PROJECTS, 'vitest-web.json', hold)) === 0, hold);
  await step('embedded engine patches (gofmt, go vet, Go tests)', () => checkPatchedFerretdb(FERRETDB_SRC, join(ROOT, '.tools'), hold), hold);
  return held;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: { name: string; status: string; message?: string; assertionResults: { status: string; fullName: string; failureMessages?: string[] }[] }[];
}
interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; line: number; tests: { status: string; projectName: string }[] }[];
}

/** Failed tests by name (file and title): the summary is the part of a long CI log that is always read. */
function failedTests(): string[] {
  const failed: string[] = [];
  for (const name of ['vitest-node.json', 'vitest-web.json']) {
    const reportPath = join(ROOT, 'test-results', name);
    if (!existsSync(reportPath)) continue;
    const report = JSON.parse(readFileSync(reportPath, 'utf8')) as VitestReport;
    const firstLine = (message = '') => (message.split('\n')[0] ?? '').slice(0, 200);
    for (const file of report.testResults) {
      const path = file.name.replace(`${ROOT}/`, '');
      const tests = file.assertionResults.filter((test) => test.status === 'failed');
      for (const test of tests) failed.push(`${path} › ${test.fullName}\n        ${firstLine(test.failureMessages?.[0])}`);
      // A file that failed outside any test (its set-up, an unhandled error) has no failed test.
      if (file.status === 'failed' && tests.length === 0) failed.push(`${path}\n        ${firstLine(file.message)}`);
    }
  }
  const playwright = join(ROOT, 'test-results', 'playwright.json');
  if (existsSync(playwright)) {
    const visit = (suite: PlaywrightSuite) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) if (test.status === 'unexpected') failed.push(`${spec.file}:${spec.line} › [${test.projectName}] ${spec.title}`);
      }
      for (const child of suite.suites ?? []) visit(child);
    };
    for (const suite of (JSON.parse(readFileSync(playwright, 'utf8')) as { suites: PlaywrightSuite[] }).suites) visit(suite);
  }
  return failed;
}

function testCounts(): { passed: number; failed: number; skipped: number } {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const name of ['vitest-node.json', 'vitest-web.json']) {
    const vitest = join(ROOT, 'test-results', name);
    if (!existsSync(vitest)) continue;
    const report = JSON.parse(readFileSync(vitest, 'utf8')) as VitestReport;
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
  // Built even with MONGO_URL / NATS_URL: the engine's patch tests, the chaos test (it kills its
  // own engines) and the NATS permission tests start them whatever the URLs say.
  ensureFerretdb();
  ensureNatsServer();
  ensureSchemathesis();
  ensureChromium();
  return true;
});
await step('build', () => (buildAll(), true));
// A run that dies before writing its report must not be counted from an earlier run's.
for (const name of ['vitest-node.json', 'vitest-web.json', 'playwright.json']) rmSync(join(ROOT, 'test-results', name), { force: true });
console.log('\n(lint, typecheck and the web unit tests run beside these; their output follows them)');
const [, heldOutput] = await Promise.all([
  step('unit and integration tests of the services (vitest)', async () => (await vitestRun(NODE_TEST_PROJECTS, 'vitest-node.json')) === 0),
  checksAndWebTests(),
]);
process.stdout.write(heldOutput);
await step('end-to-end tests (Playwright, Chromium)', async () => (await exec(bin('playwright'), ['test'])) === 0);

console.log('\n=== summary ===');
for (const result of results) console.log(`${result.ok ? 'ok  ' : 'FAIL'}  ${result.name}  (${result.seconds.toFixed(1)} s)`);
const counts = testCounts();
const failedSteps = results.filter((r) => !r.ok).length;
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
for (const test of failedTests()) console.log(`  failed: ${test}`);
process.exit(failedSteps === 0 && counts.failed === 0 ? 0 : 1);
