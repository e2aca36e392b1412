import { create } from 'zustand';

// Listen mode's smallest part (issue 32), loaded once the page has settled: whether the player has
// something to show, so the shell mounts the mini player, and a screen's Listen button knows it is the one playing,
// without loading the player. Imported by the package's name everywhere: one flag for the page.

import { LISTEN_RESUME_KEY } from './listen-storage-key';

export { LISTEN_RESUME_KEY };

export interface ListenFlag {
  /** A queue is loaded or saved to resume: the mini player shows. */
  active: boolean;
  playing: boolean;
  /** The Listen button that started the queue now loaded (its `useId`), or null. */
  starter: string | null;
}

function hasSavedQueue(): boolean {
  try {
    return window.localStorage.getItem(LISTEN_RESUME_KEY) !== null;
  } catch {
    return false;
  }
}

export const useListenFlag = create<ListenFlag>(() => ({ active: hasSavedQueue(), playing: false, starter: null }));

/** Logout or account deletion: the saved queue goes, and a loaded player stops (it watches the flag). */
export function forgetListening(): void {
  try {
    window.localStorage.removeItem(LISTEN_RESUME_KEY);
  } catch {
    // Storage blocked: nothing was saved there either.
  }
  useListenFlag.setState({ active: false, playing: false, starter: null });
}
