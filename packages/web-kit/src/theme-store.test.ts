import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredDarkMode } from './theme-device';
import { followSystemChanges, useThemeStore } from './theme-store';

const isDark = () => document.documentElement.classList.contains('dark');

/** A system scheme the test can change, as the OS would. */
function emulateSystemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = { matches: dark, addEventListener: (_: string, listener: () => void) => listeners.add(listener), removeEventListener: (_: string, listener: () => void) => listeners.delete(listener) };
  vi.stubGlobal('matchMedia', () => query as unknown as MediaQueryList);
  return {
    change(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener();
    },
    listening: () => listeners.size,
  };
}

beforeEach(() => {
  document.documentElement.classList.remove('dark');
  useThemeStore.setState({ darkMode: false, initialised: false });
});

describe('theme store', () => {
  it('applies the saved setting once, ignoring later refetches, and stores it for the next cold start', () => {
    useThemeStore.getState().initFromUser(true);
    expect(isDark()).toBe(true);
    expect(readStoredDarkMode()).toBe(true);
    useThemeStore.getState().initFromUser(false);
    expect(isDark()).toBe(true);
    expect(useThemeStore.getState().darkMode).toBe(true);
    expect(readStoredDarkMode()).toBe(true);
  });

  it('toggles the dark class on <html> when changed, and stores the change', () => {
    useThemeStore.getState().setDarkMode(true);
    expect(isDark()).toBe(true);
    useThemeStore.getState().setDarkMode(false);
    expect(isDark()).toBe(false);
    expect(readStoredDarkMode()).toBe(false);
    // A later init (user refetch) must not undo the user's toggle.
    useThemeStore.getState().initFromUser(true);
    expect(isDark()).toBe(false);
  });

  it("after sign-out forgets the user's setting and follows the system, until the next sign-in", () => {
    emulateSystemScheme(true);
    useThemeStore.getState().initFromUser(false);
    useThemeStore.getState().followSystem();
    expect(isDark()).toBe(true);
    expect(readStoredDarkMode()).toBeNull();
    useThemeStore.getState().initFromUser(false);
    expect(isDark()).toBe(false);
  });

  it("follows the system's changes while nobody is signed in, and stops when asked", () => {
    const system = emulateSystemScheme(false);
    const stop = followSystemChanges();
    system.change(true);
    expect(isDark()).toBe(true);
    useThemeStore.getState().initFromUser(false);
    system.change(true);
    expect(isDark()).toBe(false);
    stop();
    expect(system.listening()).toBe(0);
  });
});
