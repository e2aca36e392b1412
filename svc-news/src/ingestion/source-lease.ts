// One instance polls a source at a time. A lease is a numbered term per source in
// `ingest_source_leases`, `_id` `<sourceId>@<term>`: taking the source inserts the next term, so of
// two instances that both find the last term expired only one can insert it (the unique `_id`
// decides — a filtered findOneAndUpdate does not: FerretDB v1 runs it as a read, then a write, and
// in a test 16 concurrent callers often all "won" one expired lease). A term is written only by its
// holder afterwards (renewals, the release), so no update ever races another.
import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import { ensureCollection, isDuplicateKeyError } from '@tidings/service-kit/mongo';

export interface SourceLease {
  readonly sourceId: string;
  /** False once the lease may have run out: the holder must not act on the source any more. */
  valid(): boolean;
  /** Pushes the expiry out by a lease; false (and invalid from then on) when it had already run out. */
  renew(): Promise<boolean>;
  /** Ends the lease at once so another instance may take the source; idempotent. */
  release(): Promise<void>;
}

export interface SourceLeases {
  /** The source's lease for this instance, or undefined while another holder's has not run out. */
  acquire(sourceId: string): Promise<SourceLease | undefined>;
  readonly leaseMs: number;
}

interface TermRecord {
  _id: string;
  sourceId: string;
  term: number;
  holder: string;
  expiresAt: Date;
}

const termSchema = new Schema<TermRecord>(
  {
    _id: { type: String, required: true },
    sourceId: { type: String, required: true },
    term: { type: Number, required: true },
    holder: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'ingest_source_leases', versionKey: false },
);
termSchema.index({ sourceId: 1, term: -1 }, { name: 'sourceId_term' });

export interface MongoSourceLeasesOptions {
  leaseMs: number;
  /** This instance's name in the leases (diagnostics); random by default. */
  holder?: string;
  now?: () => number;
}

/**
 * The holder stops trusting its lease this long before the expiry it wrote, so a renewal never
 * lands after another instance (whose clock may run a little ahead) took the source over.
 */
export function safetyMarginMs(leaseMs: number): number {
  return Math.min(Math.floor(leaseMs / 4), 10_000);
}

export class MongoSourceLeases implements SourceLeases {
  private readonly model: Model<TermRecord>;
  readonly leaseMs: number;
  private readonly holder: string;
  private readonly now: () => number;

  constructor(connection: Connection, options: MongoSourceLeasesOptions) {
    this.model = (connection.models.IngestSourceLease as Model<TermRecord> | undefined) ?? connection.model<TermRecord>('IngestSourceLease', termSchema);
    this.leaseMs = options.leaseMs;
    this.holder = options.holder ?? randomUUID();
    this.now = options.now ?? Date.now;
  }

  async init(): Promise<void> {
    await ensureCollection(this.model);
  }

  async acquire(sourceId: string): Promise<SourceLease | undefined> {
    const at = this.now();
    const last = await this.model.findOne({ sourceId }, { term: 1, expiresAt: 1 }).sort({ term: -1 }).lean().exec();
    if (last && last.expiresAt.getTime() > at) return undefined;
    const term = (last?.term ?? 0) + 1;
    const id = `${sourceId}@${term}`;
    let expiresAt = at + this.leaseMs;
    try {
      await this.model.create({ _id: id, sourceId, term, holder: this.holder, expiresAt: new Date(expiresAt) });
    } catch (error) {
      if (isDuplicateKeyError(error)) return undefined; // another instance took this term first
      throw error;
    }
    // Terms before the previous one can no longer be read as the last: they only take up room.
    await this.model.deleteMany({ sourceId, term: { $lt: term - 1 } }).exec();
    const margin = safetyMarginMs(this.leaseMs);
    let released = false;
    const valid = () => !released && this.now() < expiresAt - margin;
    return {
      sourceId,
      valid,
      renew: async () => {
        if (!valid()) return false;
        const deadline = expiresAt - margin;
        const next = this.now() + this.leaseMs;
        await this.model.updateOne({ _id: id }, { $set: { expiresAt: new Date(next) } }).exec();
        // A write that took past the old deadline may have landed after a takeover: give up.
        if (this.now() >= deadline) {
          released = true;
          return false;
        }
        expiresAt = next;
        return true;
      },
      release: async () => {
        if (!valid()) return void (released = true);
        released = true;
        await this.model.updateOne({ _id: id }, { $set: { expiresAt: new Date(this.now()) } }).exec();
      },
    };
  }
}
