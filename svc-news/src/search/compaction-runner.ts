import type { FastifyBaseLogger } from 'fastify';
import type { SourceLeases } from '../ingestion/source-lease.js';
import type { SearchCompactor } from './search-compactor.js';
import type { SearchIndex } from './search-index.js';

/** How often an instance looks for dirty notes. */
export const COMPACTION_INTERVAL_MS = 5_000;
/** The lease's name beside the ingestion sources' (one instance compacts at a time). */
const LEASE = 'search-compaction';

/**
 * Every `intervalMs`, when words are noted dirty, the instance that takes the compaction lease
 * compacts them until none is left, its lease runs out or the service closes. Two compactors
 * would still be correct (search-compactor.ts); the lease saves the work twice. Answers the stop.
 */
export function startCompaction(
  index: SearchIndex,
  compactor: SearchCompactor,
  leases: SourceLeases,
  { log, intervalMs = COMPACTION_INTERVAL_MS }: { log: FastifyBaseLogger; intervalMs?: number },
): () => Promise<void> {
  let closing = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const compact = async () => {
    if ((await index.dirty.exists({}).exec()) === null) return;
    const lease = await leases.acquire(LEASE);
    if (!lease) return;
    // A round may outlast a lease (a large batch of new articles): renewed meanwhile, and the
    // last renewal awaited before the release, which it would otherwise undo.
    let renewing: Promise<unknown> = Promise.resolve();
    const renewal = setInterval(() => (renewing = lease.renew().catch(() => false)), leases.leaseMs / 3);
    try {
      const stopped = () => closing || !lease.valid();
      while (!stopped() && (await compactor.round(stopped)) > 0);
    } finally {
      clearInterval(renewal);
      await renewing;
      await lease.release();
    }
  };
  const schedule = () => {
    if (closing) return;
    timer = setTimeout(() => {
      running = compact()
        .catch((error: unknown) => log.warn({ err: error }, 'search compaction stopped; the next round goes on'))
        .finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return async () => {
    closing = true;
    clearTimeout(timer);
    await running;
  };
}
