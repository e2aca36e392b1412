import { beforeEach, describe, expect, it } from 'vitest';
import { forgetReadingLog, READING_LOG_KEY, READING_LOG_MAX, READING_LOG_WINDOW_MS, readingLogSlot, readsOf, rememberRead } from './reading-log';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-03-31T12:00:00Z');

describe('the device reading log', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps each read with its outlet and time, for the user who read it', () => {
    const slot = readingLogSlot();
    rememberRead(slot, 'u1', { id: 'a1', source: 'Harbour Post', at: NOW - DAY });
    rememberRead(slot, 'u1', { id: 'a2', source: ' Valley Ledger ', at: NOW });
    expect(readsOf(readingLogSlot(), 'u1', NOW)).toEqual([
      { id: 'a1', source: 'Harbour Post', at: NOW - DAY },
      { id: 'a2', source: 'Valley Ledger', at: NOW },
    ]);
    expect(JSON.parse(window.localStorage.getItem(READING_LOG_KEY)!).userId).toBe('u1');
  });

  it('answers only the last 30 days and drops older reads on the next write', () => {
    const slot = readingLogSlot();
    rememberRead(slot, 'u1', { id: 'old', source: 'Harbour Post', at: NOW - READING_LOG_WINDOW_MS });
    rememberRead(slot, 'u1', { id: 'edge', source: 'Harbour Post', at: NOW - READING_LOG_WINDOW_MS + 1 });
    expect(readsOf(slot, 'u1', NOW).map((read) => read.id)).toEqual(['edge']);
    rememberRead(slot, 'u1', { id: 'new', source: 'Harbour Post', at: NOW + 2 });
    expect(JSON.parse(window.localStorage.getItem(READING_LOG_KEY)!).entries.map((read: { id: string }) => read.id)).toEqual(['new']);
  });

  it('keeps newer reads when an older one is added', () => {
    const slot = readingLogSlot();
    rememberRead(slot, 'u1', { id: 'a1', source: 'Harbour Post', at: NOW });
    rememberRead(slot, 'u1', { id: 'a2', source: 'Harbour Post', at: NOW - 10 * DAY });
    expect(readsOf(slot, 'u1', NOW).map((read) => read.id)).toEqual(['a1', 'a2']);
  });

  it('counts an article read twice once, at its latest read', () => {
    const slot = readingLogSlot();
    rememberRead(slot, 'u1', { id: 'a1', source: 'Harbour Post', at: NOW - 2 * DAY });
    rememberRead(slot, 'u1', { id: 'a2', source: 'Harbour Post', at: NOW - DAY });
    rememberRead(slot, 'u1', { id: 'a1', source: 'Harbour Post', at: NOW });
    expect(readsOf(slot, 'u1', NOW).map((read) => read.id)).toEqual(['a2', 'a1']);
  });

  it('belongs to one user: another user sees nothing and starts a log of their own', () => {
    const slot = readingLogSlot();
    rememberRead(slot, 'u1', { id: 'a1', source: 'Harbour Post', at: NOW });
    expect(readsOf(slot, 'u2', NOW)).toEqual([]);
    rememberRead(slot, 'u2', { id: 'a2', source: 'Valley Ledger', at: NOW });
    expect(readsOf(slot, 'u2', NOW).map((read) => read.id)).toEqual(['a2']);
    expect(readsOf(slot, 'u1', NOW)).toEqual([]);
  });

  it('keeps the newest reads only, at most its bound', () => {
    const slot = readingLogSlot();
    for (let index = 0; index < READING_LOG_MAX + 5; index++) rememberRead(slot, 'u1', { id: `a${index}`, source: 'Harbour Post', at: NOW - DAY + index });
    const reads = readsOf(slot, 'u1', NOW);
    expect(reads).toHaveLength(READING_LOG_MAX);
    expect(reads[0]!.id).toBe('a5');
  });

  it('leaves out reads without an outlet or with an id no article has', () => {
    const slot = readingLogSlot();
    rememberRead(slot, 'u1', { id: 'a1', source: '  ', at: NOW });
    rememberRead(slot, 'u1', { id: 'x'.repeat(65), source: 'Harbour Post', at: NOW });
    expect(readsOf(slot, 'u1', NOW)).toEqual([]);
  });

  it('ignores what it does not understand and is forgotten on sign-out', () => {
    window.localStorage.setItem(READING_LOG_KEY, JSON.stringify({ userId: 'u1', entries: [{ id: 'a1', source: 'Harbour Post', at: NOW }, { id: 2 }, 'x'] }));
    expect(readsOf(readingLogSlot(), 'u1', NOW)).toHaveLength(1);
    forgetReadingLog();
    expect(window.localStorage.getItem(READING_LOG_KEY)).toBeNull();
    window.localStorage.setItem(READING_LOG_KEY, '{not json');
    expect(readsOf(readingLogSlot(), 'u1', NOW)).toEqual([]);
  });
});
