// A forgiving XML reader for feeds. htmlparser2 (the tokenizer sanitize-html already uses) never
// rejects a document: a stray `&`, an unclosed `<b>` or a truncated file still give a tree, where a
// strict parser drops every story. It never reads a DOCTYPE's entity declarations, so no external
// entity (XXE) is fetched and no entity is expanded (billion laughs); only HTML's named entities
// are decoded, once, by us.
import { decodeHTML } from 'entities';
import { type ChildNode, Element, isCDATA, isTag, isText } from 'domhandler';
import { parseDocument } from 'htmlparser2';

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
  'http://rssnamespace.org/feedburner/ext/1.0': 'feedburner',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#': 'rdf',
  'http://www.w3.org/1999/xhtml': 'xhtml',
  // RSS 1.0 and the namespaces some RSS 2.0 generators declare: their elements stay unprefixed.
  'http://purl.org/rss/1.0/': '',
  'http://backend.userland.com/rss2': '',
  'http://my.netscape.com/rdf/simple/0.9/': '',
};

export type XmlElement = Element;

/** The document's root element, or undefined when the body holds no element at all. */
export function parseXmlTree(body: string): XmlElement | undefined {
  const doc = parseDocument(body, { xmlMode: true, decodeEntities: false, recognizeSelfClosing: true });
  const root = doc.children.find(isTag);
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
  return node.children.map((child) => serialise(child, markup)).join('').trim();
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
  return node ? textContent(node).trim() : '';
}

function textContent(node: ChildNode): string {
  if (isText(node)) return decodeHTML(node.data);
  if (isCDATA(node)) return node.children.map((child) => (isText(child) ? child.data : '')).join('');
  if (isTag(node)) return node.children.map(textContent).join('');
  return '';
}

// HTML void elements: a feed's unescaped `<br>` or `<img>` swallows what follows it in XML mode.
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'source', 'track', 'wbr']);

function serialise(node: ChildNode, raw: boolean): string {
  if (isText(node)) return raw ? node.data : decodeHTML(node.data);
  if (isCDATA(node)) return node.children.map((child) => (isText(child) ? child.data : '')).join('');
  if (!isTag(node)) return '';
  // Markup inside a feed carries feed namespaces (atom:, xhtml:); HTML has none.
  const name = node.name.slice(node.name.indexOf(':') + 1);
  const attrs = Object.entries(node.attribs)
    .filter(([key]) => key !== 'xmlns' && !key.startsWith('xmlns:'))
    .map(([key, value]) => ` ${key.slice(key.indexOf(':') + 1)}="${escapeAttribute(decodeHTML(value))}"`)
    .join('');
  const inner = node.children.map((child) => serialise(child, true)).join('');
  return VOID.has(name) ? `<${name}${attrs}>${inner}` : `<${name}${attrs}>${inner}</${name}>`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
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
