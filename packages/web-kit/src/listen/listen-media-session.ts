import type { ListenEngine, ListenState } from './listen-engine';

// Lock-screen and headset controls (Media Session API): the story playing as the track, the
// outlet as the artist, and the player's own controls behind the system's buttons.

export const LISTEN_ALBUM = 'Tidings';

type Handlers = Partial<Record<MediaSessionAction, MediaSessionActionHandler | null>>;

function setHandlers(session: MediaSession, handlers: Handlers) {
  for (const [action, handler] of Object.entries(handlers) as Array<[MediaSessionAction, MediaSessionActionHandler | null]>) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // An action this browser does not know: its button is simply not offered.
    }
  }
}

function show(session: MediaSession, state: ListenState) {
  const item = state.items[state.index];
  session.playbackState = !item ? 'none' : state.status === 'playing' ? 'playing' : 'paused';
  if (!item) {
    session.metadata = null;
    return;
  }
  const current = session.metadata;
  if (current?.title === item.title && current.artist === item.source) return;
  session.metadata = typeof MediaMetadata === 'function' ? new MediaMetadata({ title: item.title, artist: item.source, album: LISTEN_ALBUM }) : null;
}

/** Keeps the page's media session in step with the player; answers the disconnect. */
export function connectMediaSession(engine: ListenEngine, session: MediaSession | undefined = typeof navigator !== 'undefined' ? navigator.mediaSession : undefined): () => void {
  if (!session) return () => {};
  setHandlers(session, {
    play: () => void engine.play(),
    pause: () => engine.pause(),
    nexttrack: () => engine.next(),
    previoustrack: () => engine.previous(),
    stop: () => engine.close(),
  });
  show(session, engine.store.getState());
  return engine.store.subscribe((state) => show(session, state));
}
