// RSS (2.0, 0.9x, 1.0/RDF) and Atom (1.0, 0.3) on the forgiving tree of xml-tree.ts.
import { parseAtom } from './atom-feed.js';
import { FeedParseError, type ParsedFeed } from './feed-types.js';
import { parseRss } from './rss-feed.js';
import { parseXmlTree } from './xml-tree.js';

export function parseXmlFeed(body: string, feedUrl: string): ParsedFeed {
  const root = parseXmlTree(body);
  if (root?.name === 'rss' || root?.name === 'rdf:RDF') return parseRss(root, feedUrl);
  if (root?.name === 'atom:feed') return parseAtom(root, feedUrl);
  throw new FeedParseError('unknown-format', 'The document is neither RSS nor Atom');
}
