// Issue 9, ingestion and outbound calls, through the gateway on the real engines: what a feed
// fetch may reach (public addresses only, unless the source's own host is marked internal — also
// after redirects and DNS), and LLM summaries that never hold up ingestion.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerThroughGateway, startGatewayStack, type GatewayStack } from '../gateway-stack.js';

const rss = (prefix: string, count: number) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>${prefix}</title>${Array.from(
    { length: count },
    (_, n) =>
      `<item><title>${prefix} report ${n} on the river crossing works</title><link>https://${prefix.toLowerCase()}.example/${n}</link><guid>${prefix}-${n}</guid>` +
      `<pubDate>${new Date().toUTCString()}</pubDate><description>Engineers closed the river crossing for repairs. Ferries run every twenty minutes until June.</description></item>`,
  ).join('')}</channel></rss>`;

let intranet: Server; // 127.0.0.2: the source configured as internal
let loopback: Server; // 127.0.0.1: what a forged request would want to reach
let llm: Server;
const loopbackHits: string[] = [];
let releaseLlm!: () => void;
const llmGate = new Promise<void>((resolve) => (releaseLlm = resolve));
let llmCalls = 0;
let dir: string;
let stack: GatewayStack;

const listen = async (server: Server, host: string) => {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return (server.address() as AddressInfo).port;
};

function answerLlm(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    llmCalls++;
    const title = /Title: (.*)/.exec((JSON.parse(raw) as { messages: { content: string }[] }).messages.at(-1)!.content)![1];
    void llmGate.then(() => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content: `From the LLM: ${title}.` } }] })));
  });
}

beforeAll(async () => {
  loopback = createServer((req, res) => {
    loopbackHits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss('Secret', 2));
  });
  const loopbackPort = await listen(loopback, '127.0.0.1');
  intranet = createServer((req, res) => {
    if (req.url === '/feed.xml') return res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss('Intranet', 3));
    if (req.url === '/to-loopback.xml') return res.writeHead(302, { location: `http://127.0.0.1:${loopbackPort}/feed.xml` }).end();
    if (req.url === '/to-localhost.xml') return res.writeHead(301, { location: `http://localhost:${loopbackPort}/feed.xml` }).end();
    if (req.url === '/to-metadata.xml') return res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    res.writeHead(404).end();
  });
  const intranetOrigin = `http://127.0.0.2:${await listen(intranet, '127.0.0.2')}`;
  llm = createServer(answerLlm);
  const llmUrl = `http://127.0.0.1:${await listen(llm, '127.0.0.1')}`;

  dir = mkdtempSync(join(tmpdir(), 'tidings-outbound-'));
  const source = (id: string, url: string, internal: boolean) => ({ id, name: id, url, homepage: 'https://example.org', defaultCategory: 'world', internal });
  const sourcesFile = join(dir, 'sources.json');
  writeFileSync(
    sourcesFile,
    JSON.stringify([
      source('intranet', `${intranetOrigin}/feed.xml`, true),
      source('redirect-loopback', `${intranetOrigin}/to-loopback.xml`, true),
      source('redirect-localhost', `${intranetOrigin}/to-localhost.xml`, true),
      source('redirect-metadata', `${intranetOrigin}/to-metadata.xml`, true),
      source('public-on-loopback', `http://127.0.0.1:${loopbackPort}/feed.xml`, false),
      source('public-name-to-loopback', `http://localhost:${loopbackPort}/feed.xml`, false),
    ]),
  );
  stack = await startGatewayStack({
    news: { NEWS_SOURCES_FILE: sourcesFile, LLM_BASE_URL: llmUrl, LLM_API_KEY: 'stub-key', LLM_MODEL: 'stub', LLM_TIMEOUT_MS: '10000', LLM_CONCURRENCY: '2' },
  });
});

afterAll(async () => {
  releaseLlm();
  await stack?.close();
  for (const server of [intranet, loopback, llm]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('feed fetches and summaries, seen through the gateway', () => {
  it('ingests only what the outbound rules allow, serves it at once, and fills in LLM summaries afterwards', async () => {
    // The LLM answers nothing until released: the poll must finish without it.
    const reports = await stack.news.app.ingestion.pollOnce();
    const outcome = (id: string) => reports.find((r) => r.sourceId === id);
    expect(outcome('intranet')).toMatchObject({ outcome: 'inserted', inserted: 3 });
    expect(outcome('redirect-loopback')).toMatchObject({ outcome: 'failed', error: expect.stringMatching(/^refused: redirect to loopback address 127\.0\.0\.1/) });
    expect(outcome('redirect-localhost')).toMatchObject({ outcome: 'failed', error: expect.stringMatching(/^refused: localhost resolves to a loopback address/) });
    expect(outcome('redirect-metadata')).toMatchObject({ outcome: 'failed', error: 'refused: redirect to cloud metadata address 169.254.169.254' });
    expect(outcome('public-on-loopback')).toMatchObject({ outcome: 'failed', error: 'refused: loopback address 127.0.0.1' });
    expect(outcome('public-name-to-loopback')).toMatchObject({ outcome: 'failed', error: expect.stringMatching(/^refused: localhost resolves to a loopback address/) });
    expect(loopbackHits).toEqual([]);

    const user = await registerThroughGateway(stack, `outbound_${randomUUID().slice(0, 8)}`);
    const list = await stack.gateway.inject({ url: '/api/news', headers: { cookie: user.cookie } });
    expect(list.statusCode).toBe(200);
    const titles = list.json<{ id: string; title: string }[]>().map((a) => a.title);
    expect(titles.filter((t) => t.startsWith('Intranet report'))).toHaveLength(3);
    expect(titles.some((t) => t.startsWith('Secret'))).toBe(false);

    const article = list.json<{ id: string; title: string }[]>().find((a) => a.title.startsWith('Intranet report 1'))!;
    const summaryOf = async () => (await stack.gateway.inject({ url: `/api/news/${article.id}/summary`, headers: { cookie: user.cookie } })).json<{ summary: string }>().summary;
    expect(await summaryOf()).toMatch(/river crossing/);
    expect(llmCalls).toBeLessThanOrEqual(2);

    releaseLlm();
    await stack.news.app.summaries!.drain();
    expect(await summaryOf()).toBe('From the LLM: Intranet report 1 on the river crossing works.');
    expect(llmCalls).toBe(3);
  });
});
