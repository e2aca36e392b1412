/** The session's platform (spec section 3): 'android' when the user agent says Android, else 'web'. */
export type SessionPlatform = 'android' | 'web';

export function detectPlatform(userAgent: string): SessionPlatform {
  return /android/i.test(userAgent) ? 'android' : 'web';
}
