import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { extname, join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROOT } from '../scripts/engines.js';
import { cards, FIRST_PAINT_TIMEOUT_MS, signIn } from './discover-helpers.js';
import { cardTitle } from './feed-helpers.js';
import { buildAgainstWebKit, builtWebKitVersion, nextMajorVersion, olderCompatibleVersion } from './remote-build-versions.js';

// Issue 28: web-kit is a versioned singleton. A remote built against an older web-kit of the same
// major still loads into today's shell; one built against another major shows its fallback and
// says why in the console, instead of running against a copy it was not built for. mf-discover is
// served from a build kept aside (REMOTE_VERSIONS_OLDER_BUILD: a real earlier dist, else today's
// dist as built against the older version — see remote-build-versions.ts).

test.use({ serviceWorkers: 'block' });

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

/** The page's /mf/mf-discover/* answered from `dir`; the page's preload hints dropped so none of the real files slip in. */
async function serveDiscoverFrom(page: Page, dir: string): Promise<void> {
  await page.route('**/mf/mf-discover/**', (route) => {
    const file = new URL(route.request().url()).pathname.replace('/mf/mf-discover/', '');
    try {
      return route.fulfill({ body: readFileSync(join(dir, file)), contentType: TYPES[extname(file)] ?? 'application/octet-stream' });
    } catch {
      return route.fulfill({ status: 404 });
    }
  });
  await page.route('**/discover', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const { link: _link, ...headers } = response.headers();
    return route.fulfill({ response, headers });
  });
}

/** The rest of Tidings works: the feed shows its first card, and the card opens the reader
 * (mf-feed's ArticleReader, loaded by the shell), not their fallbacks. */
async function expectFeedAndReaderWork(page: Page, errors: string[]): Promise<void> {
  await expect(cardTitle(page), errors.join('\n')).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await expect(fallback(page)).toHaveCount(0);
  const title = (await cardTitle(page).textContent())!;
  await cardTitle(page).getByRole('link').click();
  await expect(page.getByRole('dialog', { name: title }).getByRole('heading', { level: 1, name: title }), errors.join('\n')).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Console errors of a failed remote or shared module other than the one incompatible remote. */
const otherRemoteErrors = (errors: string[]) => errors.filter((text) => /Remote (?!mf_discover is incompatible)|could not be loaded|failed to load|failed while rendering/.test(text));

const incompatibleError = (shellHas: string, needs: string) =>
  new RegExp(`^Remote mf_discover is incompatible with this shell: it needs @tidings/web-kit/\\S+ \\^${needs.replaceAll('.', '\\.')}, the shell provides ${shellHas.replaceAll('.', '\\.')}`);

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search news', exact: true });
const fallback = (page: Page) => page.getByRole('heading', { name: 'This part of Tidings is unavailable right now.' });

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(join(ROOT, '.test-engines', 'remote-versions-'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('a remote built against an older compatible web-kit loads and works', async ({ page }) => {
  const shellHas = builtWebKitVersion();
  const older = process.env.REMOTE_VERSIONS_OLDER_BUILD ?? buildAgainstWebKit(join(ROOT, 'mf-discover/dist'), join(dir, 'older'), shellHas, olderCompatibleVersion(shellHas));
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await signIn(page);
  await serveDiscoverFrom(page, older);
  await page.goto('/discover');
  await expect(searchBox(page)).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  // It works, not only renders: its stories load through the shell's web-kit (api client, query client).
  await expect(cards(page).first().getByRole('heading', { level: 3 })).not.toBeEmpty();
  expect(errors.filter((text) => text.includes('incompatible'))).toEqual([]);
});

test('a remote built against another major shows its fallback and says why', async ({ page }) => {
  test.setTimeout(60_000);
  const shellHas = builtWebKitVersion();
  const needs = nextMajorVersion(shellHas);
  const newer = buildAgainstWebKit(join(ROOT, 'mf-discover/dist'), join(dir, 'next-major'), shellHas, needs);
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await signIn(page);
  await serveDiscoverFrom(page, newer);
  await page.goto('/discover');
  await expect(fallback(page)).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await expect(searchBox(page)).toHaveCount(0);
  const pattern = incompatibleError(shellHas, needs);
  expect(errors.some((text) => pattern.test(text)), errors.join('\n')).toBe(true);
  // The rest of Tidings keeps working: the incompatible remote left none of its shared copies
  // (web-kit 2) running as the page's singletons.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feed' }).click();
  await expectFeedAndReaderWork(page, errors);
  expect(otherRemoteErrors(errors), errors.join('\n')).toEqual([]);
});

test('the feed keeps working after a remote built against another major fails beside it', async ({ page }) => {
  test.setTimeout(60_000);
  const shellHas = builtWebKitVersion();
  const needs = nextMajorVersion(shellHas);
  const newer = buildAgainstWebKit(join(ROOT, 'mf-discover/dist'), join(dir, 'next-major-after-feed'), shellHas, needs);
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await signIn(page);
  await serveDiscoverFrom(page, newer);
  await page.goto('/');
  await expectFeedAndReaderWork(page, errors);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Discover' }).click();
  await expect(fallback(page)).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await expect(searchBox(page)).toHaveCount(0);
  const pattern = incompatibleError(shellHas, needs);
  expect(errors.filter((text) => pattern.test(text)), errors.join('\n')).toHaveLength(1);
  await nav.getByRole('link', { name: 'Feed' }).click();
  await expectFeedAndReaderWork(page, errors);
  expect(otherRemoteErrors(errors), errors.join('\n')).toEqual([]);
});
