import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EngagementRecounter, type EngagementTotals } from './engagement-recounter.js';

const silent = { warn: () => undefined } as unknown as FastifyBaseLogger;
const DELAY = 2_000;

function sources() {
  const batches: string[][] = [];
  const applied = new Map<string, EngagementTotals>();
  let failNext = false;
  let gate: Promise<void> | null = null;
  let open: (() => void) | null = null;
  return {
    batches,
    applied,
    failOnce: () => (failNext = true),
    /** Holds counting open until `release`. */
    hold: () => (gate = new Promise((resolve) => (open = resolve))),
    release: () => {
      gate = null;
      open?.();
    },
    count: async (ids: string[]) => {
      batches.push([...ids]);
      if (gate) await gate;
      if (failNext) {
        failNext = false;
        throw new Error('database away');
      }
      return new Map(ids.map((id) => [id, { views: id.length, reads: 0, bookmarks: 0, likes: 0 }]));
    },
    apply: async (id: string, totals: EngagementTotals) => {
      applied.set(id, totals);
    },
  };
}

describe('EngagementRecounter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts every article marked within the delay in one batch, each once', async () => {
    const s = sources();
    const recounter = new EngagementRecounter(s, silent, DELAY);
    for (const id of ['a', 'bb', 'a', 'ccc', 'bb']) recounter.mark(id);
    await vi.advanceTimersByTimeAsync(DELAY - 1);
    expect(s.batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.batches).toEqual([['a', 'bb', 'ccc']]);
    expect(Object.fromEntries([...s.applied].map(([id, totals]) => [id, totals.views]))).toEqual({ a: 1, bb: 2, ccc: 3 });
  });

  it('never runs two batches at once, and leaves at least the delay between them', async () => {
    const s = sources();
    const recounter = new EngagementRecounter(s, silent, DELAY);
    s.hold();
    recounter.mark('a');
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(s.batches).toEqual([['a']]);
    // Marked while the first batch is still counting.
    recounter.mark('b');
    await vi.advanceTimersByTimeAsync(DELAY * 3);
    expect(s.batches).toEqual([['a']]);
    s.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.applied.has('a')).toBe(true);
    // The next batch one delay after the first ended, not straight after it.
    await vi.advanceTimersByTimeAsync(DELAY - 1);
    expect(s.batches).toEqual([['a']]);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.batches).toEqual([['a'], ['b']]);
  });

  it('keeps the articles of a failed batch for the next one', async () => {
    const s = sources();
    const recounter = new EngagementRecounter(s, silent, DELAY);
    s.failOnce();
    recounter.mark('a');
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(s.applied.size).toBe(0);
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(s.batches).toEqual([['a'], ['a']]);
    expect(s.applied.has('a')).toBe(true);
  });

  it('flush counts what is marked at once; close writes the rest and schedules nothing more', async () => {
    const s = sources();
    const recounter = new EngagementRecounter(s, silent, DELAY);
    recounter.mark('a');
    await recounter.flush();
    expect(s.batches).toEqual([['a']]);
    recounter.mark('b');
    await recounter.close();
    expect(s.batches).toEqual([['a'], ['b']]);
    recounter.mark('c');
    await vi.advanceTimersByTimeAsync(DELAY * 2);
    expect(s.batches).toHaveLength(2);
  });
});
