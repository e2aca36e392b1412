// Atom 1.0 and 0.3. Every Atom element arrives as `atom:*` whatever prefix the feed used; text
// constructs follow their `type` (text, html, xhtml) and Atom 0.3's `mode`.
import { parseDate } from './feed-dates.js';
import { joinAuthors, resolveUrl, titleFromHtml, titleFromText, uniqueNonEmpty } from './feed-fields.js';
import type { FeedEntry, ParsedFeed } from './feed-types.js';
import { imageCandidates, mediaDescription } from './xml-media.js';
import { attribute, baseOf, childElements, declaresBase, element, elements, hasChildElements, innerHtml, plainText, rawText, type XmlElement } from './xml-tree.js';

export function parseAtom(feed: XmlElement, feedUrl: string): ParsedFeed {
  const feedAuthor = authorsOf(feed);
  const homepage = atomLink(feed, (node) => baseOf(node, feedUrl));
  // Relative links follow xml:base where the feed declares one; otherwise, as in RSS, the site's
  // page, not the feed's URL, which often lives on another host (a feed proxy or CDN).
  const baseFor = (node: XmlElement) => (declaresBase(node) ? baseOf(node, feedUrl) : (homepage ?? feedUrl));
  return {
    format: 'atom',
    title: atomTitle(element(feed, 'atom:title')),
    homepage,
    entries: elements(feed, 'atom:entry').flatMap((entry) => {
      const parsed = atomEntry(entry, baseFor, feedAuthor);
      return parsed ? [parsed] : [];
    }),
  };
}

/** The `alternate` link (or one without rel, which means the same) is the human-readable page. */
function atomLink(parent: XmlElement, baseFor: (node: XmlElement) => string): string | undefined {
  const links = elements(parent, 'atom:link');
  const alternate = links.find((link) => ['', 'alternate'].includes(attribute(link, 'rel')) && !attribute(link, 'type').includes('xml'));
  const chosen = alternate ?? links.find((link) => ['', 'alternate'].includes(attribute(link, 'rel')));
  return chosen ? resolveUrl(attribute(chosen, 'href'), baseFor(chosen)) : undefined;
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

type TextKind = 'text' | 'html' | 'xhtml';

/** What a text construct holds, by its `type` (Atom 1.0) or `mode` (Atom 0.3). */
function textKind(node: XmlElement): TextKind {
  const type = attribute(node, 'type').toLowerCase();
  if (type === 'xhtml' || type === 'application/xhtml+xml' || attribute(node, 'mode') === 'xml') return 'xhtml';
  if (type === 'html' || type === 'text/html' || attribute(node, 'mode') === 'escaped' || hasChildElements(node)) return 'html';
  return 'text';
}

/** A text construct as HTML. */
function atomText(node: XmlElement | undefined): string {
  if (!node) return '';
  const kind = textKind(node);
  if (kind === 'xhtml') {
    // The wrapping div belongs to the feed format, not to the article.
    const div = childElements(node).find((child) => /(^|:)div$/.test(child.name));
    return innerHtml(div ?? node, { markup: true });
  }
  return kind === 'html' ? innerHtml(node) : escapeHtml(rawText(node));
}

/** A title: plain text may come escaped twice; HTML may hold a `<` that opens no tag. */
function atomTitle(node: XmlElement | undefined): string {
  if (!node) return '';
  return textKind(node) === 'text' ? titleFromText(rawText(node)) : titleFromHtml(atomText(node));
}

function authorsOf(parent: XmlElement): string | undefined {
  return joinAuthors(elements(parent, 'atom:author').map((a) => plainText(element(a, 'atom:name')) || plainText(element(a, 'atom:email')) || plainText(a)));
}

function atomEntry(entry: XmlElement, baseFor: (node: XmlElement) => string, feedAuthor: string | undefined): FeedEntry | undefined {
  const id = plainText(element(entry, 'atom:id')) || undefined;
  const url = atomLink(entry, baseFor) ?? (id && /^https?:\/\//i.test(id) ? resolveUrl(id, baseFor(entry)) : undefined);
  if (!url) return undefined;
  const content = atomText(element(entry, 'atom:content'));
  const summary = atomText(element(entry, 'atom:summary'));
  const date = ['atom:published', 'atom:issued', 'atom:created', 'atom:updated', 'atom:modified'].map((name) => parseDate(plainText(element(entry, name)))).find(Boolean);
  const source = element(entry, 'atom:source');
  return {
    guid: id,
    url,
    title: atomTitle(element(entry, 'atom:title')),
    contentHtml: content || summary || mediaDescription(entry),
    summaryHtml: content && summary ? summary : undefined,
    publishedAt: date,
    author: authorsOf(entry) ?? (source && authorsOf(source)) ?? feedAuthor,
    imageCandidates: imageCandidates(entry, baseFor(entry)),
    categories: uniqueNonEmpty(elements(entry, 'atom:category').map((c) => attribute(c, 'label') || attribute(c, 'term') || plainText(c))),
  };
}
