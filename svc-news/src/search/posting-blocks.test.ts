import { describe, expect, it } from 'vitest';
import { decodePostings, encodePostings, ENTRY_BYTES, isPackable } from './posting-blocks.js';

describe('posting blocks', () => {
  it('packs ids, times and the sample flag, and unpacks them as they were', () => {
    const postings = [
      { id: '0123456789abcdef01234567', time: 1_700_000_000_123, sample: false },
      { id: 'ffffffffffffffffffffffff', time: 0, sample: true },
      { id: '000000000000000000000000', time: 1_234.5, sample: false },
    ];
    const bytes = encodePostings(postings);
    expect(bytes).toHaveLength(3 * ENTRY_BYTES);
    expect(decodePostings(bytes)).toEqual(postings);
    expect(decodePostings(new Uint8Array(bytes).subarray(ENTRY_BYTES))).toEqual(postings.slice(1));
    expect(decodePostings(encodePostings([]))).toEqual([]);
  });

  it('packs only ObjectId-shaped ids', () => {
    expect(isPackable('0123456789abcdef01234567')).toBe(true);
    expect(isPackable('0123456789ABCDEF01234567')).toBe(false);
    expect(isPackable('article-1')).toBe(false);
  });
});
