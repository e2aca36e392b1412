import { randomInt } from 'node:crypto';
import type { RateLimiter, SlotTimes } from '@tidings/service-kit/rate-limit';

/** Exports running at once across every gateway instance: each makes every service read and serialise a user's rows. */
export const EXPORTS_AT_ONCE = 4;
/**
 * The longest an export holds its slots (the longest a slot's lease may be): one still streaming
 * then is cut off, so the bounds hold however slow its download.
 */
export const EXPORT_MAX_MS = 5 * 60_000;
/** What the others are told to wait: most exports are done within seconds. */
const EXPORT_EXPECTED_MS = 10_000;

const TIMES: SlotTimes = { expectedMs: EXPORT_EXPECTED_MS, leaseMs: EXPORT_MAX_MS };

export type ExportSlot = { held: true; release: () => Promise<void> } | { held: false; retryAfterSeconds: number; why: 'yours' | 'everyone' };

/**
 * The slots an export holds while it runs: the user's own (one export per user at a time) and one
 * of EXPORTS_AT_ONCE shared by everyone, both leases in the shared slot store (RateLimiter.claim:
 * NATS KV, so every gateway instance sees them; while NATS is away each instance decides alone,
 * and the bounds then hold per instance).
 */
export class ExportSlots {
  /** The takes of this process, one after another (see take). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly limiter: Pick<RateLimiter, 'claim'>,
    private readonly total = EXPORTS_AT_ONCE,
  ) {}

  /**
   * The user's slot and a shared one, or when to try again. The takes of one process run one at a
   * time: two at once could both see a slot free in this process while the store is away (and
   * would race each other in the store for nothing when it is there).
   */
  take(userId: string): Promise<ExportSlot> {
    const taken = this.queue.then(() => this.takeNow(userId));
    this.queue = taken.catch(() => undefined);
    return taken;
  }

  private async takeNow(userId: string): Promise<ExportSlot> {
    const mine = await this.limiter.claim('user-export', userId, TIMES);
    if (!mine.held) return { held: false, retryAfterSeconds: mine.retryAfterSeconds, why: 'yours' };
    // From a random slot on, so concurrent exports do not all try slot 0 first.
    const first = randomInt(this.total);
    let soonest = Number.POSITIVE_INFINITY;
    for (let k = 0; k < this.total; k++) {
      const shared = await this.limiter.claim('user-exports-in-all', String((first + k) % this.total), TIMES);
      if (shared.held) {
        let released: Promise<void> | null = null;
        return { held: true, release: () => (released ??= Promise.all([shared.release(), mine.release()]).then(() => undefined)) };
      }
      soonest = Math.min(soonest, shared.retryAfterSeconds);
    }
    await mine.release();
    return { held: false, retryAfterSeconds: soonest, why: 'everyone' };
  }
}
