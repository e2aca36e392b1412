// Two small clocks the tracking client needs (spec section 9): a dedupe window for identical
// engagement posts and a throttle for touch events.

/** `isDuplicate(key)` answers true when the same key was let through less than `windowMs` ago. */
export function createDedupe(windowMs: number, now: () => number) {
  const lastSeen = new Map<string, number>();
  return {
    isDuplicate(key: string): boolean {
      const at = now();
      const last = lastSeen.get(key);
      if (last !== undefined && at - last < windowMs) return true;
      lastSeen.set(key, at);
      // Keys older than the window can never suppress anything again; keep the map small.
      if (lastSeen.size > 200) for (const [seen, time] of lastSeen) if (at - time >= windowMs) lastSeen.delete(seen);
      return false;
    },
  };
}

/** `allow()` answers true at most once per `intervalMs`. */
export function createThrottle(intervalMs: number, now: () => number) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    allow(): boolean {
      const at = now();
      if (at - last < intervalMs) return false;
      last = at;
      return true;
    },
  };
}
