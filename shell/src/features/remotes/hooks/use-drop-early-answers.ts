import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { dropEarly } from '@tidings/web-kit/early-answer';

/**
 * Answers started early are for the screen the page opened on. Once the location changes (a
 * visitor sent to /auth, a new reader sent to onboarding, any navigation), they are dropped: a
 * feed asked for before the interests were chosen must not be the one shown after.
 */
export function useDropEarlyAnswers(): void {
  const { pathname } = useLocation();
  const openedOn = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedOn.current) dropEarly();
  }, [pathname]);
}
