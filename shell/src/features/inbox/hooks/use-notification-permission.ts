import { useCallback, useEffect, useState } from 'react';
import { notificationPermission } from '../lib/installed-app';

/** `Notification.permission`, kept current (the site settings can change it), and the way to ask for it. */
export function useNotificationPermission() {
  const [permission, setPermission] = useState(notificationPermission);

  useEffect(() => {
    let status: PermissionStatus | undefined;
    const update = () => setPermission(notificationPermission());
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((found) => {
        status = found;
        found.addEventListener('change', update);
      })
      .catch(() => undefined);
    return () => status?.removeEventListener('change', update);
  }, []);

  const request = useCallback(async () => {
    if (typeof Notification === 'undefined') return;
    setPermission(await Notification.requestPermission());
  }, []);

  return { permission, request };
}
