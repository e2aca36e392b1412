// Feed HTML is untrusted: only an allowlist of structural tags survives, links and images must be
// http(s), and relative URLs are made absolute so the reader works outside the source's site.
import sanitizeHtmlLib from 'sanitize-html';

const ALLOWED_TAGS = ['p', 'a', 'em', 'strong', 'ul', 'ol', 'li', 'blockquote', 'h2', 'h3', 'h4', 'br', 'img'];

export interface SanitizeOptions {
  /** The article (or feed) URL that relative `href`/`src` values are resolved against. */
  baseUrl?: string;
}

function absolute(value: string | undefined, base: string | undefined, schemes: string[]): string | undefined {
  if (!value) return undefined;
  try {
    const url = base ? new URL(value, base) : new URL(value);
    return schemes.includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  return sanitizeHtmlLib(html, {
    allowedTags: ALLOWED_TAGS,
    // `rel` is set by the transform below, never taken from the feed.
    allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
    allowedSchemes: ['http', 'https'],
    allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['http', 'https'] },
    allowProtocolRelative: false,
    // Their text is code or chrome, never article prose.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
    // Keep the document's structure when a feed uses tags outside the allowlist for it.
    transformTags: {
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      div: 'p',
      section: 'p',
      figcaption: 'p',
      a: (tagName, attribs) => {
        const href = absolute(attribs.href, options.baseUrl, ['http:', 'https:', 'mailto:']);
        // A link without a usable target stays an inert `<a>`: renaming it to a disallowed tag
        // confuses sanitize-html's tag stack and mangles later closing tags.
        const out: Record<string, string> = href ? { href, rel: 'noopener noreferrer nofollow' } : {};
        return { tagName, attribs: out };
      },
      img: (tagName, attribs) => {
        const src = absolute(attribs.src, options.baseUrl, ['http:', 'https:']);
        const out: Record<string, string> = src ? { src } : {};
        if (attribs.alt) out.alt = attribs.alt;
        return { tagName, attribs: out };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}

const BLOCK_END = /<\/(p|div|h[1-6]|li|blockquote|tr|section|article|header|footer|figure|figcaption|pre|table)\s*>|<br\s*\/?>/gi;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&nbsp;': ' ' };

/**
 * Plain text for `content` and summaries: block ends become paragraph breaks, whitespace collapses.
 * sanitize-html decodes entities on input and re-escapes only the few in ENTITIES on output.
 */
export function toPlainText(html: string): string {
  const marked = html.replace(BLOCK_END, (match) => `${match}\n\n`);
  const stripped = sanitizeHtmlLib(marked, { allowedTags: [], allowedAttributes: {}, nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'] });
  const decoded = stripped.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (entity) => ENTITIES[entity] ?? entity).replace(/\u00a0/g, ' ');
  return decoded
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}

export type ReviewReason = 'no-title' | 'too-short' | 'title-only' | 'mostly-links' | 'truncated';

/** Below this many words a feed almost certainly gave us a teaser, not the article. */
export const MIN_CONTENT_WORDS = 40;

const TRUNCATION = /(\u2026|\.\.\.|\[\s*(\u2026|\.\.\.)\s*\])\s*$|(read more|continue reading|read the full (story|article)|click here)[\s.:\u2026\u00bb>]*$/i;

function normaliseForCompare(value: string): string {
  return value.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/**
 * Why extraction looks doubtful, empty when it looks fine. `html` is the sanitised content (links
 * are measured there), `text` its plain text. The article is still stored; `needsReview` flags it.
 */
export function reviewReasons(input: { title: string; text: string; html: string }): ReviewReason[] {
  const reasons: ReviewReason[] = [];
  const title = normaliseForCompare(input.title);
  const text = normaliseForCompare(input.text);
  const words = text ? text.split(' ').length : 0;
  if (!title) reasons.push('no-title');
  if (words < MIN_CONTENT_WORDS) reasons.push('too-short');
  if (title && (text === title || (text.startsWith(title) && text.length - title.length < 20))) reasons.push('title-only');
  const linkText = [...input.html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/gi)].map((m) => toPlainText(m[1] ?? '')).join(' ');
  if (text.length > 0 && normaliseForCompare(linkText).length / text.length > 0.5) reasons.push('mostly-links');
  if (TRUNCATION.test(input.text.trim())) reasons.push('truncated');
  return reasons;
}

export function needsReview(input: { title: string; text: string; html: string }): boolean {
  return reviewReasons(input).length > 0;
}
