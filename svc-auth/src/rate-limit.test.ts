import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slowdownDelayMs } from './session/attempt-limits.js';
import { build, registerUser, uniqueName, type TestApp } from './test/helper.js';

describe('login and register attempt limits', () => {
  let t: TestApp;
  let account: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await build({
      AUTH_RATE_LIMIT_MAX: '3',
      AUTH_RATE_LIMIT_WINDOW: '1 minute',
      AUTH_FAILED_LOGIN_MAX: '3',
      AUTH_SLOWDOWN_AFTER: '2',
      AUTH_SLOWDOWN_MAX_DELAY: '1500ms',
    });
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

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as its IPv4 address', async () => {
    for (const ip of ['2001:db8:77:1::1', '2001:db8:77:1::2', '2001:db8:77:1:ffff:ffff:ffff:9']) expect((await login(ip, uniqueName('v6'))).statusCode).toBe(401);
    expectLimited(await login('2001:db8:77:1::abcd', uniqueName('v6')));
    // The next /64 is someone else.
    expect((await login('2001:db8:77:2::1', uniqueName('v6'))).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) expect((await login('::ffff:203.0.113.70', uniqueName('mapped'))).statusCode).toBe(401);
    expectLimited(await login('203.0.113.70', uniqueName('mapped')));
  });

  it('counts the address the gateway saw, not what a client wrote into X-Forwarded-For', async () => {
    const viaGateway = (spoofed: string) => login(`${spoofed}, 192.0.2.77`, uniqueName('spoof'));
    expect((await viaGateway('10.0.0.1')).statusCode).toBe(401);
    expect((await viaGateway('10.0.0.2')).statusCode).toBe(401);
    expect((await viaGateway('10.0.0.3')).statusCode).toBe(401);
    expectLimited(await viaGateway('10.0.0.4'));
  });

  it('limits failed logins per (username, IP); the same account from another address still signs in', async () => {
    const attacker = '198.51.100.20';
    for (let i = 0; i < 3; i++) expect((await login(attacker, account.username)).statusCode).toBe(401);
    expectLimited(await login(attacker, account.username));
    expectLimited(await login(attacker, account.username, account.password));
    expect((await login('198.51.100.21', account.username, account.password)).statusCode).toBe(200);
  });

  it('only slows down (never locks) a username attacked from many addresses, with a growing, bounded delay', async () => {
    const target = await registerUser(t.app, uniqueName('target'), 'secret123');
    const timed = async (ip: string, password?: string) => {
      const started = performance.now();
      const response = await login(ip, target.username, password);
      return { status: response.statusCode, ms: performance.now() - started };
    };
    const attempts = [];
    for (let i = 0; i < 7; i++) attempts.push(await timed(`198.51.100.${30 + i}`));
    // Never a 429: each address is new, and the account itself is never locked.
    expect(attempts.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 401, 401]);
    // 2 failures are free, then 250, 500, 1000 ms, then the 1500 ms bound (slowdownDelayMs below).
    expect(attempts[6]!.ms).toBeGreaterThanOrEqual(1450);
    // The real user, from their own address, signs in — after the bounded wait, not a lock.
    const real = await timed('198.51.100.99', target.password);
    expect(real.status).toBe(200);
    expect(real.ms).toBeGreaterThanOrEqual(1450);
    expect(real.ms).toBeLessThan(10_000);
  });
});

describe('failed logins per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ AUTH_FAILED_LOGIN_MAX: '3' });
  });
  afterAll(() => t.close());

  it('are counted by the key login finds the account by: every spelling of one account shares its budget', async () => {
    const emilia = await registerUser(t.app, uniqueName('emilia'), 'secret123');
    const login = (username: string, password = 'wrong-one', ip = '198.51.100.140') =>
      t.app.inject({ method: 'POST', url: '/api/login', headers: { 'x-forwarded-for': ip }, payload: { username, password } });
    // Dotless ı folds to i (as does ı's upper case, I): login signs 'emılıa_…' in to 'emilia_…'.
    const dotless = emilia.username.replace(/i/g, 'ı');
    expect((await login(dotless)).statusCode).toBe(401);
    expect((await login(`  ${dotless}`)).statusCode).toBe(401);
    expect((await login(emilia.username)).statusCode).toBe(401);
    const refused = await login(dotless, emilia.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'AUTH_RATE_LIMITED' });
    expect((await login(dotless, emilia.password, '198.51.100.141')).statusCode).toBe(200);
  });
});

