import { Dialog, DialogContent } from '@tidings/web-kit/ui/dialog';
import { SUPPORT_TOPICS, type SupportTopic } from '../lib/support-topics';
import { HelpContent } from './help-content';
import { PrivacyContent } from './privacy-content';
import { TermsContent } from './terms-content';
import styles from './support-sheet.module.css';

interface SupportSheetProps {
  topic: SupportTopic;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const CONTENT: Record<SupportTopic, () => React.JSX.Element> = { help: HelpContent, terms: TermsContent, privacy: PrivacyContent };

/** One support page in a bottom sheet (Radix Dialog: focus trapped, Escape and the backdrop close it). */
export default function SupportSheet({ topic, open, onOpenChange }: SupportSheetProps) {
  const title = SUPPORT_TOPICS.find((item) => item.id === topic)?.title ?? '';
  const Content = CONTENT[topic];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent variant="sheet" title={title} className={styles.sheet}>
        <div className={styles.body}>
          <Content />
        </div>
      </DialogContent>
    </Dialog>
  );
}
