// A forgiving XML reader for feeds. htmlparser2 (the tokenizer sanitize-html already uses) never
// rejects a document: a stray `&`, an unclosed `<b>` or a truncated file still give a tree, where a
// strict parser drops every story. It never reads a DOCTYPE's entity declarations, so no external
// entity (XXE) is fetched and no entity is expanded (billion laughs); only HTML's named entities
// are decoded, once, by us.
import { decodeHTML } from 'entities';
import { type ChildNode, DomHandler, Element, isCDATA, isTag, isText } from 'domhandler';
import { Parser } from 'htmlparser2';

/** Well-known namespaces get one fixed prefix, whatever prefix (or default namespace) a feed used. */
const CANONICAL_PREFIX: Record<string, string> = {
  'http://www.w3.org/2005/atom': 'atom',
  'http://purl.org/atom/ns#': 'atom',
  'http://purl.org/dc/elements/1.1/': 'dc',
  'http://purl.org/dc/terms/': 'dc',
  'http://purl.org/rss/1.0/modules/content/': 'content',
  'http://search.yahoo.com/mrss/': 'media',
  'http://search.yahoo.com/mrss': 'media',
  'http://www.itunes.com/dtds/podcast-1.0.dtd': 'itunes',
  'http://www.google.com/schemas/play-podcasts/1.0': 'googleplay',
  'http://rssnamespace.org/feedburner/ext/1.0': 'feedburner',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#': 'rdf',
  'http://www.w3.org/1999/xhtml': 'xhtml',
  // RSS 1.0 and the namespaces some RSS 2.0 generators declare: their elements stay unprefixed.
  'http://purl.org/rss/1.0/': '',
  'http://backend.userland.com/rss2': '',
  'http://my.netscape.com/rdf/simple/0.9/': '',
};

export type XmlElement = Element;

// HTML void elements that no feed format uses as an element name (RSS has <link> and <source>):
// an unescaped `<br>` in a description must not swallow the rest of it.
const VOID = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'wbr']);

const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();

/**
 * Deeper than any feed plus sane article markup. Past it, tags no longer nest (their text stays):
 * htmlparser2's tag stack costs its depth on every open tag, and our walkers recurse.
 */
export const MAX_DEPTH = 512;

class FeedHandler extends DomHandler {
  depth = 0;
  override onopentag(name: string, attribs: Record<string, string>): void {
    this.depth++;
    super.onopentag(name, attribs);
  }
  override onclosetag(): void {
    this.depth--;
    super.onclosetag();
  }
}

/** Void elements never take children; at the depth limit every tag is treated as void. */
class FeedParser extends Parser {
  private flat = false;
  constructor(private readonly handler: FeedHandler) {
    super(handler, { xmlMode: true, decodeEntities: false, recognizeSelfClosing: true });
  }
  protected override isVoidElement(name: string): boolean {
    return this.flat || VOID.has(localName(name));
  }
  // The decision is taken once per tag, at its name, and holds until the tag's end.
  override onopentagname(start: number, endIndex: number): void {
    this.flat = this.handler.depth >= MAX_DEPTH;
    super.onopentagname(start, endIndex);
  }
  override onselfclosingtag(endIndex: number): void {
    // A void tag is closed by its own end; the self-closing path would close the parent too.
    if (this.flat) this.onopentagend(endIndex);
    else super.onselfclosingtag(endIndex);
  }
  override onclosetag(start: number, endIndex: number): void {
    this.flat = false;
    super.onclosetag(start, endIndex);
  }
}

/** The document's root element, or undefined when the body holds no element at all. */
export function parseXmlTree(body: string): XmlElement | undefined {
  const handler = new FeedHandler(undefined, { xmlMode: true });
  new FeedParser(handler).end(body);
  const root = handler.root.children.find(isTag);
  if (!root) return undefined;
  // Atom written without its namespace is still Atom.
  const rootDefault: Record<string, string> = root.name === 'feed' && !('xmlns' in root.attribs) ? { '': 'http://www.w3.org/2005/atom' } : {};
  canonicalise(root, rootDefault);
  return root;
}

/** Renames each element to `<canonical prefix>:<local name>` by the namespaces in scope. */
function canonicalise(element: Element, inherited: Record<string, string>): void {
  let scope = inherited;
  for (const [name, value] of Object.entries(element.attribs)) {
    if (name === 'xmlns' || name.startsWith('xmlns:')) scope = { ...scope, [name.slice(6)]: value.trim().toLowerCase() };
  }
  const colon = element.name.indexOf(':');
  const prefix = colon === -1 ? '' : element.name.slice(0, colon);
  const local = element.name.slice(colon + 1);
  const uri = scope[prefix];
  const canonical = uri === undefined ? undefined : CANONICAL_PREFIX[uri];
  if (canonical !== undefined) element.name = canonical ? `${canonical}:${local}` : local;
  for (const child of element.children) if (isTag(child)) canonicalise(child, scope);
}

