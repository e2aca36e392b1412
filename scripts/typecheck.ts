// The type checks of `npm test` and `npm run typecheck`: the web workspaces together, every node
// workspace against its own check config, then the scripts, tests and e2e suite against the tools'
// config.
import { join } from 'node:path';
import { bin, parallel, type Output } from './exec.js';

const NODE_WORKSPACES = ['packages/contracts', 'packages/service-kit', 'packages/api-client', 'svc-auth', 'svc-news', 'svc-tracking', 'gateway'];
/** Node code that is never built on its own (the frontends' build configuration), checked as it is. */
const UNBUILT_WORKSPACES = ['packages/rspack-config'];
/**
 * The web workspaces (web-kit, shell, the remotes) share one set of compiler options and declare
 * nothing global but CSS modules, so one program checks them all: checked one by one, each re-read
 * and re-checked web-kit's sources (85 → 28 s of CPU).
 */
const WEB_PROJECT = 'tsconfig.web.json';

// Largest first, so the two lanes of `parallel` finish together.
export const TYPECHECK_PROJECTS = [
  WEB_PROJECT,
  'tsconfig.tools.json',
  ...NODE_WORKSPACES.map((workspace) => join(workspace, 'tsconfig.check.json')),
  ...UNBUILT_WORKSPACES.map((workspace) => join(workspace, 'tsconfig.json')),
];

/** Runs every check, `width` at a time (two by default); true when all pass. */
export async function typecheck(width = 2, output: Output = 'terminal'): Promise<boolean> {
  const checks = TYPECHECK_PROJECTS.map((project): [string, string[]] => [bin('tsc'), ['-p', project]]);
  return (await parallel(checks, width, output)) === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit((await typecheck()) ? 0 : 1);
}
