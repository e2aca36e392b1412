import { lazy, Suspense, useState } from 'react';
import { ChevronRight, KeyRound } from 'lucide-react';
import card from '../../../components/ui/card.module.css';

// Loads on the first tap (or when the row is about to be tapped), as the support sheets do.
const loadSheet = () => import('./developer-access-sheet');
const DeveloperAccessSheet = lazy(loadSheet);

/** SUPPORT's "Developer access" row (issue 27), opening its sheet. A list item of that card. */
export function DeveloperAccessRow() {
  const [open, setOpen] = useState(false);
  // Mounted from the first tap on, so the sheet can give focus back to this row when it closes.
  const [loaded, setLoaded] = useState(false);
  return (
    <li>
      <button
        type="button"
        className={card.row}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <span className={card.rowIcon} aria-hidden="true">
          <KeyRound size={18} />
        </span>
        <span className={card.rowText}>
          <span className={card.rowLabel}>Developer access</span>
          <span className={card.rowHint}>Tokens for your own scripts and apps</span>
        </span>
        <ChevronRight className={card.chevron} aria-hidden="true" size={20} />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <DeveloperAccessSheet open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </li>
  );
}
