import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, registerUser, uniqueName, type TestApp } from './test/helper.js';

describe('login and register attempt limits', () => {
  let t: TestApp;
  let account: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await build({ AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW: '1 minute' });
    account = await registerUser(t.app, uniqueName('limited'), 'secret123');
  });
  afterAll(() => t.close());

  const login = (ip: string, username: string, password = 'wrong-one') =>
    t.app.inject({ method: 'POST', url: '/api/login', headers: { 'x-forwarded-for': ip }, payload: { username, password } });

  const expectLimited = (response: Awaited<ReturnType<typeof login>>) => {
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(response.json()).toEqual({
      statusCode: 429,
      code: 'AUTH_RATE_LIMITED',
      error: 'Too Many Requests',
      message: `Too many attempts. Try again in ${retryAfter} seconds.`,
    });
  };

  it('limits attempts per client IP, across usernames and across login and register', async () => {
    const ip = '203.0.113.10';
    expect((await login(ip, uniqueName('a'))).statusCode).toBe(401);
    expect((await login(ip, uniqueName('b'))).statusCode).toBe(401);
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'x-forwarded-for': ip },
      payload: { username: uniqueName('c'), password: 'secret123' },
    });
    expect(register.statusCode).toBe(201);
    expectLimited(await login(ip, uniqueName('d')));
    // Even the right password waits: the limit is checked before the credentials.
    expectLimited(await login(ip, account.username, account.password));
    // Another address is not affected.
    expect((await login('203.0.113.11', uniqueName('e'))).statusCode).toBe(401);
  });

  it('counts the address the gateway saw, not what a client wrote into X-Forwarded-For', async () => {
    const viaGateway = (spoofed: string) => login(`${spoofed}, 192.0.2.77`, uniqueName('spoof'));
    expect((await viaGateway('10.0.0.1')).statusCode).toBe(401);
    expect((await viaGateway('10.0.0.2')).statusCode).toBe(401);
    expect((await viaGateway('10.0.0.3')).statusCode).toBe(401);
    expectLimited(await viaGateway('10.0.0.4'));
  });

  it('limits attempts per username, whichever addresses they come from and whatever the case', async () => {
    const target = uniqueName('target');
    expect((await login('198.51.100.1', target)).statusCode).toBe(401);
    expect((await login('198.51.100.2', target.toUpperCase())).statusCode).toBe(401);
    expect((await login('198.51.100.3', target)).statusCode).toBe(401);
    expectLimited(await login('198.51.100.4', target));
    // Another username from a fresh address still gets through.
    expect((await login('198.51.100.5', uniqueName('other'))).statusCode).toBe(401);
  });
});
