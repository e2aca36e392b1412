// Redirects between schemes. An https feed's first hop needs a certificate the fetcher trusts, which
// a test server cannot have (the fetcher's dispatcher takes no CA), so undici's fetch answers here
// as the feed's servers would; the redirect handling under test is fetcher.ts's own loop.
import { Response, fetch } from 'undici';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialState } from './fetch-schedule.js';
import { fetchFeed } from './fetcher.js';
import { parseSourceList } from './sources.js';

vi.mock('undici', async (importOriginal) => ({ ...(await importOriginal<typeof import('undici')>()), fetch: vi.fn() }));

const RSS = '<?xml version="1.0"?><rss version="2.0"><channel><title>T</title></channel></rss>';
const now = new Date('2025-03-04T12:00:00Z');

/** Where each URL redirects; any other URL is the feed. */
const redirects: Record<string, string> = {
  'https://feeds.example/downgrade.xml': 'http://feeds.example/feed.xml',
  'https://feeds.example/shouted-downgrade.xml': 'HTTP://Mirror.Example:80/feed.xml',
  'https://feeds.example/moved.xml': 'https://cdn.example/feed.xml',
  'https://cdn.example/later-downgrade.xml': 'https://cdn.example/hop.xml',
  'https://cdn.example/hop.xml': 'http://cdn.example/feed.xml',
  'http://feeds.example/upgrade.xml': 'https://feeds.example/feed.xml',
  'http://feeds.example/plain.xml': 'http://mirror.example/feed.xml',
};
const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  vi.mocked(fetch).mockImplementation(async (input) => {
    const url = String(input);
    requested.push(url);
    const location = redirects[url];
    if (location) return new Response(null, { status: 301, headers: { location } });
    return new Response(RSS, { status: 200, headers: { 'content-type': 'application/rss+xml' } });
  });
});

const fetchFrom = (url: string) =>
  fetchFeed(parseSourceList([{ id: 'test', name: 'Test', url, homepage: 'https://feeds.example', defaultCategory: 'world', intervalMinutes: 10 }])[0]!, initialState('test'), now);

describe('fetchFeed and redirects between schemes', () => {
  it.each([
    ['https://feeds.example/downgrade.xml', 'http://feeds.example/feed.xml'],
    ['https://feeds.example/shouted-downgrade.xml', 'http://mirror.example/feed.xml'],
  ])('refuses %s: an https feed redirected to http is never fetched over http', async (url, target) => {
    expect(await fetchFrom(url)).toMatchObject({ kind: 'failed', error: `refused: redirect from https: to http: (${new URL(target).host})` });
    expect(requested).toEqual([url]);
  });

  it('refuses a downgrade further down the chain: once https, every hop stays https', async () => {
    expect(await fetchFrom('https://cdn.example/later-downgrade.xml')).toMatchObject({ kind: 'failed', error: 'refused: redirect from https: to http: (cdn.example)' });
    expect(requested).toEqual(['https://cdn.example/later-downgrade.xml', 'https://cdn.example/hop.xml']);
  });

  it('follows https to https, http to https, and http to http', async () => {
    for (const url of ['https://feeds.example/moved.xml', 'http://feeds.example/upgrade.xml', 'http://feeds.example/plain.xml']) {
      expect(await fetchFrom(url), url).toMatchObject({ kind: 'fetched', body: RSS });
    }
    expect(requested).toEqual([
      'https://feeds.example/moved.xml',
      'https://cdn.example/feed.xml',
      'http://feeds.example/upgrade.xml',
      'https://feeds.example/feed.xml',
      'http://feeds.example/plain.xml',
      'http://mirror.example/feed.xml',
    ]);
  });
});
