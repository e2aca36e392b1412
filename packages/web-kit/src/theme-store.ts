import { create } from 'zustand';
import { appliedDarkMode, applyDarkMode, forgetStoredDarkMode, PREFERS_DARK_QUERY, storeDarkMode, systemPrefersDark } from './theme-device.js';

// Spec section 4: dark mode is initialised once from the user's saved setting; later changes
// come from the profile/onboarding switches (which also save them). The store is a Module
// Federation singleton, so the shell and every remote see one `darkMode`. Before /api/user
// answers, the theme is the one shell/index.html applied before the first paint (the setting
// stored on this device, or the system's scheme); every setting known here is stored for the
// next cold start.

interface ThemeState {
  darkMode: boolean;
  /** True once the saved setting is known; later inits are ignored so a refetch never undoes a toggle. */
  initialised: boolean;
  initFromUser: (darkMode: boolean) => void;
  setDarkMode: (darkMode: boolean) => void;
  /** A visitor (signed out): nothing of the last user's is kept, and the system's scheme applies. */
  followSystem: () => void;
}

function applyAndStore(darkMode: boolean): void {
  applyDarkMode(darkMode);
  storeDarkMode(darkMode);
}

export const useThemeStore = create<ThemeState>((set, get) => ({
  darkMode: appliedDarkMode(),
  initialised: false,
  initFromUser: (darkMode) => {
    if (get().initialised) return;
    applyAndStore(darkMode);
    set({ darkMode, initialised: true });
  },
  setDarkMode: (darkMode) => {
    applyAndStore(darkMode);
    set({ darkMode, initialised: true });
  },
  followSystem: () => {
    forgetStoredDarkMode();
    const darkMode = systemPrefersDark();
    applyDarkMode(darkMode);
    // The next sign-in applies that user's saved setting again.
    set({ darkMode, initialised: false });
  },
}));

/**
 * While nobody is signed in, the theme follows the system's scheme as it changes. Returns the
 * unsubscribe.
 */
export function followSystemChanges(): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(PREFERS_DARK_QUERY);
  const onChange = () => {
    if (!useThemeStore.getState().initialised) useThemeStore.getState().followSystem();
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
