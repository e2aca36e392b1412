import { describe, expect, it } from 'vitest';
import { matchesPersonality } from './personality-search';

describe('personality search (spec section 5: a case-insensitive substring match)', () => {
  const ada = { name: 'Ada Lovelace', description: 'Mathematician and writer.' };
  it.each([
    ['', true],
    ['  ', true],
    ['love', true],
    ['LOVELACE', true],
    [' ada ', true],
    ['mathemat', true],
    ['babbage', false],
  ])('"%s" → %s', (query, expected) => {
    expect(matchesPersonality(ada, query)).toBe(expected);
  });
});
