// OPML, the subscription list every feed reader exports, as a NEWS_SOURCES_FILE. Outlines with an
// `xmlUrl` are feeds; the outlines around them are folders, and the innermost folder (or the
// feed's own OPML `category`) that names one of our categories sets its default category.
import { CATEGORIES, type Category } from '@tidings/contracts/catalogue';
import { Parser } from 'htmlparser2';

export class OpmlError extends Error {
  override name = 'OpmlError';
}

interface Outline {
  attributes: Record<string, string>;
  children: Outline[];
  line: number;
}

/** Folder names readers use for our categories. */
const CATEGORY_SYNONYMS: Record<string, Category> = {
  tech: 'technology',
  sport: 'sports',
  games: 'gaming',
  arts: 'art',
  economy: 'business',
  money: 'finance',
  news: 'world',
  'world news': 'world',
  climate: 'environment',
};

/** A feed in no folder that names a category is filed under world news. */
export const OPML_FALLBACK_CATEGORY: Category = 'world';

export function looksLikeOpml(text: string, path: string): boolean {
  return /\.(opml|xml)$/i.test(path) || text.replace(/^\uFEFF/, '').trimStart().startsWith('<');
}

/** A feed of the OPML document, as a NEWS_SOURCES_FILE entry (the other fields take their defaults). */
export interface OpmlSource {
  id: string;
  name: string;
  url: string;
  homepage: string;
  defaultCategory: Category;
}

/** The feeds of an OPML document, in document order; throws OpmlError saying what is wrong and where. */
export function parseOpmlSources(text: string): OpmlSource[] {
  const body = readBody(text);
  const sources: OpmlSource[] = [];
  const seenUrls = new Set<string>();
  const ids = new Set<string>();
  const visit = (outline: Outline, folders: string[]) => {
    const { xmlUrl, htmlUrl, title, text: label, category } = outline.attributes;
    if (!xmlUrl?.trim()) {
      const folder = (title || label || '').trim();
      for (const child of outline.children) visit(child, folder ? [...folders, folder] : folders);
      return;
    }
    const url = httpUrl(xmlUrl, outline.line, 'xmlUrl');
    if (seenUrls.has(url.href)) return; // readers export a feed once per folder it is in
    seenUrls.add(url.href);
    const name = (title || label || '').trim() || url.hostname.replace(/^www\./, '');
    const homepage = htmlUrl?.trim() ? httpUrl(htmlUrl, outline.line, 'htmlUrl').href : url.origin;
    sources.push({
      id: uniqueId(name, ids),
      name: name.slice(0, 100),
      url: url.href,
      homepage,
      defaultCategory: categoryOf([...folders, ...(category ?? '').split(/[,/]/)]),
    });
  };
  for (const outline of body.children) visit(outline, []);
  if (sources.length === 0) throw new OpmlError('no outline has an xmlUrl: there is no feed to poll');
  return sources;
}

function httpUrl(value: string, line: number, attribute: string): URL {
  try {
    const url = new URL(value.trim());
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // reported below
  }
  throw new OpmlError(`line ${line}: ${attribute} "${value}" is not an http(s) address`);
}

/** The innermost name (the feed's own categories last) that is one of ours. */
function categoryOf(names: string[]): Category {
  for (const raw of names.reverse()) {
    const name = raw.trim().toLowerCase();
    if ((CATEGORIES as readonly string[]).includes(name)) return name as Category;
    if (CATEGORY_SYNONYMS[name]) return CATEGORY_SYNONYMS[name];
  }
  return OPML_FALLBACK_CATEGORY;
}

function uniqueId(name: string, taken: Set<string>): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 56) || 'feed';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/** The `<body>` of a well-formed `<opml>` document, as a tree of outlines. */
function readBody(document: string): Outline {
  const text = document.replace(/^\uFEFF/, '');
  const stack: { name: string; line: number; outline?: Outline }[] = [];
  let rootName: string | undefined;
  let body: Outline | undefined;
  let problem: string | undefined;
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!rootName) rootName = name;
        else if (stack.length === 0) problem ??= `line ${lineAt(parser.startIndex)}: a second root element <${name}>`;
        const parent = stack.findLast((entry) => entry.outline)?.outline;
        let outline: Outline | undefined;
        if (name === 'body' && stack.length === 1 && !body) outline = body = { attributes, children: [], line: lineAt(parser.startIndex) };
        else if (name === 'outline' && parent) parent.children.push((outline = { attributes, children: [], line: lineAt(parser.startIndex) }));
        stack.push({ name, line: lineAt(parser.startIndex), outline });
      },
      onclosetag(name, isImplied) {
        // htmlparser2 reports `<outline/>` as implied too: only a close that no `/>` wrote is missing.
        const selfClosed = text.slice(parser.startIndex, parser.endIndex + 1).endsWith('/>');
        const opened = stack.pop();
        if (isImplied && !selfClosed) problem ??= `<${name}> opened on line ${opened?.line ?? '?'} is never closed`;
      },
    },
    { xmlMode: true, decodeEntities: true, recognizeSelfClosing: true },
  );
  parser.end(text);
  if (!rootName) throw new OpmlError('it is empty or not XML');
  if (rootName !== 'opml') throw new OpmlError(`the root element is <${rootName}>, not <opml>`);
  if (problem) throw new OpmlError(`it is not well-formed XML: ${problem}`);
  if (!body) throw new OpmlError('the <opml> element has no <body>');
  return body;
}
