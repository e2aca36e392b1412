// Issue 9, "The built-in test account" and "Passwords and usernames", through the gateway on the
// real engines: what a client of /api sees.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@tidings/service-kit/testing/session';
import { registerThroughGateway, sessionCookieFrom, startGatewayStack, type GatewayStack } from '../gateway-stack.js';

const TEST_ACCOUNT = { username: 'testuser', password: 'password123' };
const PASSWORD = 'Harbour-lights-42';
const fresh = (prefix: string) => `${prefix}${randomUUID().slice(0, 8)}`;

function post(stack: GatewayStack, url: string, payload: object) {
  return stack.gateway.inject({ method: 'POST', url, payload });
}

describe.each([
  ['on', 'true'],
  ['off', 'false'],
])('the test account with TEST_ACCOUNT_ENABLED %s, through the gateway', (setting, value) => {
  let stack: GatewayStack;
  beforeAll(async () => {
    stack = await startGatewayStack({ auth: { TEST_ACCOUNT_ENABLED: value } });
  });
  afterAll(async () => stack?.close());

  it('GET /api/config is public and says whether Quick Test Login is offered', async () => {
    const response = await stack.gateway.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ quickTestLogin: setting === 'on' });
  });

  it("reserves 'testuser' and its case, width and look-alike variants", async () => {
    for (const username of ['testuser', 'TESTUSER', 'ｔｅｓｔｕｓｅｒ', 't\u0435stuser']) {
      const response = await post(stack, '/api/register', { username, password: PASSWORD });
      expect(response.statusCode, username).toBe(409);
      expect(response.json()).toMatchObject({ code: 'AUTH_USERNAME_RESERVED' });
      expect(response.cookies).toEqual([]);
    }
  });

  it(`${setting === 'on' ? 'signs in' : 'refuses to sign in'} with the fixed credentials`, async () => {
    const response = await post(stack, '/api/login', TEST_ACCOUNT);
    expect(response.statusCode).toBe(setting === 'on' ? 200 : 401);
  });

  it('documents /api/config in the merged OpenAPI document', async () => {
    const doc = (await stack.gateway.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, unknown> }>();
    expect(doc.paths['/api/config']).toHaveProperty('get');
  });
});

describe('a disabled test account whose row exists, through the gateway', () => {
  const stacks: GatewayStack[] = [];
  afterAll(async () => {
    for (const stack of stacks.reverse()) await stack.close();
  });

  it('cannot sign in, answering as a wrong password does, and its earlier sessions end for every verifier', async () => {
    const enabled = await startGatewayStack({ auth: { TEST_ACCOUNT_ENABLED: 'true' } });
    stacks.push(enabled);
    const cookie = sessionCookieFrom(await post(enabled, '/api/login', TEST_ACCOUNT));
    expect((await enabled.gateway.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(200);

    // The same database and session keys, restarted with the account turned off.
    const stack = await startGatewayStack({ keys: enabled.keys, auth: { TEST_ACCOUNT_ENABLED: 'false', MONGO_DB: enabled.auth.config.MONGO_DB } });
    stacks.push(stack);
    expect(await stack.auth.app.db.collection('users').countDocuments({ usernameKey: 'testuser' })).toBe(1);
    const refused = await post(stack, '/api/login', TEST_ACCOUNT);
    const wrong = await post(stack, '/api/login', { username: 'testuser', password: 'not-it-at-all' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'AUTH_INVALID_CREDENTIALS' });
    expect(refused.body).toBe(wrong.body);
    expect(refused.cookies).toEqual([]);
    const me = await stack.gateway.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    // Its sessions were ended for every verifier: svc-tracking's answer through the gateway too.
    await waitFor(
      async () => (await stack.gateway.inject({ method: 'GET', url: '/api/user/streak', headers: { cookie } })).statusCode === 401,
      "the test account's earlier session to be refused everywhere",
      1000,
    );
  });
});

describe('passwords and usernames, through the gateway', () => {
  let stack: GatewayStack;
  beforeAll(async () => {
    stack = await startGatewayStack();
  });
  afterAll(async () => stack?.close());

  it.each(['123456', 'password', 'qwerty123'])('refuses the common password %j with 400 AUTH_PASSWORD_TOO_COMMON', async (password) => {
    const username = fresh('common');
    const response = await post(stack, '/api/register', { username, password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'AUTH_PASSWORD_TOO_COMMON',
      error: 'Bad Request',
      message: 'This password is too common. Please choose another.',
    });
    expect((await post(stack, '/api/login', { username, password })).statusCode).toBe(401);
  });

  it('keeps the spec minimum of 6 characters and its message', async () => {
    const response = await post(stack, '/api/register', { username: fresh('short'), password: 'x7!Kq' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { password: 'Password must be at least 6 characters' } });
  });

  it('accepts a reasonable passphrase', async () => {
    const response = await post(stack, '/api/register', { username: fresh('phrase'), password: 'blue kettle on the hob' });
    expect(response.statusCode).toBe(201);
  });

  it('refuses zero-width, bidi-control and Cyrillic look-alikes of a taken name, and its other case', async () => {
    const name = fresh('reader');
    await registerThroughGateway(stack, name, PASSWORD);
    const invisible = [`${name.slice(0, 3)}\u200B${name.slice(3)}`, `${name}\u202E`, `\u2066${name}`];
    for (const username of invisible) {
      const response = await post(stack, '/api/register', { username, password: PASSWORD });
      expect(response.statusCode, JSON.stringify(username)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { username: 'Username cannot contain invisible or control characters' } });
    }
    const lookAlikes = [name.replace('e', '\u0435'), name.toUpperCase(), name.replace(/[a-z]/, (c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0))];
    for (const username of lookAlikes) {
      const response = await post(stack, '/api/register', { username, password: PASSWORD });
      expect(response.statusCode, JSON.stringify(username)).toBe(409);
      expect(response.json()).toMatchObject({ code: 'AUTH_USERNAME_TAKEN' });
    }
    expect(await stack.auth.app.db.collection('users').countDocuments({ usernameKey: name })).toBe(1);
  });

  it('signs in by the normalised name, never by a look-alike of it', async () => {
    const name = fresh('reader');
    await registerThroughGateway(stack, name, PASSWORD);
    expect((await post(stack, '/api/login', { username: name.toUpperCase(), password: PASSWORD })).statusCode).toBe(200);
    expect((await post(stack, '/api/login', { username: name.replace('e', '\u0435'), password: PASSWORD })).statusCode).toBe(401);
  });
});
