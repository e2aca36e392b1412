import { Schema } from 'mongoose';
import { TOKENS_PER_USER_MAX, type AccessToken, type TokenScope } from '@tidings/contracts/access-tokens';

/** One personal access token: never its secret, only the sha256 of the whole token. */
export interface AccessTokenRecord {
  /** The token's id (random, URL-safe): what the profile revokes and minted tokens carry as `tid`. */
  _id: string;
  userId: string;
  name: string;
  scopes: TokenScope[];
  /** sha256 hex of the whole `tid_…` text: the exchange looks a token up by it. */
  hash: string;
  /** `tid_` + the first 4 secret characters + `…`. */
  hint: string;
  /** 0 to TOKENS_PER_USER_MAX − 1, unique per user: the limit holds under concurrent creates. */
  slot: number;
  createdAt: Date;
  /** null: never expires. */
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  lastUsedAddress: string | null;
}

/** Expired tokens stay listed this long (the owner sees they expired), then the engine's TTL monitor removes them. */
export const KEEP_EXPIRED_S = 7 * 86_400;

export const accessTokenSchema = new Schema<AccessTokenRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    name: { type: String, required: true },
    scopes: { type: [String], required: true },
    hash: { type: String, required: true },
    hint: { type: String, required: true },
    slot: { type: Number, required: true, min: 0, max: TOKENS_PER_USER_MAX - 1 },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, default: null },
    lastUsedAt: { type: Date, default: null },
    lastUsedAddress: { type: String, default: null },
  },
  { collection: 'access_tokens', versionKey: false },
);
accessTokenSchema.index({ hash: 1 }, { unique: true, name: 'hash_unique' });
accessTokenSchema.index({ userId: 1, slot: 1 }, { unique: true, name: 'userId_slot_unique' });
// A token without expiry (null) is never matched by the TTL monitor.
accessTokenSchema.index({ expiresAt: 1 }, { name: 'expiresAt_ttl', expireAfterSeconds: KEEP_EXPIRED_S });

/** A token as the profile lists it. */
export function toAccessToken(record: AccessTokenRecord): AccessToken {
  return {
    id: record._id,
    name: record.name,
    scopes: record.scopes,
    hint: record.hint,
    createdAt: record.createdAt.toISOString(),
    expiresAt: record.expiresAt?.toISOString() ?? null,
    lastUsedAt: record.lastUsedAt?.toISOString() ?? null,
    lastUsedAddress: record.lastUsedAddress ?? null,
  };
}
