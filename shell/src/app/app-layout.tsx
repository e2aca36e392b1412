import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Outlet, useLocation } from 'react-router';
import { followSystemChanges, useThemeStore } from '@tidings/web-kit/theme-store';
import { useUser } from '@tidings/web-kit/user';
import { BottomNav, isBottomNavHidden } from '../components/bottom-nav';
import { TopBar } from '../components/top-bar';
import { OfflineBanner } from '../features/pwa/components/offline-banner';
import { useRefetchOnReconnect } from '../features/pwa/hooks/use-refetch-on-reconnect';
import { ReaderSlot } from '../features/reader/components/reader-slot';
import { useDropEarlyAnswers } from '../features/remotes/hooks/use-drop-early-answers';
import { Toaster } from '../features/toasts/components/toaster';
import { useTrackingLifecycle } from '../features/tracking/hooks/use-tracking-lifecycle';
import { usePageSettled } from '../lib/use-page-settled';
import styles from './app-layout.module.css';

// Listen mode's mini player (issue 32) shows once the page has settled: a queue saved to resume
// waits that long, and nothing of it is in any screen's first load. Offline before it was ever
// fetched, there is no player to show.
const ListenSlot = lazy(
  (): Promise<{ default: ComponentType<{ withNav: boolean }> }> =>
    import('../features/listen/components/listen-slot').then(({ ListenSlot }) => ({ default: ListenSlot }), () => ({ default: () => null })),
);

/** The phone-width column every screen renders in, with the bottom bar and the toasts. */
export function AppLayout() {
  const { pathname } = useLocation();
  const { data: user } = useUser();
  const settled = usePageSettled();
  const initTheme = useThemeStore((state) => state.initFromUser);
  const followSystemTheme = useThemeStore((state) => state.followSystem);
  useTrackingLifecycle();
  useRefetchOnReconnect();
  useDropEarlyAnswers();

  // Spec section 4: dark mode comes from the saved setting once; later changes are local. A
  // visitor (null; undefined is "not answered yet") gets the system's scheme, as it changes.
  useEffect(() => {
    if (user === undefined) return undefined;
    if (user) {
      initTheme(user.darkMode);
      return undefined;
    }
    followSystemTheme();
    return followSystemChanges();
  }, [user, initTheme, followSystemTheme]);

  // A visitor has nowhere to go but /auth, so the bar is for signed-in users only.
  const showNav = Boolean(user) && !isBottomNavHidden(pathname);
  return (
    <div className={styles.frame} data-with-nav={showNav || undefined}>
      {/* Offline, a signed-in reader is shown saved stories (a visitor has none to show). */}
      {user ? <OfflineBanner /> : null}
      {showNav ? <TopBar /> : null}
      <main className={styles.main}>
        <Outlet />
      </main>
      {showNav ? <BottomNav /> : null}
      {settled ? (
        <Suspense fallback={null}>
          <ListenSlot withNav={showNav} />
        </Suspense>
      ) : null}
      <ReaderSlot />
      <Toaster />
    </div>
  );
}
