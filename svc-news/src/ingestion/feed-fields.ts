// Field rules every feed format shares: links, authors, images and the fallbacks a reader needs
// when a feed leaves a title empty.
import { decodeHTML } from 'entities';
import type { ParsedFeed } from './feed-types.js';
import { toPlainText } from './sanitize.js';

/** Absolute http(s) URL or undefined; relative links resolve against `base`. */
export function resolveUrl(href: string, base: string): string | undefined {
  const trimmed = href.trim();
  if (!trimmed) return undefined;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function uniqueNonEmpty(values: Iterable<string | undefined>): string[] {
  const seen = new Set<string>();
  for (const value of values) if (value) seen.add(value);
  return [...seen];
}

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|avif)(\?|#|$)/i;

/** Media elements often omit a type; an image extension or `medium="image"` is enough evidence. */
export function looksLikeImage(url: string, mimeType: string, medium = ''): boolean {
  if (mimeType) return mimeType.toLowerCase().startsWith('image/');
  if (medium) return medium.toLowerCase() === 'image';
  return IMAGE_EXTENSION.test(url);
}

/**
 * One author's display name from what feeds put there: HTML (a byline wrapped in a link), RSS's
 * `email (Name)`, `Name <email>`, or only an email address, which is still better than nothing.
 */
export function authorName(raw: string | undefined): string | undefined {
  const value = raw && /[<&]/.test(raw) ? toPlainText(raw) : raw;
  const text = value?.replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  const inParentheses = /^\S+@\S+\s*\((.+)\)$/.exec(text);
  if (inParentheses) return inParentheses[1]!.trim();
  const beforeEmail = /^(.+?)\s*<\S+@\S+>$/.exec(text);
  if (beforeEmail) return beforeEmail[1]!.replace(/^"|"$/g, '').trim();
  return text;
}

/** Several authors become one byline, each once. */
export function joinAuthors(names: Iterable<string | undefined>): string | undefined {
  const unique = uniqueNonEmpty([...names].map(authorName));
  return unique.length ? unique.join(', ') : undefined;
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Micro-blogs and link posts leave titles empty: the first sentence, else the link's slug. */
export function fallbackTitle(contentHtml: string, url: string): string {
  const text = toPlainText(contentHtml).replace(/\s+/g, ' ').trim();
  if (text) {
    const sentence = /^.{8,100}?[.!?](?=\s|$)/u.exec(text)?.[0];
    if (sentence) return escapeHtml(sentence);
    if (text.length <= 100) return escapeHtml(text);
    return `${escapeHtml(text.slice(0, 90).replace(/\s+\S*$/, ''))}\u2026`;
  }
  const slug = safeDecode(new URL(url).pathname.split('/').filter(Boolean).pop() ?? '')
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .replace(/[-_+]+/g, ' ')
    .trim();
  if (!slug || /^\d+$/.test(slug)) return siteName(url);
  return escapeHtml(slug.charAt(0).toUpperCase() + slug.slice(1));
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The site's host without `www.`: what a reader calls a feed that has no title. */
export function siteName(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

/** Empty entry titles and an empty feed title get something a reader can use. */
export function withFallbackTitles(feed: ParsedFeed, feedUrl: string): ParsedFeed {
  const empty = (html: string) => !toPlainText(html).trim();
  const title = empty(feed.title) ? siteName(feed.homepage ?? feedUrl) : feed.title;
  const entries = feed.entries.map((entry) =>
    empty(entry.title) ? { ...entry, title: fallbackTitle(entry.contentHtml || entry.summaryHtml || '', entry.url) } : entry,
  );
  return { ...feed, title, entries };
}

// Tags a headline may really carry; any other `<…>` in a title is text ("</example>", "vector<int>").
const TITLE_TAGS = 'a|abbr|b|big|bdi|bdo|br|cite|code|del|dfn|div|em|font|h[1-6]|i|ins|kbd|mark|p|q|s|samp|small|span|strike|strong|sub|sup|time|tt|u|var|wbr';
const NOT_A_TITLE_TAG = new RegExp(`<(?!/?(?:${TITLE_TAGS})(?=[\\s/>]))`, 'gi');

/** A title given as HTML: a `<` that opens no HTML tag is shown as written rather than swallowed. */
export function titleFromHtml(html: string): string {
  return html.replace(NOT_A_TITLE_TAG, '&lt;');
}

const CHARACTER_REFERENCE = /&(?:#\d{1,7}|#x[\da-f]{1,6}|[a-z][a-z\d]{1,31});/i;

/**
 * A title given as plain text, as HTML. Publishers often escape it twice (`&amp;#39;`), so a text
 * that still holds character references after XML decoding is decoded once more: a headline that
 * means a literal `&amp;` is far rarer than one escaped twice.
 */
export function titleFromText(text: string): string {
  return escapeHtml(CHARACTER_REFERENCE.test(text) ? decodeHTML(text) : text);
}
