import { ConfigError } from '@tidings/service-kit/config';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const required = { MONGO_URL: 'mongodb://127.0.0.1:27017', NATS_URL: 'nats://127.0.0.1:4222' };

describe('svc-auth config', () => {
  it('has the documented defaults', () => {
    expect(loadConfig(required)).toMatchObject({
      PORT: 4001,
      HOST: '127.0.0.1',
      MONGO_DB: 'tidings-auth',
      SESSION_IDLE_TIMEOUT: 30 * 60_000,
      SESSION_ABSOLUTE_LIFETIME: 12 * 3_600_000,
      // Off unless configured: only npm start's embedded default turns it on.
      TEST_ACCOUNT_ENABLED: false,
      COOKIE_SECURE: 'auto',
      AUTH_RATE_LIMIT_MAX: 20,
      AUTH_RATE_LIMIT_WINDOW: 60_000,
      AUTH_FAILED_LOGIN_MAX: 5,
      AUTH_FAILED_LOGIN_WINDOW: 15 * 60_000,
      AUTH_SLOWDOWN_AFTER: 10,
      AUTH_SLOWDOWN_MAX_DELAY: 5_000,
      TRUSTED_PROXIES: 'loopback',
      USER_RATE_LIMIT_WINDOW: 60_000,
      USER_RATE_LIMIT_EVENTS: 600,
      USER_RATE_LIMIT_WRITES: 600,
      USER_RATE_LIMIT_SEARCH: 300,
    });
  });

  it('reads durations and switches', () => {
    const config = loadConfig({ ...required, SESSION_IDLE_TIMEOUT: '2h', SESSION_ABSOLUTE_LIFETIME: '7d', AUTH_RATE_LIMIT_WINDOW: '90s', TEST_ACCOUNT_ENABLED: 'true' });
    expect(config.SESSION_IDLE_TIMEOUT).toBe(2 * 3_600_000);
    expect(config.SESSION_ABSOLUTE_LIFETIME).toBe(7 * 86_400_000);
    expect(config.AUTH_RATE_LIMIT_WINDOW).toBe(90_000);
    expect(config.TEST_ACCOUNT_ENABLED).toBe(true);
  });

  it('bounds the login slow-down and its window', () => {
    expect(() => loadConfig({ ...required, AUTH_SLOWDOWN_MAX_DELAY: '1m' })).toThrow(/AUTH_SLOWDOWN_MAX_DELAY/);
    expect(() => loadConfig({ ...required, AUTH_FAILED_LOGIN_WINDOW: '2d' })).toThrow(/AUTH_FAILED_LOGIN_WINDOW/);
    expect(() => loadConfig({ ...required, AUTH_FAILED_LOGIN_MAX: '0' })).toThrow(/AUTH_FAILED_LOGIN_MAX/);
  });

  it('lists every bad variable at once', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', SESSION_IDLE_TIMEOUT: 'forever', COOKIE_SECURE: 'maybe' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.map((problem) => problem.split(':')[0]);
    expect(problems).toEqual(expect.arrayContaining(['PORT', 'MONGO_URL', 'NATS_URL', 'SESSION_IDLE_TIMEOUT', 'COOKIE_SECURE']));
  });

  it('bounds the session lifetimes: idle ≤ 7 days, absolute ≤ 30 days, idle ≤ absolute', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig({ ...required, ...env });
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problemsOf({ SESSION_IDLE_TIMEOUT: '8d', SESSION_ABSOLUTE_LIFETIME: '30d' })).toEqual([expect.stringMatching(/^SESSION_IDLE_TIMEOUT: .*7 days/)]);
    expect(problemsOf({ SESSION_ABSOLUTE_LIFETIME: '31d' })).toEqual([expect.stringMatching(/^SESSION_ABSOLUTE_LIFETIME: .*30 days/)]);
    expect(problemsOf({ SESSION_IDLE_TIMEOUT: '2h', SESSION_ABSOLUTE_LIFETIME: '1h' })).toEqual([expect.stringMatching(/^SESSION_IDLE_TIMEOUT: .*SESSION_ABSOLUTE_LIFETIME/)]);
    expect(problemsOf({ SESSION_TTL: '7d' })).toEqual([expect.stringMatching(/^SESSION_TTL: was replaced by SESSION_IDLE_TIMEOUT/)]);
    expect(problemsOf({ SESSION_IDLE_TIMEOUT: '7d', SESSION_ABSOLUTE_LIFETIME: '30d' })).toEqual([]);
  });
});
