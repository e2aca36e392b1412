import { create } from 'zustand';

// Spec section 4: dark mode is initialised once from the user's saved setting; later changes
// come from the profile/onboarding switches (which also save them). The store is a Module
// Federation singleton, so the shell and every remote see one `darkMode`.

export const DARK_CLASS = 'dark';

interface ThemeState {
  darkMode: boolean;
  /** True once initFromUser ran; later calls are ignored so a refetch never undoes a toggle. */
  initialised: boolean;
  initFromUser: (darkMode: boolean) => void;
  setDarkMode: (darkMode: boolean) => void;
}

function applyDarkClass(darkMode: boolean): void {
  if (typeof document === 'undefined') return;
  document.documentElement.classList.toggle(DARK_CLASS, darkMode);
}

export const useThemeStore = create<ThemeState>((set, get) => ({
  darkMode: false,
  initialised: false,
  initFromUser: (darkMode) => {
    if (get().initialised) return;
    applyDarkClass(darkMode);
    set({ darkMode, initialised: true });
  },
  setDarkMode: (darkMode) => {
    applyDarkClass(darkMode);
    set({ darkMode, initialised: true });
  },
}));
