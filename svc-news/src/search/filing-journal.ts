import { Schema, Types, type Connection, type Model } from 'mongoose';
import { ensureCollection } from '@tidings/service-kit/mongo';
import { deleteIds, insertOnce } from './batched-writes.js';

/** A pending article younger than this may still be on its way in on another instance. */
export const PENDING_GRACE_MS = 60_000;

interface Row {
  _id: string;
}

const pendingSchema = new Schema<Row>({ _id: { type: String, required: true } }, { collection: 'search_pending', versionKey: false });

/**
 * What the start-up backfill has to file, so that it reads a few rows instead of every article
 * (a scan of 100 000 articles kept FerretDB busy for 14 s at each start). An article's id is noted
 * before its insert (or its removal) and cleared once its words are filed (or gone): a crash in
 * between leaves it here.
 */
export class FilingJournal {
  private readonly pending: Model<Row>;

  constructor(connection: Connection) {
    this.pending = connection.model<Row>('SearchPending', pendingSchema);
  }

  async init(): Promise<void> {
    await ensureCollection(this.pending);
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
}

/** Whether a noted article, not found stored, is old enough that its insert is not still coming. */
export function abandoned(id: string, now: number): boolean {
  return !/^[0-9a-f]{24}$/i.test(id) || new Types.ObjectId(id).getTimestamp().getTime() < now - PENDING_GRACE_MS;
}
