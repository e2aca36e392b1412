import { describe, expect, it } from 'vitest';
import { ArticleDirectory } from './article-directory.js';

/** A projection whose reads answer when the test says, as the database may under load. */
function slowProjection(rows: Map<string, boolean>) {
  const reads: Array<() => void> = [];
  return {
    reads,
    find: async (ids: readonly string[]) => {
      // The rows as they were when the read was made; it answers later.
      const seen = new Map(ids.filter((id) => rows.has(id)).map((id) => [id, rows.get(id)!]));
      await new Promise<void>((resolve) => reads.push(resolve));
      return seen;
    },
    addPublished: async () => undefined,
  };
}

/** A projection that answers at once. */
function projectionOf(rows: Map<string, boolean>) {
  let reads = 0;
  return {
    reads: () => reads,
    find: async (ids: readonly string[]) => {
      reads++;
      return new Map(ids.filter((id) => rows.has(id)).map((id) => [id, rows.get(id)!]));
    },
    addPublished: async () => undefined,
  };
}

const clock = () => new Date();
const noNews = { known: async () => new Set<string>() };

describe('ArticleDirectory: a removal is final on the instance that heard of it', () => {
  it('refuses an id removed while a lookup read the projection before the removal', async () => {
    const projection = slowProjection(new Map([['a1', false]]));
    const directory = new ArticleDirectory(projection, noNews, clock);
    const lookup = directory.unknownAmong(['a1']);
    await Promise.resolve();
    directory.forget(['a1']);
    projection.reads.shift()!();
    // The removal is newer than what the lookup read.
    expect(await lookup).toEqual(['a1']);
    const again = directory.unknownAmong(['a1']);
    expect(projection.reads).toHaveLength(0);
    expect(await again).toEqual(['a1']);
  });

  it('refuses an id it heard was removed although the projection does not say so yet', async () => {
    // The broadcast reached this instance; the consumer (maybe on another) has not written yet.
    const projection = projectionOf(new Map([['a1', false]]));
    const directory = new ArticleDirectory(projection, noNews, clock);
    directory.forget(['a1']);
    expect(await directory.unknownAmong(['a1', 'a1'])).toEqual(['a1']);
    expect(projection.reads()).toBe(0);
  });

  it('refuses an id svc-news confirmed just before it was removed', async () => {
    let answer!: (known: Set<string>) => void;
    const news = { known: () => new Promise<Set<string>>((resolve) => (answer = resolve)) };
    const projection = slowProjection(new Map());
    const directory = new ArticleDirectory(projection, news, clock);
    const lookup = directory.unknownAmong(['a1', 'a2']);
    await Promise.resolve();
    projection.reads.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    directory.forget(['a1']);
    answer(new Set(['a1', 'a2']));
    expect(await lookup).toEqual(['a1']);
    expect(await directory.unknownAmong(['a2'])).toEqual([]);
  });

  it('a late "published" of a removed id does not make it known again', async () => {
    const directory = new ArticleDirectory(projectionOf(new Map()), noNews, clock);
    directory.forget(['a1']);
    directory.remember(['a1', 'a2']);
    expect(await directory.unknownAmong(['a1', 'a2'])).toEqual(['a1']);
  });
});