describe('the slow-down delay', () => {
  it('is free up to the threshold, then doubles from 250 ms, and never exceeds its bound', () => {
    const options = { slowdownAfter: 10, slowdownMaxDelayMs: 5000 };
    expect([0, 9, 10, 11, 12, 13, 14, 15, 16, 1_000_000].map((failures) => slowdownDelayMs(failures, options))).toEqual([
      0, 0, 0, 250, 500, 1000, 2000, 4000, 5000, 5000,
    ]);
  });
});

describe('a user who signs in often', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ AUTH_FAILED_LOGIN_MAX: '2', AUTH_SLOWDOWN_AFTER: '2', AUTH_SLOWDOWN_MAX_DELAY: '0' });
  });
  afterAll(() => t.close());

  it('never meets the failure limits: a successful login gives back what its attempt counted', async () => {
    const account = await registerUser(t.app, uniqueName('regular'), 'secret123');
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', headers: { 'x-forwarded-for': '198.51.100.60' }, payload: { username: account.username, password } });
    for (let i = 0; i < 5; i++) expect((await login(account.password)).statusCode).toBe(200);
    expect((await login('wrong-one')).statusCode).toBe(401);
    expect((await login('wrong-one')).statusCode).toBe(401);
    expect((await login(account.password)).statusCode).toBe(429);
  });
});

describe('an account guessed at in parallel, past the slow-down threshold', () => {
  let t: TestApp;
  let target: Awaited<ReturnType<typeof registerUser>>;
  /** The cookie a browser keeps once it has signed in to the account. */
  let device: string;
  beforeAll(async () => {
    t = await build({ AUTH_SLOWDOWN_AFTER: '2', AUTH_SLOWDOWN_MAX_DELAY: '1500ms' });
    target = await registerUser(t.app, uniqueName('parallel'), 'secret123');
    const signedIn = await login('198.51.100.150', target.password);
    device = `tidings_device=${signedIn.cookies.find((c) => c.name === 'tidings_device')?.value}`;
    // Past the threshold: two failures are free, the third is the first over it.
    for (let i = 0; i < 3; i++) expect((await login(`198.51.100.${160 + i}`)).statusCode).toBe(401);
  });
  afterAll(() => t.close());

  let nextAddress = 1;
  function login(ip = `203.0.113.${nextAddress++}`, password = 'wrong-one', cookie?: string) {
    return t.app.inject({ method: 'POST', url: '/api/login', headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) }, payload: { username: target.username, password } });
  }

  it('takes one attempt at a time, across addresses: the others are 429 AUTH_RATE_LIMITED with Retry-After, and checked no password', async () => {
    const timed = async () => {
      const started = performance.now();
      const response = await login();
      return { response, ms: performance.now() - started };
    };
    const answers = await Promise.all(Array.from({ length: 6 }, timed));
    expect(answers.map((a) => a.response.statusCode).sort()).toEqual([401, 429, 429, 429, 429, 429]);
    const holder = answers.find((a) => a.response.statusCode === 401)!;
    expect(holder.ms).toBeGreaterThanOrEqual(240);
    for (const refused of answers.filter((a) => a.response.statusCode === 429)) {
      expect(refused.response.json()).toMatchObject({ code: 'AUTH_RATE_LIMITED' });
      expect(Number(refused.response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // Refused at once: only the attempt holding the account's slot waits its delay.
      expect(refused.ms).toBeLessThan(holder.ms);
    }
    // Once it is done, the next attempt gets its turn.
    expect((await login()).statusCode).toBe(401);
  });

  it('never turns away a browser that signed in to the account before: a stranger holding the slot cannot keep the user out', async () => {
    expect(device).toMatch(/^tidings_device=[\w-]+\.[\w-]+\.[\w-]+$/);
    const holder = login();
    await sleep(100);
    const [stranger, user] = await Promise.all([login(undefined, target.password), login(undefined, target.password, device)]);
    expect(stranger.statusCode).toBe(429);
    expect(user.statusCode).toBe(200);
    expect((await holder).statusCode).toBe(401);
  });
});
