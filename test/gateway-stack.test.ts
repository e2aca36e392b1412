import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerThroughGateway, startGatewayStack, type GatewayStack } from './gateway-stack.js';

describe('the backend behind a real gateway', () => {
  let stack: GatewayStack;
  beforeAll(async () => {
    stack = await startGatewayStack();
  });
  afterAll(async () => stack?.close());

  it('registers a user through the gateway and every service accepts the session', async () => {
    const user = await registerThroughGateway(stack, `reader_${randomUUID().slice(0, 8)}`);
    for (const url of ['/api/user', '/api/news/filtered', '/api/user/streak']) {
      const response = await stack.gateway.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
  });
});
