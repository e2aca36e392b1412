import { describe, expect, it } from 'vitest';
import { VITAL_ROUTE_PATTERN } from '@tidings/contracts/vitals-limits';
import { vitalRoute } from './vital-route';

describe('vitalRoute (the route a vitals report names)', () => {
  it.each([
    ['/', '/'],
    ['/auth', '/auth'],
    ['/discover', '/discover'],
    ['/bookmarks/', '/bookmarks'],
    ['/profile', '/profile'],
    ['/news/65f1c0ffee0123456789abcd', '/news/:id'],
    ['/onboarding', '/onboarding'],
    ['/onboarding/interests', '/onboarding/interests'],
    ['/onboarding/Step42', '/onboarding/*'],
    ['/profile/ada', '/*'],
    ['/nowhere/at/all', '/*'],
  ])('%s → %s, which the gateway accepts', (path, route) => {
    expect(vitalRoute(path)).toBe(route);
    expect(VITAL_ROUTE_PATTERN.test(route)).toBe(true);
  });
});
