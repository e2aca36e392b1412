import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ChevronRight, FileText, LifeBuoy, ShieldCheck } from 'lucide-react';
import card from '../../../components/ui/card.module.css';
import { ProfileSection } from '../../../components/ui/profile-section';
import { SUPPORT_TOPICS, type SupportTopic } from '../lib/support-topics';

// The sheet, Radix Dialog and the pages' text load on the first tap (or when a row is about to
// be tapped): the profile's first paint needs none of them.
const loadSheet = () => import('./support-sheet');
const SupportSheet = lazy(loadSheet);

const ICONS: Record<SupportTopic, typeof LifeBuoy> = { help: LifeBuoy, terms: FileText, privacy: ShieldCheck };

interface SupportSectionProps {
  /** Rows of other features after the spec's three (`<li>`s: the page composes them, as features do not import each other). */
  children?: ReactNode;
}

/** SUPPORT: Help & Support, Terms & Policies and Privacy, each opening a sheet. */
export function SupportSection({ children }: SupportSectionProps) {
  const [topic, setTopic] = useState<SupportTopic | null>(null);
  // Kept after closing, so the sheet can animate out and give focus back to its row.
  const [shown, setShown] = useState<SupportTopic | null>(null);

  return (
    <ProfileSection title="SUPPORT">
      <ul className={`${card.card} ${card.rows}`}>
        {SUPPORT_TOPICS.map(({ id, title, hint }) => {
          const Icon = ICONS[id];
          return (
            <li key={id}>
              <button
                type="button"
                className={card.row}
                aria-haspopup="dialog"
                aria-expanded={topic === id}
                onPointerEnter={() => void loadSheet()}
                onFocus={() => void loadSheet()}
                onClick={() => {
                  setShown(id);
                  setTopic(id);
                }}
              >
                <span className={card.rowIcon} aria-hidden="true">
                  <Icon size={18} />
                </span>
                <span className={card.rowText}>
                  <span className={card.rowLabel}>{title}</span>
                  <span className={card.rowHint}>{hint}</span>
                </span>
                <ChevronRight className={card.chevron} aria-hidden="true" size={20} />
              </button>
            </li>
          );
        })}
        {children}
      </ul>
      {shown ? (
        <Suspense fallback={null}>
          <SupportSheet topic={shown} open={topic !== null} onOpenChange={(open) => setTopic(open ? shown : null)} />
        </Suspense>
      ) : null}
    </ProfileSection>
  );
}
