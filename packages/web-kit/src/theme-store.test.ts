import { beforeEach, describe, expect, it } from 'vitest';
import { useThemeStore } from './theme-store';

const isDark = () => document.documentElement.classList.contains('dark');

beforeEach(() => {
  document.documentElement.classList.remove('dark');
  useThemeStore.setState({ darkMode: false, initialised: false });
});

describe('theme store', () => {
  it('applies the saved setting once, ignoring later refetches', () => {
    useThemeStore.getState().initFromUser(true);
    expect(isDark()).toBe(true);
    useThemeStore.getState().initFromUser(false);
    expect(isDark()).toBe(true);
    expect(useThemeStore.getState().darkMode).toBe(true);
  });

  it('toggles the dark class on <html> when changed', () => {
    useThemeStore.getState().setDarkMode(true);
    expect(isDark()).toBe(true);
    useThemeStore.getState().setDarkMode(false);
    expect(isDark()).toBe(false);
    // A later init (user refetch) must not undo the user's toggle.
    useThemeStore.getState().initFromUser(true);
    expect(isDark()).toBe(false);
  });
});
