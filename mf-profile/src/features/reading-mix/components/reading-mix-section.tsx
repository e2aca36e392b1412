import { lazy, Suspense, useEffect, useState } from 'react';
import { onIdle } from '@tidings/web-kit/when-page-settled';
import { ProfileSection } from '../../../components/ui/profile-section';

// The section's body is its own chunk, fetched once the profile is up and the browser idle: the
// profile's first load has no room to spare, and the mix is below its first figures. Meanwhile a
// placeholder holds its place (no status: the profile does not wait for it). Offline before the
// chunk was ever fetched, the section says so and the rest of the profile stays.
const ReadingMixContent = lazy(() => import('./reading-mix-content').catch(() => ({ default: () => <p>Shown again when you are online.</p> })));

/** The longest the body waits for an idle moment. */
const IDLE_TIMEOUT_MS = 1500;

/** YOUR READING MIX (issue 31): the spectrum of what this reader read in the last 30 days. */
export function ReadingMixSection({ userId }: { userId: string }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => onIdle(() => setIdle(true), IDLE_TIMEOUT_MS), []);
  // About the height of the mix, so the sections under it do not jump when it comes.
  const placeholder = <div style={{ minHeight: 180 }} aria-busy="true" />;
  return (
    <ProfileSection title="YOUR READING MIX">
      {idle ? (
        <Suspense fallback={placeholder}>
          <ReadingMixContent userId={userId} />
        </Suspense>
      ) : (
        placeholder
      )}
    </ProfileSection>
  );
}
