import { lazy } from 'react';
import { IdleSection } from '../../../components/ui/idle-section';

// The body loads when the browser is idle (IdleSection): the mix is below the profile's first
// figures. Offline before the chunk was ever fetched, the section says so and the rest stays.
const ReadingMixContent = lazy(() => import('./reading-mix-content').catch(() => ({ default: () => <p>Shown again when you are online.</p> })));

/** YOUR READING MIX (issue 31): the spectrum of what this reader read in the last 30 days. */
export function ReadingMixSection({ userId }: { userId: string }) {
  return (
    <IdleSection title="YOUR READING MIX" minHeight={180}>
      <ReadingMixContent userId={userId} />
    </IdleSection>
  );
}
