import { lazy, Suspense, useEffect, useState } from 'react';
import { onIdle } from '@tidings/web-kit/when-page-settled';
import { ProfileSection } from '../../../components/ui/profile-section';

// As YOUR READING MIX: the body is its own chunk, fetched once the profile is up and the browser
// idle (the profile's first load has no room to spare), or at once when the reader reaches for it.
const TopicsContent = lazy(() => import('./topics-content').catch(() => ({ default: () => <p>Shown again when you are online.</p> })));

/** The longest the body waits for an idle moment. */
const IDLE_TIMEOUT_MS = 1500;

/** TOPICS (issue 32): keywords followed or muted, and the mutes' ends. */
export function TopicsSection() {
  const [idle, setIdle] = useState(false);
  useEffect(() => onIdle(() => setIdle(true), IDLE_TIMEOUT_MS), []);
  const placeholder = <div style={{ minHeight: 160 }} aria-busy="true" />;
  return (
    <ProfileSection title="TOPICS">
      {idle ? (
        <Suspense fallback={placeholder}>
          <TopicsContent />
        </Suspense>
      ) : (
        placeholder
      )}
    </ProfileSection>
  );
}
