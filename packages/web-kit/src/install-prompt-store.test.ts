import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt, useInstallPromptStore } from './install-prompt-store';

function fakePromptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  return Object.assign(event, { prompt: vi.fn(async () => undefined), userChoice: Promise.resolve({ outcome, platform: 'web' }) });
}

beforeEach(() => useInstallPromptStore.setState({ deferredPrompt: null, canInstall: false }));

describe('install prompt store', () => {
  it('cannot install until the browser offers a prompt', async () => {
    expect(useInstallPromptStore.getState().canInstall).toBe(false);
    expect(await useInstallPromptStore.getState().promptInstall()).toBe('unavailable');
  });

  it('captures the prompt, keeps the browser banner away and shows it once on request', async () => {
    const stop = captureInstallPrompt(window);
    const event = fakePromptEvent('accepted');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(useInstallPromptStore.getState().canInstall).toBe(true);

    expect(await useInstallPromptStore.getState().promptInstall()).toBe('accepted');
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(useInstallPromptStore.getState().canInstall).toBe(false);
    stop();
  });

  it('forgets the prompt once the app is installed', () => {
    const stop = captureInstallPrompt(window);
    window.dispatchEvent(fakePromptEvent('dismissed'));
    window.dispatchEvent(new Event('appinstalled'));
    expect(useInstallPromptStore.getState().canInstall).toBe(false);
    stop();
  });
});
