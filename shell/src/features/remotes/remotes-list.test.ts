import { describe, expect, it } from 'vitest';
import { parseRemotesList } from './remotes-list';

describe('parseRemotesList', () => {
  it('makes relative manifest URLs absolute and keeps absolute ones', () => {
    const body = { remotes: [{ name: 'mf_feed', manifest: '/mf/mf-feed/mf-manifest.json' }, { name: 'mf_discover', manifest: 'https://cdn.example/mf-manifest.json' }] };
    expect(parseRemotesList(body, 'https://tidings.example')).toEqual([
      { name: 'mf_feed', entry: 'https://tidings.example/mf/mf-feed/mf-manifest.json' },
      { name: 'mf_discover', entry: 'https://cdn.example/mf-manifest.json' },
    ]);
  });

  it('rejects a list of the wrong shape', () => {
    expect(() => parseRemotesList({ remotes: [{ name: 'mf_feed' }] }, 'https://tidings.example')).toThrow(/unexpected shape/);
    expect(() => parseRemotesList([], 'https://tidings.example')).toThrow(/unexpected shape/);
  });
});
