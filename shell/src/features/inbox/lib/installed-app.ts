// An installed app runs in a display mode of its own (the web manifest's); Safari on iOS says so
// through navigator.standalone instead. A tab in the browser is `browser`.
const INSTALLED_DISPLAY_MODES = ['standalone', 'minimal-ui', 'window-controls-overlay'] as const;

export function isInstalledApp(win: Window = window): boolean {
  if ((win.navigator as Navigator & { standalone?: boolean }).standalone === true) return true;
  if (typeof win.matchMedia !== 'function') return false;
  return INSTALLED_DISPLAY_MODES.some((mode) => win.matchMedia(`(display-mode: ${mode})`).matches);
}

/** `Notification.permission`, or 'unsupported' where the API is missing (iOS before an install). */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}
