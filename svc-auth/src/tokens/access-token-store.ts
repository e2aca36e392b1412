import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Connection, Model } from 'mongoose';
import { TOKENS_PER_USER_MAX, type CreateTokenRequest } from '@tidings/contracts/access-tokens';
import { accessTokenHint, generateAccessToken, hashAccessToken } from '@tidings/service-kit/access-token-format';
import { ensureCollection, isDuplicateKeyError } from '@tidings/service-kit/mongo';
import { AuthErrors } from '../errors.js';
import type { SessionStore } from '../session/session-store.js';
import { accessTokenSchema, type AccessTokenRecord } from './access-token-model.js';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokenStore;
  }
}

/** Minted tokens live at most 5 minutes: a revocation kept 10 outlives every one of them. */
export const TOKEN_REVOCATION_MS = 10 * 60_000;
/** A token's last use is written at most this often, so a busy script costs no write per call. */
export const LAST_USED_EVERY_MS = 60_000;

/** The `jti` every token minted for the personal access token `id` carries (and its revocation names). */
export const mintedJti = (id: string) => `pat-${id}`;

/**
 * The `access_tokens` collection. A token's secret is never stored: the exchange finds a token by
 * the sha256 of its text. Each token takes one of the user's TOKENS_PER_USER_MAX slots, unique per
 * user, so two creates racing on any instances cannot pass the limit: the loser of a slot tries
 * the next free one.
 */
export class AccessTokenStore {
  readonly model: Model<AccessTokenRecord>;

  constructor(
    connection: Connection,
    private readonly sessions: Pick<SessionStore, 'revokeMintedJti'>,
  ) {
    this.model = connection.model<AccessTokenRecord>('AccessToken', accessTokenSchema);
  }

  async init(): Promise<void> {
    await ensureCollection(this.model);
  }

  /** Stores a new token; answers it with its text, which nothing keeps. 409 TOKEN_LIMIT_REACHED at the limit. */
  async create(userId: string, request: CreateTokenRequest, now = Date.now()): Promise<{ record: AccessTokenRecord; token: string }> {
    // Each lost race takes a slot someone else now holds, so this ends within the limit's tries.
    for (let attempt = 0; attempt <= TOKENS_PER_USER_MAX; attempt++) {
      const slot = await this.freeSlot(userId, now);
      if (slot === null) throw new AuthErrors.TokenLimitReached(TOKENS_PER_USER_MAX);
      const token = generateAccessToken();
      const record: AccessTokenRecord = {
        _id: randomBytes(12).toString('base64url'),
        userId,
        name: request.name,
        scopes: [...request.scopes].sort(),
        hash: hashAccessToken(token),
        hint: accessTokenHint(token),
        slot,
        createdAt: new Date(now),
        expiresAt: request.expiresInDays === null ? null : new Date(now + request.expiresInDays * 86_400_000),
        lastUsedAt: null,
        lastUsedAddress: null,
      };
      try {
        await this.model.create(record);
        return { record, token };
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
    throw new AuthErrors.TokenLimitReached(TOKENS_PER_USER_MAX);
  }

  /**
   * The user's lowest free slot, or null. At the limit the user's expired tokens give theirs up:
   * they can never be used again, and would otherwise hold their slot until the TTL removes them.
   */
  private async freeSlot(userId: string, now: number): Promise<number | null> {
    const lowest = async () => {
      const taken = new Set((await this.model.find({ userId }, { slot: 1 }).lean<Pick<AccessTokenRecord, 'slot'>[]>().exec()).map((row) => row.slot));
      for (let slot = 0; slot < TOKENS_PER_USER_MAX; slot++) if (!taken.has(slot)) return slot;
      return null;
    };
    const slot = await lowest();
    if (slot !== null) return slot;
    const { deletedCount } = await this.model.deleteMany({ userId, expiresAt: { $lte: new Date(now) } }).exec();
    return deletedCount ? lowest() : null;
  }

  /** The user's tokens, newest first, expired ones included until they are removed. */
  listForUser(userId: string): Promise<AccessTokenRecord[]> {
    return this.model.find({ userId }).sort({ createdAt: -1, _id: 1 }).lean<AccessTokenRecord[]>().exec();
  }

  /** The token whose text hashes to `hash`, unless it is unknown or expired. */
  async findUsable(hash: string, now = Date.now()): Promise<AccessTokenRecord | null> {
    const record = await this.model.findOne({ hash }).lean<AccessTokenRecord>().exec();
    return record && (record.expiresAt === null || record.expiresAt.getTime() > now) ? record : null;
  }

  /** Records a use, at most once a minute per token: one conditional write, no read before it. */
  async markUsed(id: string, address: string, now = Date.now()): Promise<void> {
    const stale = { $or: [{ lastUsedAt: null }, { lastUsedAt: { $lte: new Date(now - LAST_USED_EVERY_MS) } }] };
    await this.model.updateOne({ _id: id, ...stale }, { $set: { lastUsedAt: new Date(now), lastUsedAddress: address } }).exec();
  }

  /**
   * Revokes one of the user's tokens: false when it is unknown or another user's. Its minted
   * tokens are refused everywhere first (the revocation outlives them), then the row goes, so
   * it cannot be exchanged again.
   */
  async revoke(userId: string, id: string, now = Date.now()): Promise<boolean> {
    if (!(await this.model.exists({ _id: id, userId }))) return false;
    await this.sessions.revokeMintedJti(mintedJti(id), now + TOKEN_REVOCATION_MS);
    return (await this.model.deleteOne({ _id: id, userId }).exec()).deletedCount === 1;
  }

  /**
   * Account deletion: the rows go. Tokens minted from them are refused by the user-wide
   * revocation the deletion publishes (each carries its mint time as `sst`).
   */
  async deleteAllForUser(userId: string): Promise<void> {
    await this.model.deleteMany({ userId }).exec();
  }
}

export const accessTokenStorePlugin = fp(
  async (app: FastifyInstance) => {
    const store = new AccessTokenStore(app.db, app.sessions);
    await store.init();
    app.decorate('accessTokens', store);
  },
  { name: 'svc-auth-access-tokens', dependencies: ['tidings-mongo', 'svc-auth-sessions'] },
);
