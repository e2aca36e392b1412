import { registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRemotesList, type RemoteEntry } from './remotes-list';

let registration: Promise<RemoteEntry[]> | null = null;

export interface EnsureOptions {
  /** Re-read remotes.json and re-register this remote from scratch (its "Try again"). */
  refresh?: string;
}

/**
 * Registers the remotes from /mf/remotes.json once; every slot awaits the same promise. A failed
 * list is forgotten so the next attempt fetches it again. Refreshing one remote forces its
 * re-registration, which also drops the MF runtime's cached manifest and entry for it.
 */
export function ensureRemotesRegistered({ refresh }: EnsureOptions = {}): Promise<RemoteEntry[]> {
  if (registration && !refresh) return registration;
  const attempt = fetchRemotesList().then((remotes) => {
    const retried = remotes.filter((remote) => remote.name === refresh);
    registerRemotes(remotes.filter((remote) => remote.name !== refresh));
    if (retried.length > 0) registerRemotes(retried, { force: true });
    return remotes;
  });
  registration = attempt;
  attempt.catch(() => {
    if (registration === attempt) registration = null;
  });
  return attempt;
}
