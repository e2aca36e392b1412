// RSS 2.0, 0.9x and 1.0 (RDF). Relative links resolve against the channel's own link (the site),
// not the feed's URL, which often lives on another host (a feed proxy or CDN).
import { parseDate } from './feed-dates.js';
import { authorName, joinAuthors, resolveUrl, titleFromHtml, uniqueNonEmpty } from './feed-fields.js';
import type { FeedEntry, ParsedFeed } from './feed-types.js';
import { imageCandidates, mediaDescription } from './xml-media.js';
import { attribute, element, elements, innerHtml, plainText, type XmlElement } from './xml-tree.js';

export function parseRss(root: XmlElement, feedUrl: string): ParsedFeed {
  const channel = element(root, 'channel');
  const homepage = rssLink(channel, feedUrl);
  const base = homepage ?? feedUrl;
  // RSS 1.0 keeps items beside the channel; a few RSS 2.0 generators do the same by mistake.
  const items = [...elements(channel, 'item'), ...elements(root, 'item')];
  const channelAuthor = channelByline(channel);
  return {
    format: 'rss',
    title: titleFromHtml(innerHtml(element(channel, 'title', 'dc:title'))),
    homepage,
    entries: items.flatMap((item) => {
      const entry = rssEntry(item, base, channelAuthor);
      return entry ? [entry] : [];
    }),
  };
}

/** An Atom person (`atom:author` inside RSS): the name, else the email address. */
const personName = (person: XmlElement) => plainText(element(person, 'atom:name', 'name')) || plainText(element(person, 'atom:email', 'email')) || plainText(person);

/**
 * Who the channel credits, for items that name nobody: the first of the podcast tags, the
 * channel's creator, then RSS's own `managingEditor` and `webMaster` (usually `email (Name)`).
 */
function channelByline(channel: XmlElement | undefined): string | undefined {
  const candidates = [
    () => joinAuthors(elements(channel, 'itunes:author', 'googleplay:author').map((a) => innerHtml(a))),
    () => joinAuthors(elements(channel, 'itunes:owner').map((owner) => plainText(element(owner, 'itunes:name')) || plainText(element(owner, 'itunes:email')))),
    () => joinAuthors(elements(channel, 'dc:creator').map((a) => innerHtml(a))),
    () => joinAuthors(elements(channel, 'atom:author').map(personName)),
    () => authorName(plainText(element(channel, 'managingEditor'))),
    () => authorName(plainText(element(channel, 'webMaster'))),
  ];
  for (const candidate of candidates) {
    const found = candidate();
    if (found) return found;
  }
  return undefined;
}

/** `<link>` text first; failing that an `atom:link` that is not the feed's own (`self`) address. */
function rssLink(parent: XmlElement | undefined, base: string): string | undefined {
  for (const link of elements(parent, 'link')) {
    const url = resolveUrl(plainText(link) || attribute(link, 'href'), base);
    if (url) return url;
  }
  for (const link of elements(parent, 'atom:link')) {
    if (!['', 'alternate'].includes(attribute(link, 'rel'))) continue;
    const url = resolveUrl(attribute(link, 'href'), base);
    if (url) return url;
  }
  return undefined;
}

function rssEntry(item: XmlElement, base: string, channelAuthor: string | undefined): FeedEntry | undefined {
  const guidNode = element(item, 'guid');
  const guid = plainText(guidNode) || undefined;
  const guidIsLink = guid !== undefined && attribute(guidNode, 'isPermaLink').toLowerCase() !== 'false' && /^https?:\/\//i.test(guid);
  // Feed proxies (FeedBurner) rewrite <link> to a tracking redirect and keep the article in origLink.
  const url =
    resolveUrl(plainText(element(item, 'feedburner:origLink')), base) ??
    rssLink(item, base) ??
    (guidIsLink ? resolveUrl(guid, base) : undefined) ??
    resolveUrl(attribute(item, 'rdf:about'), base) ??
    // Podcast episodes often have no page of their own: the episode's file is what there is to open.
    elements(item, 'enclosure')
      .map((enclosure) => resolveUrl(attribute(enclosure, 'url'), base))
      .find(Boolean);
  if (!url) return undefined;
  const description = innerHtml(element(item, 'description'));
  const encoded = innerHtml(element(item, 'content:encoded'));
  const content = encoded || description || mediaDescription(item);
  const authors = [
    ...[...elements(item, 'dc:creator'), ...elements(item, 'author'), ...elements(item, 'itunes:author'), ...elements(item, 'googleplay:author')].map((a) => innerHtml(a)),
    ...elements(item, 'atom:author').map(personName),
  ];
  const date = ['pubDate', 'dc:date', 'atom:published', 'atom:updated', 'dc:modified'].map((name) => parseDate(plainText(element(item, name)))).find(Boolean);
  return {
    guid,
    url,
    title: titleFromHtml(innerHtml(element(item, 'title', 'dc:title', 'itunes:title'))),
    contentHtml: content,
    summaryHtml: encoded && description ? description : undefined,
    publishedAt: date,
    author: joinAuthors(authors) ?? channelAuthor,
    imageCandidates: imageCandidates(item, base),
    categories: uniqueNonEmpty([...elements(item, 'category'), ...elements(item, 'dc:subject')].map((c) => plainText(c))),
  };
}
