import { jetstream } from '@nats-io/jetstream';
import { Kvm, type KV } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/transport-node';
import type { FastifyBaseLogger } from 'fastify';
import type { NatsBus } from './nats-bus.js';

/** A store call slower than this counts as "the store is down" for that request. */
const STORE_TIMEOUT_MS = 500;
/** Compare-and-set rounds before a contended increment gives up and counts locally. */
const CAS_ATTEMPTS = 6;
/** Per window length; a few hundred bytes per counted key. */
const BUCKET_MAX_BYTES = 64 * 1024 * 1024;
/** After a failed or slow store call, count in process for this long before trying the store again. */
const BACKOFF_MS = 5_000;
/** While the store is down, a warning at most this often. */
const WARN_EVERY_MS = 60_000;

interface Waiter {
  weight: number;
  resolve: (countAfter: number) => void;
}

interface KeyQueue {
  waiters: Waiter[];
  flushing: boolean;
}

/**
 * Counters shared by every instance of a service, in a NATS KV bucket per window length (one
 * `history: 1`, memory-backed stream whose max age is two windows: a key ages out on its own, so
 * no cleanup job). Keys carry the window's index, so a new window starts at 0.
 *
 * Cost: an increment is one compare-and-set (the last revision this process wrote is cached, so
 * usually no read first); concurrent increments of one key within a process are coalesced into
 * one write, so a hot key (one user's burst) costs one round trip per batch, not per request.
 *
 * When NATS is unreachable, slow or contended past its retries, the count is kept in this process
 * for that window instead (logged, never an error): limits then hold per instance until NATS is back.
 */
export class SharedCounters {
  private readonly buckets = new Map<number, Promise<KV>>();
  private readonly revisions = new Map<string, { value: number; revision: number }>();
  private readonly queues = new Map<string, KeyQueue>();
  private readonly local = new Map<string, number>();
  private kvm: Kvm | null = null;
  private lastWarning = 0;
  /** A store that just failed is not asked again until then: no request waits out a timeout each. */
  private downUntil = 0;

  constructor(
    private readonly bus: Pick<NatsBus, 'isConnected' | 'onReady'>,
    private readonly log: FastifyBaseLogger,
  ) {
    bus.onReady((_js, nc: NatsConnection) => {
      this.kvm = new Kvm(jetstream(nc, { timeout: STORE_TIMEOUT_MS }));
    });
  }

  /** Adds `weight` to the key's count in its window; answers the count after this call's share. */
  increment(windowMs: number, key: string, weight = 1): Promise<number> {
    return new Promise((resolve) => {
      let queue = this.queues.get(key);
      if (!queue) {
        queue = { waiters: [], flushing: false };
        this.queues.set(key, queue);
      }
      queue.waiters.push({ weight, resolve });
      if (!queue.flushing) void this.flush(windowMs, key, queue);
    });
  }

  /** The key's count in its window without adding to it (0 when unknown). */
  async read(windowMs: number, key: string): Promise<number> {
    const kv = await this.bucket(windowMs);
    const local = this.local.get(key) ?? 0;
    if (kv) {
      try {
        const entry = await withTimeout(kv.get(key));
        return (entry && entry.operation === 'PUT' ? Number(entry.string()) || 0 : 0) + local;
      } catch (error) {
        this.storeFailed(error);
      }
    }
    return (this.revisions.get(key)?.value ?? 0) + local;
  }

  /** Forgets per-key bookkeeping of windows that have ended (keys end in `.<windowIndex>`). */
  prune(isCurrent: (key: string) => boolean): void {
    for (const map of [this.revisions, this.local]) {
      for (const key of map.keys()) if (!isCurrent(key)) map.delete(key);
    }
  }

