// Moving between cards, which neighbours the arrows offer, and which cards are mounted.
//
// Wrapping (spec: "the feed wraps (endless) by default"): past the last card comes the first,
// before the first the last. The arrows follow what a swipe would do, so with wrapping on and
// two or more cards both show everywhere — at the ends they lead round to the other end. With
// wrapping off they hide at the ends of the list. One card has no neighbours either way.

/** Cards mounted on each side of the current one: enough for a drag to reveal a neighbour and
 * for the next images to load early, few enough that a 500-card feed stays light. */
export const MOUNT_RADIUS = 2;

/** The card one step away, or the same index when there is none in that direction. */
export function stepIndex(index: number, step: -1 | 0 | 1, count: number, wrap: boolean): number {
  if (count === 0) return 0;
  const target = index + step;
  if (target >= 0 && target < count) return target;
  if (!wrap || count < 2) return index;
  return (target + count) % count;
}

export interface Neighbours {
  previous: boolean;
  next: boolean;
}

export function neighbours(index: number, count: number, wrap: boolean): Neighbours {
  return {
    previous: stepIndex(index, -1, count, wrap) !== index,
    next: stepIndex(index, 1, count, wrap) !== index,
  };
}

export interface MountedCard {
  /** Index in the list. */
  index: number;
  /** Position relative to the current card: 0 in view, -1 above, 1 below, … */
  slot: number;
}

/**
 * The cards to mount around `index`, each at its slot. With wrapping a short list could reach
 * one card from both sides; it is placed on the nearer side (the next side on a tie), once.
 * `limit` caps how many: the nearest first, the next one before the previous one.
 */
export function mountedCards(index: number, count: number, wrap: boolean, radius = MOUNT_RADIUS, limit = Infinity): MountedCard[] {
  if (count === 0) return [];
  const cards: MountedCard[] = [];
  const placed = new Set<number>();
  const place = (slot: number) => {
    const raw = index + slot;
    if (cards.length >= limit || (!wrap && (raw < 0 || raw >= count))) return;
    const at = ((raw % count) + count) % count;
    if (placed.has(at)) return;
    placed.add(at);
    cards.push({ index: at, slot });
  };
  place(0);
  for (let distance = 1; distance <= radius; distance++) {
    place(distance);
    place(-distance);
  }
  return cards.sort((a, b) => a.slot - b.slot);
}
