import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Metrics } from './metrics/metrics.js';
import type { NatsBus } from './nats-bus.js';
import { SharedSlots, type SlotClaim, type SlotTimes } from './rate-limit-slots.js';
import { SharedCounters } from './rate-limit-store.js';

export type { SlotClaim, SlotTimes } from './rate-limit-slots.js';

/** One limit: at most `max` counted calls per key in any span of `windowMs` (sliding, see RateLimiter). */
export interface LimitRule {
  /** Names the counter, e.g. `login-ip`; part of the stored key. */
  name: string;
  max: number;
  windowMs: number;
}

export interface LimitVerdict {
  allowed: boolean;
  /** The key's count over the last window (sliding estimate, rounded up), this call included. */
  count: number;
  /** Seconds until the current fixed window ends (at least 1): the `Retry-After` of a refusal. */
  retryAfterSeconds: number;
}

const PRUNE_EVERY_MS = 60_000;

/**
 * Sliding-window limits counted in a store every instance of the service shares (see
 * SharedCounters), so N instances do not allow N times the limit. Counts are kept per fixed
 * window; a call is judged on `current + previous × (share of the previous window still inside
 * the last windowMs)`, so a burst across a window edge is not allowed twice over (and a test that
 * straddles an edge is not let off). The previous window is read once per key and process.
 *
 * `namespace` keeps deployments (and test apps) that share one NATS apart: services pass their
 * database name, which their instances share by definition. Keys are hashed: usernames and IPv6
 * addresses are not valid KV keys, and the store need not hold them in the clear.
 */
export class RateLimiter {
  private readonly counters: SharedCounters;
  private readonly slots: SharedSlots;
  private readonly previous = new Map<string, Promise<number>>();
  private readonly pruner: NodeJS.Timeout;
  private readonly refusals: ReturnType<Metrics['counter']> | undefined;

  constructor(
    bus: Pick<NatsBus, 'isConnected' | 'onReady'>,
    private readonly namespace: string,
    log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
    /** Where hits over a rule are counted (`tidings_rate_limit_refusals_total`, by rule name). */
    metrics?: Metrics,
  ) {
    this.refusals = metrics?.counter('tidings_rate_limit_refusals_total');
    this.counters = new SharedCounters(bus, log);
    this.slots = new SharedSlots(bus, log, now);
    this.pruner = setInterval(() => this.prune(), PRUNE_EVERY_MS).unref();
  }

  /** Counts one call (or `weight`) against the rule and answers whether it is within the limit. */
  async hit(rule: LimitRule, key: string, weight = 1): Promise<LimitVerdict> {
    const at = this.locate(rule, key);
    const [current, previous] = await Promise.all([this.counters.increment(rule.windowMs, at.current, weight), this.previousCount(rule, at.previous)]);
    const verdict = this.verdict(current + previous * at.previousShare, at.retryAfterSeconds, (estimate) => estimate <= rule.max);
    if (!verdict.allowed) this.refusals?.inc({ rule: rule.name });
    return verdict;
  }

  /** The key's count over the last window, counting nothing; `allowed` says whether one more call would be. */
  async peek(rule: LimitRule, key: string): Promise<LimitVerdict> {
    const at = this.locate(rule, key);
    const [current, previous] = await Promise.all([this.counters.read(rule.windowMs, at.current), this.previousCount(rule, at.previous)]);
    return this.verdict(current + previous * at.previousShare, at.retryAfterSeconds, (estimate) => estimate + 1 <= rule.max);
  }

  /**
   * Takes the one slot of `key` under `name` (across every instance, see SharedSlots), or answers
   * when to try again: a bound on concurrency where a count bounds a rate. Release it when done;
   * a holder that never does frees it after `times.leaseMs`.
   */
  claim(name: string, key: string, times: SlotTimes): Promise<SlotClaim> {
    return this.slots.claim(`${safeToken(this.namespace)}.${safeToken(name)}.${digestOf(key)}`, times);
  }

  close(): void {
    clearInterval(this.pruner);
  }

  private verdict(estimate: number, retryAfterSeconds: number, within: (estimate: number) => boolean): LimitVerdict {
    return { allowed: within(estimate), count: Math.max(0, Math.ceil(estimate - 1e-9)), retryAfterSeconds };
  }

  /** A closed window's count does not change (bar calls in flight at its edge): read once, kept until pruned. */
  private previousCount(rule: LimitRule, storeKey: string): Promise<number> {
    let count = this.previous.get(storeKey);
    if (!count) {
      count = this.counters.read(rule.windowMs, storeKey);
      this.previous.set(storeKey, count);
    }
    return count;
  }

  private locate(rule: LimitRule, key: string) {
    const now = this.now();
    const index = Math.floor(now / rule.windowMs);
    const base = `${safeToken(this.namespace)}.${safeToken(rule.name)}.${digestOf(key)}.${rule.windowMs}`;
    const elapsed = (now - index * rule.windowMs) / rule.windowMs;
    return {
      current: `${base}.${index}`,
      previous: `${base}.${index - 1}`,
      previousShare: 1 - elapsed,
      retryAfterSeconds: Math.max(1, Math.ceil(((index + 1) * rule.windowMs - now) / 1000)),
    };
  }

  private prune(): void {
    const now = this.now();
    const live = (storeKey: string) => {
      const [index, windowMs] = storeKey.split('.').reverse().map(Number);
      return windowMs !== undefined && index !== undefined && index >= Math.floor(now / windowMs) - 1;
    };
    this.counters.prune(live);
    this.slots.prune();
    for (const storeKey of this.previous.keys()) if (!live(storeKey)) this.previous.delete(storeKey);
  }
}

function digestOf(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 32);
}

function safeToken(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, '_');
}
