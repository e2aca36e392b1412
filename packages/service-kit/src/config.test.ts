import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { booleanVar, ConfigError, durationVar, parseEnv, serviceEnv } from './config.js';
import { trustedProxiesVar } from './trusted-proxies.js';

describe('config building blocks', () => {
  it.each([
    ['7d', 7 * 86_400_000],
    ['12h', 12 * 3_600_000],
    ['15m', 15 * 60_000],
    ['1 minute', 60_000],
    ['2 minutes', 120_000],
    ['90s', 90_000],
    ['90', 90_000],
    ['250ms', 250],
  ])('reads the duration %s', (value, ms) => {
    expect(durationVar('1s').parse(value)).toBe(ms);
  });

  it('rejects what is not a duration, and defaults when unset', () => {
    expect(durationVar('1s').safeParse('soon').success).toBe(false);
    expect(durationVar('2h').parse(undefined)).toBe(7_200_000);
  });

  it('reads switches', () => {
    expect(booleanVar(true).parse(undefined)).toBe(true);
    expect(booleanVar(true).parse('false')).toBe(false);
    expect(booleanVar(false).parse('yes')).toBe(true);
    expect(booleanVar(false).safeParse('maybe').success).toBe(false);
  });

  it('lists every problem in one ConfigError', () => {
    const schema = z.object({ A: z.string(), B: z.coerce.number().int() });
    expect(() => parseEnv(schema, { B: 'x' })).toThrow(ConfigError);
    try {
      parseEnv(schema, { B: 'x' });
    } catch (error) {
      expect((error as ConfigError).problems).toHaveLength(2);
    }
  });
});

describe('TRUSTED_PROXIES', () => {
  const parse = (value: string | undefined, fallback: string | false = 'loopback') => trustedProxiesVar(fallback).safeParse(value);

  it('defaults to the fallback when unset or empty (compose passes an empty string)', () => {
    expect(parse(undefined).data).toBe('loopback');
    expect(parse('  ', false).data).toBe(false);
  });

  it('takes proxy-addr names, addresses and CIDR ranges; `none` trusts nobody', () => {
    expect(parse('loopback, 172.28.0.10,10.0.0.0/8, fd00::/8').data).toBe('loopback, 172.28.0.10, 10.0.0.0/8, fd00::/8');
    expect(parse('none').data).toBe(false);
  });

  it.each(['everyone', '10.0.0.0/33', '300.1.1.1', 'true', '10.0.0.1/8/2'])('refuses %s', (value) => {
    expect(parse(value).success).toBe(false);
  });

  it('is part of every service environment, loopback only by default', () => {
    const schema = z.object(serviceEnv({ port: 1, db: 'x' }));
    const base = { MONGO_URL: 'mongodb://127.0.0.1:27017', NATS_URL: 'nats://127.0.0.1:4222' };
    expect(schema.parse(base).TRUSTED_PROXIES).toBe('loopback');
    expect(schema.parse({ ...base, TRUSTED_PROXIES: '172.28.0.10' }).TRUSTED_PROXIES).toBe('172.28.0.10');
    expect(schema.safeParse({ ...base, TRUSTED_PROXIES: 'anyone' }).success).toBe(false);
  });
});
