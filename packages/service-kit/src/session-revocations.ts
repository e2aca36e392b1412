import { StorageType } from '@nats-io/jetstream';
import { Kvm, type KvWatchEntry } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/transport-node';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionClaims } from './session-token.js';

/**
 * Revoked sessions live in one NATS KV bucket that svc-auth writes and every verifier (each
 * service instance and each gateway) watches into memory, so a check stays one map lookup and a
 * logout reaches every instance as fast as NATS delivers (milliseconds).
 *
 * Keys: `jti.<jti>` revokes one session; `user.<userId>` revokes every session of that user that
 * started before `before` (bar `except`, the session that asked for it). An entry is useless once
 * every token it could match has expired (`until`); the bucket's max age is the upper bound of
 * the absolute session lifetime, so NATS forgets entries no later than that.
 */
export const REVOCATIONS_BUCKET = 'tidings_session_revocations';
/** Must stay ≥ the largest SESSION_ABSOLUTE_LIFETIME svc-auth accepts (30 days). */
export const REVOCATIONS_MAX_AGE_MS = 30 * 86_400_000;

export interface JtiRevocation {
  until: number;
}
export interface UserRevocation {
  before: number;
  except?: string;
  until: number;
}

export const jtiRevocationKey = (jti: string) => `jti.${jti}`;
export const userRevocationKey = (userId: string) => `user.${userId}`;
/** The subject a plain JetStream publish (e.g. from the outbox) uses to put `key` into the bucket. */
export const revocationSubject = (key: string) => `$KV.${REVOCATIONS_BUCKET}.${key}`;

/** The revocations one process knows: fed by the watcher, asked by every session check. */
export class RevocationSet {
  private readonly jtis = new Map<string, number>();
  private readonly users = new Map<string, UserRevocation>();

  isRevoked(claims: Pick<SessionClaims, 'sub' | 'jti' | 'sst'>): boolean {
    if (this.jtis.size > 0 && this.jtis.has(claims.jti)) return true;
    if (this.users.size === 0) return false;
    const user = this.users.get(claims.sub);
    return !!user && claims.sst < user.before && claims.jti !== user.except;
  }

  /** Applies one bucket entry (`null`: the key was deleted or purged). */
  apply(key: string, value: unknown): void {
    const [kind, id] = splitKey(key);
    if (!id) return;
    if (kind === 'jti') {
      const until = (value as Partial<JtiRevocation> | null)?.until;
      if (typeof until === 'number') this.jtis.set(id, until);
      else this.jtis.delete(id);
    } else if (kind === 'user') {
      const entry = value as Partial<UserRevocation> | null;
      if (entry && typeof entry.before === 'number' && typeof entry.until === 'number') {
        const keep = this.users.get(id);
        // A later revocation of the same user replaces an earlier one; an older one arriving late does not win.
        if (!keep || keep.before <= entry.before) this.users.set(id, { before: entry.before, until: entry.until, except: entry.except });
      } else this.users.delete(id);
    }
  }

  /** Forgets entries no live token can match any more, so memory follows the live revocations. */
  prune(now = Date.now()): void {
    for (const [jti, until] of this.jtis) if (until <= now) this.jtis.delete(jti);
    for (const [user, entry] of this.users) if (entry.until <= now) this.users.delete(user);
  }

  get size(): number {
    return this.jtis.size + this.users.size;
  }
}

function splitKey(key: string): [string, string | undefined] {
  const dot = key.indexOf('.');
  return dot === -1 ? [key, undefined] : [key.slice(0, dot), key.slice(dot + 1)];
}

const RETRY_MS = 1000;
const PRUNE_MS = 60_000;

/**
 * Keeps a RevocationSet in step with the bucket: all current entries first, then every change.
 * While NATS is away it keeps the last known set (revocations only ever add up, and a token
 * still dies at its short idle expiry); `loaded` turns true after the first full read, and the
 * readiness checks wait for it, so an instance takes traffic only once it knows the revocations.
 */
export class RevocationWatcher {
  loaded = false;
  private stopped = false;
  private iterator: { stop(): void } | null = null;
  private readonly pruneTimer: NodeJS.Timeout;

  constructor(
    readonly set: RevocationSet,
    private readonly log: FastifyBaseLogger,
  ) {
    this.pruneTimer = setInterval(() => set.prune(), PRUNE_MS);
    this.pruneTimer.unref();
  }

  /** Starts watching on this connection; never throws (retries until stopped). */
  start(connection: NatsConnection): void {
    void this.watchLoop(connection);
  }

  private async watchLoop(connection: NatsConnection): Promise<void> {
    let failures = 0;
    while (!this.stopped && !connection.isClosed()) {
      try {
        await this.watchOnce(connection);
      } catch (error) {
        if (failures++ % 30 === 0) this.log.warn({ err: error }, 'session revocations: watch failed; retrying');
      }
      if (!this.stopped) await new Promise((resolve) => setTimeout(resolve, RETRY_MS).unref());
    }
  }

  private async watchOnce(connection: NatsConnection): Promise<void> {
    const kvm = new Kvm(connection);
    // `create` is idempotent for the same settings; a bucket made with other settings is used as it is.
    const kv = await kvm
      .create(REVOCATIONS_BUCKET, { history: 1, ttl: REVOCATIONS_MAX_AGE_MS, storage: StorageType.File })
      .catch(() => kvm.open(REVOCATIONS_BUCKET));
    const entries = await kv.watch();
    this.iterator = entries;
    if (this.stopped) return entries.stop();
    // An empty bucket sends nothing to mark the end of the initial values.
    if ((await kv.status()).values === 0) this.markLoaded();
    for await (const entry of entries) {
      this.applyEntry(entry);
      if (entry.isUpdate || entry.delta === 0) this.markLoaded();
    }
  }

  private applyEntry(entry: KvWatchEntry): void {
    if (entry.operation !== 'PUT') return this.set.apply(entry.key, null);
    try {
      this.set.apply(entry.key, entry.json());
    } catch (error) {
      this.log.error({ err: error, key: entry.key }, 'session revocations: unreadable entry');
    }
  }

  private markLoaded(): void {
    if (this.loaded) return;
    this.loaded = true;
    this.log.info({ revocations: this.set.size }, 'session revocations loaded');
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.pruneTimer);
    this.iterator?.stop();
  }
}
