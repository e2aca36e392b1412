import { useStore } from 'zustand';
import { useListenFlag } from '@tidings/web-kit/listen/listen-flag';
// By the package's name: one tracking client (and session) for the whole page.
import { recordEngagement } from '@tidings/web-kit/tracking/tracking-client';
import { createListenEngine, type ListenState } from './listen-engine';
import { connectMediaSession } from './listen-media-session';
import { listenResumeSlot } from './listen-resume';
import { browserSpeech } from './listen-speech';

// The page's one player, loaded on demand: by a Listen button when first pressed,
// or by the shell's mini player to resume a saved queue. Always imported by the package's name,
// so the shell and the remotes share it.

export const listenPlayer = createListenEngine({
  speech: browserSpeech(),
  // The engagement 'read' also puts the story in the device's reading log (tracking client's logRead).
  recordRead: (newsId) => recordEngagement(newsId, 'read'),
  slot: listenResumeSlot(),
  flag: useListenFlag,
  now: () => Date.now(),
});

connectMediaSession(listenPlayer);

export function useListenPlayer<T>(selector: (state: ListenState) => T): T {
  return useStore(listenPlayer.store, selector);
}

export type { ListenOutcome, ListenState, ListenStatus } from './listen-engine';
export { LISTEN_RATES, queuePositionText, rateText } from './listen-queue';
