import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import { Kvm, type KV } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/transport-node';
import type { FastifyBaseLogger } from 'fastify';
import type { NatsBus } from './nats-bus.js';
import { isConflict, withTimeout } from './rate-limit-store.js';

const BUCKET = 'rate_limit_slots';
/** The longest a lease may last; the bucket drops any entry older than this on its own. */
export const SLOT_MAX_LEASE_MS = 5 * 60_000;
const BUCKET_MAX_BYTES = 16 * 1024 * 1024;
/** Compare-and-set rounds before a contended claim gives up (and is answered busy). */
const CLAIM_ATTEMPTS = 4;
/** After a failed or slow store call, decide in process for this long before trying the store again. */
const BACKOFF_MS = 5_000;
const WARN_EVERY_MS = 60_000;

/** What a slot's entry holds: who has it, until when at the latest, and when they expect to be done. */
interface Lease {
  owner: string;
  /** Wall-clock ms: past it the lease is void (its holder died or hung) and anyone may take the slot. */
  until: number;
  /** Wall-clock ms: when the holder expects to be done, the `Retry-After` of a refusal. */
  eta: number;
}

export type SlotClaim = { held: true; release: () => Promise<void> } | { held: false; retryAfterSeconds: number };

export interface SlotTimes {
  /** How long the holder expects to keep the slot (the Retry-After told to the others). */
  expectedMs: number;
  /** At the latest, the slot is free again this long after the claim, released or not. */
  leaseMs: number;
}

/**
 * Slots of one holder each, shared by every instance of a service: a lease per key in a NATS KV
 * bucket (memory storage, entries age out after SLOT_MAX_LEASE_MS). Claiming is one `create`
 * (which fails when another holder's entry is there); a void lease (past its `until`) is taken
 * over by a compare-and-set on its revision, so two instances can never both take it; releasing
 * deletes the entry only at the revision this holder wrote, so a holder that overran its lease
 * cannot release its successor's. Leases compare wall clocks of different machines: a skew of
 * `s` moves a void lease's takeover by `s`, far below a lease's length.
 *
 * While NATS is away or slow (or the bucket is full) a process decides alone, from the leases it
 * holds itself (logged, never an error): the slot then holds per instance until NATS is back, and
 * a lease taken in process is not seen by the others. The same holds for a lease this process
 * holds in the store: it refuses a second claim at once, without asking the store.
 */
export class SharedSlots {
  private kvm: Kvm | null = null;
  private bucket: Promise<KV> | null = null;
  /** The leases this process holds: `kv` null when it was taken without the store. */
  private readonly own = new Map<string, { lease: Lease; kv: KV | null; revision: number }>();
  private downUntil = 0;
  private lastWarning = 0;

