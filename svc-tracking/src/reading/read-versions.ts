// `read_versions`: one document per write of a read, `_id` `<userId>|<newsId>|<base>` where base
// is the read's version the write was computed from (-1: no read yet). Two writes racing on two
// instances read the same version, so both name the same successor and the unique `_id` lets
// exactly one store it; the other computes again on top of the winner's. An `$inc` could not
// decide this: FerretDB v1 runs it as a read, then a write of the whole document, and one of two
// racing additions of reading time was lost. The document holds the read's state after the write
// and its events (pending, relayed from here), so the events match what was stored.
import { Schema, type Connection, type Model } from 'mongoose';
import type { EventMessage } from '@tidings/contracts/events/streams';
import { claimByInsert, ensureCollection } from '@tidings/service-kit/mongo';
import { pendingEventsDocument, pendingEventsSchema, type PendingEventFields } from '@tidings/service-kit/pending-events';

/** What a write sets on the read. */
export interface ReadState {
  readAt: Date;
  timeSpentSeconds: number;
  lastAccessedAt: Date;
  lastReadDay: string;
}

export interface ReadVersionRecord extends PendingEventFields {
  _id: string;
  userId: string;
  newsId: string;
  base: number;
  state: ReadState;
  /** When it was claimed: one whose writer never stored it is applied by the next write after a while. */
  at: Date;
}

const versionSchema = new Schema<ReadVersionRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    newsId: { type: String, required: true },
    base: { type: Number, required: true },
    state: { type: Schema.Types.Mixed, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'read_versions', versionKey: false },
);
versionSchema.index({ at: 1 });
// Erasing a user's rows.
versionSchema.index({ userId: 1 });
versionSchema.plugin(pendingEventsSchema);

/** A claim is needed while a write could still be computed from its base: a day, then swept. */
const KEEP_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export function readVersionId(userId: string, newsId: string, base: number): string {
  return `${userId}|${newsId}|${base}`;
}

export class ReadVersions {
  readonly model: Model<ReadVersionRecord>;
  private lastSweep = 0;

  constructor(connection: Connection) {
    this.model = connection.model<ReadVersionRecord>('ReadVersion', versionSchema);
  }

  async init(): Promise<void> {
    await ensureCollection(this.model);
  }

  /** Claims the successor of `base` for this write with its events; false when another write holds it. */
  claim(userId: string, newsId: string, base: number, state: ReadState, events: readonly EventMessage<unknown>[], now: Date): Promise<boolean> {
    this.sweep(now);
    const record = { _id: readVersionId(userId, newsId, base), userId, newsId, base, state, at: now, ...pendingEventsDocument(events, now) };
    return claimByInsert(() => this.model.create(record));
  }

  find(userId: string, newsId: string, base: number): Promise<ReadVersionRecord | null> {
    return this.model.findById(readVersionId(userId, newsId, base)).lean<ReadVersionRecord>().exec();
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
