import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyDarkMode, forgetStoredDarkMode, readStoredDarkMode, storeDarkMode, systemPrefersDark, THEME_COLORS, THEME_STORAGE_KEY } from './theme-device';

const themeColor = () => document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')!.content;

beforeEach(() => {
  document.head.innerHTML = `<meta name="theme-color" content="${THEME_COLORS.light}">`;
});
afterEach(() => {
  document.head.innerHTML = '';
});

describe('the theme stored on the device', () => {
  it('knows nothing until a setting is stored', () => {
    expect(readStoredDarkMode()).toBeNull();
  });

  it('reads back what was stored, and nothing once forgotten', () => {
    storeDarkMode(true);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(readStoredDarkMode()).toBe(true);
    storeDarkMode(false);
    expect(readStoredDarkMode()).toBe(false);
    forgetStoredDarkMode();
    expect(readStoredDarkMode()).toBeNull();
  });

  it('ignores a value it did not write', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(readStoredDarkMode()).toBeNull();
  });

  it('carries on when storage is refused', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => storeDarkMode(true)).not.toThrow();
    expect(readStoredDarkMode()).toBeNull();
  });
});

describe('applying a theme', () => {
  it('sets the class on <html> and the theme-color', () => {
    applyDarkMode(true);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(themeColor()).toBe(THEME_COLORS.dark);
    applyDarkMode(false);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(themeColor()).toBe(THEME_COLORS.light);
  });

  it("reads the system's scheme", () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' }) as MediaQueryList);
    expect(systemPrefersDark()).toBe(true);
  });
});
