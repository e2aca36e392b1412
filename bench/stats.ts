// What several benches compute alike: percentiles of timings, and waiting.

/** Timings of one figure: its median and 95th percentile, in milliseconds. */
export interface Timings {
  p50: number;
  p95: number;
}

/** Nearest-rank percentile (p from 0 to 1) of unsorted `times`; 0 when there are none. */
export function percentile(times: readonly number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

export const timings = (times: readonly number[]): Timings => ({ p50: percentile(times, 0.5), p95: percentile(times, 0.95) });

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long `task` took, in milliseconds. */
export async function timed(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

/** `runs` timings of `task`, after one untimed warm-up call. */
export async function repeat(runs: number, task: (run: number) => Promise<unknown>): Promise<number[]> {
  await task(-1);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) times.push(await timed(() => task(run)));
  return times;
}
