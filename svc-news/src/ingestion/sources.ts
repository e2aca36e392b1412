// The configured feed list. Defaults are public feeds of well-known outlets so a fresh install with
// internet has news within one poll; deployments replace them with a JSON file or an OPML export
// of a feed reader (NEWS_SOURCES_FILE, read by the service's config module and handed to
// `loadSourcesFile`).
import { readFile } from 'node:fs/promises';
import { CATEGORIES } from '@tidings/contracts/catalogue';
import { ownershipKindSchema } from '@tidings/contracts/story';
import { z } from 'zod';
import { looksLikeOpml, OpmlError, parseOpmlSources } from '../sources/opml.js';

const httpUrl = z.url({ protocol: /^https?$/ });

export const newsSourceSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'lowercase letters, digits and dashes'),
  name: z.string().trim().min(1).max(100),
  url: httpUrl,
  homepage: httpUrl,
  /** Skips format sniffing; rarely needed. */
  format: z.enum(['rss', 'atom', 'json']).optional(),
  intervalMinutes: z.number().int().min(5).max(1440).default(30),
  /** Editorial reliability, 0–1: our rating, not the outlet's claim. */
  credibility: z.number().min(0).max(1).default(0.5),
  /** −1 left … 1 right; a rough editorial rating from public media-bias charts, 0 when unrated. */
  politicalLeaning: z.number().min(-1).max(1).default(0),
  defaultCategory: z.enum(CATEGORIES),
  /**
   * With `ownership`, publishes `credibility` and `politicalLeaning` as the outlet's rating on story
   * spectrums (see sources/ratings.ts); a source without both is shown as unrated, never guessed.
   */
  country: z.string().regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2, e.g. IE').optional(),
  ownership: ownershipKindSchema.optional(),
  /**
   * Lets fetches from this source's own host reach private, loopback and link-local addresses (an
   * intranet feed, a test server). Off by default: public sources — and any redirect to another
   * host — are held to public addresses, also after DNS (see outbound-guard.ts). Cloud metadata
   * addresses stay refused regardless.
   */
  internal: z.boolean().default(false),
});

export type NewsSource = z.infer<typeof newsSourceSchema>;

export const newsSourceListSchema = z
  .array(newsSourceSchema)
  .min(1)
  .refine((list) => new Set(list.map((s) => s.id)).size === list.length, 'source ids must be unique');

/** Validates an override list; throws a ZodError naming every bad entry. */
export function parseSourceList(raw: unknown): NewsSource[] {
  return newsSourceListSchema.parse(raw);
}

export class SourcesFileError extends Error {
  constructor(path: string, detail: string, options?: { cause?: unknown }) {
    super(`News sources file ${path}: ${detail}`, options);
    this.name = 'SourcesFileError';
  }
}

/** A JSON list of sources or an OPML document (by its extension or its first character). */
export async function loadSourcesFile(path: string): Promise<NewsSource[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new SourcesFileError(path, 'cannot be read', { cause: error });
  }
  let raw: unknown;
  try {
    raw = looksLikeOpml(text, path) ? parseOpmlSources(text) : JSON.parse(text);
  } catch (error) {
    if (error instanceof OpmlError) throw new SourcesFileError(path, `is not a usable OPML file: ${error.message}`, { cause: error });
    throw new SourcesFileError(path, 'cannot be read as JSON', { cause: error });
  }
  const parsed = newsSourceListSchema.safeParse(raw);
  if (!parsed.success) throw new SourcesFileError(path, z.prettifyError(parsed.error), { cause: parsed.error });
  return parsed.data;
}

type SourceInput = z.input<typeof newsSourceSchema>;

