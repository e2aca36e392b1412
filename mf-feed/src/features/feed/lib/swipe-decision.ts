// Where a released swipe goes (spec section 4, "Swipe"), as a pure function of the gesture.
//
// Units. The spec's velocity bands (above 15, between 5 and 15) come from a swipe library that
// measures velocity in pixels per 60 Hz frame. We keep those numbers and convert the gesture's
// release velocity from px/ms (what @use-gesture/react reports) with 1 frame = 1000/60 ms:
//   5 px/frame  = 0.3 px/ms — exactly the spec's "faster than 0.3 px/ms" touch rule, so the two
//                 rules agree on where a deliberate swipe starts;
//   15 px/frame = 0.9 px/ms — a flick: a real phone flick releases at 1–3 px/ms, a slow drag
//                 well under 0.3.

/** Milliseconds in one 60 Hz frame: px/ms × this = px/frame. */
export const MS_PER_FRAME = 1000 / 60;
/** Release velocity (px/frame) above which one card moves in the swipe's direction. */
export const FLICK_VELOCITY = 15;
/** Release velocity (px/frame) from which direction and position decide. */
export const SWIPE_VELOCITY = 5;
/** Spec section 9: the swipe threshold. */
export const SWIPE_DISTANCE_PX = 50;
/** Spec section 4: a touch moving over 50 px faster than this (on average) is a swipe. */
export const TOUCH_SWIPE_SPEED_PX_PER_MS = 0.3;

export interface SwipeGesture {
  /** How far the finger moved, in px; negative = up (towards the next card). */
  offset: number;
  /** Speed at release, px/ms, not negative. */
  velocity: number;
  /** Direction of the motion at release: -1 up, 1 down, 0 none. */
  direction: -1 | 0 | 1;
  /** How long the touch lasted, ms. */
  elapsedMs: number;
  /** Height of one card, px ("nearest card" is decided at half of it). */
  cardHeight: number;
}

/** -1: previous card, 0: stay, 1: next card. */
export type SwipeStep = -1 | 0 | 1;

/** Finger moving up (negative px) shows the next card. */
const stepFor = (motion: number): SwipeStep => (motion < 0 ? 1 : motion > 0 ? -1 : 0);

export function decideSwipe({ offset, velocity, direction, elapsedMs, cardHeight }: SwipeGesture): SwipeStep {
  const perFrame = velocity * MS_PER_FRAME;
  const distance = Math.abs(offset);

  // A flick: one card in the direction the finger was moving when it let go.
  if (perFrame > FLICK_VELOCITY) return stepFor(direction || offset);

  // A deliberate swipe: past the swipe threshold and still moving that way. A finger that
  // turned back before letting go means "no, stay here".
  if (perFrame >= SWIPE_VELOCITY) {
    return distance > SWIPE_DISTANCE_PX && direction !== 0 && Math.sign(direction) === Math.sign(offset) ? stepFor(offset) : 0;
  }

  // Slow at release, but the touch as a whole was a quick stroke over 50 px: still a swipe.
  if (distance > SWIPE_DISTANCE_PX && elapsedMs > 0 && distance / elapsedMs > TOUCH_SWIPE_SPEED_PX_PER_MS) return stepFor(offset);

  // A slow drag: settle on whichever card covers more of the screen.
  return distance > cardHeight / 2 ? stepFor(offset) : 0;
}
