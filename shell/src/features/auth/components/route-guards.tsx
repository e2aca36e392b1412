import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useUser } from '@tidings/web-kit/user';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { ONBOARDING_START } from '../lib/after-sign-in';

/**
 * Protected routes. While the user loads: a spinner. Visitor: /auth. A signed-in user who has
 * not completed onboarding is taken to its first step from any other protected route, so the
 * feed never opens on an empty profile; /onboarding/* itself stays reachable afterwards.
 */
export function RequireUser() {
  const { data: user, isPending, isError } = useUser();
  const { pathname } = useLocation();
  if (isPending) return <FullPageSpinner />;
  // An unreachable /api/user (not a 401) is treated like a visitor: /auth can still sign in.
  if (isError || !user) return <Navigate to="/auth" replace />;
  const inOnboarding = pathname === '/onboarding' || pathname.startsWith('/onboarding/');
  if (!user.onboardingCompleted && !inOnboarding) return <Navigate to={ONBOARDING_START} replace />;
  return <Outlet />;
}

/** /auth is for visitors; a signed-in user goes home (and on to onboarding if needed). */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  if (isPending) return <FullPageSpinner />;
  if (user) return <Navigate to="/" replace />;
  return children;
}
