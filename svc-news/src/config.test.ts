import { ConfigError } from '@tidings/service-kit/config';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const required = { MONGO_URL: 'mongodb://127.0.0.1:27017', NATS_URL: 'nats://127.0.0.1:4222' };

describe('svc-news config', () => {
  it('defaults to port 4002 and the tidings-news database', () => {
    expect(loadConfig({ ...required, AUTH_URL: 'http://127.0.0.1:4001' })).toMatchObject({ PORT: 4002, HOST: '127.0.0.1', MONGO_DB: 'tidings-news' });
  });

  it('needs a way to get the session public key', () => {
    expect(() => loadConfig(required)).toThrow(ConfigError);
    expect(() => loadConfig(required)).toThrow(/JWT_PUBLIC_KEY, JWT_PUBLIC_KEY_FILE or AUTH_URL/);
  });
});
