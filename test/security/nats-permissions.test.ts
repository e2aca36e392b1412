// Issue 26, least privilege between services: each NATS client's user may publish and subscribe
// only what its code uses. The embedded default (startNats) runs here on the real nats-server, and
// each client's credentials are refused what it must not do: publish another service's events
// (a forged `user.deleted` erases a user everywhere), touch the session revocations (a deleted key
// lets a logged-out token work again), purge or delete streams, answer or read another's
// requests and replies, steal or change another service's durable consumers. What each may do is
// proven by the whole product running under these users (nats-permissions-stack.test.ts).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_PUBLISHED, ARTICLE_REMOVED, ARTICLES_RPC_SUBJECT_DEFAULT } from '@tidings/contracts/events/articles';
import { ENGAGEMENT_READ, ENGAGEMENT_TIME, ENGAGEMENT_VIEWED } from '@tidings/contracts/events/engagement';
import { STREAMS } from '@tidings/contracts/events/streams';
import { USER_DELETED } from '@tidings/contracts/events/user-deleted';
import { USER_PREFERENCES_UPDATED } from '@tidings/contracts/events/user-preferences-updated';
import { USER_REGISTERED } from '@tidings/contracts/events/user-registered';
import { durationVar } from '@tidings/service-kit/config';
import { inboxPrefixOf } from '@tidings/service-kit/nats-url';
import { REVOCATIONS_BUCKET as CODE_REVOCATIONS_BUCKET } from '@tidings/service-kit/session-revocations';
import { userDeletedDurable } from '@tidings/service-kit/user-deleted-consumer';
import { loadConfig as loadGatewayConfig } from '../../gateway/src/config.js';
import { loadConfig as loadAuthConfig } from '../../svc-auth/src/config.js';
import { cacheSubject } from '../../svc-news/src/cache-sync/cache-sync.js';
import { loadConfig as loadNewsConfig } from '../../svc-news/src/config.js';
import { loadConfig as loadTrackingConfig } from '../../svc-tracking/src/config.js';
import { INTAKE_STREAM, intakeDurable, userSubject } from '../../svc-tracking/src/events/intake-stream.js';
import { startNats, type RunningNats } from '../../scripts/engines.js';
import { composeNatsConf, COMPOSE_CONF } from '../../scripts/nats-conf.js';
import {
  DEFAULT_NATS_NAMES,
  durables,
  durationMs,
  inboxPrefix,
  NATS_CLIENTS,
  rateLimitBucket,
  REVOCATIONS_BUCKET,
  STREAM,
  SUBJECTS,
  type NatsClient,
  type NatsNames,
} from '../../scripts/nats-permissions.js';

const id = randomUUID().slice(0, 8);
/** Names of this test's own: the refusals must come from the rules, not from a name nobody uses. */
const names: NatsNames = {
  ...DEFAULT_NATS_NAMES,
  databases: { 'svc-auth': `perm-auth-${id}`, 'svc-news': `perm-news-${id}`, 'svc-tracking': `perm-tracking-${id}` },
  consumerPrefixes: { 'svc-news': `perm-news-${id}`, 'svc-tracking': `perm-tracking-${id}` },
  articlesRpcSubject: `test.perm.${id}`,
};
const others = (client: NatsClient) => NATS_CLIENTS.filter((other) => other !== client);
const WINDOW_BUCKET = rateLimitBucket(60_000);
const KV_REVOCATIONS = `KV_${REVOCATIONS_BUCKET}`;

let dir: string;
let nats: RunningNats;
const connections = {} as Record<NatsClient, NatsConnection>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tidings-nats-permissions-'));
  nats = await startNats(dir, undefined, { names });
  for (const client of NATS_CLIENTS) connections[client] = await connect({ ...credentials(nats.clientUrls[client]), inboxPrefix: inboxPrefix(client) });
});

afterAll(async () => {
  await Promise.all(Object.values(connections).map((nc) => nc.close()));
  await nats?.stop();
  rmSync(dir, { recursive: true, force: true });
});

function credentials(url: string) {
  const parsed = new URL(url);
  return { servers: `${parsed.hostname}:${parsed.port}`, user: parsed.username, pass: parsed.password, reconnect: false };
}

/** A publish (sent as a request, so the refusal comes back to this call) the server must refuse. */
async function publishRefused(client: NatsClient, subject: string): Promise<void> {
  await expect(connections[client].request(subject, '{}', { timeout: 2000 }), `${client} → ${subject}`).rejects.toThrow(/Permissions Violation for Publish/);
}

