import type { Model } from 'mongoose';
import { insertedDespiteDuplicates } from '@tidings/service-kit/mongo';

/** Ids per read or write: large batches, each well under FerretDB's pushed-down `$in` bound (patches.json). */
export const BATCH = 5000;

/** Inserts the rows in batches; a row already stored (a retry, another instance) is kept as it is. */
export async function insertOnce<Row extends { _id: string }>(model: Model<Row>, rows: readonly Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    try {
      await model.insertMany(rows.slice(i, i + BATCH), { ordered: false, lean: true });
    } catch (error) {
      if (insertedDespiteDuplicates(error) === undefined) throw error;
    }
  }
}

/** Deletes the rows with these ids, in batches. */
export async function deleteIds<Row extends { _id: string }>(model: Model<Row>, ids: readonly string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += BATCH) await model.deleteMany({ _id: { $in: ids.slice(i, i + BATCH) } }).exec();
}
