// RSS 2.0 (and RSS 1.0/RDF) and Atom 1.0 on top of fast-xml-parser.
import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { asArray, attr, isRecord, looksLikeImage, parseDate, resolveUrl, text, uniqueNonEmpty, type Node } from './feed-fields.js';
import { FeedParseError, type FeedEntry, type ParsedFeed } from './feed-types.js';

const REPEATED = new Set(['item', 'entry', 'link', 'category', 'enclosure', 'media:content', 'media:thumbnail', 'media:group', 'author', 'dc:subject']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  htmlEntities: true,
  processEntities: true,
  isArray: (name) => REPEATED.has(name),
});

// Atom `type="xhtml"` content arrives as a parsed element tree; rebuilding it is the only way back to HTML.
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_' });

export function parseXmlFeed(body: string, feedUrl: string): ParsedFeed {
  const valid = XMLValidator.validate(body);
  if (valid !== true) {
    throw new FeedParseError('invalid-xml', `Invalid XML at line ${valid.err.line}: ${valid.err.msg}`);
  }
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(body) as Record<string, unknown>;
  } catch (error) {
    throw new FeedParseError('invalid-xml', 'The XML could not be parsed', { cause: error });
  }
  if (isRecord(doc.rss)) return parseRss(doc.rss, feedUrl);
  if (isRecord(doc['rdf:RDF'])) return parseRdf(doc['rdf:RDF'], feedUrl);
  if (isRecord(doc.feed)) return parseAtom(doc.feed, feedUrl);
  throw new FeedParseError('unknown-format', 'The XML is neither RSS nor Atom');
}

function parseRss(rss: Record<string, unknown>, feedUrl: string): ParsedFeed {
  const channel = isRecord(rss.channel) ? rss.channel : {};
  return {
    format: 'rss',
    title: text(channel.title),
    homepage: rssLink(channel.link, feedUrl),
    entries: compact(asArray(channel.item).map((item) => rssEntry(item, feedUrl))),
  };
}

/** RSS 1.0 keeps its items beside the channel rather than inside it. */
function parseRdf(rdf: Record<string, unknown>, feedUrl: string): ParsedFeed {
  const channel = isRecord(rdf.channel) ? rdf.channel : {};
  return {
    format: 'rss',
    title: text(channel.title),
    homepage: rssLink(channel.link, feedUrl),
    entries: compact(asArray(rdf.item).map((item) => rssEntry(item, feedUrl))),
  };
}

/** `<link>` in RSS is text, but feeds mixing in `atom:link` make it an array of strings and objects. */
function rssLink(links: Node, base: string): string | undefined {
  for (const link of asArray(links)) {
    const href = typeof link === 'string' ? link : attr(link, 'href') || text(link);
    const url = resolveUrl(href, base);
    if (url) return url;
  }
  return undefined;
}

function rssEntry(item: Node, feedUrl: string): FeedEntry | undefined {
  if (!isRecord(item)) return undefined;
  const guidNode = item.guid;
  const guid = text(guidNode) || undefined;
  const guidIsLink = guid !== undefined && attr(guidNode, 'isPermaLink') !== 'false' && /^https?:\/\//i.test(guid);
  const url = rssLink(item.link, feedUrl) ?? (guidIsLink ? resolveUrl(guid, feedUrl) : undefined);
  if (!url) return undefined;
  const description = text(item.description);
  const encoded = text(item['content:encoded']);
  return {
    guid,
    url,
    title: text(item.title),
    contentHtml: encoded || description,
    summaryHtml: encoded && description ? description : undefined,
    publishedAt: parseDate(text(item.pubDate) || text(item['dc:date'])),
    author: text(item['dc:creator']) || text(item.author) || undefined,
    imageCandidates: imageCandidates(item, feedUrl),
    categories: uniqueNonEmpty([...asArray(item.category), ...asArray(item['dc:subject'])].map(text)),
  };
}

function parseAtom(feed: Record<string, unknown>, feedUrl: string): ParsedFeed {
  return {
    format: 'atom',
    title: text(feed.title),
    homepage: atomLink(feed.link, feedUrl),
    entries: compact(asArray(feed.entry).map((entry) => atomEntry(entry, feedUrl))),
  };
}

/** The `alternate` link (or one without rel, which means the same) is the human-readable page. */
function atomLink(links: Node, base: string): string | undefined {
  const all = asArray(links);
  const alternate = all.find((link) => ['', 'alternate'].includes(attr(link, 'rel')) && !attr(link, 'type').includes('xml'));
  const chosen = alternate ?? all.find((link) => attr(link, 'rel') === '');
  return chosen ? resolveUrl(attr(chosen, 'href'), base) : undefined;
}

function atomText(node: Node): string {
  if (attr(node, 'type') === 'xhtml' && isRecord(node)) {
    const children = Object.fromEntries(Object.entries(node).filter(([key]) => !key.startsWith('@_')));
    return String(builder.build(children)).trim();
  }
  return text(node);
}

function atomEntry(entry: Node, feedUrl: string): FeedEntry | undefined {
  if (!isRecord(entry)) return undefined;
  const url = atomLink(entry.link, feedUrl);
  if (!url) return undefined;
  const content = atomText(entry.content);
  const summary = atomText(entry.summary);
  const enclosures = asArray(entry.link)
    .filter((link) => attr(link, 'rel') === 'enclosure' && looksLikeImage(attr(link, 'href'), attr(link, 'type')))
    .map((link) => resolveUrl(attr(link, 'href'), feedUrl));
  const author = asArray(entry.author).map((a) => (isRecord(a) ? text(a.name) : text(a)))[0];
  return {
    guid: text(entry.id) || undefined,
    url,
    title: atomText(entry.title),
    contentHtml: content || summary,
    summaryHtml: content && summary ? summary : undefined,
    publishedAt: parseDate(text(entry.published) || text(entry.updated)),
    author: author || undefined,
    imageCandidates: uniqueNonEmpty([...enclosures, ...imageCandidates(entry, feedUrl)]),
    categories: uniqueNonEmpty(asArray(entry.category).map((c) => attr(c, 'label') || attr(c, 'term') || text(c))),
  };
}

/** Enclosures (images only), then `media:content`, then `media:thumbnail`, also inside `media:group`. */
function imageCandidates(item: Record<string, unknown>, base: string): string[] {
  const groups = [item, ...asArray(item['media:group']).filter(isRecord)];
  const enclosures = asArray(item.enclosure)
    .filter((e) => looksLikeImage(attr(e, 'url'), attr(e, 'type')))
    .map((e) => attr(e, 'url'));
  const media = groups.flatMap((g) =>
    asArray(g['media:content']).filter((m) => looksLikeImage(attr(m, 'url'), attr(m, 'type'), attr(m, 'medium'))).map((m) => attr(m, 'url')),
  );
  const thumbnails = groups.flatMap((g) => asArray(g['media:thumbnail']).map((t) => attr(t, 'url')));
  return uniqueNonEmpty([...enclosures, ...media, ...thumbnails].map((href) => resolveUrl(href, base)));
}

function compact<T>(values: (T | undefined)[]): T[] {
  return values.filter((value): value is T => value !== undefined);
}
