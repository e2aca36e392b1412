import { lazy, Suspense, useState } from 'react';
import { Info } from 'lucide-react';
import { explainReason } from '../lib/explain-reason';
import styles from './card-actions.module.css';

// The sheet (and Radix Dialog with it) loads on the first tap: the feed's first paint needs neither.
const WhyThisStorySheet = lazy(() => import('./why-this-story-sheet').then((module) => ({ default: module.WhyThisStorySheet })));

/** "Why this story?": the feed's reason for showing a card, in plain words, in a bottom sheet. */
export function WhyThisStory({ reason, title }: { reason: string; title: string }) {
  const [open, setOpen] = useState(false);
  const explanation = explainReason(reason);
  if (!explanation) return null;
  return (
    <>
      <button type="button" className={styles.textButton} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <Info aria-hidden="true" size={16} />
        Why this story?
      </button>
      {open ? (
        <Suspense fallback={null}>
          <WhyThisStorySheet title={title} explanation={explanation} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
