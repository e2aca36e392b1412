import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSchemathesis } from '../../scripts/schemathesis.js';
import { describeFuzz, runFuzz } from './fuzz-run.js';
import { startFuzzStack, type FuzzStack } from './fuzz-stack.js';

// Bounded for `npm test`: the coverage phase (each parameter's edges and every kind of wrong
// value, deterministic) and some random cases. `npm run fuzz` runs the same file longer, with
// every phase (FUZZ_SECONDS, FUZZ_PHASES, FUZZ_MAX_EXAMPLES, FUZZ_WORKERS).
const seconds = Number(process.env.FUZZ_SECONDS ?? 60);
const phases = process.env.FUZZ_PHASES ?? 'coverage,fuzzing';
const maxExamples = process.env.FUZZ_MAX_EXAMPLES ? Number(process.env.FUZZ_MAX_EXAMPLES) : undefined;
const workers = Number(process.env.FUZZ_WORKERS ?? 1);

describe('the whole /api, fuzzed through the gateway (Schemathesis)', () => {
  let fuzz: FuzzStack;

  beforeAll(async () => {
    ensureSchemathesis();
    fuzz = await startFuzzStack();
  }, 180_000);
  afterAll(async () => fuzz?.stack.close());

  it(
    'answers no 5xx, and only statuses, content types and bodies its OpenAPI document names',
    async () => {
      const result = await runFuzz({
        baseUrl: fuzz.stack.url,
        username: fuzz.username,
        password: fuzz.password,
        maxSeconds: seconds,
        maxExamples,
        workers,
        phases,
        echo: process.env.FUZZ_ECHO === '1',
      });
      console.log(describeFuzz(result));
      // Schemathesis's report (failing cases with a curl line each) is the message when it fails.
      expect(result.failures, result.output).toBe(0);
      expect(result.exitCode, result.output).toBe(0);
      expect(result.requests).toBeGreaterThan(0);
      // The run never learnt the fuzz user's password, so it still signs in: had it changed it or
      // deleted the account, the cases after that tested nothing but the failed sign-in.
      const signIn = await fuzz.stack.gateway.inject({ method: 'POST', url: '/api/login', payload: { username: fuzz.username, password: fuzz.password } });
      expect(signIn.statusCode).toBe(200);
    },
    (seconds + 120) * 1000,
  );
});
