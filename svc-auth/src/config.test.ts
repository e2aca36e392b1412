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
      SESSION_TTL: 7 * 86_400_000,
      // Off unless configured: only npm start's embedded default turns it on.
      TEST_ACCOUNT_ENABLED: false,
      COOKIE_SECURE: 'auto',
      AUTH_RATE_LIMIT_MAX: 10,
      AUTH_RATE_LIMIT_WINDOW: 60_000,
    });
  });

  it('reads durations and switches', () => {
    const config = loadConfig({ ...required, SESSION_TTL: '12h', AUTH_RATE_LIMIT_WINDOW: '90s', TEST_ACCOUNT_ENABLED: 'true' });
    expect(config.SESSION_TTL).toBe(12 * 3_600_000);
    expect(config.AUTH_RATE_LIMIT_WINDOW).toBe(90_000);
    expect(config.TEST_ACCOUNT_ENABLED).toBe(true);
  });

  it('lists every bad variable at once', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', SESSION_TTL: 'forever', COOKIE_SECURE: 'maybe' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.map((problem) => problem.split(':')[0]);
    expect(problems).toEqual(expect.arrayContaining(['PORT', 'MONGO_URL', 'NATS_URL', 'SESSION_TTL', 'COOKIE_SECURE']));
  });
});
