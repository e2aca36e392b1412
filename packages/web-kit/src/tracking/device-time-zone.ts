import { canonicalTimeZone, TIME_ZONE_HEADER } from '@tidings/contracts/tracking-rules';

// The device's calendar for the streak. Its own module, shared by the shell: a screen that only
// reads the streak loads neither the tracking transport nor its own copy of the contracts.

function deviceTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone ? canonicalTimeZone(zone) : null;
  } catch {
    return null;
  }
}

/** The header naming the device's IANA time zone, when the browser names one the server knows. */
export function timeZoneHeader(): Record<string, string> {
  const zone = deviceTimeZone();
  return zone ? { [TIME_ZONE_HEADER]: zone } : {};
}
