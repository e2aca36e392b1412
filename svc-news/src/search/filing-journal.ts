import { Schema, Types, type Connection, type Model } from 'mongoose';
import { ensureCollection } from '@tidings/service-kit/mongo';
import { deleteIds, insertOnce } from './batched-writes.js';

/** A pending article younger than this may still be on its way in on another instance. */
export const PENDING_GRACE_MS = 60_000;
/**
 * The once-per-store scans: `filing` for articles not filed the current way (FILING_VERSION 2),
 * `blocks` for the words filed before posting blocks existed (noted for the compactor).
 */
const SCANS = { filing: 'scan-for-filing-2', blocks: 'scan-for-blocks' } as const;
export type StoreScan = keyof typeof SCANS;

interface Row {
  _id: string;
}

const pendingSchema = new Schema<Row>({ _id: { type: String, required: true } }, { collection: 'search_pending', versionKey: false });
const stateSchema = new Schema<Row & { at: Date }>({ _id: { type: String, required: true }, at: { type: Date, required: true } }, { collection: 'search_state', versionKey: false });

/**
 * What the start-up backfill has to file, so that it reads a few rows instead of every article
 * (a scan of 100 000 articles kept FerretDB busy for 14 s at each start). An article's id is noted
 * before its insert and cleared once its words are filed: a crash in between leaves it here. The
 * articles stored before this journal existed are found once by a full scan, remembered as done
 * (as is the scan that noted the words filed before posting blocks for the compactor).
 */
export class FilingJournal {
  private readonly pending: Model<Row>;
  private readonly state: Model<Row & { at: Date }>;

  constructor(connection: Connection) {
    this.pending = connection.model<Row>('SearchPending', pendingSchema);
    this.state = connection.model<Row & { at: Date }>('SearchState', stateSchema);
  }

  async init(): Promise<void> {
    await Promise.all([ensureCollection(this.pending), ensureCollection(this.state)]);
  }

  /** Before the articles' insert; noting one twice (a retry, another instance) keeps one row. */
  note(ids: readonly string[]): Promise<void> {
    return insertOnce(this.pending, ids.map((_id) => ({ _id })));
  }

  clear(ids: readonly string[]): Promise<void> {
    return deleteIds(this.pending, ids);
  }

  async noted(): Promise<string[]> {
    return (await this.pending.find({}, { _id: 1 }).lean<Row[]>().exec()).map((row) => row._id);
  }

  async scanDone(scan: StoreScan): Promise<boolean> {
    return (await this.state.exists({ _id: SCANS[scan] }).exec()) !== null;
  }

  async markScanDone(scan: StoreScan, now = new Date()): Promise<void> {
    await this.state.updateOne({ _id: SCANS[scan] }, { $setOnInsert: { at: now } }, { upsert: true }).exec();
  }
}

/** Whether a noted article, not found stored, is old enough that its insert is not still coming. */
export function abandoned(id: string, now: number): boolean {
  return !/^[0-9a-f]{24}$/i.test(id) || new Types.ObjectId(id).getTimestamp().getTime() < now - PENDING_GRACE_MS;
}