  constructor(
    private readonly bus: Pick<NatsBus, 'isConnected' | 'onReady'>,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {
    bus.onReady((_js, nc: NatsConnection) => {
      this.kvm = new Kvm(jetstream(nc, { timeout: 500 }));
    });
  }

  /** Takes the key's slot when nobody holds it; otherwise answers when to try again. */
  async claim(key: string, times: SlotTimes): Promise<SlotClaim> {
    const now = this.now();
    const taken = this.heldHere(key, now);
    if (taken) return taken;
    const leaseMs = Math.min(SLOT_MAX_LEASE_MS, Math.max(times.leaseMs, times.expectedMs));
    const lease: Lease = { owner: randomUUID(), until: now + leaseMs, eta: now + times.expectedMs };
    const kv = await this.store();
    if (kv) {
      try {
        const outcome = await this.claimShared(kv, key, lease);
        if ('busy' in outcome) return busy(outcome.busy, now);
        return this.held(key, lease, kv, outcome.revision);
      } catch (error) {
        this.storeFailed(error);
      }
    }
    // Decided in this process alone; checked again, as another claim here may have taken it while
    // this one waited for the store (no await between this check and the taking).
    return this.heldHere(key, this.now()) ?? this.held(key, lease, null, 0);
  }

  /** A refusal when this process holds the key's slot itself (it knows its own leases exactly). */
  private heldHere(key: string, now: number): SlotClaim | null {
    const mine = this.own.get(key);
    return mine && mine.lease.until > now ? busy(mine.lease, now) : null;
  }

  /** Forgets the leases of this process that ran out without a release (their request never ended). */
  prune(): void {
    const now = this.now();
    for (const [key, mine] of this.own) if (mine.lease.until <= now) this.own.delete(key);
  }

  private held(key: string, lease: Lease, kv: KV | null, revision: number): SlotClaim {
    this.own.set(key, { lease, kv, revision });
    return { held: true, release: () => this.release(key, lease.owner) };
  }

  private async release(key: string, owner: string): Promise<void> {
    const mine = this.own.get(key);
    if (!mine || mine.lease.owner !== owner) return;
    this.own.delete(key);
    if (!mine.kv) return;
    try {
      await withTimeout(mine.kv.delete(key, { previousSeq: mine.revision }));
    } catch (error) {
      // Taken over after the lease ran out (a conflict): nothing of ours is left to release.
      // Otherwise the lease runs out on its own.
      if (!isConflict(error)) this.storeFailed(error);
    }
  }

  /** The revision of the lease written, or the lease another holder has (a contended slot counts as held). */
  private async claimShared(kv: KV, key: string, lease: Lease): Promise<{ revision: number } | { busy: Lease }> {
    const value = JSON.stringify(lease);
    for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
      try {
        return { revision: await withTimeout(kv.create(key, value)) };
      } catch (error) {
        if (!isConflict(error)) throw error;
      }
      const entry = await withTimeout(kv.get(key));
      if (!entry || entry.operation !== 'PUT') continue; // released meanwhile: create again
      const current = parseLease(entry.string());
      if (current && current.until > this.now()) return { busy: current };
      // A void lease (its holder died or overran it): taken over at the revision read, or not at all.
      try {
        return { revision: await withTimeout(kv.update(key, value, entry.revision)) };
      } catch (error) {
        if (!isConflict(error)) throw error;
      }
    }
    return { busy: { owner: '', until: lease.until, eta: this.now() + 1000 } };
  }

  private async store(): Promise<KV | null> {
    if (this.now() < this.downUntil) return null;
    if (!this.kvm || !this.bus.isConnected()) {
      this.storeFailed(new Error(this.kvm ? 'NATS is not connected' : 'NATS not connected yet'), false);
      return null;
    }
    if (!this.bucket) {
      this.bucket = withTimeout(openBucket(this.kvm));
      this.bucket.catch(() => (this.bucket = null));
    }
    try {
      return await this.bucket;
    } catch (error) {
      this.storeFailed(error);
      return null;
    }
  }

  private storeFailed(error: unknown, backOff = true): void {
    const now = this.now();
    if (backOff) this.downUntil = now + BACKOFF_MS;
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    this.log.warn({ err: error }, 'rate-limit slot store unavailable; deciding in this process until it is back');
  }
}

async function openBucket(kvm: Kvm): Promise<KV> {
  try {
    return await kvm.create(BUCKET, { history: 1, ttl: SLOT_MAX_LEASE_MS, storage: 'memory', max_bytes: BUCKET_MAX_BYTES });
  } catch (error) {
    // Made by another version with other settings: use it as it is rather than not at all.
    return kvm.open(BUCKET).catch(() => {
      throw error;
    });
  }
}

function parseLease(text: string): Lease | null {
  try {
    const lease = JSON.parse(text) as Partial<Lease>;
    return typeof lease.until === 'number' && typeof lease.eta === 'number' ? { owner: String(lease.owner ?? ''), until: lease.until, eta: lease.eta } : null;
  } catch {
    return null;
  }
}

function busy(lease: Lease, now: number): SlotClaim {
  const end = Math.min(lease.eta, lease.until);
  return { held: false, retryAfterSeconds: Math.max(1, Math.ceil((end - now) / 1000)) };
}
