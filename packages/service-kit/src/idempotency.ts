import { createHash } from 'node:crypto';
import createError from '@fastify/error';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { IDEMPOTENCY_ERROR_CODES, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '@tidings/contracts/idempotency';
import { ensureCollection, isDuplicateKeyError } from './mongo.js';

// Idempotency-Key for writes a client may replay (issue 10: writes made offline are queued on the
// device and sent again until an answer arrives, so a write whose answer was lost comes twice).
// The first request with a (user, key) inserts a pending claim — the unique index decides between
// racing replays, on any instance, on FerretDB and MongoDB alike — runs, and stores its answer on
// the claim; a replay answers that stored answer and changes nothing. While the first is still
// running a replay is 409 IDEMPOTENCY_KEY_IN_PROGRESS (retry shortly). A 5xx, 401 or 429 answer is
// not stored: the claim is released and a retry runs again. While its request runs, the instance
// renews the claim's heartbeat; a claim whose instance died mid-write stops beating and is taken
// over after its lease; the write then runs again, the one case a key cannot cover.

export const IdempotencyErrors = {
  InProgress: createError(IDEMPOTENCY_ERROR_CODES.inProgress, 'A request with this Idempotency-Key is still being answered; retry shortly', 409),
  Reused: createError(IDEMPOTENCY_ERROR_CODES.reused, 'This Idempotency-Key was used for a different request', 422),
};

/** Keys are remembered this long: a queued write replays within it (the client drops older ones). */
export const IDEMPOTENCY_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** How often the instance running a claimed request says it still is. */
export const IDEMPOTENCY_HEARTBEAT_MS = 5_000;
/**
 * A pending claim not renewed for this long belongs to a request whose instance died (four missed
 * beats): a retry then runs it again. It was a fixed 60 s from the claim's start, and a killed
 * instance's writes answered 409 to every retry for that long (121 of 377 attempts in the chaos test).
 */
export const IDEMPOTENCY_LEASE_MS = 20_000;
/** A request still running after this is taken for stuck: its claim stops beating, so it can lapse. */
const HEARTBEAT_MAX_MS = 120_000;

interface IdempotencyRecord {
  _id: Types.ObjectId;
  userId: string;
  key: string;
  /** Method, URL and a hash of the body: the same key for another request is refused. */
  fingerprint: string;
  state: 'pending' | 'done';
  statusCode?: number;
  contentType?: string;
  body?: string;
  createdAt: Date;
  /** Last renewed by the request's instance (absent: not yet, the claim's start counts). */
  heartbeatAt?: Date;
}

const idempotencySchema = new Schema<IdempotencyRecord>(
  {
    userId: { type: String, required: true },
    key: { type: String, required: true },
    fingerprint: { type: String, required: true },
    state: { type: String, enum: ['pending', 'done'], required: true },
    statusCode: Number,
    contentType: String,
    body: String,
    createdAt: { type: Date, required: true },
    heartbeatAt: Date,
  },
  { collection: 'idempotency_keys', versionKey: false },
);
idempotencySchema.index({ userId: 1, key: 1 }, { unique: true, name: 'userId_key_unique' });
// Keys are forgotten after the retention by the engine's TTL monitor (MongoDB's and our FerretDB's).
idempotencySchema.index({ createdAt: 1 }, { name: 'createdAt_ttl', expireAfterSeconds: IDEMPOTENCY_RETENTION_MS / 1000 });

const CLAIM = Symbol('idempotency-claim');
const HEARTBEAT = Symbol('idempotency-heartbeat');
type ClaimedRequest = FastifyRequest & { [CLAIM]?: Types.ObjectId; [HEARTBEAT]?: ClaimHeartbeat };

/** Answers that are about this attempt, not the write: a retry must run again. */
const isTransient = (statusCode: number) => statusCode >= 500 || statusCode === 401 || statusCode === 429;

function fingerprintOf(request: FastifyRequest): string {
  const body = createHash('sha256').update(JSON.stringify(request.body ?? null)).digest('base64url');
  return `${request.method} ${request.url} ${body}`;
}

export class IdempotencyStore {
  constructor(readonly model: Model<IdempotencyRecord>, private readonly now: () => number = Date.now) {}

  async init(): Promise<void> {
    await ensureCollection(this.model);
  }

  /** The claim's id when this request is the first with the key, else the stored record. */
  async claim(userId: string, key: string, fingerprint: string): Promise<{ claimed: Types.ObjectId } | { existing: IdempotencyRecord }> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        // Every field is set here, as the schema would: the driver's insert spares a document's casting.
        const { insertedId } = await this.model.collection.insertOne({ userId, key, fingerprint, state: 'pending', createdAt: new Date(this.now()) });
        return { claimed: insertedId };
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
      const existing = await this.model.findOne({ userId, key }).lean<IdempotencyRecord>().exec();
      if (!existing) continue; // released a moment ago: claim again
      const lastSign = (existing.heartbeatAt ?? existing.createdAt).getTime();
      const abandoned = existing.state === 'pending' && this.now() - lastSign > IDEMPOTENCY_LEASE_MS;
      if (!abandoned || attempt > 0) return { existing };
      // By its own _id: a claim another instance inserted after this delete stays.
      await this.model.deleteOne({ _id: existing._id, state: 'pending' }).exec();
    }
    throw new IdempotencyErrors.InProgress();
  }

  /** The claim's request is still running: its lease starts again. */
  async renew(id: Types.ObjectId): Promise<void> {
    await this.model.updateOne({ _id: id, state: 'pending' }, { $set: { heartbeatAt: new Date(this.now()) } }).exec();
  }

  async complete(id: Types.ObjectId, statusCode: number, contentType: string | undefined, body: string): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { state: 'done', statusCode, contentType, body } }).exec();
  }

  async release(id: Types.ObjectId): Promise<void> {
    await this.model.deleteOne({ _id: id }).exec();
  }

  async removeAllForUser(userId: string): Promise<void> {
    await this.model.deleteMany({ userId }).exec();
  }
}

