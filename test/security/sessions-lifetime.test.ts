// Issue 9, sessions: an idle timeout and an absolute lifetime, with sliding renewal — an active
// user stays signed in past the idle window, never past the absolute one. Short configured
// durations (3 s idle, 7 s absolute) stand in for the 30 min / 12 h defaults.
import { SESSION_RENEW_HEADER } from '@tidings/service-kit/session-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerThroughGateway, sessionCookieFrom, startGatewayStack, type GatewayStack } from '../gateway-stack.js';

const IDLE_MS = 3000;
const ABSOLUTE_MS = 7000;

let stack: GatewayStack;
beforeAll(async () => {
  stack = await startGatewayStack({ auth: { SESSION_IDLE_TIMEOUT: `${IDLE_MS}ms`, SESSION_ABSOLUTE_LIFETIME: `${ABSOLUTE_MS}ms` } });
});
afterAll(() => stack?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const streak = (cookie: string) => stack.gateway.inject({ method: 'GET', url: '/api/user/streak', headers: { cookie } });
const renew = (cookie: string) => stack.gateway.inject({ method: 'POST', url: '/api/session/renew', headers: { cookie } });
const name = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 10)}`;

describe('session lifetimes through the gateway', () => {
  it('the cookie lives as long as the session may (Max-Age = the absolute lifetime)', async () => {
    const response = await stack.gateway.inject({ method: 'POST', url: '/api/register', payload: { username: name('maxage'), password: 'Harbour-lights-42' } });
    const cookie = response.cookies.find((c) => c.name === 'tidings_session');
    expect(cookie?.maxAge).toBe(ABSOLUTE_MS / 1000);
  });

  it('an idle session ends after the idle timeout, and cannot be renewed then', async () => {
    const user = await registerThroughGateway(stack, name('idle'));
    expect((await streak(user.cookie)).statusCode).toBe(200);
    await sleep(IDLE_MS + 1200);
    const response = await streak(user.cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'AUTH_SESSION_INVALID' });
    expect((await renew(user.cookie)).statusCode).toBe(401);
  });

  it('an active user renews when the gateway says so and stays signed in past the idle window, but not past the absolute lifetime', async () => {
    const user = await registerThroughGateway(stack, name('active'));
    const started = Date.now();
    let cookie = user.cookie;
    let renewals = 0;
    // The app's rhythm, sped up: a call every 400 ms; a renewal whenever a response is marked due.
    while (Date.now() - started < ABSOLUTE_MS - 1500) {
      const response = await streak(cookie);
      expect(response.statusCode, `${Date.now() - started} ms after sign-in`).toBe(200);
      if (response.headers[SESSION_RENEW_HEADER] === 'due') {
        const renewed = await renew(cookie);
        expect(renewed.statusCode).toBe(200);
        expect(new Date(renewed.json<{ expiresAt: string }>().expiresAt).getTime()).toBeLessThanOrEqual(started + ABSOLUTE_MS + 1000);
        cookie = sessionCookieFrom(renewed);
        renewals++;
      }
      await sleep(400);
    }
    // Well past the idle window, still signed in, thanks to the renewals.
    expect(Date.now() - started).toBeGreaterThan(IDLE_MS + 1000);
    expect(renewals).toBeGreaterThan(0);

    // The absolute end: activity and renewals no longer help.
    await sleep(started + ABSOLUTE_MS + 1200 - Date.now());
    expect((await renew(cookie)).statusCode).toBe(401);
    expect((await streak(cookie)).statusCode).toBe(401);
  });

  it('a renewed token is the same session: logging out with it ends the session', async () => {
    const user = await registerThroughGateway(stack, name('same'));
    const renewed = await renew(user.cookie);
    expect(renewed.statusCode).toBe(200);
    const cookie = sessionCookieFrom(renewed);
    await stack.gateway.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    await sleep(300);
    expect((await streak(user.cookie)).statusCode).toBe(401);
    expect((await renew(cookie)).statusCode).toBe(401);
  });
});
