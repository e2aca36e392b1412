// Issue 26, least privilege between services, the other half: the allow-lists suffice. The whole
// product runs behind a gateway, each service and the gateway connected to the embedded NATS as
// its own user (as `npm start`, the e2e run and docker-compose run them), and a reader does
// everything that travels through NATS — registration and preference events, engagement, reads
// and an event batch (svc-tracking asking svc-news about the articles), a data export and a
// web-vitals report (the gateway's slots and counters), a logout (the revocation every verifier watches) and an account
// deletion (every service erasing, the intake purged). nats-server logs every refusal: none may
// appear, and every durable consumer of the table must exist under the name the code gives it.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@tidings/service-kit/testing/session';
import { article, seed } from '../../svc-news/src/test/articles.js';
import { startNats, type RunningNats } from '../../scripts/engines.js';
import { DEFAULT_NATS_NAMES, durables, type NatsNames } from '../../scripts/nats-permissions.js';
import { registerThroughGateway, sessionCookieFrom, startGatewayStack, type GatewayStack } from '../gateway-stack.js';
import { everywhere, fillEveryService } from './user-data-helpers.js';

const id = randomUUID().slice(0, 8);
const names: NatsNames = {
  ...DEFAULT_NATS_NAMES,
  databases: { 'svc-auth': `test-perm-auth-${id}`, 'svc-news': `test-perm-news-${id}`, 'svc-tracking': `test-perm-tracking-${id}` },
  consumerPrefixes: { 'svc-news': `perm-news-${id}`, 'svc-tracking': `perm-tracking-${id}` },
  articlesRpcSubject: `test.perm.${id}`,
};

let dir: string;
let nats: RunningNats;
let stack: GatewayStack;
let articles: [string, string];
/** nats-server's log: it names every refusal, the start's included. */
const serverLog = () => readFileSync(join(dir, 'nats-server.log'), 'utf8');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tidings-nats-stack-'));
  nats = await startNats(dir, undefined, { names });
  stack = await startGatewayStack({
    env: { ARTICLES_RPC_SUBJECT: names.articlesRpcSubject },
    auth: { NATS_URL: nats.clientUrls['svc-auth'], MONGO_DB: names.databases['svc-auth'] },
    news: { NATS_URL: nats.clientUrls['svc-news'], MONGO_DB: names.databases['svc-news'], CONSUMER_PREFIX: names.consumerPrefixes['svc-news'], USER_ERASE_SWEEP: '2s' },
    tracking: { NATS_URL: nats.clientUrls['svc-tracking'], MONGO_DB: names.databases['svc-tracking'], CONSUMER_PREFIX: names.consumerPrefixes['svc-tracking'], USER_ERASE_SWEEP: '2s' },
    gateway: { NATS_URL: nats.clientUrls.gateway },
    // The second instance of each: the shared durable consumers and svc-news' per-instance ones.
    instances: 2,
  });
  articles = (await seed(stack.news.app, [article(), article()])) as [string, string];
}, 90_000);

afterAll(async () => {
  await stack?.close();
  await nats?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the product under its NATS users', () => {
  it('does everything a reader does through NATS without a single refusal', async () => {
    const user = await registerThroughGateway(stack, `perm_${id}`);
    await fillEveryService(stack, user, articles);
    // An article svc-tracking cannot have heard of (stored without its event): it asks svc-news
    // (request/reply), and svc-news answers to svc-tracking's inbox.
    const record = article();
    await stack.news.app.news.model.insertMany([record]);
    const fresh = (await stack.news.app.news.model.findOne({ guidKey: record.guidKey }).lean().exec())!._id.toString();
    const read = await stack.gateway.inject({ method: 'POST', url: `/api/news/${fresh}/read`, headers: { cookie: user.cookie }, payload: { timeSpentSeconds: 5 } });
    expect(read.statusCode, read.body).toBeLessThan(300);

    // The data export: the gateway holds a slot per user (and of a few in all) in the shared store.
    const exported = await stack.gateway.inject({ method: 'GET', url: '/api/user/export', headers: { cookie: user.cookie } });
    expect(exported.statusCode, exported.body).toBe(200);
    const vitals = await stack.gateway.inject({ method: 'POST', url: '/api/vitals', payload: { route: '/feed', metrics: [{ name: 'LCP', value: 1200, rating: 'good', navigationType: 'navigate' }] } });
    expect(vitals.statusCode).toBe(204);

    // The logout's revocation reaches the gateway (which watches the bucket as its own user).
    expect((await stack.gateway.inject({ method: 'POST', url: '/api/logout', headers: { cookie: user.cookie } })).statusCode).toBe(200);
    await waitFor(async () => (await stack.gateway.inject({ method: 'GET', url: '/api/user/streak', headers: { cookie: user.cookie } })).statusCode === 401, 'the logged-out session refused');

    const login = await stack.gateway.inject({ method: 'POST', url: '/api/login', payload: { username: user.username, password: user.password } });
    const cookie = sessionCookieFrom(login);
    const deleted = await stack.gateway.inject({ method: 'DELETE', url: '/api/user', headers: { cookie }, payload: { password: user.password } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await waitFor(async () => Object.keys(await everywhere(stack, user.id)).length === 0, 'the erasure in every service', 20_000);
    // The sweeps (each service erases once more after USER_ERASE_SWEEP) run under the users too.
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    // One refusal is the design: only svc-auth makes the revocations bucket, and a verifier that
    // starts before it waits for the bucket (retrying each second, not ready until it has it).
    const waitedForTheBucket = /User "(svc-news|svc-tracking|gateway)", Subject "\$JS\.API\.STREAM\.CREATE\.KV_tidings_session_revocations"$/;
    expect((serverLog().match(/.*Violation.*/g) ?? []).filter((line) => !waitedForTheBucket.test(line))).toEqual([]);
  }, 90_000);

  it('made every durable consumer of the table, under the names the code gives them', async () => {
    const admin = await connect({ servers: `127.0.0.1:${nats.port}`, user: 'admin', pass: new URL(nats.url).password });
    try {
      const jsm = await jetstreamManager(admin);
      for (const list of Object.values(durables(names))) {
        for (const { stream, name } of list) await expect(jsm.consumers.info(stream, name), `${stream}/${name}`).resolves.toBeTruthy();
      }
    } finally {
      await admin.close();
    }
  });
});
