// Starts the whole product as separate processes — engines, the three services, the gateway —
// for `npm start`, the end-to-end tests and the benchmarks alike.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT, freePort, startFerretdb, startNats, stopOnExit, type RunningEngine } from './engines.js';

export interface StackOptions {
  /** Folder for the embedded engines' data, the session key and the logs. */
  dataDir: string;
  /** The gateway's port; 0 picks a free one. */
  port: number;
  mongoUrl?: string;
  natsUrl?: string;
  /** Extra environment for every service (e.g. smaller rate limits in tests). */
  env?: Record<string, string>;
  /** Print warnings and errors of the services to the terminal (npm start does). */
  echoWarnings?: boolean;
}

export interface RunningStack {
  url: string;
  services: Record<string, string>;
  mongoUrl: string;
  natsUrl: string;
  stop: () => Promise<void>;
  /** Resolves with a message when any process of the stack exits by itself. */
  crashed: Promise<string>;
}

const SERVICES = ['svc-auth', 'svc-news', 'svc-tracking'] as const;

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

function startNode(name: string, script: string, env: NodeJS.ProcessEnv, logDir: string, echo: boolean): ChildProcess {
  const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  const child = stopOnExit(spawn(process.execPath, [script], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true }));
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  if (echo) echoWarningLines(name, child);
  child.stderr?.on('data', (chunk: Buffer) => echo && process.stderr.write(`[${name}] ${chunk.toString()}`));
  return child;
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
  const engines: RunningEngine[] = [];
  const children: ChildProcess[] = [];

  const stop = async () => {
    await Promise.all(children.slice(-1).map((c) => stopChild(c))); // the gateway first
    await Promise.all(children.slice(0, -1).map((c) => stopChild(c)));
    await Promise.all(engines.map((e) => e.stop()));
  };

  try {
    const [mongo, nats] = await Promise.all([
      options.mongoUrl ? null : startFerretdb(join(options.dataDir, 'ferretdb')),
      options.natsUrl ? null : startNats(join(options.dataDir, 'nats')),
    ]);
    for (const engine of [mongo, nats]) if (engine) engines.push(engine);
    const mongoUrl = options.mongoUrl ?? mongo!.url;
    const natsUrl = options.natsUrl ?? nats!.url;

    const ports = await Promise.all(SERVICES.map(() => freePort()));
    const services = Object.fromEntries(SERVICES.map((name, i) => [name, `http://127.0.0.1:${ports[i]}`]));
    // The embedded default offers 'Quick Test Login'; TEST_ACCOUNT_ENABLED=false in the
    // environment turns it off. Every other deployment has it off unless configured.
    const common = { TEST_ACCOUNT_ENABLED: 'true', ...process.env, MONGO_URL: mongoUrl, NATS_URL: natsUrl, HOST: '127.0.0.1', ...options.env };
    const authUrl = services['svc-auth']!;

    SERVICES.forEach((name, i) => {
      const env: NodeJS.ProcessEnv = { ...common, PORT: String(ports[i]), AUTH_URL: authUrl };
      if (name === 'svc-auth') env.JWT_PRIVATE_KEY_FILE = join(options.dataDir, 'keys', 'session-ed25519.pem');
      children.push(startNode(name, join(ROOT, name, 'dist', 'server.js'), env, logDir, !!options.echoWarnings));
    });

    const port = options.port || (await freePort());
    const gatewayEnv: NodeJS.ProcessEnv = {
      ...common,
      PORT: String(port),
      AUTH_SERVICE_URL: authUrl,
      NEWS_SERVICE_URL: services['svc-news'],
      TRACKING_SERVICE_URL: services['svc-tracking'],
      WEB_ROOT: ROOT,
    };
    children.push(startNode('gateway', join(ROOT, 'gateway', 'dist', 'server.js'), gatewayEnv, logDir, !!options.echoWarnings));

    const url = `http://localhost:${port}`;
    await waitUntilReady(`http://127.0.0.1:${port}/readyz`, children);

    const crashed = new Promise<string>((resolveCrash) => {
      [...SERVICES, 'gateway'].forEach((name, i) =>
        children[i]!.once('exit', (code, signal) => resolveCrash(`${name} exited (${signal ?? code}); its log is in ${logDir}`)),
      );
    });
    return { url, services, mongoUrl, natsUrl, stop, crashed };
  } catch (error) {
    await stop();
    throw new Error(`The stack did not start: ${(error as Error).message}. Logs: ${logDir}`, { cause: error });
  }
}
