// `npm run fuzz`: the API fuzz test of `npm test` (test/fuzz/api-fuzz.test.ts), run longer and
// with Schemathesis's live output. FUZZ_SECONDS (default 600), FUZZ_MAX_EXAMPLES (test cases per
// operation and phase) and FUZZ_WORKERS (default 2) shape it; it ends with the number of
// requests and failures, and exits non-zero on any failure.
import { ensureFerretdb, ensureNatsServer } from './engines.js';
import { bin, exec } from './exec.js';
import { ensureSchemathesis } from './schemathesis.js';

if (!process.env.MONGO_URL) ensureFerretdb();
if (!process.env.NATS_URL) ensureNatsServer();
ensureSchemathesis();
process.env.FUZZ_SECONDS ??= '600';
process.env.FUZZ_PHASES ??= 'examples,coverage,fuzzing,stateful';
process.env.FUZZ_ECHO ??= '1';
process.exit(await exec(bin('vitest'), ['run', '--project', 'repo', 'test/fuzz/api-fuzz.test.ts']));
