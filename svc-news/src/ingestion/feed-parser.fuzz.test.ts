// No input crashes ingestion: garbage, feed-shaped token soup and mutated real-world fixtures
// either parse into a sound `ParsedFeed` or fail with a `FeedParseError` (the worker's contract:
// it counts the source as failed and backs off). A fixed seed keeps `npm test` deterministic.
import { readdirSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { corpusBody } from '../test/feed-corpus.js';
import { FeedParseError, parseFeed, type ParsedFeed } from './feed-parser.js';

const SEED = 1111;
const RUNS = 300;
const FEED_URL = 'https://fuzz.example/feed';

const fixtures = readdirSync(new URL('./fixtures/real-world/', import.meta.url)).filter((f) => f !== 'cases.json');

const isHttpUrl = (value: string) => /^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value);

/**
 * True when the input gave a sound feed or a deliberate FeedParseError. parseFeed also wraps any
 * unexpected error into one (so the worker survives it), but that is a bug dropping a whole feed:
 * the wrapped error is its `cause`, and only JSON.parse's SyntaxError is an expected cause.
 */
function survives(body: string): boolean {
  let feed: ParsedFeed;
  try {
    feed = parseFeed(body, FEED_URL);
  } catch (error) {
    return error instanceof FeedParseError && (error.cause === undefined || error.cause instanceof SyntaxError);
  }
  return (
    typeof feed.title === 'string' &&
    (feed.homepage === undefined || isHttpUrl(feed.homepage)) &&
    feed.entries.every(
      (e) =>
        isHttpUrl(e.url) &&
        typeof e.title === 'string' &&
        typeof e.contentHtml === 'string' &&
        e.imageCandidates.every(isHttpUrl) &&
        (e.publishedAt === undefined || !Number.isNaN(e.publishedAt.getTime())),
    )
  );
}

const TOKENS = [
  '<?xml version="1.0"?>', '<rss version="2.0">', '</rss>', '<channel>', '</channel>', '<item>', '</item>', '<title>', '</title>',
  '<link>', '</link>', 'https://fuzz.example/a', '/relative', '<description>', '</description>', '<![CDATA[', ']]>', '&', '&amp;',
  '&lt;b&gt;', '&#x110000;', '&#0;', '<b>', '</b>', '<br>', '<pubDate>', '</pubDate>', 'Tue, 31 Feb 2025 25:61:00 CEST', '1741080600',
  '<feed xmlns="http://www.w3.org/2005/Atom">', '</feed>', '<entry>', '</entry>', '<link href="', '"/>', '<content type="xhtml">',
  '<div xmlns="http://www.w3.org/1999/xhtml">', '</div>', '</content>', '<author><name>', '</name></author>', 'xml:base="javascript:x"',
  '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">', '<dc:creator>', '<media:thumbnail url="', '<!DOCTYPE x [',
  '<!ENTITY e "&e;">', ']>', '&e;', '{', '}', '"version":"https://jsonfeed.org/version/1.1"', '"items":[', ']', '"url":', '"authors":',
  'null', '1e999', ',', ':', '"', '\uFEFF', '\u0000', '\uD800', ' ', '\n',
];

const tokenSoup = fc.array(fc.constantFrom(...TOKENS), { maxLength: 60 }).map((parts) => parts.join(''));

/** A fixture cut short, with tokens spliced in and a slice removed: what a flaky server sends. */
const mutatedFixture = fc
  .record({
    file: fc.constantFrom(...fixtures),
    cut: fc.double({ min: 0, max: 1, noNaN: true }),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    insert: fc.array(fc.constantFrom(...TOKENS), { maxLength: 4 }),
    drop: fc.nat({ max: 40 }),
  })
  .map(({ file, cut, at, insert, drop }) => {
    const body = corpusBody(file);
    const kept = body.slice(0, Math.ceil(body.length * (0.2 + 0.8 * cut)));
    const i = Math.floor(kept.length * at);
    return kept.slice(0, i) + insert.join('') + kept.slice(i + drop);
  });

describe('parseFeed never crashes', () => {
  it.each([
    ['any string', fc.string({ unit: 'binary', maxLength: 400 })],
    ['feed-shaped token soup', tokenSoup],
    ['mutated real-world fixtures', mutatedFixture],
  ])('on %s', (_name, inputs: fc.Arbitrary<string>) => {
    fc.assert(fc.property(inputs, survives), { seed: SEED, numRuns: RUNS });
  });

  it('on tags nested far deeper than any feed (no stack overflow, later items kept)', () => {
    const deep = `<rss version="2.0"><channel><title>Deep</title><link>https://d.example/</link><item><title>T</title><link>https://d.example/1</link><description>${'<p>para '.repeat(20_000)}</description></item><item><title>U</title><link>https://d.example/2</link></item></channel></rss>`;
    expect(survives(deep)).toBe(true);
    const feed = parseFeed(deep, FEED_URL);
    expect(feed.entries.map((e) => e.url)).toEqual(['https://d.example/1', 'https://d.example/2']);
    expect(feed.entries[0]!.contentHtml.split('para').length - 1).toBe(20_000);
  });

  it('on every truncation of a real feed', () => {
    const body = corpusBody('wordpress.rss.xml');
    for (let end = 0; end <= body.length; end += 7) expect(survives(body.slice(0, end)), `cut at ${end}`).toBe(true);
  });
});
