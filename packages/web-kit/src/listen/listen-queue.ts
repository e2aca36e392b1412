import type { ListenItem } from './listen-types';
import { speechChunks } from './listen-chunks';

// The queue's positions, as pure functions: an item is spoken as its title, then its text in
// sentence chunks; the position is (item index, chunk index).

/** The speeds offered, slowest first; 1 is normal. */
export const LISTEN_RATES = [0.8, 1, 1.25, 1.5, 2] as const;
export const DEFAULT_RATE = 1;

export interface ListenPosition {
  index: number;
  chunk: number;
}

/** What is spoken for one item: its title, then its text a sentence at a time. */
export function itemChunks(item: ListenItem): string[] {
  const title = item.title.replace(/\s+/g, ' ').trim();
  return [...(title ? [title] : []), ...speechChunks(item.text)];
}

/** Where the queue goes after the chunk at `at` is heard; `finished` says the item was heard to its end. */
export function afterChunk(at: ListenPosition, chunkCount: number, itemCount: number): { next: ListenPosition | null; finished: boolean } {
  if (at.chunk + 1 < chunkCount) return { next: { index: at.index, chunk: at.chunk + 1 }, finished: false };
  return { next: at.index + 1 < itemCount ? { index: at.index + 1, chunk: 0 } : null, finished: true };
}

/** The next item's start, or null at the end. */
export function nextItem(at: ListenPosition, itemCount: number): ListenPosition | null {
  return at.index + 1 < itemCount ? { index: at.index + 1, chunk: 0 } : null;
}

/** The previous item's start; on the first item, its own start. */
export function previousItem(at: ListenPosition): ListenPosition {
  return { index: Math.max(0, at.index - 1), chunk: 0 };
}

/** The next speed in LISTEN_RATES, back to the slowest after the fastest. */
export function nextRate(rate: number): number {
  const at = LISTEN_RATES.findIndex((step) => step >= rate - 1e-9);
  return at === -1 || at === LISTEN_RATES.length - 1 ? LISTEN_RATES[0] : LISTEN_RATES[at + 1]!;
}

/** A speed within the range, on one of its steps (a stored or passed value may be anything). */
export function clampRate(rate: unknown): number {
  if (typeof rate !== 'number' || !Number.isFinite(rate)) return DEFAULT_RATE;
  return LISTEN_RATES.reduce((best, step) => (Math.abs(step - rate) < Math.abs(best - rate) ? step : best), DEFAULT_RATE as number);
}

/** "2 of 12". */
export function queuePositionText(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}

/** "1.25×". */
export function rateText(rate: number): string {
  return `${rate}\u00d7`;
}
