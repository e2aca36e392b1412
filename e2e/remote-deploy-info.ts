// Where e2e/serve.ts tells the remote-deploy spec about its gateway, which lists mf-discover at an
// origin of its own (REMOTE_URLS), and the port of that origin, where the spec itself serves the
// builds it deploys: one file per E2E_PORT, so suites of several worktrees on one machine do not mix.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../scripts/engines.js';

export interface RemoteDeployInfo {
  /** A gateway in front of the suite's services whose remote list sends mf_discover elsewhere. */
  gatewayUrl: string;
  /** mf_discover's own origin: `http://127.0.0.1:<remotePort>`, nobody listening until the spec does. */
  remotePort: number;
}

export const DEPLOYED_REMOTE = { name: 'mf_discover', folder: 'mf-discover' } as const;

export function remoteDeployInfoFile(e2ePort: string): string {
  return join(ROOT, '.test-engines', `e2e-remote-deploy-${e2ePort}.json`);
}

export const remoteOrigin = (port: number): string => `http://127.0.0.1:${port}`;

/**
 * The info of this run: Playwright starts the specs once the suite's gateway is ready, which is
 * before serve.ts has started this gateway and written the file (it deletes an old one first).
 */
export async function readRemoteDeployInfo(e2ePort: string, timeoutMs = 60_000): Promise<RemoteDeployInfo> {
  const file = remoteDeployInfoFile(e2ePort);
  for (const deadline = Date.now() + timeoutMs; !existsSync(file); ) {
    if (Date.now() > deadline) throw new Error(`${file} did not appear: did e2e/serve.ts start the remote-deploy gateway?`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return JSON.parse(readFileSync(file, 'utf8')) as RemoteDeployInfo;
}
