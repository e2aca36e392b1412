// `preference_versions`: one document per preferences change, `_id` `<userId>:<base>` where base
// is the version the change was computed from. Two changes racing on two instances read the same
// base, so both name the same successor and the unique `_id` lets exactly one store it; the other
// computes again on top of the winner's. A conditional update of the user row cannot decide this:
// FerretDB v1 runs it as a read, then a write of the whole document, so both "won" and one change
// was lost. The document carries the change's full snapshot and its event (pending, relayed from
// here), so the snapshot svc-news keeps is exactly the one stored in the user row.
import { Schema, type Connection, type Model } from 'mongoose';
import type { EventMessage } from '@tidings/contracts/events/streams';
import { claimByInsert, ensureCollection } from '@tidings/service-kit/mongo';
import { pendingEventsDocument, pendingEventsSchema, type PendingEventFields } from '@tidings/service-kit/pending-events';

/** The preferences a snapshot holds (what the user row stores of them). */
export const PREFERENCE_FIELDS = ['interests', 'followingPersonalities', 'blockedTopics', 'goodNewsMode', 'darkMode', 'notificationsEnabled', 'onboardingCompleted'] as const;
export type PreferenceSnapshot = Record<(typeof PREFERENCE_FIELDS)[number], unknown>;

export interface VersionRecord extends PendingEventFields {
  /** `<userId>:<base>`. */
  _id: string;
  userId: string;
  /** The version (ms) the change was computed from; 0 before the user's first change. */
  base: number;
  /** The change's version: what the user row's `preferencesUpdatedAt` becomes. */
  version: Date;
  preferences: PreferenceSnapshot;
  /** When it was claimed: a claim whose writer never stored it is applied by the next change after STALE_MS. */
  at: Date;
}

const versionSchema = new Schema<VersionRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    base: { type: Number, required: true },
    version: { type: Date, required: true },
    preferences: { type: Schema.Types.Mixed, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'preference_versions', versionKey: false, minimize: false },
);
versionSchema.index({ at: 1 });
versionSchema.index({ userId: 1 });
versionSchema.plugin(pendingEventsSchema);

/**
 * A claim is needed while a change could still be computed from its base: far longer than any
 * request lives. A day, then swept (no TTL indexes on FerretDB).
 */
const KEEP_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export function versionId(userId: string, base: number): string {
  return `${userId}:${base}`;
}

export class PreferenceVersions {
  readonly model: Model<VersionRecord>;
  private lastSweep = 0;

  constructor(connection: Connection) {
    this.model = connection.model<VersionRecord>('PreferenceVersion', versionSchema);
  }

  async init(): Promise<void> {
    await ensureCollection(this.model);
  }

  /** Claims the successor of `base` for this change with its event; false when another change holds it. */
  claim(change: Omit<VersionRecord, '_id' | 'at' | keyof PendingEventFields>, event: EventMessage<unknown>, now = new Date()): Promise<boolean> {
    this.sweep(now);
    const record = { _id: versionId(change.userId, change.base), ...change, at: now, ...pendingEventsDocument([event], now) };
    return claimByInsert(() => this.model.create(record));
  }

  find(userId: string, base: number): Promise<VersionRecord | null> {
    return this.model.findById(versionId(userId, base)).lean<VersionRecord>().exec();
  }

  /** The user's claims go with the account: they hold its preferences and maybe an unsent event. */
  async forgetUser(userId: string): Promise<void> {
    await this.model.deleteMany({ userId }).exec();
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
