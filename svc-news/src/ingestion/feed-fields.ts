// Small readers for the loosely typed trees fast-xml-parser and JSON.parse hand back: feeds in the
// wild put text, attributes and arrays wherever they like, so every access goes through these.

export type Node = unknown;

export function asArray(value: Node): Node[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

export function isRecord(value: Node): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The text of an element, whether it came as a bare string or as `{ '#text': ..., '@_attr': ... }`. */
export function text(value: Node): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return text(value[0]);
  if (isRecord(value)) return text(value['#text']);
  return '';
}

export function attr(value: Node, name: string): string {
  return isRecord(value) ? text(value[`@_${name}`]) : '';
}

/** Absolute http(s) URL or undefined; relative links are resolved against the feed's own URL. */
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

/** RFC 822 (RSS), RFC 3339 (Atom, JSON Feed) and their common sloppy variants; invalid → undefined. */
export function parseDate(value: string): Date | undefined {
  if (!value) return undefined;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return undefined;
  return new Date(ms);
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
