import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/dates.js';
import type { TrackingEventRepository } from '../events/event-repository.js';

export interface EventRetentionOptions {
  /** Events stored longer ago than this are deleted. */
  retentionMs: number;
  /** Time between runs. */
  intervalMs: number;
  /** Events per delete statement. */
  batch: number;
  /** Pause between two batches of one run, so inserts get the database in between. */
  pauseMs?: number;
}

export interface RetentionRun {
  deleted: number;
  batches: number;
  cutoff: Date;
}

/** The first run comes at most this long after start, so frequent restarts cannot postpone it forever. */
const FIRST_RUN_MAX_MS = 60_000;

/**
 * Deletes `tracking_events` older than the retention, periodically: FerretDB has no TTL indexes.
 * By `createdAt` (the server's clock, not the device's `ts`). Each batch reads at most `batch`
 * ids and deletes those, pausing between batches, so one run never holds the database long.
 * Idempotent: instances running it at once delete disjoint or already-deleted ids, which only
 * lowers one run's count. No other data depends on these rows (streaks, reads and engagement
 * live in their own collections).
 */
export class EventRetention {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<RetentionRun> | null = null;
  private stopped = false;

  constructor(
    private readonly events: TrackingEventRepository,
    private readonly clock: Clock,
    private readonly options: EventRetentionOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    // A little jitter, so instances started together do not run in lockstep.
    const first = Math.min(this.options.intervalMs, FIRST_RUN_MAX_MS) * (0.9 + Math.random() * 0.1);
    this.schedule(first);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.runOnce()
        .catch((error: unknown) => this.log.error({ err: error }, 'tracking events retention failed; next run as scheduled'))
        .finally(() => this.schedule(this.options.intervalMs));
    }, delayMs).unref();
  }

  /** One run now (a run already going is joined, not doubled). */
  runOnce(): Promise<RetentionRun> {
    this.running ??= this.deleteOld().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async deleteOld(): Promise<RetentionRun> {
    const cutoff = new Date(this.clock().getTime() - this.options.retentionMs);
    const started = Date.now();
    let deleted = 0;
    let batches = 0;
    while (!this.stopped) {
      const ids = await this.events.idsStoredBefore(cutoff, this.options.batch);
      if (ids.length === 0) break;
      deleted += await this.events.deleteStoredBefore(ids, cutoff);
      batches++;
      if (ids.length < this.options.batch) break;
      await new Promise((resolve) => setTimeout(resolve, this.options.pauseMs ?? 50));
    }
    this.log.info({ deleted, batches, cutoff: cutoff.toISOString(), ms: Date.now() - started }, 'tracking events retention run');
    return { deleted, batches, cutoff };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }
}
