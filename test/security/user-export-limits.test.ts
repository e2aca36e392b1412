// Issue 26, budgets that protect everyone: one export per user at a time holds across gateway
// instances. Both gateways take the user's slot in the shared store (NATS KV), so a second export
// sent to the other instance behind the load balancer is refused, not run twice.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { USER_DATA_EXPORT_PATH } from '@tidings/contracts/user-data';
import { waitFor } from '@tidings/service-kit/testing/session';
import { EXPORT_PARTS, buildGateway, sessionCookie, sessionToken, startFakeService, testConfig, type FakeService } from '../../gateway/src/test/helpers.js';


describe('GET /api/user/export on two gateways', () => {
  let services: FakeService[];
  let gateways: FastifyInstance[];
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const waiting = { count: 0 };

  beforeAll(async () => {
    services = await Promise.all([
      startFakeService('auth', { setup: (app) => app.get(USER_DATA_EXPORT_PATH, async () => EXPORT_PARTS.auth) }),
      startFakeService('news', { setup: (app) => app.get(USER_DATA_EXPORT_PATH, async () => EXPORT_PARTS.news) }),
      startFakeService('tracking', {
        // The tracking part waits for the test (at most 3 s, so a failing test still ends).
        setup: (app) =>
          app.get(USER_DATA_EXPORT_PATH, async () => {
            waiting.count++;
            await Promise.race([gate, new Promise((resolve) => setTimeout(resolve, 3000))]);
            return EXPORT_PARTS.tracking;
          }),
      }),
    ]);
    const [auth, news, tracking] = services.map((service) => service.url);
    const config = testConfig({ NATS_URL: inject('natsUrl'), AUTH_SERVICE_URL: auth!, NEWS_SERVICE_URL: news!, TRACKING_SERVICE_URL: tracking! });
    gateways = await Promise.all([buildGateway(config), buildGateway(config)]);
    // Both read the revoked sessions from NATS: connected.
    for (const gateway of gateways) await waitFor(async () => (await gateway.inject({ url: '/readyz' })).statusCode === 200, 'the gateway to be ready');
  });
  afterAll(async () => {
    open();
    await Promise.all((gateways ?? []).map((gateway) => gateway.close()));
    await Promise.all((services ?? []).map((service) => service.close()));
  });

  it("refuses a user's second export on the other instance while the first runs: 429 RATE_LIMITED with Retry-After", async () => {
    // A new user each run: a lease outlives a test process that died holding it.
    const cookie = sessionCookie(sessionToken({ sub: `exporter-${randomUUID()}` }));
    const exportFrom = (gateway: FastifyInstance) => gateway.inject({ method: 'GET', url: '/api/user/export', headers: { cookie } });
    const first = exportFrom(gateways[0]!);
    await waitFor(() => waiting.count === 1, 'the first export to be under way');
    const second = await exportFrom(gateways[1]!);
    open();
    expect(second.statusCode, second.body).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(second.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await first).statusCode).toBe(200);
    expect(waiting.count).toBe(1);
    // Released in the shared store (a moment after the answer): the other instance runs the user's next export.
    await waitFor(async () => (await exportFrom(gateways[1]!)).statusCode === 200, "the user's next export to run on the other instance");
  });
});
