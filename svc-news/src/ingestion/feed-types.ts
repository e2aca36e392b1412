// The format-neutral shape every feed parser produces; normalisation starts from here.

export type FeedFormat = 'rss' | 'atom' | 'json';

export interface FeedEntry {
  /** The feed's own id for the entry (RSS guid, Atom id, JSON Feed id), when it has one. */
  guid?: string;
  /** Absolute http(s) link to the article. Entries without one are dropped by the parser. */
  url: string;
  /** HTML: RSS and Atom titles may carry inline markup; normalisation keeps only their text. */
  title: string;
  /** Raw, unsanitised HTML of the full content (or the summary when that is all the feed has). */
  contentHtml: string;
  summaryHtml?: string;
  publishedAt?: Date;
  author?: string;
  /** Absolute image URLs from enclosures and media tags, most specific first. */
  imageCandidates: string[];
  categories: string[];
}

export interface ParsedFeed {
  format: FeedFormat;
  /** HTML like entry titles; the site's host name when the feed gives none. */
  title: string;
  homepage?: string;
  entries: FeedEntry[];
}

export type FeedParseReason = 'empty' | 'invalid-xml' | 'invalid-json' | 'unknown-format';

/** Everything a broken feed can throw ends up as this, so one bad source never crashes the worker. */
export class FeedParseError extends Error {
  readonly code = 'FEED_PARSE_ERROR';
  constructor(
    readonly reason: FeedParseReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'FeedParseError';
  }
}
