// Issue 9, service-to-service trust: the NATS of docker-compose takes no connection without its
// user's password. The committed nats/nats-server.conf runs here on the real nats-server (the
// listen address, store and monitor port moved to this test's), and a service's NatsBus connects
// with the credentials its NATS_URL carries, as docker-compose builds it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '@nats-io/transport-node';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NatsBus } from '@tidings/service-kit/nats-bus';
import { natsServerOptions } from '@tidings/service-kit/nats-url';
import { waitFor } from '@tidings/service-kit/testing/session';
import { ensureNatsServer, freePort, ROOT } from '../../scripts/engines.js';

const PASSWORDS = { NATS_AUTH_PASSWORD: 'auth-pw-1', NATS_NEWS_PASSWORD: 'news-pw-2', NATS_TRACKING_PASSWORD: 'tracking-pw-3', NATS_GATEWAY_PASSWORD: 'gateway-pw-4' };

let server: ChildProcess;
let dir: string;
let port: number;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tidings-nats-auth-'));
  port = await freePort();
  const args = ['-c', join(ROOT, 'nats', 'nats-server.conf'), '-a', '127.0.0.1', '-p', String(port), '-m', String(await freePort()), '-sd', dir];
  server = spawn(ensureNatsServer(), args, { env: { ...process.env, ...PASSWORDS }, stdio: 'ignore' });
  await waitFor(async () => {
    try {
      await (await connect({ servers: `127.0.0.1:${port}`, user: 'svc-news', pass: PASSWORDS.NATS_NEWS_PASSWORD })).close();
      return true;
    } catch {
      return false;
    }
  }, 'nats-server with the compose config');
});

afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

describe("docker-compose's NATS", () => {
  it('refuses a connection without credentials or with a wrong password', async () => {
    await expect(connect({ servers: `127.0.0.1:${port}`, reconnect: false })).rejects.toThrow(/authorization/i);
    await expect(connect({ servers: `127.0.0.1:${port}`, user: 'svc-news', pass: 'guess', reconnect: false })).rejects.toThrow(/authorization/i);
    await expect(connect({ servers: `127.0.0.1:${port}`, user: 'svc-news', pass: PASSWORDS.NATS_AUTH_PASSWORD, reconnect: false })).rejects.toThrow(/authorization/i);
  });

  it("lets a service's NatsBus in with the user and password of its NATS_URL, and logs the URL masked", async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const url = `nats://svc-tracking:${PASSWORDS.NATS_TRACKING_PASSWORD}@127.0.0.1:${port}`;
    const bus = new NatsBus(url, 'svc-tracking', [{ name: 'TEST_AUTH', subjects: ['test-auth.>'] }], logger);
    try {
      bus.start();
      await waitFor(() => bus.isConnected(), 'the bus to connect with credentials');
      expect(lines.join('\n')).toContain(`nats://svc-tracking:***@127.0.0.1:${port}`);
      expect(lines.join('\n')).not.toContain(PASSWORDS.NATS_TRACKING_PASSWORD);
    } finally {
      await bus.close();
    }
  });

  it('reads user and password out of the URL (percent-encoded too), leaving plain URLs alone', () => {
    expect(natsServerOptions('nats://svc-news:p%40ss@nats:4222')).toEqual({ servers: ['nats://nats:4222'], user: 'svc-news', pass: 'p@ss', redacted: 'nats://svc-news:***@nats:4222' });
    expect(natsServerOptions('nats://127.0.0.1:4222')).toEqual({ servers: ['nats://127.0.0.1:4222'], redacted: 'nats://127.0.0.1:4222' });
  });
});
