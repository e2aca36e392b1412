import type { LimitRule, LimitVerdict, RateLimiter } from '@tidings/service-kit/rate-limit';
import type { TrackingConfig } from '../config.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** The windows the budgets count in: one shared rate-limit bucket each (the NATS user needs both). */
export const EVENT_BUDGET_WINDOWS_MS = [MINUTE_MS, DAY_MS] as const;

/** What one batch costs: its events, and its bytes as they wait in the intake stream. */
export interface BatchCost {
  events: number;
  bytes: number;
}

/** The batch would take the user past a budget: nothing of it is accepted; try again after this. */
export class OverBudget extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`event budget exceeded; try again in ${retryAfterSeconds} s`);
  }
}

export type BudgetConfig = Pick<TrackingConfig, 'EVENTS_USER_MAX_PER_MINUTE' | 'EVENTS_USER_MAX_PER_DAY' | 'EVENTS_USER_MAX_BYTES_PER_MINUTE' | 'EVENTS_USER_MAX_BYTES_PER_DAY'>;

/**
 * Each user's fair share of the event intake: events and bytes accepted per minute and per day,
 * counted across every instance by the service's rate limiter (sliding windows in NATS KV). The
 * intake is one stream of EVENTS_STREAM_MAX_BYTES for everyone; without a share, one account
 * posting full 1 MB batches as fast as it could filled it within minutes, and every other user's
 * batches were 503 until the backlog was stored. Counting batches did not help: a batch may hold
 * one event or 500 of 8 KB each.
 *
 * A batch is charged before it is published; over any budget it is refused whole and its charge
 * given back, as it is when the intake then fails to persist it (503): the client sends the same
 * batch again, and a batch that was never accepted costs nothing. Events the intake answers as
 * duplicates (a replay: the client sends again what it is not sure was taken) are given back too:
 * they take no room. The number of batches is USER_RATE_LIMIT_EVENTS' to bound.
 */
export class EventBudget {
  private readonly rules: ReadonlyArray<{ rule: LimitRule; measure: keyof BatchCost }>;

  constructor(
    private readonly limiter: Pick<RateLimiter, 'hit'>,
    config: BudgetConfig,
  ) {
    this.rules = [
      { rule: { name: 'user-events-minute', max: config.EVENTS_USER_MAX_PER_MINUTE, windowMs: MINUTE_MS }, measure: 'events' },
      { rule: { name: 'user-event-bytes-minute', max: config.EVENTS_USER_MAX_BYTES_PER_MINUTE, windowMs: MINUTE_MS }, measure: 'bytes' },
      { rule: { name: 'user-events-day', max: config.EVENTS_USER_MAX_PER_DAY, windowMs: DAY_MS }, measure: 'events' },
      { rule: { name: 'user-event-bytes-day', max: config.EVENTS_USER_MAX_BYTES_PER_DAY, windowMs: DAY_MS }, measure: 'bytes' },
    ];
  }

  /**
   * Counts the batch against every budget of the user. Over any of them: the charge is given back
   * and OverBudget says when the windows of every budget that refused have ended. Otherwise
   * answers the refund of the batch, or of a part of it, that is then not accepted after all.
   */
  async charge(userId: string, cost: BatchCost): Promise<(part?: BatchCost) => Promise<void>> {
    const verdicts = await this.hitAll(userId, cost, 1);
    const refund = async (part = cost) => {
      if (part.events > 0 || part.bytes > 0) await this.hitAll(userId, part, -1);
    };
    const refused = verdicts.filter((verdict) => !verdict.allowed);
    if (refused.length > 0) {
      await refund();
      throw new OverBudget(Math.max(...refused.map((verdict) => verdict.retryAfterSeconds)));
    }
    return refund;
  }

  private hitAll(userId: string, cost: BatchCost, sign: 1 | -1): Promise<LimitVerdict[]> {
    return Promise.all(this.rules.map(({ rule, measure }) => this.limiter.hit(rule, userId, sign * cost[measure])));
  }
}
