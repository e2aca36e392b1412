// One entry point for every feed format; the format is sniffed from the body because servers
// routinely send RSS as text/html and JSON Feed as text/plain.
import { parseJsonFeed } from './json-feed.js';
import { withFallbackTitles } from './feed-fields.js';
import { FeedParseError, type FeedFormat, type ParsedFeed } from './feed-types.js';
import { parseXmlFeed } from './xml-feed.js';

export { FeedParseError } from './feed-types.js';
export type { FeedEntry, FeedFormat, FeedParseReason, ParsedFeed } from './feed-types.js';

// XML always opens with `<`; any JSON value (a `null` body from a broken JSON Feed endpoint too)
// is JSON, so its error says what is wrong with it as a JSON Feed.
const JSON_VALUE = /^(?:[{[]|(?:null|true|false|-?\d[\d.eE+-]*|"[\s\S]*")$)/;

export function detectFeedFormat(body: string): 'json' | 'xml' {
  return JSON_VALUE.test(body.replace(/^\uFEFF/, '').trim()) ? 'json' : 'xml';
}

/**
 * Parses RSS 2.0/0.9x/1.0, Atom 1.0/0.3 or JSON Feed 1.x, forgiving what real feeds get wrong
 * (stray `&`, unclosed tags, truncation). `feedUrl` resolves links when the feed names no site.
 * Throws only `FeedParseError`; anything else a parser throws is wrapped.
 */
export function parseFeed(body: string, feedUrl: string, format?: FeedFormat): ParsedFeed {
  const trimmed = body.replace(/^\uFEFF/, '').trim();
  if (!trimmed) throw new FeedParseError('empty', 'The feed body is empty');
  const kind = format === 'json' || (format === undefined && detectFeedFormat(trimmed) === 'json') ? 'json' : 'xml';
  try {
    return withFallbackTitles(kind === 'json' ? parseJsonFeed(trimmed, feedUrl) : parseXmlFeed(trimmed, feedUrl), feedUrl);
  } catch (error) {
    if (error instanceof FeedParseError) throw error;
    throw new FeedParseError(kind === 'json' ? 'invalid-json' : 'invalid-xml', 'The feed could not be read', { cause: error });
  }
}
