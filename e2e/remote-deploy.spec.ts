import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { devices, expect, test, type Page } from '@playwright/test';
import { ROOT } from '../scripts/engines.js';
import { cardTitle, signIn } from './feed-helpers.js';
import { FIRST_PAINT_TIMEOUT_MS } from './discover-helpers.js';
import { DEPLOYED_REMOTE, readRemoteDeployInfo, remoteOrigin } from './remote-deploy-info.js';
import { remoteHost } from './remote-host.js';

// Issue 12: a remote deploys alone. mf-discover is served from an origin of its own, as its image
// serves it in docker-compose, and a gateway's remote list (REMOTE_URLS) points there (e2e/serve.ts
// starts that gateway). A new build of it goes live on reload, service worker and all, with neither
// the shell nor the gateway rebuilt or restarted; while the remote is down the shell shows its
// fallback and every other screen works; once it is back, "Try again" loads it.

const OLD_LABEL = 'Search news';
const NEW_LABEL = 'Search news (new build)';

/** The build as deployed: the dist without its precompressed siblings and source maps. */
function copyBuild(to: string): string {
  cpSync(join(ROOT, DEPLOYED_REMOTE.folder, 'dist'), to, { recursive: true, filter: (file) => !/\.(br|gz|map)$/.test(file) });
  return to;
}

/**
 * What a rebuild with one visible change produces: the exposed screen's chunk with a new label,
 * under a new content hash, and the remoteEntry.js and manifests naming it. Rspack does the same;
 * building it again here would take a minute of a loaded machine.
 */
function newBuildOf(build: string, to: string): { dir: string; changedChunk: string } {
  cpSync(build, to, { recursive: true });
  const chunk = readdirSync(to).find((file) => file.endsWith('.js') && readFileSync(join(to, file), 'utf8').includes(`"${OLD_LABEL}"`));
  const oldHash = /\.([0-9a-f]{10})\.js$/.exec(chunk ?? '')?.[1];
  if (!chunk || !oldHash) throw new Error(`no chunk of ${build} holds "${OLD_LABEL}"`);
  const changed = readFileSync(join(to, chunk), 'utf8').replace(`"${OLD_LABEL}"`, `"${NEW_LABEL}"`);
  const newHash = createHash('sha256').update(changed).digest('hex').slice(0, 10);
  const changedChunk = chunk.replace(oldHash, newHash);
  writeFileSync(join(to, chunk), changed);
  renameSync(join(to, chunk), join(to, changedChunk));
  for (const file of readdirSync(to).filter((name) => /\.(js|json)$/.test(name))) {
    const text = readFileSync(join(to, file), 'utf8');
    if (text.includes(oldHash)) writeFileSync(join(to, file), text.replaceAll(oldHash, newHash));
  }
  return { dir: to, changedChunk };
}

/** How late the new build's changed chunk arrives. */
const SLOW_CHUNK_MS = 4000;

const searchBox = (page: Page, label: string) => page.getByRole('searchbox', { name: label, exact: true });
const fallback = (page: Page) => page.getByRole('heading', { name: 'This part of Tidings is unavailable right now.' });

/** The worker controls the page and keeps a complete generation of the remote from its own origin. */
async function remoteKeptByWorker(page: Page, origin: string): Promise<void> {
  const kept = () =>
    page.evaluate(async (entry) => {
      if (!navigator.serviceWorker.controller) return false;
      return (await (await caches.open('mf-remotes')).keys()).some((request) => request.url.startsWith(entry));
    }, `${origin}/remoteEntry.js?__mf_rev=`);
  await expect.poll(kept, { timeout: 60_000, intervals: [500] }).toBe(true);
}

test('a new build of one remote goes live on reload without a stale mix, and the shell works while that remote is down', async ({ page, browser, baseURL }) => {
  // Two first visits and the worker keeping every remote's build: 1.4–2.3 min on 2 loaded cores.
  test.setTimeout(180_000);
  const { gatewayUrl, remotePort } = await readRemoteDeployInfo(new URL(baseURL!).port);
  const origin = remoteOrigin(remotePort);
  const dir = mkdtempSync(join(ROOT, '.test-engines', 'remote-deploy-'));
  const first = copyBuild(join(dir, 'first'));
  const host = remoteHost(remotePort, first);
  await host.start();
  try {
    // Cookies do not depend on the port: signed in here, the page is signed in there too.
    await signIn(page);
    const entry = page.waitForResponse(`${origin}/remoteEntry.js`);
    await page.goto(`${gatewayUrl}/discover`);
    await expect(searchBox(page, OLD_LABEL)).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
    expect((await entry).ok()).toBe(true);
    await remoteKeptByWorker(page, origin);

    await test.step('a new build of the remote, deployed alone, goes live on reload', async () => {
      // Its changed chunk arrives late, as on a mobile link: the worker's background copy of the
      // new build is not complete when the page asks for remoteEntry.js, so only the network has it.
      const second = newBuildOf(first, join(dir, 'second'));
      host.deploy(second.dir, { paths: [`/${second.changedChunk}`], ms: SLOW_CHUNK_MS });
      await page.reload();
      await expect(searchBox(page, NEW_LABEL)).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
      // Not a mix: the old screen is nowhere, the worker's kept copy did not answer instead.
      await expect(searchBox(page, OLD_LABEL)).toHaveCount(0);
    });

    await test.step('while the remote is down, a new visitor gets its fallback and every other screen works', async () => {
      await host.stop();
      // Signed in (the same cookies), nothing cached: no worker, as on a first visit before it installs.
      const storageState = await page.context().storageState();
      const visitor = await (await browser.newContext({ ...devices['Pixel 7'], baseURL, storageState, serviceWorkers: 'block' })).newPage();
      const nav = visitor.getByRole('navigation', { name: 'Main' });
      try {
        await visitor.goto(`${gatewayUrl}/discover`);
        await expect(fallback(visitor)).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
        await nav.getByRole('link', { name: 'Feed' }).click();
        await expect(cardTitle(visitor)).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
        await nav.getByRole('link', { name: 'Discover' }).click();
        await expect(fallback(visitor)).toBeVisible();

        // Back up: "Try again" loads the build now deployed, without a reload.
        await host.start();
        await visitor.getByRole('button', { name: 'Try again' }).click();
        await expect(searchBox(visitor, NEW_LABEL)).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
      } finally {
        await visitor.context().close();
      }
    });
  } finally {
    await host.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
