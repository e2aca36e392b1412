import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildGateway, makeWebRoot, testConfig } from './test/helpers.js';
import { remoteFor } from './screen-preload.js';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let gateway: FastifyInstance;
let remove: () => void;

beforeAll(async () => {
  const web = makeWebRoot();
  remove = web.remove;
  gateway = await buildGateway(testConfig({ WEB_ROOT: web.dir, REMOTE_URLS: '{"mf_onboarding":"https://onboarding.example.com/mf-manifest.json"}' }));
});

afterAll(async () => {
  await gateway.close();
  remove();
});

const linkOf = async (url: string) => (await gateway.inject({ url, headers: HTML })).headers.link as string | undefined;

const LIST = '</mf/remotes.json>; rel=preload; as=fetch; crossorigin';

describe('the preload hint of a page', () => {
  it('names the list of remotes and the manifest of the remote the route shows, as the shell and the runtime will fetch them', async () => {
    const feed = `${LIST}, </mf/mf-feed/mf-manifest.json>; rel=preload; as=fetch; crossorigin`;
    expect(await linkOf('/')).toBe(feed);
    expect(await linkOf('/news/65f1c0ffee0123456789abcd')).toBe(feed);
    expect(await linkOf('/discover')).toBe(`${LIST}, </mf/mf-discover/mf-manifest.json>; rel=preload; as=fetch; crossorigin`);
  });

  it('names only the list where the remote is not built here or is served from elsewhere', async () => {
    // The test web root has no mf-profile build.
    expect(await linkOf('/profile')).toBe(LIST);
    expect(await linkOf('/onboarding/interests')).toBe(LIST);
  });

  it('is left out where the route shows no remote', async () => {
    expect(await linkOf('/auth')).toBeUndefined();
    expect(await linkOf('/nowhere')).toBeUndefined();
  });
});

describe('remoteFor', () => {
  it.each([
    ['/', 'mf_feed'],
    ['/news/abc', 'mf_feed'],
    ['/discover', 'mf_discover'],
    ['/bookmarks', 'mf_profile'],
    ['/profile/', 'mf_profile'],
    ['/onboarding/interests', 'mf_onboarding'],
    ['/auth', null],
    ['/news/a/b', null],
  ])('%s → %s', (path, remote) => {
    expect(remoteFor(path)).toBe(remote);
  });
});
