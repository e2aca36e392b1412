// Successor claims: one document per change of a piece of state, `_id` naming the state and the
// version the change was computed from. Two changes racing on two instances read the same version,
// so both name the same successor and the unique `_id` lets exactly one store it; the other
// computes again on top of the winner's. A conditional update cannot decide this on FerretDB v1,
// which runs it as a read, then a write of the whole document. The claim carries the change's
// events (pending, relayed from here), so the events match what was stored.
import { Schema, type Connection, type Model, type SchemaDefinition } from 'mongoose';
import type { EventMessage } from '@tidings/contracts/events/streams';
import { claimByInsert, ensureCollection } from './mongo.js';
import { pendingEventsDocument, pendingEventsSchema, type PendingEventFields } from './pending-events.js';

/** What every claim holds besides its change. */
export interface VersionClaimRecord extends PendingEventFields {
  _id: string;
  /** Whose state it is: their claims go with their account. */
  userId: string;
  /** When it was claimed: one whose writer never stored it is applied by the next change after a while. */
  at: Date;
}

/** A claim is needed while a change could still be computed from its base: a day, then swept. */
const KEEP_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** The schema of a claims collection: `fields` (the change) beside `_id`, `userId`, `at` and the pending events. */
export function versionClaimSchema<T extends VersionClaimRecord>(collection: string, fields: SchemaDefinition): Schema<T> {
  const schema = new Schema<T>(
    {
      _id: { type: String, required: true },
      userId: { type: String, required: true },
      at: { type: Date, required: true },
      ...fields,
    },
    { collection, versionKey: false, minimize: false },
  );
  // The sweep, and erasing a user's claims.
  schema.index({ at: 1 });
  schema.index({ userId: 1 });
  schema.plugin(pendingEventsSchema);
  return schema;
}

/** One claims collection; subclasses name their ids. */
export class VersionClaims<T extends VersionClaimRecord> {
  readonly model: Model<T>;
  private lastSweep = 0;

  constructor(connection: Connection, modelName: string, schema: Schema<T>) {
    this.model = connection.model<T>(modelName, schema);
  }

  async init(): Promise<void> {
    await ensureCollection(this.model);
  }

  /** The user's claims go with the account: they hold its state and maybe an unsent event. */
  async forgetUser(userId: string): Promise<void> {
    await this.model.deleteMany({ userId }).exec();
  }

  /** Stores `claim` with its events; false when another change holds its `_id`. */
  protected claimWith(claim: Omit<T, 'at' | keyof PendingEventFields>, events: readonly EventMessage<unknown>[], now: Date): Promise<boolean> {
    this.sweep(now);
    const record = { ...claim, at: now, ...pendingEventsDocument(events, now) };
    return claimByInsert(() => new this.model(record).save());
  }

  protected findClaim(id: string): Promise<T | null> {
    return this.model.findById(id).lean<T>().exec();
  }

  /** At most once an hour per instance, in the background. */
  private sweep(now: Date): void {
    if (now.getTime() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now.getTime();
    void this.model
      .deleteMany({ at: { $lt: new Date(now.getTime() - KEEP_MS) } })
      .exec()
      .catch(() => undefined);
  }
}
