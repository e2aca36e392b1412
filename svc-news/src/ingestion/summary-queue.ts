// The LLM summary queue and the hourly call budget, in the database so they survive restarts and
// hold across instances. A job is keyed by the article's canonical URL (unique in `news`), so two
// instances ingesting the same story enqueue one job; it stays behind as `done` for a while so a
// late duplicate enqueue cannot ask the LLM twice. Plain finds, inserts and `$set` by `_id` only
// (FerretDB v1). A claim is won by inserting a lease keyed by the job and
// the moment it became available: FerretDB v1 applies a filtered update as a read and then a
// write, so two instances can both "match" one job, but only one can insert a unique key.
import type { Collection, Connection } from 'mongoose';
import { insertedDespiteDuplicates } from '@tidings/service-kit/mongo';

export interface SummaryJob {
  /** The article's canonical URL. */
  id: string;
  attempts: number;
}

interface JobRecord {
  _id: string;
  state: 'pending' | 'done';
  attempts: number;
  /** Not claimable before this: a claim pushes it past the lease, a failure past the back-off. */
  availableAt: Date;
  enqueuedAt: Date;
  doneAt?: Date;
}

/** How long a done job is kept to absorb a late duplicate enqueue (ingestion races settle in minutes). */
const DONE_RETENTION_MS = 48 * 3_600_000;

/** A lone duplicate (insertOne) or an insertMany whose every failure is one. */
const isDuplicateKey = (error: unknown) => insertedDespiteDuplicates(error) !== undefined;

interface LeaseRecord {
  /** `<job id>@<availableAt in ms>`: one claim per job per moment it became available. */
  _id: string;
  createdAt: Date;
}

/** How many available jobs one claim looks at before leaving the rest to the next call. */
const CLAIM_CANDIDATES = 8;

export class MongoSummaryQueue {
  private readonly jobs: Collection<JobRecord>;
  private readonly leases: Collection<LeaseRecord>;

  constructor(db: Connection) {
    this.jobs = db.collection<JobRecord>('summary_jobs');
    this.leases = db.collection<LeaseRecord>('summary_job_leases');
  }

  /** Adds a pending job per id, leaving existing jobs (pending or done) untouched. */
  async enqueue(ids: readonly string[], now: Date): Promise<void> {
    if (ids.length === 0) return;
    const records = ids.map((id): JobRecord => ({ _id: id, state: 'pending', attempts: 0, availableAt: now, enqueuedAt: now }));
    try {
      await this.jobs.insertMany(records, { ordered: false });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  /** The oldest available pending job, leased to this caller until `now + leaseMs`; each job goes to one caller. */
  async claim(now: Date, leaseMs: number): Promise<SummaryJob | undefined> {
    const candidates = await this.jobs.find({ state: 'pending', availableAt: { $lte: now } }).sort({ availableAt: 1 }).limit(CLAIM_CANDIDATES).toArray();
    for (const record of candidates) {
      try {
        await this.leases.insertOne({ _id: `${record._id}@${record.availableAt.getTime()}`, createdAt: now });
      } catch (error) {
        if (isDuplicateKey(error)) continue; // another caller won this one
        throw error;
      }
      await this.jobs.updateOne({ _id: record._id }, { $set: { availableAt: new Date(now.getTime() + leaseMs) } });
      return { id: record._id, attempts: record.attempts };
    }
    return undefined;
  }

  async complete(id: string, now: Date): Promise<void> {
    await this.jobs.updateOne({ _id: id }, { $set: { state: 'done', doneAt: now } });
  }

  /** Back to pending from `at`; `attempts` counts calls that did not give a summary. */
  async release(id: string, at: Date, attempts?: number): Promise<void> {
    await this.jobs.updateOne({ _id: id }, { $set: { availableAt: at, ...(attempts === undefined ? {} : { attempts }) } });
  }

  async pendingCount(): Promise<number> {
    return this.jobs.countDocuments({ state: 'pending' });
  }

  async purgeDone(now: Date): Promise<void> {
    const before = new Date(now.getTime() - DONE_RETENTION_MS);
    await this.jobs.deleteMany({ state: 'done', doneAt: { $lt: before } });
    // A lease only matters while its job could still be claimed at that moment: minutes.
    await this.leases.deleteMany({ createdAt: { $lt: before } });
  }
}

interface BudgetSlot {
  /** `<hour>#<n>`: the hour's n-th call. */
  _id: string;
  /** The UTC hour, `2025-03-04T12`. */
  hour: string;
}

export function hourKey(at: Date): string {
  return at.toISOString().slice(0, 13);
}

export function nextHour(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000 + 3_600_000);
}

/**
 * Calls per UTC hour, counted by every instance: each call takes a numbered slot of the hour
 * (`<hour>#<n>`, n below the budget) by inserting it, so the unique `_id` decides, on FerretDB v1
 * as on MongoDB. A counter document would not do: FerretDB v1 runs a filtered `$inc` as a read
 * then a write, and two instances reserving at once were all granted past the budget.
 */
export class MongoLlmBudget {
  private readonly slots: Collection<BudgetSlot>;

  constructor(
    db: Connection,
    private readonly maxCallsPerHour: number,
  ) {
    this.slots = db.collection<BudgetSlot>('llm_budget_slots');
  }

  /** Takes one call from this hour's budget; false when it is spent. */
  async reserve(now: Date): Promise<boolean> {
    const hour = hourKey(now);
    // Slots fill from 0 up: start at the count and step past the ones others took meanwhile.
    for (let slot = await this.slots.countDocuments({ hour }); slot < this.maxCallsPerHour; slot++) {
      try {
        await this.slots.insertOne({ _id: `${hour}#${slot}`, hour });
        return true;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
    return false;
  }

  async used(now: Date): Promise<number> {
    return this.slots.countDocuments({ hour: hourKey(now) });
  }

  /** Only the current hour's slots matter; the previous hour's go at the next purge. */
  async purgeOld(now: Date): Promise<void> {
    await this.slots.deleteMany({ hour: { $lt: hourKey(new Date(now.getTime() - 3_600_000)) } });
  }
}
