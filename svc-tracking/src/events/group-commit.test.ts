import { describe, expect, it } from 'vitest';
import { GroupCommit, type BulkInsertResult } from './group-commit.js';

/** A fake store with a unique key: records each insert's size, fails 'bad' documents with code 2. */
function fakeStore() {
  const stored = new Set<string>();
  const inserts: number[] = [];
  let release: (() => void) | null = null;
  let gate: Promise<void> | null = null;
  const insert = async (docs: string[]): Promise<BulkInsertResult> => {
    inserts.push(docs.length);
    if (gate) await gate;
    const failed = new Map<number, number>();
    docs.forEach((doc, index) => {
      if (doc === 'bad') failed.set(index, 2);
      else if (stored.has(doc)) failed.set(index, 11000);
      else stored.add(doc);
    });
    return { failed };
  };
  return {
    stored,
    inserts,
    insert,
    hold: () => (gate = new Promise((resolve) => (release = resolve))),
    release: () => {
      gate = null;
      release?.();
    },
  };
}

describe('GroupCommit', () => {
  it('sends a lone batch at once, and merges the batches that arrive meanwhile into one insert', async () => {
    const store = fakeStore();
    const writer = new GroupCommit(store.insert, { maxDocs: 1000, maxConcurrent: 1 });
    store.hold();
    const first = writer.submit(['a', 'b']);
    const rest = [writer.submit(['c']), writer.submit(['d', 'a']), writer.submit(['e', 'e'])];
    store.release();
    expect(await first).toEqual({ accepted: 2, duplicates: 0 });
    expect(await Promise.all(rest)).toEqual([
      { accepted: 1, duplicates: 0 },
      { accepted: 1, duplicates: 1 },
      { accepted: 1, duplicates: 1 },
    ]);
    expect(store.inserts).toEqual([2, 5]);
    expect([...store.stored].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('keeps each insert under maxDocs', async () => {
    const store = fakeStore();
    const writer = new GroupCommit(store.insert, { maxDocs: 4, maxConcurrent: 1 });
    store.hold();
    const all = [writer.submit(['x']), writer.submit(['a', 'b']), writer.submit(['c', 'd']), writer.submit(['e', 'f'])];
    store.release();
    await Promise.all(all);
    expect(store.inserts).toEqual([1, 4, 2]);
  });

  it('fails only the request whose document failed for another reason than a duplicate', async () => {
    const store = fakeStore();
    const writer = new GroupCommit(store.insert, { maxDocs: 1000, maxConcurrent: 1 });
    store.hold();
    const first = writer.submit(['p']);
    const bad = writer.submit(['q', 'bad']);
    const good = writer.submit(['r']);
    store.release();
    await first;
    await expect(bad).rejects.toThrow('code 2');
    expect(await good).toEqual({ accepted: 1, duplicates: 0 });
  });

  it('rejects every request of a group when the insert itself fails, and carries on', async () => {
    let fail = true;
    const writer = new GroupCommit<string>(
      async (docs) => {
        if (fail) throw new Error('database down');
        return { failed: new Map(docs.map((_, i) => [i, 11000])) };
      },
      { maxDocs: 1000, maxConcurrent: 2 },
    );
    await expect(writer.submit(['a'])).rejects.toThrow('database down');
    fail = false;
    expect(await writer.submit(['a', 'b'])).toEqual({ accepted: 0, duplicates: 2 });
  });
});
