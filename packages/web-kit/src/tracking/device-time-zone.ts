import { canonicalTimeZone } from '@tidings/contracts/tracking-rules';

// The device's calendar for the streak. Its own module: a screen that only reads the streak
// loads this, not the tracking transport (and its copy of the contracts) with it.

/** The device's IANA time zone, when the browser names one the server also knows. */
export function deviceTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone ? canonicalTimeZone(zone) : null;
  } catch {
    return null;
  }
}