/** A publish the server lets through: answered by JetStream, or by nobody (no responders), never refused. */
async function publishAllowed(client: NatsClient, subject: string, payload = '{}'): Promise<string> {
  try {
    return (await connections[client].request(subject, payload, { timeout: 2000 })).string();
  } catch (error) {
    expect(String(error), `${client} → ${subject}`).not.toMatch(/Permissions Violation/);
    return '';
  }
}

/** A subscription the server refuses: the client is told, and the subscription ends. */
async function subscribeRefused(client: NatsClient, subject: string): Promise<void> {
  let refusal = '';
  const subscription = connections[client].subscribe(subject, {
    callback: (error) => {
      refusal ||= String(error?.message ?? '');
    },
  });
  await connections[client].flush();
  for (let i = 0; i < 40 && !subscription.isClosed(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(subscription.isClosed(), `${client} subscribing to ${subject}`).toBe(true);
  expect(refusal).toMatch(/Permissions Violation for Subscription/);
}

async function subscribeAllowed(client: NatsClient, subject: string): Promise<void> {
  const subscription = connections[client].subscribe(subject);
  await connections[client].flush();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(subscription.isClosed(), `${client} subscribing to ${subject}`).toBe(false);
  subscription.unsubscribe();
}

describe('the permission table names what the code uses', () => {
  it('is what nats/nats-server.conf holds (docker-compose runs the same rules as the embedded default)', () => {
    expect(readFileSync(COMPOSE_CONF, 'utf8'), 'render it again: npx tsx scripts/nats-conf.ts').toBe(composeNatsConf());
  });

  it("uses the streams, subjects, bucket and consumer names of contracts, service-kit and the services", () => {
    expect([STREAM.users, STREAM.engagement, STREAM.articles, STREAM.intake]).toEqual([STREAMS.users.name, STREAMS.engagement.name, STREAMS.articles.name, INTAKE_STREAM]);
    expect(SUBJECTS.userEvents).toEqual([USER_REGISTERED, USER_PREFERENCES_UPDATED, USER_DELETED]);
    expect(SUBJECTS.engagementEvents).toEqual([ENGAGEMENT_VIEWED, ENGAGEMENT_READ, ENGAGEMENT_TIME]);
    expect(SUBJECTS.articleEvents).toEqual([ARTICLE_PUBLISHED, ARTICLE_REMOVED]);
    expect(REVOCATIONS_BUCKET).toBe(CODE_REVOCATIONS_BUCKET);
    const owned = durables(names);
    for (const service of ['svc-auth', 'svc-news', 'svc-tracking'] as const) {
      expect(owned[service]).toContainEqual({ stream: STREAMS.users.name, name: userDeletedDurable(names.databases[service]) });
    }
    expect(owned['svc-tracking']).toContainEqual({ stream: INTAKE_STREAM, name: intakeDurable(names.databases['svc-tracking']) });
    for (const client of NATS_CLIENTS) expect(inboxPrefix(client)).toBe(inboxPrefixOf(client));
    expect(`svc-news.cache.${names.databases['svc-news']}`).toBe(cacheSubject(names.databases['svc-news']));
    expect(userSubject(names.databases['svc-tracking'], 'u1')).toMatch(new RegExp(`^tracking\\.events\\.${names.databases['svc-tracking']}\\.[^.]+$`));
  });

  it("defaults to each service's own defaults (docker-compose sets none of these)", () => {
    const pem = '-----BEGIN PUBLIC KEY-----\nx\n-----END PUBLIC KEY-----';
    const base = { MONGO_URL: 'mongodb://127.0.0.1:27017', NATS_URL: 'nats://127.0.0.1:4222', JWT_PUBLIC_KEY: pem };
    const auth = loadAuthConfig({ ...base, JWT_PRIVATE_KEY: pem.replace(/PUBLIC/g, 'PRIVATE') });
    const news = loadNewsConfig(base);
    const tracking = loadTrackingConfig(base);
    const gateway = loadGatewayConfig({ JWT_PUBLIC_KEY: pem });
    expect(DEFAULT_NATS_NAMES.databases).toEqual({ 'svc-auth': auth.MONGO_DB, 'svc-news': news.MONGO_DB, 'svc-tracking': tracking.MONGO_DB });
    expect(DEFAULT_NATS_NAMES.consumerPrefixes).toEqual({ 'svc-news': news.CONSUMER_PREFIX, 'svc-tracking': tracking.CONSUMER_PREFIX });
    expect(DEFAULT_NATS_NAMES.articlesRpcSubject).toBe(news.ARTICLES_RPC_SUBJECT);
    expect(tracking.ARTICLES_RPC_SUBJECT).toBe(ARTICLES_RPC_SUBJECT_DEFAULT);
    expect(new Set(DEFAULT_NATS_NAMES.rateLimitWindowsMs['svc-auth'])).toEqual(new Set([auth.AUTH_RATE_LIMIT_WINDOW, auth.AUTH_FAILED_LOGIN_WINDOW, auth.USER_RATE_LIMIT_WINDOW]));
    expect(DEFAULT_NATS_NAMES.rateLimitWindowsMs['svc-news']).toEqual([news.USER_RATE_LIMIT_WINDOW]);
    // Beside its per-user event budget's fixed minute and day (the stack test meets any other window).
    expect(DEFAULT_NATS_NAMES.rateLimitWindowsMs['svc-tracking']).toContain(tracking.USER_RATE_LIMIT_WINDOW);
    expect(DEFAULT_NATS_NAMES.rateLimitWindowsMs.gateway).toEqual([gateway.vitalsLimit.windowMs]);
    for (const text of ['90s', '15 minutes', '2m', '1 hour', '1d', '250ms', '30', '1 minute']) expect(durationMs(text), text).toBe(durationVar('x').parse(text));
  });
});

describe('the embedded NATS has users with generated passwords', () => {
  it('keeps the passwords in DATA_DIR, readable by its owner only, and none in the config file', () => {
    const users = JSON.parse(readFileSync(join(dir, 'users.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(users).sort()).toEqual([...NATS_CLIENTS, 'admin'].sort());
    for (const password of Object.values(users)) expect(password).toMatch(/^p[0-9a-f]{48}$/);
    expect(statSync(join(dir, 'users.json')).mode & 0o777).toBe(0o600);
    const conf = readFileSync(join(dir, 'nats-server.conf'), 'utf8');
    for (const password of Object.values(users)) expect(conf).not.toContain(password);
    for (const client of NATS_CLIENTS) expect(nats.clientUrls[client]).toBe(`nats://${client}:${users[client]}@127.0.0.1:${nats.port}`);
  });

  it('refuses no password, a wrong one and another client\'s', async () => {
    const { servers } = credentials(nats.url);
    await expect(connect({ servers, reconnect: false })).rejects.toThrow(/authorization/i);
    await expect(connect({ servers, user: 'gateway', pass: 'guess', reconnect: false })).rejects.toThrow(/authorization/i);
    await expect(connect({ ...credentials(nats.clientUrls['svc-auth']), user: 'gateway' })).rejects.toThrow(/authorization/i);
  });

  it('lets the same users in after a restart on the same data', async () => {
    const before = nats.clientUrls;
    await Promise.all(Object.values(connections).map((nc) => nc.close()));
    await nats.stop();
    nats = await startNats(dir, nats.port, { names });
    expect(nats.clientUrls).toEqual(before);
    for (const client of NATS_CLIENTS) connections[client] = await connect({ ...credentials(nats.clientUrls[client]), inboxPrefix: inboxPrefix(client) });
  });
});

describe("each client's credentials are refused what it must not do", () => {
  it('only svc-auth publishes the user events: nobody else can forge a user.deleted (which erases the user everywhere)', async () => {
    for (const client of others('svc-auth')) for (const subject of SUBJECTS.userEvents) await publishRefused(client, subject);
  });

  it('only svc-news publishes the article events, only svc-tracking the engagement events and the event intake', async () => {
    for (const client of others('svc-news')) for (const subject of SUBJECTS.articleEvents) await publishRefused(client, subject);
    const intake = userSubject(names.databases['svc-tracking'], 'someone');
    for (const client of others('svc-tracking')) for (const subject of [...SUBJECTS.engagementEvents, intake]) await publishRefused(client, subject);
    // svc-tracking only into its own deployment's intake.
    await publishRefused('svc-tracking', userSubject('another-deployment', 'someone'));
  });

  it('only svc-auth writes the session revocations: nobody else can delete a key (a logged-out token would work again)', async () => {
    for (const client of others('svc-auth')) {
      await publishRefused(client, `$KV.${REVOCATIONS_BUCKET}.user.someone`);
      await publishRefused(client, `$KV.${REVOCATIONS_BUCKET}.jti.${randomUUID()}`);
      await publishRefused(client, `$JS.API.STREAM.CREATE.${KV_REVOCATIONS}`);
    }
    for (const client of NATS_CLIENTS) {
      for (const action of ['PURGE', 'DELETE', 'UPDATE', 'MSG.DELETE']) await publishRefused(client, `$JS.API.STREAM.${action}.${KV_REVOCATIONS}`);
    }
  });

  it('nobody purges, deletes or changes a stream, bar svc-tracking purging and sizing its own intake', async () => {
    for (const client of NATS_CLIENTS) {
      for (const stream of [STREAM.users, STREAM.engagement, STREAM.articles, STREAM.intake, `KV_${WINDOW_BUCKET}`]) {
        for (const action of ['DELETE', 'MSG.DELETE']) await publishRefused(client, `$JS.API.STREAM.${action}.${stream}`);
        if (client === 'svc-tracking' && stream === STREAM.intake) continue;
        for (const action of ['PURGE', 'UPDATE']) await publishRefused(client, `$JS.API.STREAM.${action}.${stream}`);
      }
      await publishRefused(client, `$JS.API.STREAM.CREATE.EVIL_${id}`);
    }
    expect(await publishAllowed('svc-tracking', `$JS.API.STREAM.PURGE.${STREAM.intake}`, JSON.stringify({ filter: userSubject(names.databases['svc-tracking'], 'nobody') }))).not.toMatch(/Violation/);
  });

  it('only svc-news answers article look-ups, and only svc-tracking asks', async () => {
    for (const subject of ['lookup', 'ids'].map((action) => `${names.articlesRpcSubject}.${action}`)) {
      for (const client of others('svc-news')) await subscribeRefused(client, subject);
      await subscribeAllowed('svc-news', subject);
      for (const client of others('svc-tracking')) await publishRefused(client, subject);
    }
  });

  it("nobody reads another client's replies or sends to its inbox (forged acknowledgements or answers)", async () => {
    for (const client of NATS_CLIENTS) {
      await subscribeRefused(client, '_INBOX.>');
      for (const other of others(client)) {
        await subscribeRefused(client, `${inboxPrefix(other)}.>`);
        await publishRefused(client, `${inboxPrefix(other)}.${randomUUID()}`);
      }
      await subscribeAllowed(client, `${inboxPrefix(client)}.>`);
    }
  });

  it("nobody reads, makes, changes or deletes another service's durable consumer", async () => {
    const owned = durables(names);
    for (const [owner, list] of Object.entries(owned) as Array<[NatsClient, Array<{ stream: string; name: string }>]>) {
      for (const client of others(owner)) {
        for (const { stream, name } of list) {
          for (const action of ['INFO', 'DELETE', 'MSG.NEXT', 'DURABLE.CREATE', 'CREATE']) await publishRefused(client, `$JS.API.CONSUMER.${action}.${stream}.${name}`);
          await publishRefused(client, `$JS.API.CONSUMER.CREATE.${stream}.${name}.${USER_DELETED}`);
          await publishRefused(client, `$JS.ACK.${stream}.${name}.1.1.1.1.0`);
        }
      }
    }
    // A consumer created without its name in the subject could be any consumer: nobody may.
    for (const client of NATS_CLIENTS) for (const stream of [STREAM.users, STREAM.engagement, STREAM.articles, STREAM.intake]) await publishRefused(client, `$JS.API.CONSUMER.CREATE.${stream}`);
    // The gateway consumes no stream at all, nor the rate-limit buckets (whose consumers could deliver anywhere).
    for (const stream of [STREAM.users, STREAM.engagement, STREAM.articles, STREAM.intake]) await publishRefused('gateway', `$JS.API.CONSUMER.CREATE.${stream}.x.>`);
    for (const client of NATS_CLIENTS) await publishRefused(client, `$JS.API.CONSUMER.CREATE.KV_${WINDOW_BUCKET}.x.>`);
  });

  it("keeps each client's rate-limit counters and svc-news' cache notes to their owners", async () => {
    const namespaces: Record<NatsClient, string> = { ...names.databases, gateway: 'tidings-gateway' };
    for (const client of NATS_CLIENTS) {
      for (const other of others(client)) {
        await publishRefused(client, `$KV.${WINDOW_BUCKET}.${namespaces[other]}.counter.60000.1`);
        await publishRefused(client, `$JS.API.DIRECT.GET.KV_${WINDOW_BUCKET}.$KV.${WINDOW_BUCKET}.${namespaces[other]}.counter.60000.1`);
      }
      expect(await publishAllowed(client, `$KV.${WINDOW_BUCKET}.${namespaces[client]}.counter.60000.1`, '1')).not.toMatch(/Violation/);
    }
    const cache = cacheSubject(names.databases['svc-news']);
    for (const client of others('svc-news')) {
      await publishRefused(client, cache);
      await subscribeRefused(client, cache);
    }
  });
});
