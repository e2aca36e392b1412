// One Schemathesis run against a running gateway: every `/api` operation of its OpenAPI document,
// signed in as a given user (hooks.py), with the four checks the API promises. Returns the figures
// and Schemathesis's own report, for the bounded test and for `npm run fuzz`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureSchemathesis } from '../../scripts/schemathesis.js';

/** No 5xx, and every answer's status, content type and body as the document says. */
export const FUZZ_CHECKS = ['not_a_server_error', 'status_code_conformance', 'content_type_conformance', 'response_schema_conformance'];

export interface FuzzOptions {
  /** The gateway's origin, e.g. http://127.0.0.1:8080. */
  baseUrl: string;
  username: string;
  password: string;
  /** Schemathesis's time budget for the whole run. */
  maxSeconds: number;
  /** Test cases per operation and phase (Schemathesis's `--max-examples`); its default when absent. */
  maxExamples?: number;
  /**
   * Concurrent workers, 1 by default: with 2, Hypothesis's `ast.parse` of lambda sources raced
   * between threads on CPython 3.11 ("SystemError: AST constructor recursion depth mismatch")
   * and failed the run on Schemathesis's side, not the API's.
   */
  workers?: number;
  /** Schemathesis's phases, comma-separated (examples, coverage, fuzzing, stateful). */
  phases?: string;
  seed?: number;
  /** Print Schemathesis's output as it comes (the long run); otherwise it is only returned. */
  echo?: boolean;
}

export interface FuzzResult {
  exitCode: number;
  /** HTTP answers Schemathesis received (counted by hooks.py). */
  requests: number;
  testCases: number;
  /** Failures Schemathesis reports, each kind of failure on each operation once. */
  failures: number;
  operations: number;
  /** Each phase Schemathesis ran and how it ended (`success`, `failure`, `skip`...). */
  phases: Record<string, string>;
  /** The failures by kind, e.g. `Undocumented status code ×6`. */
  kinds: string[];
  seconds: number;
  /** Schemathesis's terminal report: what failed and how to reproduce it. */
  output: string;
}

interface JsonReport {
  operations: { tested: number } | null;
  test_cases: { generated: number; unique_failures: number };
  errors: { title: string; count: number }[];
  failures: { title: string; count: number }[];
  phases: Record<string, { status: string }> | null;
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzResult> {
  const st = ensureSchemathesis();
  // Schemathesis and Hypothesis write their files into the working folder: a fresh one each run.
  const workDir = mkdtempSync(join(tmpdir(), 'tidings-fuzz-'));
  const reportPath = join(workDir, 'report.json');
  const countPath = join(workDir, 'count.json');
  const signInLogPath = join(workDir, 'sign-in.log');
  const args = [
    'run',
    `${options.baseUrl}/api/openapi.json`,
    '--url',
    options.baseUrl,
    '--checks',
    FUZZ_CHECKS.join(','),
    '--max-time',
    String(options.maxSeconds),
    '--workers',
    String(options.workers ?? 1),
    '--phases',
    options.phases ?? 'examples,coverage,fuzzing,stateful',
    '--request-timeout',
    '30',
    '--generation-database',
    'none',
    '--suppress-health-check',
    'all',
    '--report',
    'json',
    '--report-json-path',
    reportPath,
    '--no-color',
    ...(options.maxExamples ? ['--max-examples', String(options.maxExamples)] : []),
    ...(options.seed !== undefined ? ['--seed', String(options.seed)] : []),
  ];
  const env = {
    ...process.env,
    SCHEMATHESIS_HOOKS: join(import.meta.dirname, 'hooks.py'),
    FUZZ_BASE_URL: options.baseUrl,
    FUZZ_USERNAME: options.username,
    FUZZ_PASSWORD: options.password,
    FUZZ_COUNT_FILE: countPath,
    FUZZ_SIGN_IN_LOG: signInLogPath,
    COLUMNS: '120',
  };
  const started = Date.now();
  try {
    const { exitCode, output } = await new Promise<{ exitCode: number; output: string }>((resolve, reject) => {
      const child = spawn(st, args, { cwd: workDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
        if (options.echo) process.stdout.write(chunk);
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      child.on('error', reject);
      child.on('close', (code) => resolve({ exitCode: code ?? 1, output }));
    });
    const report = JSON.parse(readFileSync(reportPath, 'utf8')) as JsonReport;
    const { requests } = JSON.parse(readFileSync(countPath, 'utf8')) as { requests: number };
    const errors = report.errors.reduce((sum, error) => sum + error.count, 0);
    const signInFailures = existsSync(signInLogPath) ? readFileSync(signInLogPath, 'utf8') : '';
    return {
      exitCode,
      requests,
      testCases: report.test_cases.generated,
      failures: report.test_cases.unique_failures + errors,
      operations: report.operations?.tested ?? 0,
      phases: Object.fromEntries(Object.entries(report.phases ?? {}).map(([phase, { status }]) => [phase, status])),
      kinds: [...report.failures, ...report.errors].map(({ title, count }) => `${title} ×${count}`),
      seconds: (Date.now() - started) / 1000,
      output: signInFailures ? `${output}\nThe fuzz user's own sign-ins that failed (hooks.py):\n${signInFailures}` : output,
    };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** One line with the run's figures. */
export function describeFuzz(result: FuzzResult): string {
  return (
    `API fuzz: ${result.requests} requests (${result.testCases} test cases) on ${result.operations} operations in ` +
    `${result.seconds.toFixed(1)} s: ${result.failures} failures` +
    (result.kinds.length ? ` (${result.kinds.join(', ')})` : '') +
    `; phases: ${Object.entries(result.phases).map(([phase, status]) => `${phase} ${status}`).join(', ')}`
  );
}