const DEFAULTS: SourceInput[] = [
  { id: 'bbc-world', name: 'BBC News', url: 'https://feeds.bbci.co.uk/news/world/rss.xml', homepage: 'https://www.bbc.com/news/world', intervalMinutes: 15, credibility: 0.9, politicalLeaning: -0.1, defaultCategory: 'world' },
  { id: 'bbc-business', name: 'BBC News', url: 'https://feeds.bbci.co.uk/news/business/rss.xml', homepage: 'https://www.bbc.com/news/business', intervalMinutes: 30, credibility: 0.9, politicalLeaning: -0.1, defaultCategory: 'business' },
  { id: 'bbc-health', name: 'BBC News', url: 'https://feeds.bbci.co.uk/news/health/rss.xml', homepage: 'https://www.bbc.com/news/health', intervalMinutes: 60, credibility: 0.9, politicalLeaning: -0.1, defaultCategory: 'health' },
  { id: 'bbc-entertainment', name: 'BBC News', url: 'https://feeds.bbci.co.uk/news/entertainment_and_arts/rss.xml', homepage: 'https://www.bbc.com/news/entertainment_and_arts', intervalMinutes: 60, credibility: 0.9, politicalLeaning: -0.1, defaultCategory: 'entertainment' },
  { id: 'bbc-sport', name: 'BBC Sport', url: 'https://feeds.bbci.co.uk/sport/rss.xml', homepage: 'https://www.bbc.com/sport', intervalMinutes: 30, credibility: 0.9, politicalLeaning: 0, defaultCategory: 'sports' },
  { id: 'guardian-world', name: 'The Guardian', url: 'https://www.theguardian.com/world/rss', homepage: 'https://www.theguardian.com/world', intervalMinutes: 15, credibility: 0.85, politicalLeaning: -0.5, defaultCategory: 'world' },
  { id: 'guardian-environment', name: 'The Guardian', url: 'https://www.theguardian.com/environment/rss', homepage: 'https://www.theguardian.com/environment', intervalMinutes: 60, credibility: 0.85, politicalLeaning: -0.5, defaultCategory: 'environment' },
  { id: 'npr-news', name: 'NPR', url: 'https://feeds.npr.org/1001/rss.xml', homepage: 'https://www.npr.org', intervalMinutes: 30, credibility: 0.85, politicalLeaning: -0.3, defaultCategory: 'politics' },
  { id: 'al-jazeera', name: 'Al Jazeera', url: 'https://www.aljazeera.com/xml/rss/all.xml', homepage: 'https://www.aljazeera.com', intervalMinutes: 30, credibility: 0.75, politicalLeaning: -0.2, defaultCategory: 'world' },
  { id: 'rte-news', name: 'RTÉ News', url: 'https://www.rte.ie/feeds/rss/?index=/news/', homepage: 'https://www.rte.ie/news/', intervalMinutes: 15, credibility: 0.9, politicalLeaning: 0, defaultCategory: 'world' },
  { id: 'rte-sport', name: 'RTÉ Sport', url: 'https://www.rte.ie/feeds/rss/?index=/sport/', homepage: 'https://www.rte.ie/sport/', intervalMinutes: 60, credibility: 0.9, politicalLeaning: 0, defaultCategory: 'sports' },
  { id: 'thejournal-ie', name: 'TheJournal.ie', url: 'https://www.thejournal.ie/feed/', homepage: 'https://www.thejournal.ie', intervalMinutes: 30, credibility: 0.8, politicalLeaning: -0.1, defaultCategory: 'world' },
  { id: 'cnbc-top', name: 'CNBC', url: 'https://search.cnbc.com/rs/search/combinedcms/view.xml?partnerId=wrss01&id=100003114', homepage: 'https://www.cnbc.com', intervalMinutes: 30, credibility: 0.8, politicalLeaning: 0, defaultCategory: 'finance' },
  { id: 'ars-technica', name: 'Ars Technica', url: 'https://feeds.arstechnica.com/arstechnica/index', homepage: 'https://arstechnica.com', intervalMinutes: 30, credibility: 0.85, politicalLeaning: -0.2, defaultCategory: 'technology' },
  { id: 'the-verge', name: 'The Verge', url: 'https://www.theverge.com/rss/index.xml', homepage: 'https://www.theverge.com', format: 'atom', intervalMinutes: 30, credibility: 0.8, politicalLeaning: -0.3, defaultCategory: 'technology' },
  { id: 'sciencedaily', name: 'ScienceDaily', url: 'https://www.sciencedaily.com/rss/all.xml', homepage: 'https://www.sciencedaily.com', intervalMinutes: 60, credibility: 0.85, politicalLeaning: 0, defaultCategory: 'science' },
  { id: 'nasa-news', name: 'NASA', url: 'https://www.nasa.gov/news-release/feed/', homepage: 'https://www.nasa.gov/news/', intervalMinutes: 120, credibility: 0.95, politicalLeaning: 0, defaultCategory: 'space' },
  { id: 'espn', name: 'ESPN', url: 'https://www.espn.com/espn/rss/news', homepage: 'https://www.espn.com', intervalMinutes: 30, credibility: 0.8, politicalLeaning: 0, defaultCategory: 'sports' },
  { id: 'daring-fireball', name: 'Daring Fireball', url: 'https://daringfireball.net/feeds/json', homepage: 'https://daringfireball.net', format: 'json', intervalMinutes: 120, credibility: 0.7, politicalLeaning: -0.2, defaultCategory: 'technology' },
];

/** Validated at import: a typo in a default fails every test rather than a production poll. */
export const DEFAULT_SOURCES: readonly NewsSource[] = parseSourceList(DEFAULTS);
