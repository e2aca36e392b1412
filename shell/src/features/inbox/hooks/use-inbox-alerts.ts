import { useEffect } from 'react';
import type { Inbox } from '@tidings/contracts/briefing';
import { alertsAllowed } from '../lib/inbox-alerts';
import { isInstalledApp, notificationPermission } from '../lib/installed-app';
import { announceFromPage } from '../lib/page-announcer';
import { syncInboxInBackground } from '../lib/periodic-sync';

/** The service worker's registration once one is active; null where there is none. */
function activeRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return Promise.resolve(null);
  return navigator.serviceWorker.ready;
}

/**
 * After each answer of the poll: breaking stories on followed topics become system notifications
 * when the reader allows it (the Notifications switch, an installed app, permission granted), and
 * the worker's background check is kept registered exactly while that holds.
 */
export function useInboxAlerts(inbox: Inbox | undefined, notificationsEnabled: boolean, permission: NotificationPermission | 'unsupported' = notificationPermission()): void {
  const allowed = alertsAllowed({ notificationsEnabled, installed: isInstalledApp(), permission });

  useEffect(() => {
    let active = true;
    void activeRegistration().then((registration) => {
      if (active && registration) void syncInboxInBackground(registration, allowed);
    });
    return () => {
      active = false;
    };
  }, [allowed]);

  useEffect(() => {
    if (!allowed || !inbox) return;
    void activeRegistration().then((registration) => (registration ? announceFromPage(inbox.items, registration) : undefined));
  }, [allowed, inbox]);
}
