import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backoffDelayMs, initialState, isDue, MAX_BACKOFF_MS, parseRetryAfter } from './fetch-schedule.js';
import { fetchFeed } from './fetcher.js';
import { parseSourceList } from './sources.js';

const now = new Date('2025-03-04T12:00:00Z');

describe('fetch schedule', () => {
  it('backs off exponentially with bounded jitter and a 6 h cap', () => {
    expect(backoffDelayMs(30, 1, () => 1)).toBe(60 * 60_000);
    expect(backoffDelayMs(30, 2, () => 1)).toBe(120 * 60_000);
    expect(backoffDelayMs(30, 2, () => 0)).toBe(90 * 60_000);
    expect(backoffDelayMs(30, 20, () => 1)).toBe(MAX_BACKOFF_MS);
    expect(backoffDelayMs(30, 20, () => 0.999)).toBeLessThanOrEqual(MAX_BACKOFF_MS);
  });

  it('reads Retry-After as seconds or an HTTP date, and caps it at a day', () => {
    expect(parseRetryAfter('120', now)?.toISOString()).toBe('2025-03-04T12:02:00.000Z');
    expect(parseRetryAfter('Tue, 04 Mar 2025 13:00:00 GMT', now)?.toISOString()).toBe('2025-03-04T13:00:00.000Z');
    expect(parseRetryAfter('999999', now)?.toISOString()).toBe('2025-03-05T12:00:00.000Z');
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('is due without a next time or once it has passed', () => {
    expect(isDue(undefined, now)).toBe(true);
    expect(isDue({ ...initialState('a'), nextFetchAt: new Date(now.getTime() + 1) }, now)).toBe(false);
    expect(isDue({ ...initialState('a'), nextFetchAt: now }, now)).toBe(true);
  });
});

describe('fetchFeed', () => {
  let server: Server;
  let origin: string;
  let lastUserAgent = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      lastUserAgent = req.headers['user-agent'] ?? '';
      if (req.url === '/big') return res.writeHead(200).end('x'.repeat(5_000));
      if (req.url === '/slow') return setTimeout(() => res.writeHead(200).end('late'), 1_000);
      if (req.url === '/unavailable') return res.writeHead(503, { 'retry-after': 'Tue, 04 Mar 2025 12:30:00 GMT' }).end();
      if (req.url === '/latin1') return res.writeHead(200, { 'content-type': 'text/xml; charset=iso-8859-1' }).end(Buffer.from('<rss>caf\xe9</rss>', 'latin1'));
      res.writeHead(500).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  // A local test server is an internal source, declared as such (public ones may not reach loopback).
  const source = (path: string) => parseSourceList([{ id: 'test', name: 'Test', url: `${origin}${path}`, homepage: origin, defaultCategory: 'world', intervalMinutes: 10, internal: true }])[0]!;

  it('identifies itself and decodes the declared charset', async () => {
    const outcome = await fetchFeed(source('/latin1'), initialState('test'), now);
    expect(outcome).toMatchObject({ kind: 'fetched', body: '<rss>café</rss>' });
    expect(lastUserAgent).toMatch(/^TidingsBot\//);
  });

  it('refuses bodies over the size limit', async () => {
    const outcome = await fetchFeed(source('/big'), initialState('test'), now, { maxBodyBytes: 1_000, random: () => 1 });
    expect(outcome).toMatchObject({ kind: 'failed', error: 'body too large', state: { failures: 1 } });
    expect(outcome.state.nextFetchAt!.getTime() - now.getTime()).toBe(20 * 60_000);
  });

  it('gives up after the timeout', async () => {
    const outcome = await fetchFeed(source('/slow'), initialState('test'), now, { timeoutMs: 100 });
    expect(outcome).toMatchObject({ kind: 'failed', error: 'timeout' });
  });

  it('waits for the Retry-After date of a 503 and backs off a 500', async () => {
    const unavailable = await fetchFeed(source('/unavailable'), initialState('test'), now);
    expect(unavailable).toMatchObject({ kind: 'failed', status: 503 });
    expect(unavailable.state.nextFetchAt?.toISOString()).toBe('2025-03-04T12:30:00.000Z');
    const broken = await fetchFeed(source('/error'), { ...initialState('test'), failures: 2 }, now, { random: () => 1 });
    expect(broken).toMatchObject({ kind: 'failed', error: 'http 500', state: { failures: 3 } });
    expect(broken.state.nextFetchAt!.getTime() - now.getTime()).toBe(80 * 60_000);
  });

  it('reports an unreachable host as a failure, not an exception', async () => {
    const outcome = await fetchFeed({ ...source('/'), url: 'http://127.0.0.1:1/feed' }, initialState('test'), now);
    expect(outcome).toMatchObject({ kind: 'failed', error: expect.stringMatching(/^network/) });
  });
});
