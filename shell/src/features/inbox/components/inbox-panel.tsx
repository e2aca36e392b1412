import { useState } from 'react';
import { Link } from 'react-router';
import { BellOff, CloudOff, Inbox as InboxIcon, WifiOff } from 'lucide-react';
import type { Inbox, InboxItem } from '@tidings/contracts/briefing';
import { INBOX_TEXTS } from '@tidings/contracts/briefing-texts';
import { Button } from '@tidings/web-kit/ui/button';
import { Spinner } from '@tidings/web-kit/ui/spinner';
import { StatePanel } from '@tidings/web-kit/ui/state-panel';
import { useTopics } from '../api/get-topics';
import { InboxItemRow } from './inbox-item';
import styles from './inbox-panel.module.css';

export interface InboxPanelBodyProps {
  inbox: Inbox | undefined;
  /** The inbox could not be loaded (and none is kept). */
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  offline: boolean;
  onOpen: (item: InboxItem) => void;
  /** Leaves the panel for another screen (the profile, to follow topics). */
  onLeave: () => void;
}

function EmptyInbox({ onLeave }: { onLeave: () => void }) {
  const topics = useTopics(true);
  if (topics.isPending) return <Spinner label="Loading your inbox" />;
  if (topics.data?.length === 0) {
    return (
      <StatePanel
        icon={BellOff}
        action={
          <Link to="/profile" className={styles.link} onClick={onLeave}>
            Choose topics in your profile
          </Link>
        }
      >
        {INBOX_TEXTS.noTopics}
      </StatePanel>
    );
  }
  return <StatePanel icon={InboxIcon}>{INBOX_TEXTS.empty}</StatePanel>;
}

/** What the panel lists: the stories, or why there are none. */
export function InboxPanelBody({ inbox, failed, retrying, onRetry, offline, onOpen, onLeave }: InboxPanelBodyProps) {
  // Ages are read once per opening: the list does not reshuffle its words while being read.
  const [now] = useState(Date.now);
  if (!inbox) {
    if (offline) return <StatePanel icon={WifiOff}>You&apos;re offline. Your inbox updates when you&apos;re back online.</StatePanel>;
    if (failed) {
      return (
        <StatePanel
          icon={CloudOff}
          role="alert"
          action={
            <Button variant="secondary" onClick={onRetry} aria-disabled={retrying || undefined}>
              Try again
            </Button>
          }
        >
          {INBOX_TEXTS.error}
        </StatePanel>
      );
    }
    return <Spinner label="Loading your inbox" />;
  }
  if (inbox.items.length === 0) return <EmptyInbox onLeave={onLeave} />;
  return (
    <ul className={styles.list} aria-label="Stories">
      {inbox.items.map((item) => (
        <InboxItemRow key={item.article.id} item={item} now={now} onOpen={onOpen} />
      ))}
    </ul>
  );
}
