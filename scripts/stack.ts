// Starts the whole product as separate processes — engines, the three services (INSTANCES processes
// of each, default 1, the gateway balancing across them), the gateway — for `npm start`, the
// end-to-end tests, the benchmarks and the chaos run alike.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT, freePort, startFerretdb, startNats, stopOnExit, type RunningEngine } from './engines.js';
import { natsNamesFromEnv, type NatsClient } from './nats-permissions.js';

export interface StackOptions {
  /** Folder for the embedded engines' data, the session key and the logs. */
  dataDir: string;
  /** The gateway's port; 0 picks a free one. */
  port: number;
  mongoUrl?: string;
  /** A NATS to use instead of the embedded one: every service and gateway connects with this URL (and its user, if any). */
  natsUrl?: string;
  /** With `natsUrl`, a NATS the caller started with startNats: each client connects as its own user (`clientUrls`). */
  natsClientUrls?: Record<NatsClient, string>;
  /** Extra environment for every service (e.g. smaller rate limits in tests). */
  env?: Record<string, string>;
  /** Print warnings and errors of the services to the terminal (npm start does). */
  echoWarnings?: boolean;
  /** Processes per service, each on its own port, the gateway balancing across them; INSTANCES or 1. */
  instances?: number;
}

export interface RunningStack {
  url: string;
  /** Each service's first instance (a direct URL for benchmarks). */
  services: Record<string, string>;
  /** Every instance of each service, in the order the gateway was given them. */
  instances: Record<string, string[]>;
  mongoUrl: string;
  /** For tools (benchmarks): the embedded NATS' admin, else the given NATS_URL. The services each have their own user. */
  natsUrl: string;
  stop: () => Promise<void>;
  /** Resolves with a message when any process of the stack exits by itself. */
  crashed: Promise<string>;
  /** Fault tests: SIGKILL a part: a service (all its instances), one instance (`svc-news#2`), the gateway or an engine (only if the stack started it). */
  kill: (part: StackPart) => Promise<void>;
  /** Starts a killed process again on its port (and the engines on their data); resolves once it listens. */
  restart: (part: StackPart) => Promise<void>;
  /** One more gateway in front of the same services, on `port` (a test can stop it alone), with extra environment. */
  addGateway: (port: number, env?: Record<string, string>) => Promise<ExtraGateway>;
}

export interface ExtraGateway {
  url: string;
  /** SIGKILL: the gateway is gone at once, as in a crash. */
  kill: () => Promise<void>;
  /** Starts it again on its port; resolves once it is ready. */
  restart: () => Promise<void>;
}

type Service = (typeof SERVICES)[number];
export type StackPart = Service | `${Service}#${number}` | 'gateway' | 'nats' | 'mongo';

const SERVICES = ['svc-auth', 'svc-news', 'svc-tracking'] as const;
const MAX_INSTANCES = 8;

/** `instances`, else INSTANCES from the environment, else 1. */
export function instanceCount(instances = process.env.INSTANCES ? Number(process.env.INSTANCES) : 1): number {
  if (!Number.isInteger(instances) || instances < 1 || instances > MAX_INSTANCES) throw new Error(`INSTANCES must be a whole number from 1 to ${MAX_INSTANCES}, not ${instances}`);
  return instances;
}

/** One process of the stack: its name (`svc-news#2`), how to start it again, where it listens. */
interface StackProcess {
  name: string;
  url: string;
  start: () => ChildProcess;
  child: ChildProcess;
}

function echoWarningLines(name: string, child: ChildProcess): void {
  if (!child.stdout) return;
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
      if ((entry.level ?? 0) >= 40) console.error(`[${name}] ${entry.msg ?? ''}${entry.err?.message ? `: ${entry.err.message}` : ''}`);
    } catch {
      // Not a log line of ours; it is in the log file anyway.
    }
  });
}

