// Issue 26, budgets that protect everyone: an export makes every service read and serialise all of
// a user's rows, so one user runs one at a time and everyone together a few; beyond, 429 with
// Retry-After. (These gateways have no NATS: the slots are this process's. test/security/
// user-export-limits.test.ts shows them shared by two gateways.)
import { afterEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { USER_DATA_EXPORT_PATH } from '@tidings/contracts/user-data';
import { waitFor } from '@tidings/service-kit/testing/session';
import { EXPORT_PARTS, sessionCookie, sessionToken, startStack } from '../test/helpers.js';
import { EXPORTS_AT_ONCE } from './user-export-slots.js';


/** Fake services whose tracking part waits until the test opens the gate (or 2 s went by, so a test that fails still ends). */
async function gatedStack() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const fallback = setTimeout(open, 2000);
  const waiting = { count: 0 };
  const stack = await startStack(
    {},
    {
      auth: { setup: (app) => app.get(USER_DATA_EXPORT_PATH, async () => EXPORT_PARTS.auth) },
      news: { setup: (app) => app.get(USER_DATA_EXPORT_PATH, async () => EXPORT_PARTS.news) },
      tracking: {
        setup: (app) =>
          app.get(USER_DATA_EXPORT_PATH, async () => {
            waiting.count++;
            await gate;
            return EXPORT_PARTS.tracking;
          }),
      },
    },
  );
  const exportAs = (sub: string) => stack.gateway.inject({ method: 'GET', url: '/api/user/export', headers: { cookie: sessionCookie(sessionToken({ sub })) } });
  const close = async () => {
    clearTimeout(fallback);
    open();
    await stack.close();
  };
  return { exportAs, waiting, open, close, tracking: stack.services.tracking };
}

function expectLimited(response: LightMyRequestResponse, message: RegExp) {
  expect(response.statusCode, response.body).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(response.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', error: 'Too Many Requests' });
  expect(response.json<{ message: string }>().message).toMatch(message);
  expect(response.json<{ message: string }>().message).toContain(`${retryAfter} seconds`);
}

describe('GET /api/user/export: how many run at once', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('runs one export per user at a time: the others are 429 RATE_LIMITED with Retry-After, and reach no service', async () => {
    const stack = await gatedStack();
    close = stack.close;
    const first = stack.exportAs('ada');
    await waitFor(() => stack.waiting.count === 1, 'the first export to be under way');
    const others = await Promise.all([stack.exportAs('ada'), stack.exportAs('ada')]);
    stack.open();
    for (const other of others) expectLimited(other, /already under way/);
    expect(stack.waiting.count).toBe(1);
    expect((await first).statusCode).toBe(200);
    // Done: the user's next export runs.
    expect((await stack.exportAs('ada')).statusCode).toBe(200);
  });

  it(`runs ${EXPORTS_AT_ONCE} exports at once in all: one more user is told to wait; another user's export runs meanwhile as soon as one ends`, async () => {
    const stack = await gatedStack();
    close = stack.close;
    const running = Array.from({ length: EXPORTS_AT_ONCE }, (_, i) => stack.exportAs(`user-${i}`));
    await waitFor(() => stack.waiting.count === EXPORTS_AT_ONCE, 'the exports to be under way');
    const onTooMany = await stack.exportAs('one-too-many');
    stack.open();
    expectLimited(onTooMany, /Many exports are under way/);
    expect((await Promise.all(running)).map((response) => response.statusCode)).toEqual(Array(EXPORTS_AT_ONCE).fill(200));
    expect((await stack.exportAs('one-too-many')).statusCode).toBe(200);
  });

  it('frees the slots of an export that fails: the user may try again at once', async () => {
    const stack = await startStack({}, { tracking: { setup: (app) => app.get(USER_DATA_EXPORT_PATH, async (_request, reply) => reply.code(500).send({ code: 'INTERNAL_ERROR' })) } });
    close = stack.close;
    for (let i = 0; i < 3; i++) {
      const response = await stack.gateway.inject({ method: 'GET', url: '/api/user/export', headers: { cookie: sessionCookie() } });
      expect(response.statusCode).toBe(503);
    }
  });
});
