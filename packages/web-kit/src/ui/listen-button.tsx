import { useId, useState } from 'react';
import { Headphones, Pause } from 'lucide-react';
import { useListenFlag } from '@tidings/web-kit/listen/listen-flag';
import { LISTEN_TEXTS } from '@tidings/web-kit/listen/listen-texts';
import { toast } from '@tidings/web-kit/toast-store';
import { useUser } from '@tidings/web-kit/user';
import type { ListenItem, ListenOrigin } from '../listen/listen-types';
import styles from './listen-button.module.css';

// Listen mode's button (issue 32). Pressing it loads the player (not before: no screen's first
// load carries it) and plays `items` from `startIndex`; while its own queue plays it pauses it.
// With no speech at all, or no voice, it says why instead of failing.
export interface ListenButtonProps {
  /** Asked for when pressed, so a screen builds its queue only then. */
  items: () => ListenItem[];
  startIndex?: number;
  origin: ListenOrigin;
  /** The accessible name and visible text, e.g. 'Listen'. */
  label?: string;
  /** Replaces the button's own look (the icon stays beside the words). */
  className?: string;
}

const hasSpeech = () => typeof window !== 'undefined' && 'speechSynthesis' in window && typeof window.SpeechSynthesisUtterance === 'function';

function explain(description: string) {
  toast({ title: LISTEN_TEXTS.noVoiceTitle, description });
}

export function ListenButton({ items, startIndex = 0, origin, label = LISTEN_TEXTS.listen, className }: ListenButtonProps) {
  const starter = useId();
  const playingHere = useListenFlag((flag) => flag.playing && flag.starter === starter);
  const { data: user } = useUser();
  const [busy, setBusy] = useState(false);

  async function press() {
    if (!hasSpeech()) return explain(LISTEN_TEXTS.noSpeech);
    setBusy(true);
    try {
      // The player loads on the first press only (by the package's name: the page's one player).
      const { listenPlayer } = await import('@tidings/web-kit/listen/listen-player');
      if (playingHere) return listenPlayer.pause();
      const outcome = await listenPlayer.start({ items: items(), startIndex, origin, userId: user?.id ?? null, starter });
      if (outcome === 'no-voice') explain(LISTEN_TEXTS.noVoice);
    } catch {
      toast({ title: LISTEN_TEXTS.loadFailed, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  const Icon = playingHere ? Pause : Headphones;
  return (
    <button type="button" className={`${styles.layout} ${className ?? styles.look}`} aria-busy={busy || undefined} onClick={() => void press()}>
      <Icon aria-hidden="true" size={18} />
      {playingHere ? LISTEN_TEXTS.pauseListening : label}
    </button>
  );
}
