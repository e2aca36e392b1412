import { Dialog, DialogContent } from '@tidings/web-kit/ui/dialog';
import type { ReasonExplanation } from '../lib/explain-reason';
import styles from './card-actions.module.css';

export interface WhyThisStorySheetProps {
  title: string;
  explanation: ReasonExplanation;
  onClose: () => void;
}

/**
 * The bottom sheet of "Why this story?" (Radix Dialog: focus moves in, Escape and the backdrop
 * close it, focus returns to the button that opened it).
 */
export function WhyThisStorySheet({ title, explanation, onClose }: WhyThisStorySheetProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
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
