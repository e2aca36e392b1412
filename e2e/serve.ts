// Playwright's web server: the whole product, built, on fresh engines, with rate limits raised
// so the suite's many sign-ins from one address are not throttled (the limit has its own test).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { ROOT, freePort } from '../scripts/engines.js';
import { outageInfoFile, type OutageInfo } from './outage-info.js';
import { DEPLOYED_REMOTE, remoteDeployInfoFile, remoteOrigin, type RemoteDeployInfo } from './remote-deploy-info.js';
import { startStack } from '../scripts/stack.js';

const base = join(ROOT, '.test-engines');
mkdirSync(base, { recursive: true });
// Written below once its gateway is up; the spec waits for it, so no stale one may stay.
rmSync(remoteDeployInfoFile(process.env.E2E_PORT ?? '18080'), { force: true });
const dataDir = mkdtempSync(join(base, 'e2e-'));

const stack = await startStack({
  dataDir,
  port: Number(process.env.E2E_PORT ?? 18080),
  // The engines of the run when given (as CI gives a MongoDB replica set and NATS), else embedded
  // ones: then each service and gateway connects to NATS as its own user, allowed only what it uses,
  // so a missing permission fails the suite.
  mongoUrl: process.env.MONGO_URL || undefined,
  natsUrl: process.env.NATS_URL || undefined,
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

// The gateway-outage spec's own gateway, which it stops and starts through a control port — a
// real outage, without taking the suite's gateway from the specs running beside it. Both ports
// are free ones, written to outageInfoFile(E2E_PORT) for the spec.
const outageGateway = await stack.addGateway(await freePort());
const control = createServer((request, response) => {
  const action = request.method === 'POST' ? { '/outage-gateway/stop': outageGateway.kill, '/outage-gateway/start': outageGateway.restart }[request.url ?? ''] : undefined;
  if (!action) return void response.writeHead(404).end();
  action().then(
    () => response.writeHead(204).end(),
    (error: unknown) => response.writeHead(500).end(String(error)),
  );
});
const controlPort = await freePort();
await new Promise<void>((listening) => control.listen(controlPort, '127.0.0.1', listening));
const outageInfo: OutageInfo = { gatewayUrl: outageGateway.url, controlUrl: `http://127.0.0.1:${controlPort}` };
writeFileSync(outageInfoFile(process.env.E2E_PORT ?? '18080'), JSON.stringify(outageInfo));

// The remote-deploy spec's gateway: its remote list (REMOTE_URLS) sends mf_discover to an origin
// of its own, where the spec serves the builds it deploys (and stops serving them).
const remotePort = await freePort();
const remoteDeployGateway = await stack.addGateway(await freePort(), {
  REMOTE_URLS: JSON.stringify({ [DEPLOYED_REMOTE.name]: `${remoteOrigin(remotePort)}/mf-manifest.json` }),
});
const remoteDeployInfo: RemoteDeployInfo = { gatewayUrl: remoteDeployGateway.url, remotePort };
writeFileSync(remoteDeployInfoFile(process.env.E2E_PORT ?? '18080'), JSON.stringify(remoteDeployInfo));

async function stop() {
  control.close();
  await stack.stop();
  if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
