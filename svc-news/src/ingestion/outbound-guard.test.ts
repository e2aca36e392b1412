import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialState } from './fetch-schedule.js';
import { fetchFeed, MAX_REDIRECTS } from './fetcher.js';
import { addressRefusal } from './outbound-guard.js';
import { parseSourceList } from './sources.js';

const now = new Date('2025-03-04T12:00:00Z');
const RSS = '<?xml version="1.0"?><rss version="2.0"><channel><title>T</title></channel></rss>';

describe('addressRefusal', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '240.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    '[::1]',
    // IPv4-compatible IPv6 (::/96), in its hex and dotted spellings, whatever IPv4 it carries.
    '::7f00:1',
    '::127.0.0.1',
    '::808:808',
    '::8.8.8.8',
    '0:0:0:0:0:0:8.8.8.8',
    '[::a9fe:a9fe]',
  ])('refuses %s', (address) => {
    expect(addressRefusal(address)).toBeDefined();
  });

  it.each(['93.184.215.14', '151.101.0.81', '2606:4700::1111', '::ffff:8.8.8.8'])('allows public unicast %s', (address) => {
    expect(addressRefusal(address)).toBeUndefined();
  });

  it('lets internal sources reach private ranges but never the cloud metadata service', () => {
    expect(addressRefusal('127.0.0.1', true)).toBeUndefined();
    expect(addressRefusal('10.0.0.7', true)).toBeUndefined();
    for (const metadata of ['169.254.169.254', 'fd00:ec2::254', '::ffff:169.254.169.254', '100.100.100.200', '168.63.129.16']) {
      expect(addressRefusal(metadata, true), metadata).toMatch(/metadata/);
    }
  });

  it('refuses IPv4-compatible IPv6 (::/96) even to internal sources, and names it', () => {
    for (const address of ['::7f00:1', '::127.0.0.1', '::a9fe:a9fe', '::169.254.169.254', '::808:808', '::8.8.8.8']) {
      expect(addressRefusal(address), address).toBe(`ipv4Compatible address ${address}`);
      expect(addressRefusal(address, true), address).toBe(`ipv4Compatible address ${address}`);
    }
    // :: and ::1 sit in ::/96 too, and keep their own names (an internal source may use ::1).
    expect(addressRefusal('::1')).toBe('loopback address ::1');
    expect(addressRefusal('::1', true)).toBeUndefined();
    expect(addressRefusal('::')).toBe('unspecified address ::');
  });
});

