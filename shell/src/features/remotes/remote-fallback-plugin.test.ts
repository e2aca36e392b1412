import { describe, expect, it, vi } from 'vitest';
import { fallbackModule, remoteFallbackPlugin } from './remote-fallback-plugin';

type ErrorHook = (args: { id: string; error: unknown; lifecycle: string }) => unknown;

describe('remoteFallbackPlugin', () => {
  const hook = remoteFallbackPlugin().errorLoadRemote as unknown as ErrorHook;

  it('answers a failed remote load with the fallback module', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(hook({ id: 'mf_feed/FeedPage', error: new Error('offline'), lifecycle: 'onLoad' })).toBe(fallbackModule);
  });

  it('stays out of the manifest stage, where its answer would be taken for the manifest', () => {
    expect(hook({ id: 'http://x/mf-manifest.json', error: new Error('offline'), lifecycle: 'afterResolve' })).toBeUndefined();
    expect(hook({ id: 'mf_feed/FeedPage', error: new Error('offline'), lifecycle: 'beforeRequest' })).toBeUndefined();
  });
});
