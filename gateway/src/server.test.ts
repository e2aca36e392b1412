// The gateway starts as the services do (service-kit's startService): its own process, so these
// spawn `server.ts` rather than build the app in-process.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keys } from './test/helpers.js';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the gateway with `env` (and nothing of this process's own configuration); `whenListening` runs once it listens. */
async function runGateway(env: Record<string, string>, whenListening?: (stop: () => void) => void): Promise<Exit> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', SERVER], {
    env: { PATH: process.env.PATH, NATS_URL: 'nats://127.0.0.1:1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (whenListening && stdout.includes('Server listening')) {
      const stop = () => child.kill('SIGTERM');
      whenListening(stop);
      whenListening = undefined;
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

const logLines = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; service?: string; trace_id?: string });

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

describe('the gateway process', () => {
  it('lists every bad variable, named as the gateway, and exits 1', async () => {
    const result = await runGateway({ PORT: 'eighty', UPSTREAM_TIMEOUT_MS: '-1' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^gateway: /);
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).toContain('UPSTREAM_TIMEOUT_MS');
  }, 30_000);

  it('logs a start that fails (no session key) as fatal and exits 1', async () => {
    const result = await runGateway({ PORT: String(await freePort()), JWT_PUBLIC_KEY_FILE: '/nonexistent/session.pub' });
    expect(result.code).toBe(1);
    expect(logLines(result.stdout)).toContainEqual(expect.objectContaining({ level: 60, msg: 'start failed', service: 'gateway' }));
  }, 30_000);

  it('listens, and on SIGTERM closes and exits 0', async () => {
    const port = await freePort();
    let answered: number | undefined;
    const result = await runGateway({ PORT: String(port), JWT_PUBLIC_KEY: keys.publicKey, WEB_ROOT: '/nonexistent' }, (stop) => {
      void fetch(`http://127.0.0.1:${port}/healthz`)
        .then((response) => (answered = response.status))
        .finally(stop);
    });
    expect(answered).toBe(200);
    expect(result.code).toBe(0);
    expect(logLines(result.stdout)).toContainEqual(expect.objectContaining({ msg: 'shutting down', service: 'gateway' }));
  }, 30_000);

  it('with OTEL_EXPORTER_OTLP_ENDPOINT, sends its spans there over OTLP and puts their trace ids in its log lines', async () => {
    // A tiny OTLP/HTTP receiver (JSON encoding, so the test can read it).
    const exports: Array<{ resourceSpans: Array<{ resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> }; scopeSpans: Array<{ spans: Array<{ traceId: string; name: string; kind: number }> }> }> }> = [];
    const receiver = createHttpServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (request.url === '/v1/traces') exports.push(JSON.parse(body) as (typeof exports)[number]);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    }).listen(0, '127.0.0.1');
    await once(receiver, 'listening');
    const endpoint = `http://127.0.0.1:${(receiver.address() as { port: number }).port}`;
    try {
      const port = await freePort();
      const result = await runGateway(
        { PORT: String(port), JWT_PUBLIC_KEY: keys.publicKey, WEB_ROOT: '/nonexistent', OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_SERVICE_NAME: 'gateway-under-test' },
        (stop) => {
          // svc-news is not running: the proxied call fails, and the gateway logs why.
          void fetch(`http://127.0.0.1:${port}/api/news`).finally(stop);
        },
      );
      expect(result.code).toBe(0);
      // The spans buffered at SIGTERM went out before the exit.
      const resources = exports.flatMap((e) => e.resourceSpans);
      expect(resources.flatMap((r) => r.resource.attributes)).toContainEqual({ key: 'service.name', value: { stringValue: 'gateway-under-test' } });
      const spans = resources.flatMap((r) => r.scopeSpans.flatMap((scope) => scope.spans));
      const server = spans.find((span) => span.kind === 2 && span.name.startsWith('GET'));
      expect(server, JSON.stringify(spans.map((span) => span.name))).toBeDefined();
      const logged = logLines(result.stdout).filter((line) => line.trace_id !== undefined);
      expect(logged.map((line) => line.trace_id)).toContain(server!.traceId);
    } finally {
      receiver.close();
    }
  }, 30_000);
});
