import { lazy, Suspense } from 'react';
import { useListenFlag } from '@tidings/web-kit/listen/listen-flag';
import { useUser } from '@tidings/web-kit/user';

// Issue 32: the mini player's place in every screen, loaded once the page has settled (see
// app-layout); the player and its controls load when something is playing or saved to resume.
const MiniPlayer = lazy(() => import('./mini-player').then(({ MiniPlayer }) => ({ default: MiniPlayer }), () => ({ default: () => null })));

/** Docked above the bottom bar (`withNav`) or at the bottom; it stays while the reader moves between screens. */
export function ListenSlot({ withNav }: { withNav: boolean }) {
  const active = useListenFlag((flag) => flag.active);
  const { data: user } = useUser();
  if (!active || !user) return null;
  return (
    <Suspense fallback={null}>
      <MiniPlayer userId={user.id} withNav={withNav} />
    </Suspense>
  );
}
