// The type checks of `npm test` and `npm run typecheck`: the web workspaces together, every node
// workspace against its own check config, then the scripts, tests and e2e suite against the tools'
// config. First the remotes' generated declarations, which the shell's check reads, are brought up
// to date (a no-op after a build).
import { join } from 'node:path';
import { ROOT } from './engines.js';
import { bin, exec, parallel, type Output } from './exec.js';

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

/** Regenerates the remotes' stale declarations (scripts/federated-types.ts; the registry read from its TS source). */
const FEDERATED_TYPES_ARGS = ['--conditions=source', '--import', 'tsx/esm', join(ROOT, 'scripts', 'federated-types.ts')];

/** Runs every check, `width` at a time (two by default); true when all pass. */
export async function typecheck(width = 2, output: Output = 'terminal'): Promise<boolean> {
  const typesReady = (await exec(process.execPath, FEDERATED_TYPES_ARGS, output)) === 0;
  const checks = TYPECHECK_PROJECTS.map((project): [string, string[]] => [bin('tsc'), ['-p', project]]);
  return (await parallel(checks, width, output)) === 0 && typesReady;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit((await typecheck()) ? 0 : 1);
}