  private async flush(windowMs: number, key: string, queue: KeyQueue): Promise<void> {
    queue.flushing = true;
    while (queue.waiters.length > 0) {
      const batch = queue.waiters.splice(0);
      const total = batch.reduce((sum, waiter) => sum + waiter.weight, 0);
      const after = await this.add(windowMs, key, total);
      let running = after - total;
      for (const waiter of batch) {
        running += waiter.weight;
        waiter.resolve(running);
      }
    }
    queue.flushing = false;
    this.queues.delete(key);
  }

  private async add(windowMs: number, key: string, delta: number): Promise<number> {
    const kv = await this.bucket(windowMs);
    if (kv) {
      try {
        const shared = await this.compareAndSet(kv, key, delta);
        if (shared !== null) return shared + (this.local.get(key) ?? 0);
        this.storeFailed(new Error(`still contended after ${CAS_ATTEMPTS} attempts`), false);
      } catch (error) {
        this.storeFailed(error);
      }
    }
    const local = (this.local.get(key) ?? 0) + delta;
    this.local.set(key, local);
    // What was last seen in the store still counts: an outage does not start the window afresh.
    return (this.revisions.get(key)?.value ?? 0) + local;
  }

  /** The shared count after adding `delta`, or null when every attempt lost a race. */
  private async compareAndSet(kv: KV, key: string, delta: number): Promise<number | null> {
    let known = this.revisions.get(key);
    for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
      try {
        const value = (known?.value ?? 0) + delta;
        const revision = await withTimeout(known ? kv.update(key, String(value), known.revision) : kv.create(key, String(value)));
        this.revisions.set(key, { value, revision });
        return value;
      } catch (error) {
        if (!isConflict(error)) throw error;
        const entry = await withTimeout(kv.get(key));
        known = entry && entry.operation === 'PUT' ? { value: Number(entry.string()) || 0, revision: entry.revision } : undefined;
      }
    }
    return null;
  }

  private async bucket(windowMs: number): Promise<KV | null> {
    if (Date.now() < this.downUntil) return null;
    if (!this.kvm || !this.bus.isConnected()) {
      // Known at once, without a timeout: no need to back off.
      this.storeFailed(new Error(this.kvm ? 'NATS is not connected' : 'NATS not connected yet'), false);
      return null;
    }
    let bucket = this.buckets.get(windowMs);
    if (!bucket) {
      bucket = withTimeout(this.openBucket(this.kvm, windowMs));
      this.buckets.set(windowMs, bucket);
      // A failed creation is tried again on the next call rather than remembered.
      bucket.catch(() => this.buckets.delete(windowMs));
    }
    try {
      return await bucket;
    } catch (error) {
      this.storeFailed(error);
      return null;
    }
  }

  /**
   * A window's counts are read for two windows (as the current, then as the previous one), so
   * they live twice the window after their last write. Bounded in size: when full, writes fail
   * and are counted in process, as when NATS is away.
   */
  private async openBucket(kvm: Kvm, windowMs: number): Promise<KV> {
    const name = `rate_limits_${windowMs}ms`;
    try {
      return await kvm.create(name, { history: 1, ttl: 2 * windowMs, storage: 'memory', max_bytes: BUCKET_MAX_BYTES });
    } catch (error) {
      // Made by another version with other settings: use it as it is rather than not at all.
      return kvm.open(name).catch(() => {
        throw error;
      });
    }
  }

  private storeFailed(error: unknown, backOff = true): void {
    const now = Date.now();
    if (backOff) this.downUntil = now + BACKOFF_MS;
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    this.log.warn({ err: error }, 'rate-limit store unavailable; counting in this process until it is back');
  }
}

/** A failed compare-and-set: the key changed (wrong last sequence) or appeared (create on an existing key). */
export function isConflict(error: unknown): boolean {
  const text = `${(error as { message?: string }).message ?? ''} ${(error as { code?: string | number }).code ?? ''}`;
  return /wrong last sequence|10071|key exists|10164/i.test(text);
}

/** A store call that has not answered within STORE_TIMEOUT_MS fails: the caller counts (or decides) in process. */
export function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`rate-limit store did not answer within ${STORE_TIMEOUT_MS} ms`)), STORE_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
