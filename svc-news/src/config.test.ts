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

  it('SAMPLES_HIDE_AFTER_FRESH: 60 by default, 0 keeps the samples, anything but a whole number from 0 is rejected', () => {
    const base = { ...required, AUTH_URL: 'http://127.0.0.1:4001' };
    expect(loadConfig(base).SAMPLES_HIDE_AFTER_FRESH).toBe(60);
    expect(loadConfig({ ...base, SAMPLES_HIDE_AFTER_FRESH: '0' }).SAMPLES_HIDE_AFTER_FRESH).toBe(0);
    for (const bad of ['-1', '2.5', 'many']) expect(() => loadConfig({ ...base, SAMPLES_HIDE_AFTER_FRESH: bad })).toThrow(/SAMPLES_HIDE_AFTER_FRESH/);
  });

  it('USER_ERASE_SWEEP: 60 s by default, between 1 s and 1 h', () => {
    const base = { ...required, AUTH_URL: 'http://127.0.0.1:4001' };
    expect(loadConfig(base).USER_ERASE_SWEEP).toBe(60_000);
    expect(loadConfig({ ...base, USER_ERASE_SWEEP: '5m' }).USER_ERASE_SWEEP).toBe(300_000);
    for (const bad of ['500ms', '2h', 'soon']) expect(() => loadConfig({ ...base, USER_ERASE_SWEEP: bad })).toThrow(/USER_ERASE_SWEEP/);
  });

  it('INGEST_SOURCE_LEASE: 60 s by default, between 1 s and 1 h', () => {
    const base = { ...required, AUTH_URL: 'http://127.0.0.1:4001' };
    expect(loadConfig(base).INGEST_SOURCE_LEASE).toBe(60_000);
    expect(loadConfig({ ...base, INGEST_SOURCE_LEASE: '2m' }).INGEST_SOURCE_LEASE).toBe(120_000);
    for (const bad of ['500ms', '2h', 'soon']) expect(() => loadConfig({ ...base, INGEST_SOURCE_LEASE: bad })).toThrow(/INGEST_SOURCE_LEASE/);
  });
});
