// The feed benchmarks' measuring tools: one autocannon run with per-response times, means and
// table rows, and the "floor" — a bare Fastify route in a child process serving a fixed body.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, freePort } from '../scripts/engines.js';

export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Seconds of each measured run. */
export const RUN_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

export interface Figures {
  rps: number;
  p95: number;
  p99: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The floor: the same body from memory, in its own process, so it competes for the same cores. */
export async function startFloor(body: string, dir: string): Promise<{ url: string; child: ChildProcess }> {
  const file = join(dir, 'floor-body.json');
  writeFileSync(file, body);
  const port = await freePort();
  const code = `
    import Fastify from 'fastify';
    import { readFileSync } from 'node:fs';
    const body = readFileSync(${JSON.stringify(file)}, 'utf8');
    const app = Fastify({ logger: false });
    app.get('/floor', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
    await app.listen({ port: ${port}, host: '127.0.0.1' });
    console.log('ready');
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { cwd: join(ROOT, 'svc-news'), stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (exitCode) => reject(new Error(`floor exited with ${exitCode}`)));
  });
  return { url: `http://127.0.0.1:${port}/floor`, child };
}

export async function measure(url: string, cookies: string[]): Promise<Figures> {
  const times: number[] = [];
  let next = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({
      url,
      connections: CONNECTIONS,
      duration: RUN_SECONDS,
      requests: [
        {
          setupRequest: (request, context: { cookie?: string }) => {
            context.cookie ??= cookies[next++ % cookies.length]!;
            return { ...request, path: `${new URL(url).pathname}?${Date.now()}`, headers: { ...request.headers, cookie: context.cookie } };
          },
        },
      ],
    }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, responseTime: number) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return { rps: result.requests.average, p95: percentile(times, 95), p99: percentile(times, 99), errors: result.non2xx + result.errors + result.timeouts };
}

export function mean(list: Figures[]): Figures {
  return {
    rps: list.reduce((s, f) => s + f.rps, 0) / list.length,
    p95: list.reduce((s, f) => s + f.p95, 0) / list.length,
    p99: list.reduce((s, f) => s + f.p99, 0) / list.length,
    errors: 0,
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function row(label: string, f: Figures): string {
  return `${label.padEnd(22)} ${f.rps.toFixed(0).padStart(7)} req/s  p95 ${f.p95.toFixed(1).padStart(6)} ms  p99 ${f.p99.toFixed(1).padStart(6)} ms`;
}
