// The embedded engines of the local default: FerretDB (MongoDB wire protocol on SQLite, embedded
// in tools/ferretdb) and nats-server with JetStream. Built once into .tools/bin and reused.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { join, resolve } from 'node:path';
import { buildPatchedFerretdb, patchFiles } from './ferretdb-patch.js';
import { ADMIN_USER, embeddedNatsConf, embeddedPasswords, passwordEnvironment, type EmbeddedUser } from './nats-conf.js';
import { DEFAULT_NATS_NAMES, NATS_CLIENTS, type NatsClient, type NatsNames } from './nats-permissions.js';

export const ROOT = resolve(import.meta.dirname, '..');
const BIN = join(ROOT, '.tools', 'bin');
export const FERRETDB_SRC = join(ROOT, 'tools', 'ferretdb');
export const NATS_SERVER_VERSION = 'v2.10.24';

function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): boolean {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status === 0;
}

function hasCommand(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function requireGo(what: string): void {
  if (!hasCommand('go')) {
    throw new Error(`Go is needed to build ${what} (the embedded default engine). Install Go 1.26+ or set MONGO_URL and NATS_URL.`);
  }
}

/** Builds the FerretDB wrapper when missing or older than its sources. */
export function ensureFerretdb(): string {
  const binary = join(BIN, 'ferretdb');
  const sources = [...['main.go', 'go.mod', 'go.sum'].map((file) => join(FERRETDB_SRC, file)), ...patchFiles(FERRETDB_SRC)].map((file) => statSync(file).mtimeMs);
  if (existsSync(binary) && statSync(binary).mtimeMs >= Math.max(...sources)) return binary;
  requireGo('FerretDB');
  console.log('Building the embedded FerretDB (first time only, about a minute)...');
  mkdirSync(BIN, { recursive: true });
  if (!buildPatchedFerretdb(FERRETDB_SRC, join(ROOT, '.tools'), binary)) throw new Error('Building FerretDB failed (see above).');
  return binary;
}

/** The pinned nats-server, built with `go install`; Debian's package when Go cannot build it. */
export function ensureNatsServer(): string {
  const binary = join(BIN, 'nats-server');
  if (existsSync(binary)) return binary;
  if (hasCommand('go')) {
    console.log(`Building nats-server ${NATS_SERVER_VERSION} (first time only)...`);
    const env = { ...process.env, GOBIN: BIN };
    if (run('go', ['install', `github.com/nats-io/nats-server/v2@${NATS_SERVER_VERSION}`], { env, cwd: ROOT })) return binary;
  }
  if (existsSync('/usr/bin/nats-server') || existsSync('/usr/sbin/nats-server')) {
    return existsSync('/usr/bin/nats-server') ? '/usr/bin/nats-server' : '/usr/sbin/nats-server';
  }
  throw new Error(`nats-server is missing: install Go (to build ${NATS_SERVER_VERSION}) or Debian's nats-server package, or set NATS_URL.`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, name: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} before it listened`);
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), done(true)));
      socket.once('error', () => done(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} did not listen on port ${port} within ${timeoutMs} ms`);
}

export interface RunningEngine {
  url: string;
  port: number;
  stop: () => Promise<void>;
  /** The engine's process (fault tests kill it with SIGKILL and start it again on the same port). */
  process: ChildProcess;
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => (clearTimeout(kill), done()));
      child.kill('SIGTERM');
    });
}

// Children run in their own process groups (so Ctrl-C reaches only the orchestrator, which stops
// services before the engines they write to); if the orchestrator dies, they are told to stop too.
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});

/** Registers a child to be stopped when this process exits, whatever the reason. */
export function stopOnExit(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function spawnLogged(binary: string, args: string[], logFile: string, env: NodeJS.ProcessEnv = process.env): ChildProcess {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = stopOnExit(spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env }));
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

export async function startFerretdb(dataDir: string, port?: number): Promise<RunningEngine> {
  const binary = ensureFerretdb();
  const listenPort = port ?? (await freePort());
  mkdirSync(dataDir, { recursive: true });
  const child = spawnLogged(binary, ['-listen', `127.0.0.1:${listenPort}`, '-data', dataDir], join(dataDir, 'ferretdb.log'));
  await waitForPort(listenPort, child, 'FerretDB');
  return { url: `mongodb://127.0.0.1:${listenPort}/`, port: listenPort, stop: stopper(child), process: child };
}

export interface RunningNats extends RunningEngine {
  /** Each client's URL, carrying its own user and password: what each service's NATS_URL must be. */
  clientUrls: Record<NatsClient, string>;
}

export interface NatsOptions {
  /** The names the services are configured with (rate-limit windows…); their defaults otherwise. */
  names?: NatsNames;
  /**
   * The integration tests' harness: a connection without credentials is the admin, and `url`
   * carries none (a test connects with `{ servers: url }`, as it would to any NATS).
   */
  anonymousAdmin?: boolean;
}

/**
 * nats-server with JetStream and the production shape: each client its own user, allowed only
 * what it uses (nats-permissions.ts, as docker-compose's nats/nats-server.conf). The config is
 * written into `dataDir` at every start, the passwords are made on the first and kept there
 * (users.json, 0600). `url` is the admin's, for tools (benchmarks, the test harness); give each
 * service its `clientUrls` entry.
 */
export async function startNats(dataDir: string, port?: number, options: NatsOptions = {}): Promise<RunningNats> {
  const binary = ensureNatsServer();
  const listenPort = port ?? (await freePort());
  mkdirSync(dataDir, { recursive: true });
  const passwords = embeddedPasswords(dataDir);
  const conf = join(dataDir, 'nats-server.conf');
  writeFileSync(conf, embeddedNatsConf(options.names ?? DEFAULT_NATS_NAMES, { anonymousAdmin: options.anonymousAdmin }));
  const args = ['-c', conf, '-a', '127.0.0.1', '-p', String(listenPort), '-sd', dataDir];
  const child = spawnLogged(binary, args, join(dataDir, 'nats-server.log'), { ...process.env, ...passwordEnvironment(passwords) });
  await waitForPort(listenPort, child, 'nats-server');
  const urlOf = (user: EmbeddedUser) => `nats://${user}:${passwords[user]}@127.0.0.1:${listenPort}`;
  const clientUrls = Object.fromEntries(NATS_CLIENTS.map((client) => [client, urlOf(client)])) as Record<NatsClient, string>;
  const url = options.anonymousAdmin ? `nats://127.0.0.1:${listenPort}` : urlOf(ADMIN_USER);
  return { url, clientUrls, port: listenPort, stop: stopper(child), process: child };
}
