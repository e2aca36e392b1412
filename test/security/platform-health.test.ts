// Issue 9, service-to-service trust: /readyz answers only ready / not ready to the public; which
// dependency is down is operators' business (HEALTH_DETAILS, the log).
import { afterEach, describe, expect, it } from 'vitest';
import { UNREACHABLE_NATS_URL } from '@tidings/service-kit/testing/session';
import { startGatewayStack, type GatewayStack } from '../gateway-stack.js';

const stacks: GatewayStack[] = [];
afterEach(async () => {
  for (const stack of stacks.splice(0)) await stack.close();
});

async function start(options: Parameters<typeof startGatewayStack>[0] = {}) {
  const stack = await startGatewayStack(options);
  stacks.push(stack);
  return stack;
}

describe('/readyz through the gateway', () => {
  it('says only "ready" when the whole backend is up, and each service says no more', async () => {
    const stack = await start();
    const response = await fetch(`${stack.url}/readyz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ready' });
    for (const service of [stack.auth, stack.news, stack.tracking]) {
      expect((await service.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
    }
  });

  it('says only "not ready" when a service has lost NATS: neither which service nor which engine', async () => {
    const stack = await start({ news: { NATS_URL: UNREACHABLE_NATS_URL }, waitUntilReady: false });
    const response = await fetch(`${stack.url}/readyz`);
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ status: 'not ready' });
    expect(body).not.toMatch(/news|nats|database/i);
    expect((await stack.news.app.inject('/readyz')).json()).toEqual({ status: 'not ready' });
  });

  it('names the service and the engine that are down when HEALTH_DETAILS is set', async () => {
    const stack = await start({ env: { HEALTH_DETAILS: 'true' }, news: { NATS_URL: UNREACHABLE_NATS_URL }, gateway: { HEALTH_DETAILS: 'true' }, waitUntilReady: false });
    const response = await fetch(`${stack.url}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'not ready', services: { auth: { ready: true }, news: { ready: false, statusCode: 503 }, tracking: { ready: true } } });
    expect((await stack.news.app.inject('/readyz')).json()).toEqual({ status: 'not ready', checks: { database: true, nats: false, sessions: false } });
  });
});
