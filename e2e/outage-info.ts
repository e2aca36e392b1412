// Where e2e/serve.ts tells the gateway-outage spec about the gateway it may stop: one file per
// E2E_PORT, so suites of several worktrees on one machine do not mix.
import { join } from 'node:path';
import { ROOT } from '../scripts/engines.js';

export interface OutageInfo {
  /** The spec's own gateway, in front of the same services as the suite's. */
  gatewayUrl: string;
  /** POST /outage-gateway/stop (SIGKILL) and /outage-gateway/start. */
  controlUrl: string;
}

export function outageInfoFile(e2ePort: string): string {
  return join(ROOT, '.test-engines', `e2e-outage-${e2ePort}.json`);
}
