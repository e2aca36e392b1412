// Playwright's web server: the whole product, built, on fresh engines, with rate limits raised
// so the suite's many sign-ins from one address are not throttled (the limit has its own test).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../scripts/engines.js';
import { startStack } from '../scripts/stack.js';

const base = join(ROOT, '.test-engines');
mkdirSync(base, { recursive: true });
const dataDir = mkdtempSync(join(base, 'e2e-'));

const stack = await startStack({
  dataDir,
  port: Number(process.env.E2E_PORT ?? 18080),
  // No internet here: the starter corpus is the news; the ingestion worker has its own tests.
  // Every spec signs in from 127.0.0.1, and several fail a login as 'nobody-here' on purpose: the
  // login limits (their own tests are in svc-auth and test/security) stay out of the suite's way.
  env: {
    AUTH_RATE_LIMIT_MAX: '10000',
    AUTH_FAILED_LOGIN_MAX: '10000',
    AUTH_SLOWDOWN_AFTER: '10000',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn', // E2E_LOG_LEVEL=info + E2E_KEEP_DATA=1 keep every request in the logs
    INGESTION_ENABLED: 'false',
    // 'Quick Test Login' is on, as in `npm start` (auth.spec signs in with it; auth-security.spec
    // checks the button also hides when the server says it is off).
    TEST_ACCOUNT_ENABLED: 'true',
  },
  echoWarnings: true,
});
console.log(`e2e stack ready at ${stack.url}`);

async function stop() {
  await stack.stop();
  if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
