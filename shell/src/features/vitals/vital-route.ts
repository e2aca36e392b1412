// The route a report names: the shell's route template, never the path itself — an article's id
// (or anything else a path might carry) does not leave the device with the metrics.

/** Top-level routes of app-routes.tsx whose path has no ids. */
const PLAIN = new Set(['auth', 'discover', 'bookmarks', 'profile']);
const STEP = /^[a-z][a-z-]{0,31}$/;

/** `/news/65f…` → `/news/:id`; `/onboarding/interests` stays; a path no route knows → `/*`. */
export function vitalRoute(pathname: string): string {
  const [first, second, ...rest] = pathname.split('/').filter(Boolean);
  if (first === undefined) return '/';
  if (PLAIN.has(first) && second === undefined) return `/${first}`;
  if (first === 'news' && second !== undefined && rest.length === 0) return '/news/:id';
  if (first === 'onboarding' && rest.length === 0) return second === undefined ? '/onboarding' : `/onboarding/${STEP.test(second) ? second : '*'}`;
  return '/*';
}
