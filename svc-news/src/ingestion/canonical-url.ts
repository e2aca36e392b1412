// One story reaches us under many URLs (campaign tags, share ids, trailing slashes); stripping the
// noise gives a key that catches the same article from two feeds or two polls.

/** Exact parameter names that only track the visitor, never select content. */
const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'gclsrc',
  'dclid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  'igshid',
  'igsh',
  'ref',
  'ref_src',
  'ref_url',
  'referrer',
  'cmpid',
  'ncid',
  'ocid',
  'sr_share',
  'smid',
  'share',
  'at_medium',
  'at_campaign',
  'ito',
  'cmp',
  'mkt_tok',
  '_hsenc',
  '_hsmi',
  'vero_id',
  'wt.mc_id',
  'spm',
  's_cid',
  'rss',
  'partner',
]);

/** Whole families: `utm_source`, `utm_medium`, `pk_campaign`, `at_custom1`... */
const TRACKING_PREFIXES = ['utm_', 'pk_', 'mtm_', 'at_custom', 'hsa_', 'oly_', '__s'];

export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return TRACKING_PARAMS.has(lower) || TRACKING_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/**
 * Lowercase scheme and host, no default port, no `www.`-insensitive guessing (sites differ), no
 * fragment, no tracking parameters, remaining parameters sorted, no trailing slash on the path.
 * Returns the input unchanged when it is not an absolute URL.
 */
export function canonicalUrl(input: string): string {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return input.trim();
  }
  url.hash = '';
  const kept = [...url.searchParams.entries()].filter(([name]) => !isTrackingParam(name));
  kept.sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a < b ? -1 : 1));
  url.search = '';
  for (const [name, value] of kept) url.searchParams.append(name, value);
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) url.pathname = url.pathname.replace(/\/+$/, '');
  // URL already lowercases scheme and host and drops default ports.
  const href = url.href;
  return url.pathname === '/' && !url.search ? href.replace(/\/$/, '') : href;
}

export interface DedupeKeys {
  /** `<sourceId>:<guid>` — GUIDs are only unique within one feed. */
  guidKey?: string;
  urlKey: string;
}

/**
 * Keys in the order they are checked: the GUID (scoped to its source) first, then the canonical
 * URL, which also catches the same article syndicated by another source under a new GUID.
 */
export function dedupeKeys(sourceId: string, guid: string | undefined, url: string): DedupeKeys {
  const trimmed = guid?.trim();
  return { guidKey: trimmed ? `${sourceId}:${trimmed}` : undefined, urlKey: canonicalUrl(url) };
}
