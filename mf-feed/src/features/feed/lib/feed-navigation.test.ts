import { describe, expect, it } from 'vitest';
import { mountedCards, neighbours, stepIndex } from './feed-navigation';

describe('stepIndex', () => {
  it('moves one card either way inside the list', () => {
    expect(stepIndex(3, 1, 10, true)).toBe(4);
    expect(stepIndex(3, -1, 10, false)).toBe(2);
    expect(stepIndex(3, 0, 10, true)).toBe(3);
  });

  it('wraps round both ends when wrapping', () => {
    expect(stepIndex(9, 1, 10, true)).toBe(0);
    expect(stepIndex(0, -1, 10, true)).toBe(9);
  });

  it('stops at the ends without wrapping', () => {
    expect(stepIndex(9, 1, 10, false)).toBe(9);
    expect(stepIndex(0, -1, 10, false)).toBe(0);
  });

  it('a single card or none goes nowhere', () => {
    expect(stepIndex(0, 1, 1, true)).toBe(0);
    expect(stepIndex(0, -1, 1, true)).toBe(0);
    expect(stepIndex(0, 1, 0, true)).toBe(0);
  });
});

describe('neighbours (which arrows show)', () => {
  it('inside the list: both', () => {
    expect(neighbours(4, 10, false)).toEqual({ previous: true, next: true });
  });

  it('wrapping: both at either end, since a swipe goes round', () => {
    expect(neighbours(0, 10, true)).toEqual({ previous: true, next: true });
    expect(neighbours(9, 10, true)).toEqual({ previous: true, next: true });
  });

  it('not wrapping: none before the first, none after the last', () => {
    expect(neighbours(0, 10, false)).toEqual({ previous: false, next: true });
    expect(neighbours(9, 10, false)).toEqual({ previous: true, next: false });
  });

  it('one card: no arrows either way', () => {
    expect(neighbours(0, 1, true)).toEqual({ previous: false, next: false });
    expect(neighbours(0, 1, false)).toEqual({ previous: false, next: false });
  });
});

describe('mountedCards', () => {
  it('mounts the card in view and two on each side, not the whole feed', () => {
    expect(mountedCards(250, 500, true)).toEqual([
      { index: 248, slot: -2 },
      { index: 249, slot: -1 },
      { index: 250, slot: 0 },
      { index: 251, slot: 1 },
      { index: 252, slot: 2 },
    ]);
  });

  it('wrapping, the first card has the last ones above it', () => {
    expect(mountedCards(0, 500, true).map((card) => card.index)).toEqual([498, 499, 0, 1, 2]);
  });

  it('not wrapping, nothing above the first card', () => {
    expect(mountedCards(0, 500, false)).toEqual([
      { index: 0, slot: 0 },
      { index: 1, slot: 1 },
      { index: 2, slot: 2 },
    ]);
  });

  it('a short wrapped feed mounts each card once, on its nearer side', () => {
    expect(mountedCards(0, 4, true)).toEqual([
      { index: 3, slot: -1 },
      { index: 0, slot: 0 },
      { index: 1, slot: 1 },
      { index: 2, slot: 2 },
    ]);
    expect(mountedCards(0, 2, true)).toEqual([
      { index: 0, slot: 0 },
      { index: 1, slot: 1 },
    ]);
  });

  it('a limit keeps the nearest cards, the next one before the previous one', () => {
    expect(mountedCards(250, 500, true, 2, 1)).toEqual([{ index: 250, slot: 0 }]);
    expect(mountedCards(250, 500, true, 2, 2)).toEqual([
      { index: 250, slot: 0 },
      { index: 251, slot: 1 },
    ]);
    expect(mountedCards(250, 500, true, 2, 4).map((card) => card.slot)).toEqual([-1, 0, 1, 2]);
    // Not wrapping, a card that is not there takes no place in the limit.
    expect(mountedCards(0, 500, false, 2, 2).map((card) => card.slot)).toEqual([0, 1]);
  });

  it('an empty feed mounts nothing', () => {
    expect(mountedCards(0, 0, true)).toEqual([]);
  });
});
