import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useUser } from '@tidings/web-kit/user';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { ONBOARDING_START, pathAfterSignIn, returnPathFrom, takePendingReturnPath, type AuthRedirectState } from '../lib/after-sign-in';

/**
 * Protected routes. While the user loads: a spinner. Visitor: /auth. A signed-in user who has
 * not completed onboarding is taken to its first step from any other protected route, so the
 * feed never opens on an empty profile; /onboarding/* itself stays reachable afterwards.
 */
export function RequireUser() {
  const { data: user, isPending, isError } = useUser();
  const { pathname, search } = useLocation();
  if (isPending) return <FullPageSpinner />;
  // Offline, web-kit answers /api/user with the last user this device knew (a 401 or a logout
  // forgets them), so a reader is not signed out by a train tunnel. Unreachable with no user
  // known: like a visitor, /auth can still sign in, then brings them back here (a shared article).
  if (isError || !user) return <Navigate to="/auth" replace state={{ from: `${pathname}${search}` } satisfies AuthRedirectState} />;
  const inOnboarding = pathname === '/onboarding' || pathname.startsWith('/onboarding/');
  if (!user.onboardingCompleted && !inOnboarding) return <Navigate to={ONBOARDING_START} replace />;
  return (
    <>
      {user.onboardingCompleted && pathname === '/' ? <ResumeAfterOnboarding /> : null}
      <Outlet />
    </>
  );
}

/** Onboarding ends on the feed; a new account that came from a shared link goes on to it. */
function ResumeAfterOnboarding() {
  const navigate = useNavigate();
  useEffect(() => {
    const path = takePendingReturnPath();
    if (path) void navigate(path, { replace: true });
  }, [navigate]);
  return null;
}

/** /auth is for visitors; a signed-in user goes where they were going, or home (onboarding first if needed). */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  const { state } = useLocation();
  if (isPending) return <FullPageSpinner />;
  if (user) return <Navigate to={pathAfterSignIn(user, returnPathFrom(state))} replace />;
  return children;
}
