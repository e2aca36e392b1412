// Filters that name `_id` beside other fields, as the services send them, must read the _id index
// and not the whole collection. Stock FerretDB v1.24 pushes an `_id` down to SQLite only when it is
// the filter's one field: a compare-and-set ({_id, v}) read and decoded every document, which made
// each posting-block write at 100 000 articles take seconds (tools/ferretdb/patches.json). On
// MongoDB the winning plan must not be a collection scan.
import { describe, expect, it } from 'vitest';
import { scratchDatabase } from './scratch-database.js';

const connection = scratchDatabase('id-filters');

type Explained = { filterPushdown?: boolean; queryPlanner: { Plan?: string[]; winningPlan?: unknown } };

/** What the engine says about how it reads `filter`: through the _id index or by a scan. */
async function readsIdIndex(filter: Record<string, unknown>): Promise<boolean> {
  const explained = (await connection().db!.collection('rows').find(filter).explain()) as unknown as Explained;
  if (explained.filterPushdown !== undefined) {
    // FerretDB: its SQLite plan, e.g. "SEARCH t USING INDEX t__id_ (<expr>=?)" against "SCAN t".
    const plan = explained.queryPlanner.Plan ?? [];
    return explained.filterPushdown && plan.some((step) => step.includes('USING INDEX')) && !plan.some((step) => /detail=SCAN /.test(step));
  }
  return !JSON.stringify(explained.queryPlanner.winningPlan).includes('COLLSCAN');
}

describe('a filter on _id with other fields', () => {
  it('reads the _id index, and still applies the other fields', async () => {
    const rows = connection().db!.collection<{ _id: string; v: string }>('rows');
    await rows.insertMany(Array.from({ length: 50 }, (_, k) => ({ _id: `word ${k}`, v: `v${k}` })));

    expect(await readsIdIndex({ _id: 'word 7', v: 'v7' }), 'a compare-and-set').toBe(true);
    expect(await readsIdIndex({ _id: { $in: ['word 1', 'word 2'] }, v: { $in: ['v1', 'v9'] } }), 'a versioned delete').toBe(true);
    expect(await readsIdIndex({ _id: /^word 1/ }), 'a prefix').toBe(true);
    expect(await readsIdIndex({ v: 'v7' }), 'no _id: a scan').toBe(false);

    expect((await rows.updateOne({ _id: 'word 7', v: 'stale' }, { $set: { v: 'new' } })).matchedCount).toBe(0);
    expect((await rows.updateOne({ _id: 'word 7', v: 'v7' }, { $set: { v: 'new' } })).matchedCount).toBe(1);
    expect((await rows.deleteMany({ _id: { $in: ['word 1', 'word 2'] }, v: { $in: ['v1', 'v9'] } })).deletedCount).toBe(1);
    expect(await rows.countDocuments({ _id: { $in: ['word 1', 'word 2', 'word 7'] } })).toBe(2);
    expect(await rows.findOne({ _id: 'word 7' })).toEqual({ _id: 'word 7', v: 'new' });
  });
});
