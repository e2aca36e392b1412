import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { newsExportSchema, trackingExportSchema } from '@tidings/contracts/user-data';
import { PartOffContract, PartTooLarge, PartWriter } from './user-export-part.js';

const NEWS = {
  bookmarks: [
    { newsId: 'n1', title: 'Braces {, brackets ] and "quotes" \\ in a title', createdAt: '2026-01-01T00:00:00.000Z' },
    { newsId: 'n2', title: null, createdAt: '2026-01-02T00:00:00.000Z' },
  ],
  reactions: [],
  likes: [{ newsId: 'n3', createdAt: '2026-01-01T00:00:00.000Z' }],
  seenArticles: [],
  feedProfile: { interests: ['café ✓'], followingPersonalities: [], blockedTopics: [], goodNewsMode: true, updatedAt: '2026-01-01T00:00:00.000Z' },
  topics: [{ key: 'keyword:ferry', label: 'Ferry', kind: 'keyword', rule: 'follow', until: null, createdAt: '2026-01-01T00:00:00.000Z' }],
  inboxLastVisitAt: null,
  editions: [{ date: '2026-01-01', timeZone: 'Europe/Dublin', builtAt: '2026-01-01T07:00:00.000Z', articleIds: ['n1'] }],
};

/** The part's text as the file holds it: nested one level in `JSON.stringify(file, null, 2)`. */
const asInFile = (part: unknown) => JSON.stringify({ part }, null, 2).slice('{\n  "part": '.length, -'\n}'.length);

/** Feeds `text` in chunks of `size` bytes (a multi-byte character may be split) and answers all the writer gave. */
function written(text: string, size: number, schema: z.ZodObject = newsExportSchema, maxBytes = 1_000_000): string {
  const writer = new PartWriter(schema, maxBytes);
  const bytes = Buffer.from(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += size) out += writer.write(bytes.subarray(i, i + size));
  return out + writer.end();
}

describe('PartWriter', () => {
  it('writes the part as the file holds it, however its bytes are cut into chunks', () => {
    for (const text of [JSON.stringify(NEWS), JSON.stringify(NEWS, null, 3), ` \n${JSON.stringify(NEWS, null, '\t')}\r\n `]) {
      for (const size of [1, 2, 3, 7, 64, 1_000_000]) expect(written(text, size)).toBe(asInFile(NEWS));
    }
  });

  it('leaves out a field the contract does not name, as zod does, and what a row has beyond its schema', () => {
    const newer = { ...NEWS, comments: [{ at: 1 }], likes: [{ newsId: 'n3', createdAt: '2026-01-01T00:00:00.000Z', extra: true }] };
    expect(written(JSON.stringify(newer), 5)).toBe(asInFile(NEWS));
  });

  it('writes empty lists and objects as JSON.stringify does', () => {
    const empty = { readingSessions: [], events: [{ eventId: 'e', sessionId: 's', storyId: null, eventType: 't', eventData: {}, ts: 'x' }], engagement: [], reads: [], readingDays: [], seenHistory: [] };
    expect(written(JSON.stringify(empty), 4, trackingExportSchema)).toBe(asInFile(empty));
  });

  it.each([
    ['not JSON', 'oops'],
    ['not an object', JSON.stringify([NEWS])],
    ['a list field that is not a list', JSON.stringify({ ...NEWS, bookmarks: 'lots' })],
    ['a row off its schema', JSON.stringify({ ...NEWS, likes: [{ newsId: 7, createdAt: 'x' }] })],
    ['a field off its schema', JSON.stringify({ ...NEWS, feedProfile: { interests: 'all' } })],
    ['a missing field', JSON.stringify({ ...NEWS, feedProfile: undefined })],
    ['a field twice', JSON.stringify(NEWS).replace('{', '{"reactions":[],')],
    ['a trailing comma in a list', JSON.stringify(NEWS).replace('"reactions":[]', '"reactions":[{"newsId":"a","reactionType":"like","createdAt":"x"},]')],
    ['a missing comma', JSON.stringify(NEWS).replace(',"likes"', ' "likes"')],
    ['a row that is not JSON', JSON.stringify(NEWS).replace('"likes":[', '"likes":[{newsId: 1},')],
    ['text after the part', `${JSON.stringify(NEWS)} {}`],
    ['a part that ends early', JSON.stringify(NEWS).slice(0, -20)],
  ])('refuses %s', (_case, text) => {
    expect(() => written(text, 3)).toThrow(PartOffContract);
  });

  it('refuses a part past its size bound as soon as it is read past it', () => {
    const text = JSON.stringify(NEWS);
    expect(() => written(text, 16, newsExportSchema, text.length - 1)).toThrow(PartTooLarge);
    expect(written(text, 16, newsExportSchema, Buffer.byteLength(text))).toBe(asInFile(NEWS));
  });

  it('holds one row at a time, not the part: it gives the text of each row as soon as the row is read', () => {
    const writer = new PartWriter(newsExportSchema, 1_000_000);
    const text = JSON.stringify(NEWS);
    const end = text.indexOf('},{') + 1;
    expect(writer.write(Buffer.from(text.slice(0, end)))).toContain('"newsId": "n1"');
  });
});
