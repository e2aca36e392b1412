import { create } from 'zustand';

// Chromium fires `beforeinstallprompt` once, early, and only for a page that listens. The shell
// captures it at start; the profile's Install row (spec: shown only when the browser offers an
// install prompt) reads `canInstall` and calls `promptInstall()` later.

/** Not in lib.dom: Chromium-only event. */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

interface InstallPromptState {
  deferredPrompt: BeforeInstallPromptEvent | null;
  canInstall: boolean;
  promptInstall: () => Promise<InstallOutcome>;
}

export const useInstallPromptStore = create<InstallPromptState>((set, get) => ({
  deferredPrompt: null,
  canInstall: false,
  promptInstall: async () => {
    const event = get().deferredPrompt;
    if (!event) return 'unavailable';
    // A prompt can be shown once; whatever the user answers, the event is spent.
    set({ deferredPrompt: null, canInstall: false });
    await event.prompt();
    const { outcome } = await event.userChoice;
    return outcome;
  },
}));

/** Starts listening; returns the cleanup. Call once from the shell before first render. */
export function captureInstallPrompt(target: Window = window): () => void {
  const onBeforeInstallPrompt = (event: Event) => {
    // Keep the browser's mini-infobar away; the app offers its own Install button.
    event.preventDefault();
    useInstallPromptStore.setState({ deferredPrompt: event as BeforeInstallPromptEvent, canInstall: true });
  };
  const onInstalled = () => useInstallPromptStore.setState({ deferredPrompt: null, canInstall: false });
  target.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
    target.removeEventListener('appinstalled', onInstalled);
  };
}
