import { describe, expect, it } from 'vitest';
import { readItemIds } from './edition-progress';

const item = (id: string) => ({ article: { id } }) as never;
const edition = { items: [item('a'), item('b'), item('c')], read: ['a'], builtAt: '2026-03-02T06:00:00.000Z' };
const at = (iso: string) => Date.parse(iso);

describe('readItemIds', () => {
  it("adds the device's reads since the edition was built to the server's", () => {
    const reads = [{ id: 'b', at: at('2026-03-02T07:00:00.000Z') }];
    expect([...readItemIds(edition, reads)].sort()).toEqual(['a', 'b']);
  });

  it('leaves out reads from before the edition and articles outside it', () => {
    const reads = [
      { id: 'c', at: at('2026-03-01T22:00:00.000Z') },
      { id: 'z', at: at('2026-03-02T08:00:00.000Z') },
    ];
    expect([...readItemIds(edition, reads)]).toEqual(['a']);
  });

  it('counts an id the server and the device both have once, and ignores a server id not in the items', () => {
    const reads = [{ id: 'a', at: at('2026-03-02T09:00:00.000Z') }];
    expect(readItemIds({ ...edition, read: ['a', 'gone'] }, reads).size).toBe(1);
  });
});
