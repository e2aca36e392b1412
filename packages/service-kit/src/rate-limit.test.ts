import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.js';

/** NATS that never comes: the limiter must fall back to counting in this process. */
const absentBus = { isConnected: () => false, onReady: () => undefined };

function limiterAt(start: number) {
  const clock = { now: start };
  const warnings: unknown[] = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line)) });
  const limiter = new RateLimiter(absentBus, 'test', log, () => clock.now);
  return { limiter, clock, warnings };
}

describe('RateLimiter', () => {
  const rule = { name: 'calls', max: 3, windowMs: 60_000 };

  it('counts per key in this process, and logs once, when the shared store is away (never throws)', async () => {
    const { limiter, warnings } = limiterAt(Date.UTC(2026, 0, 1, 12, 0, 10));
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await limiter.hit(rule, 'alice'));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]).toEqual({ allowed: false, count: 4, retryAfterSeconds: 50 });
    expect((await limiter.hit(rule, 'bob')).allowed).toBe(true);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ msg: expect.stringContaining('counting in this process') });
    limiter.close();
  });

  it('judges on a sliding window: a burst just before an edge still counts just after it', async () => {
    const { limiter, clock } = limiterAt(Date.UTC(2026, 0, 1, 12, 0, 59));
    for (let i = 0; i < 3; i++) expect((await limiter.hit(rule, 'carol')).allowed).toBe(true);
    clock.now += 2_000; // 12:01:01 — a fixed window would start again from 0 here
    expect((await limiter.hit(rule, 'carol')).allowed).toBe(false);
    clock.now += 45_000; // 12:01:46: only a quarter of the previous window is still inside the last minute
    const later = await limiter.hit(rule, 'carol');
    expect(later.allowed).toBe(true);
    expect(later.count).toBe(3); // 3 × 0.23 + 2, rounded up
    limiter.close();
  });

  it('gives back a counted call with a negative weight, and peeks without counting', async () => {
    const { limiter } = limiterAt(Date.UTC(2026, 0, 1, 12, 0, 0));
    await limiter.hit(rule, 'dave');
    await limiter.hit(rule, 'dave');
    expect((await limiter.peek(rule, 'dave')).count).toBe(2);
    await limiter.hit(rule, 'dave', -1);
    expect(await limiter.peek(rule, 'dave')).toMatchObject({ count: 1, allowed: true });
    limiter.close();
  });
});
