import { describe, expect, it } from 'vitest';
import { buildGateway, deadServiceUrl, startStack, testConfig } from '../test/helpers.js';

describe('/healthz and /readyz', () => {
  it('/healthz answers while the services are all down', async () => {
    const dead = await deadServiceUrl();
    const gateway = await buildGateway(testConfig({ AUTH_SERVICE_URL: dead, NEWS_SERVICE_URL: dead, TRACKING_SERVICE_URL: dead }));
    try {
      const health = await gateway.inject({ url: '/healthz' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
      const ready = await gateway.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not ready' });
    } finally {
      await gateway.close();
    }
  });

  it('names each service and its error only with HEALTH_DETAILS', async () => {
    const dead = await deadServiceUrl();
    const gateway = await buildGateway(testConfig({ AUTH_SERVICE_URL: dead, NEWS_SERVICE_URL: dead, TRACKING_SERVICE_URL: dead, HEALTH_DETAILS: 'true' }));
    try {
      const ready = await gateway.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not ready', services: { auth: { ready: false, error: 'ECONNREFUSED' } } });
    } finally {
      await gateway.close();
    }
  });

  it('/readyz is 200 only when every service is ready, and lists each with HEALTH_DETAILS', async () => {
    const stack = await startStack({ HEALTH_DETAILS: 'true' });
    try {
      const ready = await stack.gateway.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.headers['cache-control']).toBe('no-store');
      expect(ready.json()).toEqual({
        status: 'ready',
        services: { auth: { ready: true, statusCode: 200 }, news: { ready: true, statusCode: 200 }, tracking: { ready: true, statusCode: 200 } },
      });
    } finally {
      await stack.close();
    }
  });

  it('/readyz is 503 when one service reports not ready', async () => {
    const stack = await startStack({}, { news: { ready: false } });
    try {
      const ready = await stack.gateway.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not ready' });
    } finally {
      await stack.close();
    }
  });
});
