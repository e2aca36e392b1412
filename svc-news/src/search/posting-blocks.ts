/**
 * A word's postings packed into binary blocks: each entry is an article id (12 bytes), its time
 * (float64) and a flags byte (1: a starter sample). Reading a block
 * decodes one document however many entries it holds, where `search_terms` costs a document per
 * article: that cost, not the bytes, is what grows with a word's articles.
 */
export interface Posting {
  id: string;
  time: number;
  sample: boolean;
}

const ID_BYTES = 12;
export const ENTRY_BYTES = ID_BYTES + 8 + 1;
const SAMPLE = 1;

/** Whether `id` packs into an entry: article ids are ObjectIds (24 hex digits). */
export const isPackable = (id: string) => /^[0-9a-f]{24}$/.test(id);

export function encodePostings(postings: Iterable<Posting>): Buffer {
  const list = [...postings];
  const buffer = Buffer.alloc(list.length * ENTRY_BYTES);
  list.forEach((posting, i) => {
    const at = i * ENTRY_BYTES;
    buffer.write(posting.id, at, ID_BYTES, 'hex');
    buffer.writeDoubleLE(posting.time, at + ID_BYTES);
    buffer.writeUInt8(posting.sample ? SAMPLE : 0, at + ID_BYTES + 8);
  });
  return buffer;
}

/** A block's bytes as stored: a Buffer, or the BSON Binary the driver reads back. */
export type PackedPostings = Uint8Array | { buffer: Uint8Array };

export function decodePostings(packed: PackedPostings): Posting[] {
  const postings: Posting[] = [];
  forEachPosting(packed, (id, time, sample) => postings.push({ id, time, sample }));
  return postings;
}

/** Each entry of a block, without an object per entry: a common word's blocks hold ~100 000 (3× faster to read). */
export function forEachPosting(packed: PackedPostings, visit: (id: string, time: number, sample: boolean) => void): void {
  const raw = packed instanceof Uint8Array ? packed : packed.buffer;
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  for (let at = 0; at + ENTRY_BYTES <= bytes.length; at += ENTRY_BYTES) {
    visit(bytes.toString('hex', at, at + ID_BYTES), bytes.readDoubleLE(at + ID_BYTES), (bytes[at + ID_BYTES + 8]! & SAMPLE) !== 0);
  }
}
