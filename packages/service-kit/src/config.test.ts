import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { booleanVar, ConfigError, durationVar, MIN_SECRET_LENGTH, parseEnv, serviceEnv } from './config.js';
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

describe('secrets in production', () => {
  const schema = z.object(serviceEnv({ port: 1, db: 'x' }));
  const strong = 'a'.repeat(MIN_SECRET_LENGTH);
  const env = (mongoPassword: string, natsPassword: string, NODE_ENV = 'production') => ({
    NODE_ENV,
    MONGO_URL: `mongodb://svc-news:${mongoPassword}@mongo:27017/tidings-news?authSource=tidings-news&replicaSet=rs0`,
    NATS_URL: `nats://svc-news:${natsPassword}@nats:4222`,
  });
  const problemsOf = (value: NodeJS.ProcessEnv) => {
    try {
      parseEnv(schema, value);
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it('refuses .env.example\'s placeholder and short passwords, naming each variable and never the secret', () => {
    const problems = problemsOf(env('replace-me', 'x'.repeat(MIN_SECRET_LENGTH - 1)));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^MONGO_URL: .*placeholder "replace-me"/);
    expect(problems[1]).toMatch(new RegExp(`^NATS_URL: .*${MIN_SECRET_LENGTH - 1} characters.*at least ${MIN_SECRET_LENGTH}`));
    expect(problems.join('\n')).not.toContain('x'.repeat(MIN_SECRET_LENGTH - 1));
  });

  it("refuses a NATS password that does not start with a letter (nats-server's conf would read it as a number)", () => {
    const hex = `8e31${'a'.repeat(MIN_SECRET_LENGTH)}`;
    expect(problemsOf(env(strong, hex))).toEqual([expect.stringMatching(/^NATS_URL: .*start with a letter/)]);
    expect(problemsOf(env(hex, strong))).toEqual([]);
    expect(problemsOf(env(strong, hex, 'development'))).toEqual([]);
  });

  it('lists them with the other bad variables, in one error', () => {
    const problems = problemsOf({ ...env(strong, 'short'), PORT: 'eighty' });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual(['NATS_URL', 'PORT']);
  });

  it('checks every server of a NATS list and every host of a MongoDB replica set URL', () => {
    for (const cluster of ['nats://nats-1:4222,nats://svc-news:short@nats-2:4222', 'nats://svc-news:short@nats-1:4222, nats://svc-news:short@nats-2:4222']) {
      expect(problemsOf({ ...env(strong, strong), NATS_URL: cluster }), cluster).toEqual([expect.stringMatching(/^NATS_URL: .*5 characters/)]);
    }
    // A password may hold a comma or an escaped character: it is the whole of the userinfo's second part.
    const replicaSet = (password: string) => `mongodb://svc-news:${password}@mongo-1:27017,mongo-2:27017/db?replicaSet=rs0`;
    expect(problemsOf({ ...env(strong, strong), MONGO_URL: replicaSet('abc,def') })).toEqual([expect.stringMatching(/^MONGO_URL: .*7 characters/)]);
    expect(problemsOf({ ...env(strong, strong), MONGO_URL: replicaSet(`${'b'.repeat(20)}%2C%40`) })).toEqual([expect.stringMatching(/^MONGO_URL: .*22 characters/)]);
    expect(problemsOf({ ...env(strong, strong), MONGO_URL: replicaSet(`REPLACE-ME`) })).toEqual([expect.stringMatching(/^MONGO_URL: .*placeholder/)]);
  });

  it('accepts long random passwords, and URLs without one (another kind of authentication)', () => {
    expect(problemsOf(env(strong, strong))).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'production', MONGO_URL: 'mongodb://mongo:27017/?authMechanism=MONGODB-X509&tls=true', NATS_URL: 'nats://nats:4222' })).toEqual([]);
  });

  it('leaves npm start and the tests alone: outside production any password goes', () => {
    expect(problemsOf(env('replace-me', 'pw', 'development'))).toEqual([]);
    expect(problemsOf(env('replace-me', 'pw', 'test'))).toEqual([]);
    const { NODE_ENV: _unset, ...withoutNodeEnv } = env('replace-me', 'pw');
    expect(problemsOf(withoutNodeEnv)).toEqual([]);
  });
});
