import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptedEncoding, COMPRESS_MIN_BYTES } from './api-compression.js';
import { sessionCookie, startStack } from './test/helpers.js';

type Stack = Awaited<ReturnType<typeof startStack>>;

const FEED = JSON.stringify({ items: Array.from({ length: 30 }, (_, i) => ({ id: `a${i}`, title: `Story ${i}`, summary: 'A calm, well-sourced summary of the day. '.repeat(8) })) });
const SMALL = JSON.stringify({ id: 'u1', username: 'ada' });

let stack: Stack;
beforeAll(async () => {
  stack = await startStack(
    {},
    {
      auth: { setup: (app) => app.get('/api/user', async (_request, reply) => reply.type('application/json').send(SMALL)) },
      news: {
        setup: (app) => {
          app.get('/api/news', async (_request, reply) => reply.type('application/json; charset=utf-8').send(FEED));
          app.get('/api/news/already', async (_request, reply) => reply.type('application/json').header('content-encoding', 'identity').send(FEED));
          app.get('/api/news/raw', async (_request, reply) => reply.type('application/json').header('cache-control', 'no-transform').send(FEED));
        },
      },
    },
  );
});
afterAll(() => stack.close());

const get = (url: string, acceptEncoding?: string) =>
  stack.gateway.inject({ url, headers: { cookie: sessionCookie(), ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } });

describe('API answers through the gateway', () => {
  it('are brotli-compressed when the browser takes br and the answer is large (the feed page)', async () => {
    expect(FEED.length).toBeGreaterThan(4 * COMPRESS_MIN_BYTES);
    const response = await get('/api/news', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(FEED.length / 4);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(FEED);
  });

  it('fall back to gzip, and go as they are without Accept-Encoding', async () => {
    const gzipped = await get('/api/news', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(FEED);
    const plain = await get('/api/news');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(FEED);
  });

  it('stay as they are when small, already encoded or marked no-transform', async () => {
    const small = await get('/api/user', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe(SMALL);
    expect((await get('/api/news/already', 'br')).headers['content-encoding']).toBe('identity');
    const raw = await get('/api/news/raw', 'br');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(FEED);
  });
});

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['gzip;q=0', null],
    [undefined, null],
  ] as const)('%s → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
