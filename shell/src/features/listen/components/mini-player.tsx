import { useEffect, useRef, type RefObject } from 'react';
import { listenPlayer, queuePositionText, rateText, useListenPlayer } from '@tidings/web-kit/listen/listen-player';
import { LISTEN_TEXTS, nowPlayingText, speedLabel } from '@tidings/web-kit/listen/listen-texts';
import { toast } from '@tidings/web-kit/toast-store';
import { PlayerIcon, type PlayerIconName } from './player-icons';
import styles from './mini-player.module.css';

interface ControlProps {
  label: string;
  icon: PlayerIconName;
  onPress: () => void;
  /** At the end of the queue: still focusable (focus is not lost), but it does nothing. */
  unavailable?: boolean;
}

function Control({ label, icon, onPress, unavailable }: ControlProps) {
  return (
    <button type="button" className={styles.control} aria-label={label} aria-disabled={unavailable || undefined} onClick={unavailable ? undefined : onPress}>
      <PlayerIcon name={icon} />
    </button>
  );
}

/** The player's height, for screens that fit themselves to the viewport (the feed) to leave room for it. */
export const PLAYER_HEIGHT_PROPERTY = '--listen-player-height';

function usePlayerHeight(player: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = player.current;
    if (!shown || !element) return undefined;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(PLAYER_HEIGHT_PROPERTY, `${element.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(PLAYER_HEIGHT_PROPERTY);
    };
  }, [player, shown]);
}

async function play() {
  if ((await listenPlayer.play()) === 'no-voice') toast({ title: LISTEN_TEXTS.noVoiceTitle, description: LISTEN_TEXTS.noVoice });
}

/**
 * The mini player (issue 32): the story playing, its outlet and place in the queue, and the
 * controls. A queue saved on this device for this reader shows with "Resume".
 */
export function MiniPlayer({ userId, withNav }: { userId: string; withNav: boolean }) {
  const item = useListenPlayer((state) => state.items[state.index]);
  const index = useListenPlayer((state) => state.index);
  const count = useListenPlayer((state) => state.items.length);
  const status = useListenPlayer((state) => state.status);
  const rate = useListenPlayer((state) => state.rate);
  const section = useRef<HTMLElement>(null);
  usePlayerHeight(section, Boolean(item));

  // After a reload the player is empty: offer what this reader left (or close, when nothing is saved).
  useEffect(() => {
    listenPlayer.restore(userId);
  }, [userId]);

  if (!item) return null;
  const playing = status === 'playing';
  return (
    <>
      {/* Room at the bottom of the page, so the player never hides the end of a screen. */}
      <div className={styles.spacer} aria-hidden="true" />
      <section ref={section} className={styles.player} data-with-nav={withNav || undefined} aria-label={LISTEN_TEXTS.player}>
        <div className={styles.info}>
          <p className={styles.title}>{item.title}</p>
          <p className={styles.meta}>
            <span className={styles.source}>{item.source}</span>
            <span aria-hidden="true"> · </span>
            <span className={styles.position}>{queuePositionText(index, count)}</span>
          </p>
        </div>
        <div className={styles.controls}>
          <Control label={LISTEN_TEXTS.previous} icon="previous" onPress={listenPlayer.previous} unavailable={index === 0} />
          {playing ? (
            <Control label={LISTEN_TEXTS.pause} icon="pause" onPress={listenPlayer.pause} />
          ) : (
            <Control label={status === 'idle' ? LISTEN_TEXTS.resume : LISTEN_TEXTS.play} icon="play" onPress={() => void play()} />
          )}
          <Control label={LISTEN_TEXTS.next} icon="next" onPress={listenPlayer.next} unavailable={index >= count - 1} />
          <button type="button" className={styles.speed} aria-label={speedLabel(rate)} onClick={listenPlayer.cycleRate}>
            {rateText(rate)}
          </button>
          <Control label={LISTEN_TEXTS.close} icon="close" onPress={listenPlayer.close} />
        </div>
        {/* Announced politely when the story changes while playing, not on every sentence. */}
        <p className={styles.live} aria-live="polite">
          {playing ? nowPlayingText(item.title, item.source) : ''}
        </p>
      </section>
    </>
  );
}
