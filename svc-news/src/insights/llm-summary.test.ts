import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCompletionsUrl, llmSummary, type LlmConfig } from './llm-summary.js';

// A stand-in OpenAI-compatible server: the API key picks the behaviour.
let server: Server;
let baseUrl: string;
const received: { auth?: string; body?: { model: string; messages: { role: string; content: string }[] } }[] = [];

function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    if (req.url !== '/v1/chat/completions' || req.method !== 'POST') return res.writeHead(404).end();
    received.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
    const reply = (content: string | null) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    switch (req.headers.authorization) {
      case 'Bearer ok':
        return reply('  The bank raised rates to 4.25%.\nIt cited inflation.  ');
      case 'Bearer empty':
        return reply('   ');
      case 'Bearer error':
        return res.writeHead(500).end('boom');
      case 'Bearer garbage':
        return res.writeHead(200, { 'content-type': 'application/json' }).end('{"unexpected": true}');
      case 'Bearer hang':
        return; // never answers
    }
  });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const article = { title: 'Central bank raises rates', text: 'The central bank raised its main rate to 4.25% on Tuesday.' };
const config = (apiKey: string): LlmConfig => ({ baseUrl, apiKey, model: 'tiny-model', timeoutMs: 300 });

describe('llmSummary', () => {
  it('uses the endpoint answer, whitespace tidied, and sends model, key and article', async () => {
    const result = await llmSummary(article, 'LOCAL', config('ok'));
    expect(result).toEqual({ summary: 'The bank raised rates to 4.25%. It cited inflation.', origin: 'llm' });
    const last = received.at(-1)!;
    expect(last.auth).toBe('Bearer ok');
    expect(last.body?.model).toBe('tiny-model');
    expect(last.body?.messages.at(-1)?.content).toContain('raised its main rate');
  });

  it.each([
    ['error', 'http 500'],
    ['empty', 'empty answer'],
    ['garbage', 'unexpected response shape'],
    ['hang', 'timeout'],
  ])('falls back to the local summary when the endpoint answers %s', async (key, error) => {
    const started = Date.now();
    expect(await llmSummary(article, 'LOCAL', config(key))).toEqual({ summary: 'LOCAL', origin: 'local', error });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('falls back when the endpoint is unreachable, and stays local when none is configured', async () => {
    const closed = await llmSummary(article, 'LOCAL', { ...config('ok'), baseUrl: 'http://127.0.0.1:1' });
    expect(closed).toMatchObject({ summary: 'LOCAL', origin: 'local' });
    expect(await llmSummary(article, 'LOCAL', undefined)).toEqual({ summary: 'LOCAL', origin: 'local' });
  });

  it('builds the completions URL with or without a trailing /v1', () => {
    expect(chatCompletionsUrl('https://api.example.com/')).toBe('https://api.example.com/v1/chat/completions');
    expect(chatCompletionsUrl('https://api.example.com/v1')).toBe('https://api.example.com/v1/chat/completions');
  });
});
