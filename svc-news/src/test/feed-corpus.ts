// The real-world feed corpus under ingestion/fixtures/real-world: each case names the cause it
// covers and what a reader should get from it. "Parsed in full" means no mismatch below; the same
// check scores candidate libraries, so it compares what a reader sees (plain titles) rather than
// one parser's exact HTML.
import { readFileSync } from 'node:fs';
import type { ParsedFeed } from '../ingestion/feed-types.js';
import { toPlainText } from '../ingestion/sanitize.js';

export interface ExpectedEntry {
  title?: string;
  url?: string;
  guid?: string;
  author?: string;
  publishedAt?: string;
  categories?: string[];
  imageCandidates?: string[];
  contentIncludes?: string[];
  contentExcludes?: string[];
  /** What the fixture's odd value was, for the failure message. */
  note?: string;
}

export interface CorpusCase {
  file: string;
  cause: string;
  feedUrl: string;
  feed: { format: ParsedFeed['format']; title: string; homepage?: string };
  entries: ExpectedEntry[];
}

const folder = new URL('../ingestion/fixtures/real-world/', import.meta.url);

export const corpusCases = (): CorpusCase[] => JSON.parse(readFileSync(new URL('cases.json', folder), 'utf8')) as CorpusCase[];

export const corpusBody = (file: string): string => readFileSync(new URL(file, folder), 'utf8');

const plain = (html: string) => toPlainText(html).replace(/\s+/g, ' ').trim();

/** Every way `feed` differs from what the case expects; empty when it parsed in full. */
export function mismatches(feed: ParsedFeed, expected: CorpusCase): string[] {
  const out: string[] = [];
  const same = (what: string, actual: unknown, wanted: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(wanted)) out.push(`${what}: got ${JSON.stringify(actual)}, want ${JSON.stringify(wanted)}`);
  };
  same('format', feed.format, expected.feed.format);
  same('feed title', plain(feed.title), expected.feed.title);
  if (expected.feed.homepage !== undefined) same('homepage', feed.homepage, expected.feed.homepage);
  same('entry count', feed.entries.length, expected.entries.length);
  expected.entries.forEach((want, index) => {
    const got = feed.entries[index];
    if (!got) return;
    const at = `entry ${index + 1}${want.note ? ` (${want.note})` : ''}`;
    if (want.title !== undefined) same(`${at} title`, plain(got.title), want.title);
    if (want.url !== undefined) same(`${at} url`, got.url, want.url);
    if (want.guid !== undefined) same(`${at} guid`, got.guid, want.guid);
    if (want.author !== undefined) same(`${at} author`, got.author, want.author);
    if (want.publishedAt !== undefined) same(`${at} date`, got.publishedAt?.toISOString(), want.publishedAt);
    if (want.categories !== undefined) same(`${at} categories`, got.categories, want.categories);
    if (want.imageCandidates !== undefined) same(`${at} images`, got.imageCandidates, want.imageCandidates);
    for (const part of want.contentIncludes ?? []) if (!got.contentHtml.includes(part)) out.push(`${at} content lacks ${JSON.stringify(part)}: ${JSON.stringify(got.contentHtml.slice(0, 200))}`);
    for (const part of want.contentExcludes ?? []) if (got.contentHtml.includes(part)) out.push(`${at} content has ${JSON.stringify(part)}`);
  });
  return out;
}
