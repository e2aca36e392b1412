import { Dialog, DialogContent } from '@tidings/web-kit/ui/dialog';
import { DeveloperAccess } from './developer-access';
import styles from './developer-access-sheet.module.css';

interface DeveloperAccessSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Developer access" in a bottom sheet, as the other SUPPORT rows open theirs. */
export default function DeveloperAccessSheet({ open, onOpenChange }: DeveloperAccessSheetProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        variant="sheet"
        title="Developer access"
        description="Personal access tokens let your own scripts and apps use the Tidings API. Treat each one like a password."
        className={styles.sheet}
      >
        <DeveloperAccess />
      </DialogContent>
    </Dialog>
  );
}