/** STACK_CPU_PROFILE_DIR=dir: each Node process writes a V8 CPU profile there when it stops. */
function profileArgs(name: string): string[] {
  const dir = process.env.STACK_CPU_PROFILE_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`, `--cpu-prof-name=${name.replace('#', '-')}.${Date.now()}.cpuprofile`] : [];
}

function startNode(name: string, script: string, env: NodeJS.ProcessEnv, logDir: string, echo: boolean): ChildProcess {
  const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  const child = stopOnExit(spawn(process.execPath, [...profileArgs(name), script], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true }));
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  if (echo) echoWarningLines(name, child);
  child.stderr?.on('data', (chunk: Buffer) => echo && process.stderr.write(`[${name}] ${chunk.toString()}`));
  return child;
}

function killChild(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });
}

function stopChild(child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const kill = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => (clearTimeout(kill), done()));
    child.kill('SIGTERM');
  });
}

async function waitUntilReady(url: string, children: ChildProcess[], timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const dead = children.find((c) => c.exitCode !== null);
    if (dead) throw new Error(`a process exited with code ${dead.exitCode} during start (see the logs)`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not ready within ${timeoutMs} ms: ${last}`);
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const logDir = join(options.dataDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const count = instanceCount(options.instances);
  const engines: RunningEngine[] = [];
  const processes: StackProcess[] = [];
  const extraGateways: ChildProcess[] = [];
  const stop = async () => {
    const [gateways, services] = [processes.filter((p) => p.name === 'gateway'), processes.filter((p) => p.name !== 'gateway')];
    await Promise.all([...gateways.map((p) => p.child), ...extraGateways].map((c) => stopChild(c))); // the gateways first
    await Promise.all(services.map((p) => stopChild(p.child)));
    await Promise.all(engines.map((e) => e.stop()));
  };

  try {
    // The embedded NATS allows each client the names its configuration gives (rate-limit
    // windows, the article look-up subject…): the environment the services get below.
    const configured: NodeJS.ProcessEnv = { ...process.env, ...options.env };
    const natsNames = natsNamesFromEnv(configured);
    let [mongo, nats] = await Promise.all([
      options.mongoUrl ? null : startFerretdb(join(options.dataDir, 'ferretdb')),
      options.natsUrl ? null : startNats(join(options.dataDir, 'nats'), undefined, { names: natsNames }),
    ]);
    for (const engine of [mongo, nats]) if (engine) engines.push(engine);
    const mongoUrl = options.mongoUrl ?? mongo!.url;
    const natsUrl = options.natsUrl ?? nats!.url;
    const clientUrls = nats ? nats.clientUrls : options.natsClientUrls;
    // Each process as its own NATS user (the production shape), unless one URL was given for all.
    const natsUrlOf = (client: NatsClient) => options.env?.NATS_URL ?? clientUrls?.[client] ?? natsUrl;

    const instances: Record<string, string[]> = {};
    for (const name of SERVICES) {
      const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
      instances[name] = ports.map((port) => `http://127.0.0.1:${port}`);
    }
    const services = Object.fromEntries(SERVICES.map((name) => [name, instances[name]![0]!]));
    // The embedded default offers 'Quick Test Login'; TEST_ACCOUNT_ENABLED=false in the
    // environment turns it off. Every other deployment has it off unless configured.
    const common = { TEST_ACCOUNT_ENABLED: 'true', ...process.env, MONGO_URL: mongoUrl, HOST: '127.0.0.1', ...options.env };
    // The other services fetch the session public key from svc-auth's first instance.
    const authUrl = services['svc-auth']!;
    const echo = !!options.echoWarnings;
    // METRICS_PORT names one port, and here every process shares the machine: the gateway keeps
    // it, each service instance takes the next one in order (svc-auth-1, svc-auth-2, … svc-tracking-N).
    const metricsPort = options.env?.METRICS_PORT ?? process.env.METRICS_PORT;
    let lastMetricsPort = metricsPort ? Number(metricsPort) : undefined;

    for (const name of SERVICES) {
      instances[name]!.forEach((url, i) => {
        const env: NodeJS.ProcessEnv = { ...common, NATS_URL: natsUrlOf(name), PORT: new URL(url).port, AUTH_URL: authUrl };
        if (name === 'svc-auth') env.JWT_PRIVATE_KEY_FILE = join(options.dataDir, 'keys', 'session-ed25519.pem');
        if (lastMetricsPort !== undefined) env.METRICS_PORT = String(++lastMetricsPort);
        const label = count === 1 ? name : `${name}#${i + 1}`;
        const start = () => startNode(label.replace('#', '-'), join(ROOT, name, 'dist', 'server.js'), env, logDir, echo);
        processes.push({ name: label, url, start, child: start() });
      });
    }

    const port = options.port || (await freePort());
    const gatewayEnv: NodeJS.ProcessEnv = {
      ...common,
      NATS_URL: natsUrlOf('gateway'),
      PORT: String(port),
      AUTH_SERVICE_URL: instances['svc-auth']!.join(','),
      NEWS_SERVICE_URL: instances['svc-news']!.join(','),
      TRACKING_SERVICE_URL: instances['svc-tracking']!.join(','),
      WEB_ROOT: ROOT,
    };
    const startGateway = () => startNode('gateway', join(ROOT, 'gateway', 'dist', 'server.js'), gatewayEnv, logDir, echo);
    processes.push({ name: 'gateway', url: `http://127.0.0.1:${port}`, start: startGateway, child: startGateway() });

    const url = `http://localhost:${port}`;
    await waitUntilReady(`http://127.0.0.1:${port}/readyz`, processes.map((p) => p.child));

    const crashed = new Promise<string>((resolveCrash) => {
      for (const p of processes) p.child.once('exit', (code, signal) => resolveCrash(`${p.name} exited (${signal ?? code}); its log is in ${logDir}`));
    });
    // 'svc-news' is every instance of it; 'svc-news#2' one (with one instance, 'svc-news#1' is 'svc-news').
    const processesOf = (part: StackPart): StackProcess[] => {
      const found = processes.filter((p) => p.name === part || p.name.startsWith(`${part}#`) || (count === 1 && part === `${p.name}#1`));
      if (found.length === 0) throw new Error(`the stack has no ${part}`);
      return found;
    };
    const engineOf = (part: 'nats' | 'mongo') => {
      const engine = part === 'mongo' ? mongo : nats;
      if (!engine) throw new Error(`the stack did not start ${part}; it cannot kill it`);
      return engine;
    };
    const kill = async (part: StackPart) => {
      if (part === 'nats' || part === 'mongo') return killChild(engineOf(part).process);
      await Promise.all(processesOf(part).map((p) => killChild(p.child)));
    };
    const restart = async (part: StackPart) => {
      if (part === 'nats' || part === 'mongo') {
        const old = engineOf(part);
        // The same port, data and users.json: the services reconnect as they were.
        const fresh = part === 'mongo' ? (mongo = await startFerretdb(join(options.dataDir, 'ferretdb'), old.port)) : (nats = await startNats(join(options.dataDir, 'nats'), old.port, { names: natsNames }));
        engines[engines.indexOf(old)] = fresh;
        return;
      }
      await Promise.all(
        processesOf(part).map(async (p) => {
          p.child = p.start();
          // Alive (not ready: a service is not ready while an engine it needs is away).
          await waitUntilReady(`${p.url}/healthz`, [p.child]);
        }),
      );
    };
    const addGateway = async (extraPort: number, extraEnv: Record<string, string> = {}): Promise<ExtraGateway> => {
      const start = () => {
        const child = startNode(`gateway-${extraPort}`, join(ROOT, 'gateway', 'dist', 'server.js'), { ...gatewayEnv, METRICS_PORT: '', ...extraEnv, PORT: String(extraPort) }, logDir, echo);
        extraGateways.push(child);
        return child;
      };
      let child = start();
      const ready = () => waitUntilReady(`http://127.0.0.1:${extraPort}/readyz`, [child]);
      await ready();
      return {
        url: `http://localhost:${extraPort}`,
        kill: () => killChild(child),
        restart: async () => {
          child = start();
          await ready();
        },
      };
    };
    return { url, services, instances, mongoUrl, natsUrl, stop, crashed, kill, restart, addGateway };
  } catch (error) {
    await stop();
    throw new Error(`The stack did not start: ${(error as Error).message}. Logs: ${logDir}`, { cause: error });
  }
}
