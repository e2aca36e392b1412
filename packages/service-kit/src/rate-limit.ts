import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { NatsBus } from './nats-bus.js';
import { SharedCounters } from './rate-limit-store.js';

/** One limit: at most `max` counted calls per key in each fixed window of `windowMs`. */
export interface LimitRule {
  /** Names the counter, e.g. `login-ip`; part of the stored key. */
  name: string;
  max: number;
  windowMs: number;
}

export interface LimitVerdict {
  allowed: boolean;
  /** The key's count in this window, this call included. */
  count: number;
  /** Seconds until the window ends (at least 1): the `Retry-After` of a refusal. */
  retryAfterSeconds: number;
}

const PRUNE_EVERY_MS = 60_000;

/**
 * Fixed-window limits counted in a store every instance of the service shares (see
 * SharedCounters), so N instances do not allow N times the limit. `namespace` keeps deployments
 * (and test apps) that share one NATS apart: services pass their database name, which their
 * instances share by definition. Keys are hashed: usernames and IPv6 addresses are not valid
 * KV keys, and the store need not hold them in the clear.
 */
export class RateLimiter {
  private readonly counters: SharedCounters;
  private readonly pruner: NodeJS.Timeout;

  constructor(
    bus: Pick<NatsBus, 'isConnected' | 'onReady'>,
    private readonly namespace: string,
    log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {
    this.counters = new SharedCounters(bus, log);
    this.pruner = setInterval(() => this.prune(), PRUNE_EVERY_MS).unref();
  }

  /** Counts one call (or `weight`) against the rule and answers whether it is within the limit. */
  async hit(rule: LimitRule, key: string, weight = 1): Promise<LimitVerdict> {
    const { storeKey, retryAfterSeconds } = this.locate(rule, key);
    const count = await this.counters.increment(rule.windowMs, storeKey, weight);
    return { allowed: count <= rule.max, count, retryAfterSeconds };
  }

  /** The key's count in the current window, counting nothing. */
  async peek(rule: LimitRule, key: string): Promise<LimitVerdict> {
    const { storeKey, retryAfterSeconds } = this.locate(rule, key);
    const count = await this.counters.read(rule.windowMs, storeKey);
    return { allowed: count < rule.max, count, retryAfterSeconds };
  }

  close(): void {
    clearInterval(this.pruner);
  }

  private locate(rule: LimitRule, key: string): { storeKey: string; retryAfterSeconds: number } {
    const now = this.now();
    const index = Math.floor(now / rule.windowMs);
    const digest = createHash('sha256').update(key).digest('base64url').slice(0, 32);
    const storeKey = `${safeToken(this.namespace)}.${safeToken(rule.name)}.${digest}.${rule.windowMs}.${index}`;
    const retryAfterSeconds = Math.max(1, Math.ceil(((index + 1) * rule.windowMs - now) / 1000));
    return { storeKey, retryAfterSeconds };
  }

  private prune(): void {
    const now = this.now();
    this.counters.prune((storeKey) => {
      const [index, windowMs] = storeKey.split('.').reverse().map(Number);
      return windowMs !== undefined && index === Math.floor(now / windowMs);
    });
  }
}

function safeToken(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, '_');
}
