import { cleanup } from '@testing-library/react';
import { useThemeStore } from '@tidings/web-kit/theme-store';
import { useToastStore } from '@tidings/web-kit/toast-store';
import { afterEach } from 'vitest';

// No vitest globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  useToastStore.setState({ toasts: [] });
  useThemeStore.setState({ darkMode: false, initialised: false });
  document.documentElement.classList.remove('dark');
});