/** The store of a connection's `idempotency_keys` (the plugin's; a test's, with its own clock). */
export function createIdempotencyStore(connection: Connection, now?: () => number): IdempotencyStore {
  return new IdempotencyStore(connection.model<IdempotencyRecord>('IdempotencyKey', idempotencySchema), now);
}

declare module 'fastify' {
  interface FastifyInstance {
    idempotency: IdempotencyStore;
    /**
     * `preHandler` of a signed-in write that honours `Idempotency-Key` (list the route's headers
     * with `idempotencyHeadersSchema` and its 409 and 422 with `errorResponses`).
     */
    idempotent: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}

export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    const store = createIdempotencyStore(app.db);
    await store.init();
    app.decorate('idempotency', store);

    app.decorate('idempotent', async (request: FastifyRequest, reply: FastifyReply) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (typeof key !== 'string' || !request.userId) return;
      const fingerprint = fingerprintOf(request);
      const outcome = await store.claim(request.userId, key, fingerprint);
      if ('claimed' in outcome) {
        (request as ClaimedRequest)[CLAIM] = outcome.claimed;
        (request as ClaimedRequest)[HEARTBEAT] = new ClaimHeartbeat(store, outcome.claimed, request);
        return;
      }
      const { existing } = outcome;
      if (existing.fingerprint !== fingerprint) throw new IdempotencyErrors.Reused();
      if (existing.state !== 'done') {
        reply.header('retry-after', '1');
        throw new IdempotencyErrors.InProgress();
      }
      reply.code(existing.statusCode ?? 200).header(IDEMPOTENT_REPLAY_HEADER, 'true');
      if (existing.contentType) reply.type(existing.contentType);
      return reply.send(existing.body ?? '');
    });

    // The answer stops the claim's heartbeat (onSend below); onResponse too, whatever was sent.
    app.addHook('onResponse', async (request) => (request as ClaimedRequest)[HEARTBEAT]?.stop());

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = (request as ClaimedRequest)[CLAIM];
      if (!claim) return payload;
      (request as ClaimedRequest)[CLAIM] = undefined;
      await (request as ClaimedRequest)[HEARTBEAT]?.stop();
      const storable = typeof payload === 'string' || Buffer.isBuffer(payload) || payload === null || payload === undefined;
      try {
        if (isTransient(reply.statusCode) || !storable) await store.release(claim);
        else await store.complete(claim, reply.statusCode, reply.getHeader('content-type')?.toString(), payload ? payload.toString() : '');
      } catch (error) {
        // The write happened; a replay before the claim's lease ends is 409, after it runs again.
        request.log.error({ err: error }, 'could not store the answer of an idempotent request');
      }
      return payload;
    });
  },
  { name: 'tidings-idempotency', dependencies: ['tidings-mongo'] },
);

/** Renews a claim every beat while its request runs, for at most HEARTBEAT_MAX_MS. */
class ClaimHeartbeat {
  private readonly timer: ReturnType<typeof setInterval>;
  private renewing: Promise<void> = Promise.resolve();

  constructor(store: IdempotencyStore, claim: Types.ObjectId, request: FastifyRequest) {
    const started = Date.now();
    this.timer = setInterval(() => {
      if (Date.now() - started > HEARTBEAT_MAX_MS) return clearInterval(this.timer);
      this.renewing = store.renew(claim).catch((error: unknown) => request.log.warn({ err: error }, 'could not renew an idempotency claim'));
    }, IDEMPOTENCY_HEARTBEAT_MS);
    this.timer.unref();
  }

  /**
   * Stops, once a renewal in flight has landed: FerretDB v1 runs an update as a read, then a
   * write of the whole document, so a late renewal could put a completed claim back to pending.
   */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.renewing;
  }
}

/** The sentence each idempotent route adds to its OpenAPI description. */
export const IDEMPOTENCY_DESCRIPTION =
  'Send an `Idempotency-Key` (16–64 URL-safe characters, a UUID fits) to make a retry safe: a request repeating a key ' +
  'answers what the first answered (marked `idempotent-replayed: true`) and changes nothing; 409 IDEMPOTENCY_KEY_IN_PROGRESS ' +
  'while the first is still running, 422 IDEMPOTENCY_KEY_REUSED for a different request under the same key. Keys are kept 7 days.';
