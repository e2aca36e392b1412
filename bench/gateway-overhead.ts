// GET /api/user through the gateway versus directly against svc-auth, side by side in one run,
// alternating rounds so machine noise hits both alike. Prints the throughput ratio (aim ≥ 0.7).
// `gateway-tracing` runs it twice, tracing off and then on (every process exporting its spans
// over OTLP to a local sink that discards them), and prints what tracing costs.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { once } from 'node:events';
import { join } from 'node:path';
import { ROOT } from '../scripts/engines.js';
import { startStack } from '../scripts/stack.js';
import { stackProcesses, untilIdle } from './process-cpu.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function signIn(baseUrl: string): Promise<string> {
  const username = `bench${Date.now()}`;
  const response = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'bench-password' }),
  });
  if (!response.ok) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('tidings_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
}

async function measure(url: string, cookie: string): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { cookie } });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, p99: result.latency.p99, errors: non2xx };
}

interface Means {
  direct: number;
  gateway: number;
}

export async function benchGatewayOverhead(): Promise<void> {
  await measureOverhead();
}

/** The same run with tracing off, then on: the throughput tracing costs each path. */
export async function benchGatewayTracing(): Promise<void> {
  console.log('tracing off');
  const off = await measureOverhead();
  // An OTLP/HTTP receiver that answers and forgets: what is measured is the services' side.
  const sink = createServer((request, response) => request.resume().on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'))).listen(0, '127.0.0.1');
  await once(sink, 'listening');
  try {
    console.log('tracing on (OTLP to a local sink)');
    const on = await measureOverhead({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(sink.address() as { port: number }).port}` });
    const cost = (name: keyof Means) => `${(100 * (1 - on[name] / off[name])).toFixed(1)} %`;
    console.log(`  tracing costs: direct ${cost('direct')}, through the gateway ${cost('gateway')} of throughput`);
  } finally {
    sink.close();
  }
}

async function measureOverhead(env: Record<string, string> = {}): Promise<Means> {
  const dataDir = mkdtempSync(join(ROOT, '.test-engines', 'bench-'));
  // Tracing only where asked: not from this shell's environment.
  const stack = await startStack({ dataDir, port: 0, env: { LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_MAX: '1000', OTEL_EXPORTER_OTLP_ENDPOINT: '', ...env } });
  try {
    // Not while svc-news loads the starter corpus, moments after the start.
    await untilIdle(stackProcesses(dataDir, stack.natsUrl));
    const cookie = await signIn(stack.url);
    const targets = { direct: `${stack.services['svc-auth']}/api/user`, gateway: `${stack.url.replace('localhost', '127.0.0.1')}/api/user` };
    await measure(targets.direct, cookie); // warm-up, both paths
    await measure(targets.gateway, cookie);
    const totals = { direct: 0, gateway: 0 };
    console.log(`GET /api/user, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s`);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const name of ['direct', 'gateway'] as const) {
        const r = await measure(targets[name], cookie);
        if (r.errors) throw new Error(`${name}: ${r.errors} failed requests`);
        totals[name] += r.rps;
        console.log(`  round ${round}  ${name.padEnd(8)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${r.p99} ms`);
      }
    }
    const direct = totals.direct / ROUNDS;
    const gateway = totals.gateway / ROUNDS;
    console.log(`  mean     direct   ${direct.toFixed(0).padStart(7)} req/s`);
    console.log(`  mean     gateway  ${gateway.toFixed(0).padStart(7)} req/s`);
    console.log(`  gateway / direct = ${(gateway / direct).toFixed(2)}  (aim ≥ 0.70)`);
    return { direct, gateway };
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
