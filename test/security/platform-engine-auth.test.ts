// Issue 9, service-to-service trust: the NATS of docker-compose takes no connection without its
// user's password. The committed nats/nats-server.conf runs here on the real nats-server (the
// listen address, store and monitor port moved to this test's), and a service's NatsBus connects
// with the credentials its NATS_URL carries, as docker-compose builds it. Issue 26: that file
// holds each user's permissions too (rendered from scripts/nats-permissions.ts, whose rules
// nats-permissions.test.ts checks one by one on the embedded default): a few of them here.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '@nats-io/transport-node';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAMS } from '@tidings/contracts/events/streams';
import { USER_DELETED } from '@tidings/contracts/events/user-deleted';
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
    // A stream svc-tracking makes (its user may make no other).
    const bus = new NatsBus(url, 'svc-tracking', [STREAMS.engagement], logger);
    try {
      bus.start();
      await waitFor(() => bus.isConnected(), 'the bus to connect with credentials');
      expect(lines.join('\n')).toContain(`nats://svc-tracking:***@127.0.0.1:${port}`);
      expect(lines.join('\n')).not.toContain(PASSWORDS.NATS_TRACKING_PASSWORD);
    } finally {
      await bus.close();
    }
  });

  it("limits each user to its own subjects: the gateway and svc-news cannot forge a user.deleted, only svc-news answers look-ups", async () => {
    const as = (user: 'svc-auth' | 'svc-news' | 'svc-tracking' | 'gateway', pass: string) => connect({ servers: `127.0.0.1:${port}`, user, pass, inboxPrefix: `_INBOX.${user}`, reconnect: false });
    const [gateway, news, tracking] = await Promise.all([as('gateway', PASSWORDS.NATS_GATEWAY_PASSWORD), as('svc-news', PASSWORDS.NATS_NEWS_PASSWORD), as('svc-tracking', PASSWORDS.NATS_TRACKING_PASSWORD)]);
    try {
      for (const nc of [gateway, news]) await expect(nc.request(USER_DELETED, '{}', { timeout: 2000 })).rejects.toThrow(/Permissions Violation for Publish/);
      await expect(gateway.request('$KV.tidings_session_revocations.user.someone', '', { timeout: 2000 })).rejects.toThrow(/Permissions Violation for Publish/);
      await expect(tracking.request(`$JS.API.STREAM.PURGE.${STREAMS.users.name}`, '', { timeout: 2000 })).rejects.toThrow(/Permissions Violation for Publish/);
      let refusal = '';
      const answering = gateway.subscribe('news.articles.lookup', {
        callback: (error) => {
          refusal ||= String(error?.message);
        },
      });
      news.subscribe('news.articles.lookup', {
        callback: (_error, msg) => {
          msg.respond('{"known":[]}');
        },
      });
      await Promise.all([gateway.flush(), news.flush()]);
      await waitFor(() => answering.isClosed(), "the gateway's subscription refused");
      expect(refusal).toMatch(/Permissions Violation for Subscription/);
      expect((await tracking.request('news.articles.lookup', '{"ids":["x"]}', { timeout: 2000 })).string()).toBe('{"known":[]}');
    } finally {
      await Promise.all([gateway.close(), news.close(), tracking.close()]);
    }
  });

  it('reads user and password out of the URL (percent-encoded too), leaving plain URLs alone', () => {
    expect(natsServerOptions('nats://svc-news:p%40ss@nats:4222')).toEqual({ servers: ['nats://nats:4222'], user: 'svc-news', pass: 'p@ss', redacted: 'nats://svc-news:***@nats:4222' });
    expect(natsServerOptions('nats://127.0.0.1:4222')).toEqual({ servers: ['nats://127.0.0.1:4222'], redacted: 'nats://127.0.0.1:4222' });
  });
});
