// Regex filters against the real engine. Our FerretDB keeps each compiled filter regex for the
// next document and the next query (tools/ferretdb/patches.json): a pattern with other options,
// on another field or in another query must still answer exactly as MongoDB does.
import { describe, expect, it } from 'vitest';
import { scratchDatabase } from './scratch-database.js';

const connection = scratchDatabase('filter-regexes');

const ROWS = [
  { _id: 'a', title: 'Harbour news', tag: 'harbour' },
  { _id: 'b', title: 'harbour lights', tag: 'Harbour' },
  { _id: 'c', title: 'The harbour', tag: 'sea' },
  { _id: 'd', title: 'Storm', tag: 'harbourside' },
];

describe('regex filters', () => {
  it('match by pattern and options alike, whatever was asked before', async () => {
    const rows = connection().db!.collection<(typeof ROWS)[number]>('rows');
    await rows.insertMany(ROWS);
    const ids = async (filter: Record<string, unknown>) => (await rows.find(filter).sort({ _id: 1 }).toArray()).map((row) => row._id);
    // Each twice, in an order where a pattern kept from an earlier query would answer wrongly.
    for (let round = 0; round < 2; round++) {
      expect(await ids({ title: /^harbour/ })).toEqual(['b']);
      expect(await ids({ title: /^harbour/i })).toEqual(['a', 'b']);
      expect(await ids({ title: { $regex: '^harbour', $options: 'i' } })).toEqual(['a', 'b']);
      expect(await ids({ tag: /^harbour/ })).toEqual(['a', 'd']);
      expect(await ids({ title: /harbour$/ })).toEqual(['c']);
      expect(await ids({ title: /^harbour/, tag: /^Harbour$/ })).toEqual(['b']);
      expect(await ids({ title: { $not: /harbour/i } })).toEqual(['d']);
    }
  });

  it('refuses a pattern that does not compile, each time it is asked', async () => {
    const rows = connection().db!.collection('rows');
    for (let round = 0; round < 2; round++) await expect(rows.find({ title: { $regex: '(' } }).toArray()).rejects.toThrow();
  });
});
