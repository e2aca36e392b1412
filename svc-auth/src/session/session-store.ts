import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Schema, type Connection, type Model } from 'mongoose';
import type { Outbox } from '@tidings/service-kit/outbox';
import { ensureCollection } from '@tidings/service-kit/mongo';
import {
  jtiRevocationKey,
  revocationSubject,
  userRevocationKey,
  type JtiRevocation,
  type RevocationSet,
  type UserRevocation,
} from '@tidings/service-kit/session-revocations';

/** One sign-in: a row per session id (`jti`), kept across renewals. */
export interface SessionRecord {
  _id: string;
  userId: string;
  createdAt: Date;
  renewedAt: Date;
  /** Idle expiry of the newest token: moves with each renewal, never past `endsAt`. */
  expiresAt: Date;
  /** Absolute end: sign-in time plus SESSION_ABSOLUTE_LIFETIME. */
  endsAt: Date;
  revokedAt: Date | null;
}

/** A session as other code (export, account deletion) sees it. */
export interface SessionSummary {
  jti: string;
  createdAt: Date;
  renewedAt: Date;
  expiresAt: Date;
  endsAt: Date;
  revokedAt: Date | null;
  active: boolean;
}

const sessionSchema = new Schema<SessionRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    createdAt: { type: Date, required: true },
    renewedAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    endsAt: { type: Date, required: true },
    revokedAt: { type: Date, default: null },
  },
  { collection: 'auth_sessions', versionKey: false },
);
sessionSchema.index({ userId: 1, createdAt: -1 });

export interface SessionLifetimes {
  idleMs: number;
  absoluteMs: number;
}

/** Rows of sessions that ended longer ago than this are dropped at the user's next sign-in (a TTL index on `endsAt` could do it now that the embedded engine has them: patch 0007). */
const KEEP_ENDED_MS = 86_400_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** svc-auth's sessions: start, renew, revoke, list (the data-rights code calls these too). */
    sessions: SessionStore;
  }
}

/**
 * The `auth_sessions` collection plus the revocations every verifier watches. A revocation is
 * recorded here, applied to this instance at once, and published through the outbox into the
 * NATS KV bucket, so a NATS outage delays it on other instances but never loses it.
 */
export class SessionStore {
  private readonly model: Model<SessionRecord>;

  constructor(
    connection: Connection,
    private readonly outbox: Outbox,
    private readonly revocations: RevocationSet,
    readonly lifetimes: SessionLifetimes,
  ) {
    this.model = connection.model<SessionRecord>('AuthSession', sessionSchema);
  }

  async init(): Promise<void> {
    await ensureCollection(this.model);
  }

  /** Records a new session and answers what its first token carries. */
  async start(userId: string, now = Date.now()): Promise<{ jti: string; sst: number; expiresAt: number; endsAt: number }> {
    const jti = randomUUID();
    const endsAt = now + this.lifetimes.absoluteMs;
    const expiresAt = Math.min(now + this.lifetimes.idleMs, endsAt);
    await this.model.create({ _id: jti, userId, createdAt: new Date(now), renewedAt: new Date(now), expiresAt: new Date(expiresAt), endsAt: new Date(endsAt) });
    // The user's long-ended sessions go now: the collection stays as small as the live sessions.
    await this.model.deleteMany({ userId, endsAt: { $lt: new Date(now - KEEP_ENDED_MS) } }).catch(() => undefined);
    return { jti, sst: now, expiresAt, endsAt };
  }

  /** Moves the idle expiry on; null when the session is unknown, revoked, idle-expired or at its end. */
  async renew(jti: string, now = Date.now()): Promise<{ expiresAt: number; endsAt: number } | null> {
    const row = await this.model.findById(jti).lean<SessionRecord>().exec();
    if (!row || row.revokedAt || row.expiresAt.getTime() <= now || row.endsAt.getTime() <= now) return null;
    const expiresAt = Math.min(now + this.lifetimes.idleMs, row.endsAt.getTime());
    const result = await this.model.updateOne({ _id: jti, revokedAt: null }, { $set: { renewedAt: new Date(now), expiresAt: new Date(expiresAt) } });
    return result.matchedCount === 1 ? { expiresAt, endsAt: row.endsAt.getTime() } : null;
  }

  /** Ends one session everywhere (logout). Fine for an unknown or already revoked id. */
  async revoke(jti: string, now = Date.now()): Promise<void> {
    const row = await this.model.findById(jti).lean<SessionRecord>().exec();
    await this.model.updateOne({ _id: jti, revokedAt: null }, { $set: { revokedAt: new Date(now) } });
    // Unknown here (e.g. the row was pruned): keep the revocation as long as any token could live.
    const until = row ? row.endsAt.getTime() : now + this.lifetimes.absoluteMs;
    await this.publish(jtiRevocationKey(jti), { until } satisfies JtiRevocation, `${jti}`);
  }

  /**
   * Ends the tokens minted under `jti` everywhere until `until`, for a jti with no session row here
   * (a personal access token's `pat-<id>`): only the revocation, published like any other.
   */
  async revokeMintedJti(jti: string, until: number): Promise<void> {
    await this.publish(jtiRevocationKey(jti), { until } satisfies JtiRevocation, jti);
  }

  /** Ends every session of the user that started before now, bar `exceptJti` (password change, account deletion). */
  async revokeAllForUser(userId: string, options: { exceptJti?: string } = {}, now = Date.now()): Promise<void> {
    const filter = options.exceptJti ? { userId, revokedAt: null, _id: { $ne: options.exceptJti } } : { userId, revokedAt: null };
    await this.model.updateMany(filter, { $set: { revokedAt: new Date(now) } });
    const value: UserRevocation = { before: now, until: now + this.lifetimes.absoluteMs, ...(options.exceptJti ? { except: options.exceptJti } : {}) };
    await this.publish(userRevocationKey(userId), value, `${userId}-${now}`);
  }

  /**
   * Account deletion: every session ends everywhere (the revocation outlives the rows, as long as
   * a token could), then the rows go — nothing of the user stays in `auth_sessions`.
   */
  async endAndForgetUser(userId: string, now = Date.now()): Promise<void> {
    await this.revokeAllForUser(userId, {}, now);
    await this.model.deleteMany({ userId });
  }

  /** The user's sessions, newest first, ended ones included until they are pruned. */
  async listForUser(userId: string, now = Date.now()): Promise<SessionSummary[]> {
    const rows = await this.model.find({ userId }).sort({ createdAt: -1 }).lean<SessionRecord[]>().exec();
    return rows.map((row) => ({
      jti: row._id,
      createdAt: row.createdAt,
      renewedAt: row.renewedAt,
      expiresAt: row.expiresAt,
      endsAt: row.endsAt,
      revokedAt: row.revokedAt,
      active: !row.revokedAt && row.expiresAt.getTime() > now && row.endsAt.getTime() > now,
    }));
  }

  private async publish(key: string, value: JtiRevocation | UserRevocation, id: string): Promise<void> {
    this.revocations.apply(key, value);
    await this.outbox.enqueue({ subject: revocationSubject(key), msgId: `session-revocation-${id}`, data: value });
  }
}

export const sessionStorePlugin = fp<SessionLifetimes>(
  async (app: FastifyInstance, lifetimes) => {
    const store = new SessionStore(app.db, app.outbox, app.sessionRevocations.set, lifetimes);
    await store.init();
    app.decorate('sessions', store);
  },
  { name: 'svc-auth-sessions', dependencies: ['tidings-mongo', 'tidings-outbox', 'tidings-auth'] },
);
