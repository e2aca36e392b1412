import { lazy } from 'react';
import { IdleSection } from '../../../components/ui/idle-section';

// As YOUR READING MIX: the body loads when the browser is idle (IdleSection).
const TopicsContent = lazy(() => import('./topics-content').catch(() => ({ default: () => <p>Shown again when you are online.</p> })));

/** TOPICS (issue 32): keywords followed or muted, and the mutes' ends. */
export function TopicsSection() {
  return (
    <IdleSection title="TOPICS" minHeight={160}>
      <TopicsContent />
    </IdleSection>
  );
}
