// Issue 10: the field web vitals' per-address limit holds across gateway instances — both count
// in the shared NATS store, so a second gateway behind the load balancer does not double it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGateway, startGatewayStack, type ExtraInstance, type GatewayStack } from '../gateway-stack.js';

const REPORT = { route: '/', metrics: [{ name: 'LCP', value: 1800, rating: 'good', navigationType: 'navigate' }] };

describe('POST /api/vitals on two gateways', () => {
  let stack: GatewayStack;
  let second: ExtraInstance;
  beforeAll(async () => {
    stack = await startGatewayStack({ gateway: { VITALS_RATE_LIMIT_MAX: '4', TRUSTED_PROXIES: 'loopback' } });
    second = await addGateway(stack);
  });
  afterAll(async () => {
    await second?.close();
    await stack?.close();
  });

  it('count one address\'s reports together, whichever gateway answers', async () => {
    // A fresh address per run: the counters live in NATS for two windows.
    const from = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const send = (url: string) =>
      fetch(`${url}/api/vitals`, { method: 'POST', headers: { 'content-type': 'text/plain', origin: url, 'x-forwarded-for': from }, body: JSON.stringify(REPORT) });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await send(i % 2 === 0 ? stack.url : second.url)).status);
    expect(statuses).toEqual([204, 204, 204, 204]);
    // Each gateway has seen only two: per-process counting would let these through.
    expect((await send(stack.url)).status).toBe(429);
    expect((await send(second.url)).status).toBe(429);
  });
});
