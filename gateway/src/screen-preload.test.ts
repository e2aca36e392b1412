import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildGateway, makeWebRoot, testConfig } from './test/helpers.js';
import { screenFor } from './screen-preload.js';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

function feedManifest(chunk: string): string {
  return JSON.stringify({
    name: 'mf_feed',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { name: 'FeedPage', assets: { js: { sync: [chunk], async: ['9.0000000000.js'] }, css: { sync: ['__federation_expose_FeedPage.1111111111.css'], async: [] } } },
      { name: 'ArticleReader', assets: { js: { sync: ['__federation_expose_ArticleReader.2222222222.js'], async: [] }, css: { sync: [], async: [] } } },
    ],
  });
}

let gateway: FastifyInstance;
let web: ReturnType<typeof makeWebRoot>;

beforeAll(async () => {
  web = makeWebRoot({ 'mf-feed/dist/mf-manifest.json': feedManifest('__federation_expose_FeedPage.aaaaaaaaaa.js') });
  gateway = await buildGateway(testConfig({ WEB_ROOT: web.dir }));
});

afterAll(async () => {
  await gateway.close();
  web.remove();
});

const links = async (url: string) => (await gateway.inject({ url, headers: HTML })).headers.link as string | undefined;

describe('the preload hints of a page', () => {
  it("name the feed's manifest, remoteEntry and its page's first chunks on the feed", async () => {
    const link = await links('/');
    expect(link?.split(', ')).toEqual([
      '</mf/mf-feed/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
      '</mf/mf-feed/remoteEntry.js>; rel=preload; as=script',
      '</mf/mf-feed/__federation_expose_FeedPage.1111111111.css>; rel=preload; as=style',
      '</mf/mf-feed/__federation_expose_FeedPage.aaaaaaaaaa.js>; rel=preload; as=script',
    ]);
    expect(await links('/news/65f1c0ffee0123456789abcd')).toBe(link);
  });

  it('follow a new deployment of the remote', async () => {
    const manifest = join(web.dir, 'mf-feed/dist/mf-manifest.json');
    writeFileSync(manifest, feedManifest('__federation_expose_FeedPage.bbbbbbbbbb.js'));
    const later = new Date(Date.now() + 5000);
    utimesSync(manifest, later, later);
    expect(await links('/')).toContain('__federation_expose_FeedPage.bbbbbbbbbb.js');
  });

  it('are left out where a route has no remote screen, or its manifest says nothing usable', async () => {
    expect(await links('/auth')).toBeUndefined();
    expect(await links('/nowhere')).toBeUndefined();
    // The test web root's discover manifest has no exposes: only the manifest itself is hinted.
    expect(await links('/discover')).toBe('</mf/mf-discover/mf-manifest.json>; rel=preload; as=fetch; crossorigin');
    // mf-profile is not built there.
    expect(await links('/profile')).toBeUndefined();
  });
});

describe('screenFor', () => {
  it.each([
    ['/', 'mf_feed/FeedPage'],
    ['/news/abc', 'mf_feed/FeedPage'],
    ['/discover', 'mf_discover/DiscoverPage'],
    ['/bookmarks', 'mf_profile/BookmarksPage'],
    ['/profile/', 'mf_profile/ProfilePage'],
    ['/onboarding/interests', 'mf_onboarding/OnboardingApp'],
    ['/auth', null],
    ['/news/a/b', null],
  ])('%s → %s', (path, screen) => {
    const found = screenFor(path);
    expect(found ? `${found.remote}/${found.module}` : null).toBe(screen);
  });
});
