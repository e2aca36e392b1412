// The type checks of `npm test` and `npm run typecheck`: every workspace against its own
// tsconfig (node workspaces' check config, web workspaces' bundler config), then the scripts,
// tests and e2e suite against the tools' config.
import { join } from 'node:path';
import { bin, parallel } from './exec.js';

const NODE_WORKSPACES = ['packages/contracts', 'packages/service-kit', 'svc-auth', 'svc-news', 'svc-tracking', 'gateway'];
const WEB_WORKSPACES = ['packages/web-kit', 'shell', 'mf-feed', 'mf-discover', 'mf-profile', 'mf-onboarding'];
/** Node code that is never built on its own (the frontends' build configuration), checked as it is. */
const UNBUILT_WORKSPACES = ['packages/rspack-config'];

export const TYPECHECK_PROJECTS = [
  ...NODE_WORKSPACES.map((workspace) => join(workspace, 'tsconfig.check.json')),
  ...WEB_WORKSPACES.map((workspace) => join(workspace, 'tsconfig.json')),
  ...UNBUILT_WORKSPACES.map((workspace) => join(workspace, 'tsconfig.json')),
  'tsconfig.tools.json',
];

/** Runs every check, two at a time; true when all pass. */
export async function typecheck(): Promise<boolean> {
  return (await parallel(TYPECHECK_PROJECTS.map((project): [string, string[]] => [bin('tsc'), ['-p', project]]))) === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit((await typecheck()) ? 0 : 1);
}
