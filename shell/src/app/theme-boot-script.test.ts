import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeDarkMode, THEME_COLORS } from '@tidings/web-kit/theme-device';

// shell/index.html's inline script sets the theme before the first paint; from then on web-kit's
// theme-device does. Run here as the browser runs it, it must agree with theme-device.
const indexHtml = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
const bootScript = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)![1]!;
const tokensCss = readFileSync(join(import.meta.dirname, '../../../packages/web-kit/src/styles/tokens.css'), 'utf8');

const isDark = () => document.documentElement.classList.contains('dark');
const themeColor = () => document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')!.content;

function boot({ systemDark }: { systemDark: boolean }): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: systemDark && query === '(prefers-color-scheme: dark)' }));
  // The page's own inline script, run as the browser would.
  new Function(bootScript)();
}

beforeEach(() => {
  document.head.innerHTML = /<meta name="theme-color"[^>]*>/.exec(indexHtml)![0];
});
afterEach(() => {
  document.head.innerHTML = '';
});

describe("index.html's theme script", () => {
  it('comes before any style or script the build adds', () => {
    expect(indexHtml.indexOf('<script>')).toBeLessThan(indexHtml.indexOf('<style>'));
    expect(indexHtml.indexOf('<meta name="theme-color"')).toBeLessThan(indexHtml.indexOf('<script>'));
  });

  it("applies the setting stored on the device over the system's", () => {
    storeDarkMode(true);
    boot({ systemDark: false });
    expect(isDark()).toBe(true);
    expect(themeColor()).toBe(THEME_COLORS.dark);

    storeDarkMode(false);
    boot({ systemDark: true });
    expect(isDark()).toBe(false);
    expect(themeColor()).toBe(THEME_COLORS.light);
  });

  it("gives a visitor (nothing stored) the system's scheme", () => {
    boot({ systemDark: true });
    expect(isDark()).toBe(true);
    expect(themeColor()).toBe(THEME_COLORS.dark);
    boot({ systemDark: false });
    expect(isDark()).toBe(false);
    expect(themeColor()).toBe(THEME_COLORS.light);
  });

  it("follows the system when storage is refused", () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    boot({ systemDark: true });
    expect(isDark()).toBe(true);
  });

  it("paints the page in the theme's background before the app's CSS arrives", () => {
    const background = (selector: string) => new RegExp(`${selector.replace('.', '\\.')} \\{[^}]*--color-bg: (#[0-9a-f]+);`).exec(tokensCss)![1];
    expect(indexHtml).toMatch(new RegExp(`:root \\{ color-scheme: light; background-color: var\\(--color-bg, ${background(':root')}\\); \\}`));
    expect(indexHtml).toMatch(new RegExp(`:root\\.dark \\{ color-scheme: dark; background-color: var\\(--color-bg, ${background(':root.dark')}\\); \\}`));
  });
});
