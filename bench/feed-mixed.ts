// The feed's mixed run: the same feed load alone and while other users write (engagement,
// reactions, bookmarks), in alternating rounds, with each round's ratio and their median.
import { loadavg } from 'node:os';
import { describeWrites, prepareWriters, writeLoad, type WriteRates } from './feed-writers.js';
import { CONNECTIONS, mean, measure, row, ROUNDS, RUN_SECONDS, sleep, type Figures } from './feed-measure.js';

/**
 * The mixed run's other users and their steady writes per second: 5 a second by default, the
 * volume of the measurement (one user setting about 5 reactions a second), spread over
 * the three kinds; BENCH_WRITE_SCALE multiplies them.
 */
const WRITERS = 5;
const WRITE_SCALE = Number(process.env.BENCH_WRITE_SCALE ?? 1);
const WRITE_RATES: WriteRates = { engagement: 2 * WRITE_SCALE, reactions: 2 * WRITE_SCALE, bookmarks: 1 * WRITE_SCALE };
/** Pause after each mixed-run measurement: the last writes' events are consumed before the next one. */
const SETTLE_MS = 3_000;

/**
 * The same feed load alone and while WRITERS other users write at WRITE_RATES, in alternating
 * rounds (alone first in odd rounds, mixed first in even ones) so the machine's drift hits both.
 */
export async function compareMixed(gateway: string, cookies: string[], articleIds: string[]): Promise<void> {
  const feed = `${gateway}/api/news/filtered`;
  const startWrites = writeLoad(gateway, await prepareWriters(gateway, WRITERS), articleIds, WRITE_RATES);
  console.log(
    `\nGET /api/news/filtered alone vs while ${WRITERS} other users write: ${WRITE_RATES.engagement} engagement (views/reads), ` +
      `${WRITE_RATES.reactions} reactions, ${WRITE_RATES.bookmarks} bookmark adds/removals a second; ${CONNECTIONS} connections, ${ROUNDS} rounds of ${RUN_SECONDS} s`,
  );
  const all: Record<'alone' | 'mixed', Figures[]> = { alone: [], mixed: [] };
  const run = async (name: 'alone' | 'mixed'): Promise<Figures> => {
    if (name === 'alone') return measure(feed, cookies);
    const writes = startWrites();
    await sleep(1_000);
    const figures = await measure(feed, cookies);
    console.log(`                writes: ${describeWrites(await writes.stop())}`);
    return figures;
  };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const name of round % 2 === 1 ? (['alone', 'mixed'] as const) : (['mixed', 'alone'] as const)) {
      const figures = await run(name);
      if (figures.errors) throw new Error(`${name}: ${figures.errors} failed requests`);
      all[name].push(figures);
      console.log(`  round ${round}  ${row(name === 'alone' ? 'feed alone' : 'feed + writes', figures)}  (load ${loadavg()[0]!.toFixed(1)})`);
      await sleep(SETTLE_MS);
    }
  }
  const alone = mean(all.alone);
  const mixed = mean(all.mixed);
  console.log(`  mean     ${row('feed alone', alone)}`);
  console.log(`  mean     ${row('feed + writes', mixed)}`);
  // Each round's pair runs back to back, so its ratio sees one state of a shared machine; the
  // median of those resists a load spike that lands on one run better than the ratio of means.
  const perRound = all.mixed.map((figures, i) => figures.rps / all.alone[i]!.rps);
  const median = [...perRound].sort((a, b) => a - b)[Math.floor(perRound.length / 2)]!;
  console.log(`  mixed / alone = ${(mixed.rps / alone.rps).toFixed(2)} of the means; per round ${perRound.map((r) => r.toFixed(2)).join(', ')}, median ${median.toFixed(2)}  (aim ≥ 0.90)`);
}
