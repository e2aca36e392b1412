// Choose the article's cover image. Feeds tell us about images in three places, in decreasing
// reliability: enclosures/media tags (already in `candidates`) and then the first usable <img>.

/** Hosts that serve analytics beacons, never article images. */
const TRACKER_HOSTS = [
  'feeds.feedburner.com',
  'feedproxy.google.com',
  'pixel.wp.com',
  'stats.wordpress.com',
  'www.google-analytics.com',
  'google-analytics.com',
  'doubleclick.net',
  'pixel.quantserve.com',
  'sb.scorecardresearch.com',
  'b.scorecardresearch.com',
  'pubads.g.doubleclick.net',
  'www.facebook.com',
  'analytics.twitter.com',
  'ad.doubleclick.net',
  'counter.theconversation.com',
  'track.hubspot.com',
];

/** Paths and file names that betray a beacon even on the publisher's own host. */
const TRACKER_PATH = /(^|\/)(pixel|beacon|tracking|tracker|spacer|blank|transparent|1x1)(\.(gif|png)|\/|$)|\/(~r|~ff)\//i;

export interface ImageCandidate {
  src: string;
  width?: number;
  height?: number;
}

function isTrackerHost(host: string): boolean {
  return TRACKER_HOSTS.some((tracker) => host === tracker || host.endsWith(`.${tracker}`));
}

/** True when `candidate` is an absolute http(s) image that is not a tracking pixel. */
export function isUsableImage(candidate: ImageCandidate): boolean {
  let url: URL;
  try {
    url = new URL(candidate.src);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (isTrackerHost(url.hostname.toLowerCase())) return false;
  if (TRACKER_PATH.test(url.pathname)) return false;
  // Anything this small is a beacon or a spacer, not a picture anyone wants on a card.
  if ((candidate.width !== undefined && candidate.width <= 2) || (candidate.height !== undefined && candidate.height <= 2)) return false;
  return true;
}

function numberAttr(tag: string, name: string): number | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*["']?(\\d+)`, 'i').exec(tag);
  return match?.[1] ? Number(match[1]) : undefined;
}

/** `<img>` tags of raw (unsanitised, so width/height are still there) HTML, in document order. */
export function imagesInHtml(html: string, baseUrl?: string): ImageCandidate[] {
  const out: ImageCandidate[] = [];
  for (const match of html.matchAll(/<img\b[^>]*>/gi)) {
    const tag = match[0];
    const src = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const raw = (src?.[1] ?? src?.[2] ?? src?.[3] ?? '').replace(/&amp;/g, '&').trim();
    if (!raw || raw.startsWith('data:')) continue;
    let absolute: string;
    try {
      absolute = baseUrl ? new URL(raw, baseUrl).href : new URL(raw).href;
    } catch {
      continue;
    }
    out.push({ src: absolute, width: numberAttr(tag, 'width'), height: numberAttr(tag, 'height') });
  }
  return out;
}

/**
 * The cover image: the first usable feed-declared candidate, else the first usable `<img>` of the
 * content. Returns undefined when there is none (the service draws a placeholder by category).
 */
export function pickImage(candidates: readonly string[], contentHtml: string, baseUrl?: string): string | undefined {
  const declared = candidates.map((src) => ({ src }));
  const chosen = [...declared, ...imagesInHtml(contentHtml, baseUrl)].find(isUsableImage);
  return chosen?.src;
}
