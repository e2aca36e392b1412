import { matchPath } from 'react-router';
import { QUERY_KEYS, type RemoteName } from '@tidings/contracts/frontend-registry';
import { earlyStarts } from '@tidings/contracts/remote-early-start';
import { startEarly } from '@tidings/web-kit/early-answer';
import { loadRemotePage } from './load-remote-page';

/** The build's imports of each remote's `early.shared` modules (rspack-config's early-start.ts). */
export type EarlySharedImports = Partial<Record<RemoteName, () => Promise<unknown>>>;

/**
 * Starts what a remote declared in its registry entry (`early`) when the page opens on one of its
 * routes: its page (manifest, remoteEntry, chunks), the web-kit modules its first screen needs and
 * the query it shows, all beside GET /api/user instead of after it. Its slot renders only once
 * the user is known, and then finds the remote loaded (the federation runtime keeps what it
 * fetched) and takes the early answer. A visitor sent on to /auth has fetched it for nothing, but
 * that is where they return to; their request is a 401 nobody shows. Failures are the slot's to
 * show (its own load reports them), so they are ignored here.
 */
export function startRemotesEarly(importShared: EarlySharedImports, pathname: string = location.pathname): void {
  for (const { remote, early } of earlyStarts()) {
    if (!early.routes.some((route) => matchPath(route, pathname))) continue;
    importShared[remote]?.().catch(() => undefined);
    loadRemotePage(remote, early.module, false).catch(() => undefined);
    if (early.query) startEarly(QUERY_KEYS[early.query][0]);
  }
}
