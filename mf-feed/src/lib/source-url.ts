// How the reader shows an article's source address: host and path, no scheme, no "www.".

export interface SourceAddress {
  /** e.g. "news.example" */
  hostname: string;
  /** e.g. "news.example/world/story-1" */
  display: string;
  /** http(s) only: anything else is not a page the reader may link to. */
  isWeb: boolean;
}

export function sourceAddress(sourceUrl: string): SourceAddress {
  try {
    const url = new URL(sourceUrl);
    const hostname = url.hostname.replace(/^www\./, '');
    const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
    return { hostname, display: `${hostname}${path}`, isWeb: url.protocol === 'https:' || url.protocol === 'http:' };
  } catch {
    return { hostname: '', display: sourceUrl, isWeb: false };
  }
}
