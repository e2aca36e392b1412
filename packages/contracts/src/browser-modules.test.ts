import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trackedEventSchema } from './tracking.js';
import { trackedEventProblem } from './tracking-rules.js';

// Modules the browser imports at first load. zod is ~26 KB gzip: it must not ride along.
const BROWSER_MODULES = ['frontend-registry.ts', 'tracking-rules.ts', 'news-limits.ts', 'user-limits.ts', 'catalogue.ts', 'idempotency-protocol.ts', 'vitals-limits.ts', 'story-texts.ts', 'briefing-texts.ts'];

describe('contracts the browser loads at start', () => {
  it.each(BROWSER_MODULES)('%s imports neither zod nor a module that does', (file) => {
    const source = readFileSync(join(import.meta.dirname, file), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map(([, specifier]) => specifier!);
    expect(imports.filter((specifier) => !specifier.startsWith('./'))).toEqual([]);
    for (const local of imports) expect(BROWSER_MODULES).toContain(local.replace('./', '').replace(/\.js$/, '.ts'));
  });
});

describe('trackedEventProblem', () => {
  const base = { eventId: 'e'.repeat(36), sessionId: 's'.repeat(36), eventType: 'card_open' };
  it.each([
    ['a plain event', base],
    ['eventData and a story', { ...base, eventData: { index: 3, tags: ['a', 'b'] }, storyId: 'n1' }],
    ['an empty eventType', { ...base, eventType: '' }],
    ['a 51-character eventType', { ...base, eventType: 'x'.repeat(51) }],
    ['a 65-character storyId', { ...base, storyId: 'n'.repeat(65) }],
    ['a $ key', { ...base, eventData: { $where: 1 } }],
    ['a dotted key', { ...base, eventData: { 'a.b': 1 } }],
    ['too deep', { ...base, eventData: { a: { b: { c: { d: { e: { f: { g: { h: 1 } } } } } } } } }],
    ['too large', { ...base, eventData: { text: 'x'.repeat(9000) } }],
  ])('agrees with the server schema on %s', (_name, event) => {
    expect(trackedEventProblem(event) === null).toBe(trackedEventSchema.safeParse(event).success);
  });
});
