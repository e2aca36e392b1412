import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { booleanVar, ConfigError, durationVar, parseEnv } from './config.js';

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
