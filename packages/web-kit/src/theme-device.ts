// The theme as this device knows it before the app runs. shell/index.html has a copy of this in
// an inline script that runs before the first paint (it cannot import): it reads the same key and
// applies the same class and colours. theme-boot-script.test.ts (shell) keeps the two in step.

/** localStorage key: 'dark' | 'light', the signed-in user's saved setting; absent for a visitor. */
export const THEME_STORAGE_KEY = 'tidings-theme';
export const DARK_CLASS = 'dark';
/** `<meta name="theme-color">` per theme: the brand blue in light, the page background in dark. */
export const THEME_COLORS = { light: '#3949c6', dark: '#0d1018' } as const;
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

/** The saved setting this device last saw, or null (a visitor, or never known here). */
export function readStoredDarkMode(): boolean | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'dark' ? true : value === 'light' ? false : null;
  } catch {
    // Storage can be refused (privacy settings): the device then simply knows nothing.
    return null;
  }
}

export function storeDarkMode(darkMode: boolean): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, darkMode ? 'dark' : 'light');
  } catch {
    // Not stored: the next cold start follows the system until /api/user answers.
  }
}

/** After sign-out the setting is no one's: the next visitor gets the system's scheme. */
export function forgetStoredDarkMode(): void {
  try {
    window.localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PREFERS_DARK_QUERY).matches;
}

/** What the boot script (or an earlier call) applied to <html>. */
export function appliedDarkMode(): boolean {
  return typeof document !== 'undefined' && document.documentElement.classList.contains(DARK_CLASS);
}

/** The class on <html> (tokens.css switches palettes and color-scheme on it) and the theme-color. */
export function applyDarkMode(darkMode: boolean): void {
  if (typeof document === 'undefined') return;
  document.documentElement.classList.toggle(DARK_CLASS, darkMode);
  const themeColor = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (themeColor) themeColor.content = darkMode ? THEME_COLORS.dark : THEME_COLORS.light;
}
