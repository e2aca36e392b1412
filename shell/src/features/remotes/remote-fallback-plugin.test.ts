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

  it('names the remote, what it needs and what the shell has when a shared singleton is incompatible', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @tidings/web-kit/user does not satisfy the requirement of mf_profile which needs ^2.0.0)');
    expect(hook({ id: 'mf_profile/ProfilePage', error, lifecycle: 'onLoad' })).toBe(fallbackModule);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^Remote mf_profile is incompatible with this shell: it needs @tidings\/web-kit\/user \^2\.0\.0, the shell provides 1\.0\.0/));
  });
});
