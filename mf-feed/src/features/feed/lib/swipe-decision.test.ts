import { describe, expect, it } from 'vitest';
import { decideSwipe, MS_PER_FRAME, type SwipeGesture } from './swipe-decision';

const HEIGHT = 800;
/** px/frame → the px/ms the gesture library reports. */
const perFrame = (value: number) => value / MS_PER_FRAME;
const gesture = (overrides: Partial<SwipeGesture>): SwipeGesture => ({ offset: 0, velocity: 0, direction: 0, elapsedMs: 1000, cardHeight: HEIGHT, ...overrides });

describe('decideSwipe', () => {
  describe('velocity above 15: one card in the swipe direction', () => {
    it('a flick up moves to the next card, even a short one', () => {
      expect(decideSwipe(gesture({ offset: -20, velocity: perFrame(16), direction: -1 }))).toBe(1);
    });

    it('a flick down moves to the previous card', () => {
      expect(decideSwipe(gesture({ offset: 30, velocity: perFrame(40), direction: 1 }))).toBe(-1);
    });

    it('follows the direction at release, not the distance covered', () => {
      expect(decideSwipe(gesture({ offset: -300, velocity: perFrame(20), direction: 1 }))).toBe(-1);
    });

    it('without a release direction, goes the way the finger moved', () => {
      expect(decideSwipe(gesture({ offset: -10, velocity: perFrame(20), direction: 0 }))).toBe(1);
    });
  });

  describe('velocity between 5 and 15: direction and position thresholds decide', () => {
    it('past 50 px and still moving that way: moves (up → next)', () => {
      expect(decideSwipe(gesture({ offset: -51, velocity: perFrame(5), direction: -1 }))).toBe(1);
    });

    it('past 50 px and still moving that way: moves (down → previous)', () => {
      expect(decideSwipe(gesture({ offset: 120, velocity: perFrame(15), direction: 1 }))).toBe(-1);
    });

    it('not past 50 px: stays', () => {
      expect(decideSwipe(gesture({ offset: -50, velocity: perFrame(10), direction: -1 }))).toBe(0);
    });

    it('turned back before letting go: stays, however far it went', () => {
      expect(decideSwipe(gesture({ offset: -600, velocity: perFrame(10), direction: 1 }))).toBe(0);
    });

    it('no direction at release: stays', () => {
      expect(decideSwipe(gesture({ offset: -200, velocity: perFrame(10), direction: 0 }))).toBe(0);
    });
  });

  describe('below 5', () => {
    it('a touch over 50 px faster than 0.3 px/ms on average is a swipe', () => {
      // 60 px in 150 ms = 0.4 px/ms, though the finger slowed to a stop at the end.
      expect(decideSwipe(gesture({ offset: -60, velocity: 0.05, direction: -1, elapsedMs: 150 }))).toBe(1);
      expect(decideSwipe(gesture({ offset: 60, velocity: 0, direction: 0, elapsedMs: 150 }))).toBe(-1);
    });

    it('over 50 px but not faster than 0.3 px/ms: snaps to the nearest card', () => {
      // 90 px in 300 ms = exactly 0.3 px/ms: not faster; the current card is nearer.
      expect(decideSwipe(gesture({ offset: -90, velocity: 0.05, direction: -1, elapsedMs: 300 }))).toBe(0);
    });

    it('fast but not over 50 px: snaps to the nearest card', () => {
      expect(decideSwipe(gesture({ offset: -50, velocity: 0.05, direction: -1, elapsedMs: 20 }))).toBe(0);
    });

    it('a slow drag past half the card settles on the next one', () => {
      expect(decideSwipe(gesture({ offset: -401, velocity: 0.01, direction: -1, elapsedMs: 3000 }))).toBe(1);
      expect(decideSwipe(gesture({ offset: 401, velocity: 0.01, direction: 1, elapsedMs: 3000 }))).toBe(-1);
    });

    it('a slow drag up to half the card settles back', () => {
      expect(decideSwipe(gesture({ offset: -400, velocity: 0.01, direction: -1, elapsedMs: 3000 }))).toBe(0);
    });

    it('no movement (a tap) stays', () => {
      expect(decideSwipe(gesture({ offset: 0, velocity: 0, direction: 0, elapsedMs: 0 }))).toBe(0);
    });
  });

  it('the bands meet where the spec puts them: 5 px/frame is 0.3 px/ms, 15 is 0.9 px/ms', () => {
    expect(perFrame(5)).toBeCloseTo(0.3);
    expect(perFrame(15)).toBeCloseTo(0.9);
    // Just under 5: the middle band's "turned back" rule no longer applies, the touch rule does.
    expect(decideSwipe(gesture({ offset: -200, velocity: perFrame(4.9), direction: 1, elapsedMs: 200 }))).toBe(1);
  });
});
