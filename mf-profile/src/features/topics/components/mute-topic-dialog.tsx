import { MUTE_DURATION_LABELS, MUTE_DURATIONS } from '@tidings/contracts/briefing-texts';
import type { MuteDuration } from '@tidings/contracts/briefing';
import { Button } from '@tidings/web-kit/ui/button';
import { Dialog, DialogClose, DialogContent } from '@tidings/web-kit/ui/dialog';
import styles from './topics.module.css';

interface MuteTopicDialogProps {
  /** The topic to mute; null when closed. */
  label: string | null;
  onMute: (duration: MuteDuration) => void;
  onClose: () => void;
}

/** How long to mute a topic: 24 hours, 7 days, 30 days or for good. */
export function MuteTopicDialog({ label, onMute, onClose }: MuteTopicDialogProps) {
  return (
    <Dialog open={label !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={`Mute “${label ?? ''}”`} description="Stories about it leave your feed and today's edition for:">
        <div className={styles.durations}>
          {MUTE_DURATIONS.map((duration) => (
            <Button key={duration} variant="secondary" fullWidth onClick={() => onMute(duration)}>
              {MUTE_DURATION_LABELS[duration]}
            </Button>
          ))}
          <DialogClose asChild>
            <Button variant="ghost" fullWidth>
              Cancel
            </Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
