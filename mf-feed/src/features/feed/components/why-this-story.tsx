import { useState } from 'react';
import { Info } from 'lucide-react';
import { Dialog, DialogContent, DialogTrigger } from '@tidings/web-kit/ui/dialog';
import { explainReason } from '../lib/explain-reason';
import styles from './card-actions.module.css';

/**
 * "Why this story?": the feed's reason for showing a card, in plain words, in a bottom sheet
 * (Radix Dialog: focus moves in, Escape and the backdrop close it, focus returns to the button).
 */
export function WhyThisStory({ reason, title }: { reason: string; title: string }) {
  const [open, setOpen] = useState(false);
  const explanation = explainReason(reason);
  if (!explanation) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={styles.textButton}>
        <Info aria-hidden="true" size={16} />
        Why this story?
      </DialogTrigger>
      <DialogContent title="Why this story?" description={title} variant="sheet">
        <div className={styles.reason}>
          <p className={styles.reasonWhy}>{explanation.why}</p>
          {explanation.when ? <p>{explanation.when}</p> : null}
          <p className={styles.reasonNote}>
            Your feed puts the topics and people you follow first, favours fresh stories from credible sources, shows one card per story and leaves out what you have
            already seen.
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