export function childElements(parent: XmlElement | undefined): XmlElement[] {
  return parent ? parent.children.filter(isTag) : [];
}

export function elements(parent: XmlElement | undefined, ...names: string[]): XmlElement[] {
  if (!parent) return [];
  return parent.children.filter((node): node is Element => isTag(node) && names.includes(node.name));
}

/** The first child element with any of the names, in the order of the names given. */
export function element(parent: XmlElement | undefined, ...names: string[]): XmlElement | undefined {
  for (const name of names) {
    const found = elements(parent, name)[0];
    if (found) return found;
  }
  return undefined;
}

export function attribute(node: XmlElement | undefined, name: string): string {
  const value = node?.attribs[name];
  return value === undefined ? '' : decodeHTML(value).trim();
}

/**
 * The element's content as HTML. Text (escaped HTML, the usual case) is decoded once; CDATA is
 * taken as written; child elements are markup a feed forgot to escape (or Atom's xhtml, `markup`),
 * kept as HTML with their entities as written.
 */
export function innerHtml(node: XmlElement | undefined, options: { markup?: boolean } = {}): string {
  if (!node) return '';
  const markup = options.markup ?? node.children.some(isTag);
  // One buffer for the whole subtree: joining per level would copy deep markup once per level.
  const out: string[] = [];
  for (const child of node.children) serialise(child, markup, out);
  return out.join('').trim();
}

/** Whether the element holds child elements rather than only text. */
export function hasChildElements(node: XmlElement | undefined): boolean {
  return !!node && node.children.some(isTag);
}

/** The element's text with markup and entities gone, whitespace collapsed: for names, ids, dates. */
export function plainText(node: XmlElement | undefined): string {
  return rawText(node).replace(/\s+/g, ' ').trim();
}

/** The element's text with entities decoded and line breaks kept, for text meant to be shown as is. */
export function rawText(node: XmlElement | undefined): string {
  if (!node) return '';
  const out: string[] = [];
  textContent(node, out);
  return out.join('').trim();
}

function textContent(node: ChildNode, out: string[]): void {
  if (isText(node)) out.push(decodeHTML(node.data));
  else if (isCDATA(node)) cdataText(node.children, out);
  else if (isTag(node)) for (const child of node.children) textContent(child, out);
}

function cdataText(children: ChildNode[], out: string[]): void {
  for (const child of children) if (isText(child)) out.push(child.data);
}

function serialise(node: ChildNode, raw: boolean, out: string[]): void {
  if (isText(node)) out.push(raw ? node.data : decodeHTML(node.data));
  else if (isCDATA(node)) cdataText(node.children, out);
  if (!isTag(node)) return;
  // Markup inside a feed carries feed namespaces (atom:, xhtml:); HTML has none.
  const name = node.name.slice(node.name.indexOf(':') + 1);
  const attrs = Object.entries(node.attribs)
    .filter(([key]) => key !== 'xmlns' && !key.startsWith('xmlns:'))
    .map(([key, value]) => ` ${key.slice(key.indexOf(':') + 1)}="${escapeAttribute(decodeHTML(value))}"`)
    .join('');
  out.push(`<${name}${attrs}>`);
  if (VOID.has(localName(name))) return;
  for (const child of node.children) serialise(child, true, out);
  out.push(`</${name}>`);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Whether the element or an ancestor declares `xml:base`. */
export function declaresBase(node: XmlElement | undefined): boolean {
  for (let at: XmlElement | null | undefined = node; at; at = at.parent instanceof Element ? at.parent : null) if (at.attribs['xml:base']?.trim()) return true;
  return false;
}

/** The element's own `xml:base` resolved against its ancestors' and finally against `fallback`. */
export function baseOf(node: XmlElement | undefined, fallback: string): string {
  const chain: string[] = [];
  for (let at: XmlElement | null | undefined = node; at; at = at.parent instanceof Element ? at.parent : null) {
    const base = at.attribs['xml:base'];
    if (base) chain.unshift(base.trim());
  }
  return chain.reduce((resolved, base) => {
    try {
      return new URL(base, resolved).href;
    } catch {
      return resolved;
    }
  }, fallback);
}
