import { describe, expect, it } from 'vitest';
import { parseRemotesList, remoteFiles } from './remote-files';

const assets = (js: string[], css: string[] = [], asyncJs: string[] = []) => ({ js: { sync: js, async: asyncJs }, css: { sync: css, async: [] } });

describe('remote files for the service worker', () => {
  it('resolves every manifest in remotes.json, including another origin', () => {
    const list = { remotes: [{ name: 'mf_feed', manifest: '/mf/mf-feed/mf-manifest.json' }, { name: 'x', manifest: 'https://cdn.example/x/mf-manifest.json' }, { name: 3 }] };
    expect(parseRemotesList(list, 'https://app.test/mf/remotes.json')).toEqual([
      { name: 'mf_feed', manifest: 'https://app.test/mf/mf-feed/mf-manifest.json' },
      { name: 'x', manifest: 'https://cdn.example/x/mf-manifest.json' },
    ]);
    expect(parseRemotesList({ nope: true }, 'https://app.test/mf/remotes.json')).toEqual([]);
  });

  it('lists the entry and every shared and exposed file once, next to the manifest', () => {
    const manifest = {
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [{ assets: assets(['1.aa.js', '2.bb.js']) }],
      exposes: [{ assets: assets(['expose.cc.js', '2.bb.js'], ['expose.dd.css'], ['lazy.ee.js']) }],
    };
    expect(remoteFiles(manifest, 'https://app.test/mf/mf-feed/mf-manifest.json')).toEqual({
      entry: 'https://app.test/mf/mf-feed/remoteEntry.js',
      assets: ['1.aa.js', '2.bb.js', 'expose.cc.js', 'lazy.ee.js', 'expose.dd.css'].map((name) => `https://app.test/mf/mf-feed/${name}`),
    });
  });

  it('follows an explicit public path', () => {
    const manifest = { metaData: { publicPath: 'https://cdn.example/feed/v2/', remoteEntry: { name: 'entry.js', path: 'js' } }, exposes: [{ assets: assets(['a.js']) }] };
    expect(remoteFiles(manifest, 'https://app.test/mf/mf-feed/mf-manifest.json')).toEqual({
      entry: 'https://cdn.example/feed/v2/js/entry.js',
      assets: ['https://cdn.example/feed/v2/a.js'],
    });
  });
});