describe('fetchFeed refuses what a public source must not reach', () => {
  // `feeds` (on 127.0.0.2) plays the configured internal source; `target` (on 127.0.0.1) is where
  // its redirects point: a different host, so the redirect is held to public rules.
  let feeds: Server;
  let target: Server;
  let feedsOrigin: string;
  let targetPort: number;
  const targetHits: string[] = [];
  const feedHits: string[] = [];
  const listen = async (server: Server, host: string) => {
    await new Promise<void>((resolve) => server.listen(0, host, resolve));
    return (server.address() as AddressInfo).port;
  };
  beforeAll(async () => {
    target = createServer((req, res) => {
      targetHits.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(RSS);
    });
    targetPort = await listen(target, '127.0.0.1');
    feeds = createServer((req, res) => {
      feedHits.push(req.url ?? '');
      const redirect = (location: string) => res.writeHead(302, { location }).end();
      if (req.url === '/to-loopback') return redirect(`http://127.0.0.1:${targetPort}/feed`);
      if (req.url === '/to-localhost') return redirect(`http://localhost:${targetPort}/feed`);
      if (req.url === '/to-mapped') return redirect(`http://[::ffff:127.0.0.1]:${targetPort}/feed`);
      if (req.url === '/to-metadata') return redirect('http://169.254.169.254/latest/meta-data/iam/security-credentials/');
      if (req.url === '/to-metadata-v6') return redirect('http://[fd00:ec2::254]/latest/meta-data/');
      if (req.url === '/to-file') return redirect('file:///etc/passwd');
      if (req.url === '/to-nowhere') return redirect('http://[::1');
      if (req.url === '/moved') return redirect('/feed');
      if (req.url?.startsWith('/loop')) return redirect(`/loop${Number(req.url.slice(5) || 0) + 1}`);
      if (req.url === '/feed') return res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(RSS);
      res.writeHead(404).end();
    });
    feedsOrigin = `http://127.0.0.2:${await listen(feeds, '127.0.0.2')}`;
  });
  afterAll(async () => {
    for (const server of [feeds, target]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
  const source = (url: string, internal = false) =>
    parseSourceList([{ id: 'test', name: 'Test', url, homepage: 'https://example.org', defaultCategory: 'world', intervalMinutes: 10, internal }])[0]!;
  const fetchFrom = (url: string, internal = false) => fetchFeed(source(url, internal), initialState('test'), now);

  it('refuses a public source on a loopback IP before connecting', async () => {
    feedHits.length = 0;
    expect(await fetchFrom(`${feedsOrigin}/feed`)).toMatchObject({ kind: 'failed', error: 'refused: loopback address 127.0.0.2' });
    expect(feedHits).toEqual([]);
  });

  it.each(['http://2130706433', 'http://0x7f.1', 'http://0', 'http://[::ffff:7f00:1]'])('refuses the loopback spelled %s before connecting', async (origin) => {
    const outcome = await fetchFrom(`${origin}:${targetPort}/feed`);
    expect(outcome).toMatchObject({ kind: 'failed', error: expect.stringMatching(/^refused: (loopback|unspecified) address/) });
    expect(targetHits).toEqual([]);
  });

  it('refuses an IPv4-compatible IPv6 literal before connecting, even for an internal source', async () => {
    targetHits.length = 0;
    for (const internal of [false, true]) {
      const outcome = await fetchFrom(`http://[::127.0.0.1]:${targetPort}/feed`, internal);
      // The URL spells it in hex, as every later check sees it.
      expect(outcome).toMatchObject({ kind: 'failed', error: 'refused: ipv4Compatible address ::7f00:1' });
    }
    expect(targetHits).toEqual([]);
  });

  it('refuses a name that resolves to loopback, judged on the resolved address', async () => {
    targetHits.length = 0;
    const outcome = await fetchFrom(`http://localhost:${targetPort}/feed`);
    expect(outcome).toMatchObject({ kind: 'failed', error: expect.stringMatching(/^refused: localhost resolves to a loopback address/) });
    expect(targetHits).toEqual([]);
  });

  it.each([
    ['/to-loopback', /^refused: redirect to loopback address 127\.0\.0\.1$/],
    ['/to-mapped', /^refused: redirect to loopback address ::ffff:7f00:1$/],
    ['/to-localhost', /^refused: localhost resolves to a loopback address/],
  ])('refuses %s: a redirect leaving the internal host is held to public rules', async (path, error) => {
    targetHits.length = 0;
    expect(await fetchFrom(`${feedsOrigin}${path}`, true)).toMatchObject({ kind: 'failed', error: expect.stringMatching(error) });
    expect(targetHits).toEqual([]);
  });

  it('refuses a redirect to the cloud metadata address before any connection, even for an internal source', async () => {
    for (const path of ['/to-metadata', '/to-metadata-v6']) {
      const started = Date.now();
      const outcome = await fetchFrom(`${feedsOrigin}${path}`, true);
      expect(outcome).toMatchObject({ kind: 'failed', error: expect.stringMatching(/^refused: redirect to cloud metadata address/) });
      // Nothing listens there in a test run: a connection attempt would hang until the timeout.
      expect(Date.now() - started).toBeLessThan(1_000);
    }
  });

  it('refuses redirects to other schemes and chains longer than the limit', async () => {
    expect(await fetchFrom(`${feedsOrigin}/to-file`, true)).toMatchObject({ kind: 'failed', error: 'refused: redirect to file: URL' });
    expect(await fetchFrom(`${feedsOrigin}/to-nowhere`, true)).toMatchObject({ kind: 'failed', error: 'http 302 with an invalid location' });
    feedHits.length = 0;
    expect(await fetchFrom(`${feedsOrigin}/loop0`, true)).toMatchObject({ kind: 'failed', error: `more than ${MAX_REDIRECTS} redirects` });
    expect(feedHits).toHaveLength(MAX_REDIRECTS + 1);
  });

  it('lets a source marked internal fetch from its own host, following redirects there', async () => {
    expect(await fetchFrom(`${feedsOrigin}/feed`, true)).toMatchObject({ kind: 'fetched', body: RSS });
    expect(await fetchFrom(`${feedsOrigin}/moved`, true)).toMatchObject({ kind: 'fetched', body: RSS });
  });
});
