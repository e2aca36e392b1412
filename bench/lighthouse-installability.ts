// Lighthouse 12 dropped its PWA category, so the bench asks Chromium itself whether it would
// offer to install the app (DevTools protocol: Page.getInstallabilityErrors, Page.getAppManifest)
// and sums up the manifest the way the old audits judged it.
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_PATH } from '../scripts/chromium.js';

export interface Installability {
  /** Chromium's reasons not to offer installation; empty when it would. */
  errors: string[];
  /** The manifest's installability-relevant fields, in one line. */
  summary: string;
}

interface ManifestIcon {
  sizes?: string;
  purpose?: string;
  type?: string;
}

interface Manifest {
  id?: string;
  start_url?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  icons?: ManifestIcon[];
  screenshots?: Array<{ form_factor?: string }>;
  shortcuts?: unknown[];
}

const largestIcon = (icons: ManifestIcon[], purpose: string) =>
  Math.max(0, ...icons.filter((icon) => (icon.purpose ?? 'any').split(' ').includes(purpose)).flatMap((icon) => (icon.sizes ?? '').split(' ').map((size) => Number(size.split('x')[0]) || 0)));

function summarise(manifest: Manifest, manifestErrors: string[]): string {
  const icons = manifest.icons ?? [];
  const parts = [
    `id ${manifest.id ?? '(none)'}`,
    `start_url ${manifest.start_url ?? '(none)'}`,
    `display ${manifest.display ?? '(none)'}`,
    `theme ${manifest.theme_color ?? '(none)'}`,
    `background ${manifest.background_color ?? '(none)'}`,
    `largest icon ${largestIcon(icons, 'any')} px`,
    `maskable ${largestIcon(icons, 'maskable') || 'none'}${largestIcon(icons, 'maskable') ? ' px' : ''}`,
    `screenshots ${(manifest.screenshots ?? []).map((s) => s.form_factor ?? 'any').join('+') || 'none'}`,
  ];
  if (manifestErrors.length) parts.push(`manifest errors: ${manifestErrors.join('; ')}`);
  return parts.join(', ');
}

/** Opens the page on a phone profile (signed in with `cookie` when given) and asks Chromium. */
export async function checkInstallability(baseUrl: string, path: string, profileDir: string, cookie?: string): Promise<Installability> {
  // A profile of its own on disk: Chromium never offers to install from an incognito context,
  // which is what a plain Playwright context is.
  const context = await chromium.launchPersistentContext(profileDir, {
    ...devices['Pixel 7'],
    baseURL: baseUrl,
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    if (cookie) {
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
        }),
      );
    }
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(path, { waitUntil: 'load' });
    // The service worker is part of what the browser judges: wait until it controls the page, or 10 s.
    await page.evaluate(() => Promise.race([navigator.serviceWorker?.ready, new Promise((resolve) => setTimeout(resolve, 10_000))]));
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string; errorArguments: Array<{ name: string; value: string }> }>;
    };
    const { data, errors } = (await cdp.send('Page.getAppManifest')) as { data?: string; errors: Array<{ message: string }> };
    const manifest = (data ? JSON.parse(data) : {}) as Manifest;
    return {
      errors: installabilityErrors.map((e) => [e.errorId, ...e.errorArguments.map((a) => `${a.name}=${a.value}`)].join(' ')),
      summary: summarise(manifest, errors.map((e) => e.message)),
    };
  } finally {
    await context.close();
  }
}
