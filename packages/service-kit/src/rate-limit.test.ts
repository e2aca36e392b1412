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

describe('RateLimiter slots', () => {
  const times = { expectedMs: 2_000, leaseMs: 10_000 };

  it('lets one holder in at a time per key and tells the others when to try again', async () => {
    const { limiter } = limiterAt(Date.UTC(2026, 0, 1, 12, 0, 0));
    const first = await limiter.claim('login', 'alice', times);
    expect(first.held).toBe(true);
    expect(await limiter.claim('login', 'alice', times)).toEqual({ held: false, retryAfterSeconds: 2 });
    // Other keys, and other names for the same key, have slots of their own.
    expect((await limiter.claim('login', 'bob', times)).held).toBe(true);
    expect((await limiter.claim('other', 'alice', times)).held).toBe(true);
    if (first.held) await first.release();
    expect((await limiter.claim('login', 'alice', times)).held).toBe(true);
    // Claims made at the same moment: one wins.
    const together = await Promise.all([1, 2, 3].map(() => limiter.claim('login', 'dave', times)));
    expect(together.filter((claim) => claim.held)).toHaveLength(1);
    limiter.close();
  });

  it('frees a slot whose holder never released it once its lease has run out', async () => {
    const { limiter, clock } = limiterAt(Date.UTC(2026, 0, 1, 12, 0, 0));
    const stuck = await limiter.claim('login', 'carol', times);
    clock.now += 9_000;
    expect(await limiter.claim('login', 'carol', times)).toEqual({ held: false, retryAfterSeconds: 1 });
    clock.now += 1_000;
    const next = await limiter.claim('login', 'carol', times);
    expect(next.held).toBe(true);
    // The late holder's release does not free its successor's slot.
    if (stuck.held) await stuck.release();
    expect((await limiter.claim('login', 'carol', times)).held).toBe(false);
    limiter.close();
  });
});
