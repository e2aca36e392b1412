import { useRef, useState } from 'react';
import { Bell } from 'lucide-react';
import type { InboxItem } from '@tidings/contracts/briefing';
import { bellLabel, INBOX_TEXTS } from '@tidings/contracts/briefing-texts';
import { useArticleReader } from '@tidings/web-kit/article-reader';
import { useOnline } from '@tidings/web-kit/offline/connectivity';
import { Dialog, DialogContent } from '@tidings/web-kit/ui/dialog';
import { useUser } from '@tidings/web-kit/user';
import { useInbox } from '../api/get-inbox';
import { useVisitInbox } from '../api/visit-inbox';
import { useInboxAlerts } from '../hooks/use-inbox-alerts';
import { useNotificationPermission } from '../hooks/use-notification-permission';
import { isInstalledApp } from '../lib/installed-app';
import { InboxAlertsOffer } from './inbox-alerts-offer';
import { InboxPanelBody } from './inbox-panel';
import styles from './inbox-bell.module.css';

/** More than this shows as "99+" (the name still says the number). */
const BADGE_MAX = 99;

/**
 * The top bar's bell (issue 32), loaded once the page has settled: polls the inbox, shows the
 * unread count, raises the system notifications, and opens the inbox panel.
 */
export default function InboxBell() {
  const { data: user } = useUser();
  const online = useOnline();
  const inbox = useInbox();
  const visit = useVisitInbox();
  const reader = useArticleReader();
  const { permission, request } = useNotificationPermission();
  const notificationsEnabled = Boolean(user?.notificationsEnabled);
  useInboxAlerts(inbox.data, notificationsEnabled, permission);
  const [open, setOpen] = useState(false);
  // Opening a story hands focus to the reader: the closing panel must not take it back to the bell.
  const openingStory = useRef(false);

  const unread = inbox.data?.unread ?? 0;
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      openingStory.current = false;
      visit.mutate();
    }
  };
  const openStory = (item: InboxItem) => {
    openingStory.current = true;
    setOpen(false);
    reader.open({ article: item.article });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <button type="button" className={styles.bell} aria-label={bellLabel(unread)} aria-haspopup="dialog" onClick={() => onOpenChange(true)}>
        <Bell aria-hidden="true" size={22} />
        {unread > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        ) : null}
      </button>
      <DialogContent
        title={INBOX_TEXTS.heading}
        variant="sheet"
        className={styles.panel}
        onCloseAutoFocus={(event) => {
          if (openingStory.current) event.preventDefault();
        }}
      >
        <InboxPanelBody
          inbox={inbox.data}
          failed={inbox.isError}
          retrying={inbox.isFetching}
          onRetry={() => void inbox.refetch()}
          offline={!online}
          onOpen={openStory}
          onLeave={() => setOpen(false)}
        />
        <InboxAlertsOffer possible={notificationsEnabled && isInstalledApp()} permission={permission} onRequest={() => void request()} />
      </DialogContent>
    </Dialog>
  );
}
