import { describe, expect, it, vi } from 'vitest';
import { getInstance } from '@module-federation/enhanced/runtime';
import { compatibleSharePlugin, firstIncompatibleShare, pageVersion } from './compatible-share-plugin';
import { incompatibleShare } from './incompatible-share';

vi.mock('@module-federation/enhanced/runtime', async (original) => ({ ...(await original<object>()), getInstance: vi.fn() }));

type Resolve = (args: Record<string, unknown>) => { version: string; resolver: () => { shared: { from: string } } | undefined };
const plugin = compatibleSharePlugin();
const resolveShare = plugin.resolveShare as unknown as Resolve;
const beforeGetExpose = plugin.beforeGetExpose as unknown as (args: { moduleInfo: { name: string } }) => Promise<void>;
const beforeLoadShare = plugin.beforeLoadShare as unknown as (args: { origin: unknown }) => unknown;

const shared = (from: string, loaded = false) => ({ from, loaded });
const config = (requiredVersion: string) => ({ singleton: true, requiredVersion, strictVersion: true });
const shareInfo = (requiredVersion: string, from = 'mf_feed') => ({ from, shareConfig: config(requiredVersion) });
const original = () => ({ shared: { from: 'runtime-choice' }, useTreesShaking: false });

function resolve(versions: Record<string, ReturnType<typeof shared>>, picked: string, required: string) {
  const args = { shareScopeMap: { default: { '@tidings/web-kit/category-hue': versions } }, scope: 'default', pkgName: '@tidings/web-kit/category-hue', version: picked, shareInfo: shareInfo(required), resolver: original };
  return resolveShare(args).resolver()!.shared.from;
}

/** mf_discover as built against web-kit 2, on a page whose shell runs web-kit 1's api client. */
const discover = {
  name: 'mf_discover',
  options: {
    shared: {
      react: [{ from: 'mf_discover', scope: ['default'], shareConfig: config('^19.3.1') }],
      '@tidings/web-kit/ui/sample-label': [{ from: 'mf_discover', scope: ['default'], shareConfig: config('^2.0.0') }],
      '@tidings/web-kit/api-client': [{ from: 'mf_discover', scope: ['default'], shareConfig: config('^2.0.0') }],
    },
  },
  shareScopeMap: {
    default: {
      react: { '19.3.1': shared('shell', true) },
      '@tidings/web-kit/ui/sample-label': { '1.0.0': shared('shell'), '2.0.0': shared('mf_discover') },
      '@tidings/web-kit/api-client': { '1.0.0': shared('shell', true), '2.0.0': shared('mf_discover') },
    },
  },
};

describe('pageVersion', () => {
  it('is the running copy, else the host’s, else the highest that satisfies the app', () => {
    expect(pageVersion({ '1.0.0': shared('shell'), '2.0.0': shared('mf_discover', true) }, '^1.0.0', 'shell')).toBe('2.0.0');
    expect(pageVersion({ '1.0.0': shared('shell'), '2.0.0': shared('mf_discover') }, '^2.0.0', 'shell')).toBe('1.0.0');
    expect(pageVersion({ '1.0.0': shared('mf_feed'), '1.2.0': shared('mf_profile'), '2.0.0': shared('mf_discover') }, '^1.0.0', 'shell')).toBe('1.2.0');
  });
});

describe('compatibleSharePlugin', () => {
  it("gives nobody an incompatible remote's copy while no copy runs", () => {
    expect(resolve({ '1.0.0': shared('mf_feed'), '1.2.0': shared('mf_profile'), '2.0.0': shared('mf_discover') }, '2.0.0', '^1.0.0')).toBe('mf_profile');
  });

  it("never hands a remote its own copy of a module the shell provides at another major: that copy would become the page's", () => {
    expect(() => resolve({ '1.0.0': shared('shell'), '2.0.0': shared('mf_discover') }, '2.0.0', '^2.0.0')).toThrow(
      'Version 1.0.0 from shell of shared singleton module @tidings/web-kit/category-hue does not satisfy the requirement of mf_feed which needs ^2.0.0)',
    );
    // …and the shell (or a remote built like it) gets the shell's copy, not the newest registered.
    expect(resolve({ '1.0.0': shared('shell'), '2.0.0': shared('mf_discover') }, '2.0.0', '^1.0.0')).toBe('shell');
  });

  it('keeps the one running copy of a singleton, leaving an app it does not satisfy to the strict error', () => {
    expect(resolve({ '1.0.0': shared('shell', true), '2.0.0': shared('mf_discover') }, '1.0.0', '^2.0.0')).toBe('runtime-choice');
  });

  it("keeps the runtime's choice when it satisfies, or when nothing does", () => {
    expect(resolve({ '1.0.0': shared('shell') }, '1.0.0', '^1.0.0')).toBe('runtime-choice');
    expect(resolve({ '2.0.0': shared('mf_discover') }, '2.0.0', '^1.0.0')).toBe('runtime-choice');
  });
});

describe('a remote is all or nothing', () => {
  it('finds the singleton a remote cannot have, naming one the shell provides', () => {
    expect(firstIncompatibleShare('mf_discover', discover.options.shared, discover.shareScopeMap, 'shell')).toEqual({
      remote: 'mf_discover',
      module: '@tidings/web-kit/ui/sample-label',
      needs: '^2.0.0',
      has: '1.0.0',
      providedBy: 'shell',
    });
  });

  it('refuses the whole remote before any of its modules loads, with the strict error the fallback plugin reads', async () => {
    vi.mocked(getInstance).mockImplementation((finder) => ((finder as (instance: unknown) => boolean)(discover) ? (discover as never) : null));
    const refusal = await beforeGetExpose({ moduleInfo: { name: 'mf_discover' } }).catch((error: unknown) => error);
    expect(incompatibleShare(refusal)).toMatchObject({ remote: 'mf_discover', needs: '^2.0.0', has: '1.0.0', providedBy: 'shell' });
    expect(() => beforeLoadShare({ origin: discover })).toThrow(/does not satisfy the requirement of mf_discover which needs \^2\.0\.0\)/);
  });

  it('lets a compatible remote, and the shell itself, load', async () => {
    const older = { ...discover, options: { shared: { react: discover.options.shared.react, '@tidings/web-kit/api-client': [{ from: 'mf_discover', scope: ['default'], shareConfig: config('^1.0.0-0') }] } } };
    vi.mocked(getInstance).mockReturnValue(older as never);
    await expect(beforeGetExpose({ moduleInfo: { name: 'mf_discover' } })).resolves.toBeUndefined();
    expect(beforeLoadShare({ origin: { ...discover, name: 'shell' } })).toBeTruthy();
  });
});
