import { create } from 'zustand';
import { describe, expect, it, vi } from 'vitest';
import { createListenEngine } from './listen-engine';
import type { ListenFlag } from './listen-flag';
import { connectMediaSession, LISTEN_ALBUM } from './listen-media-session';
import { listenResumeSlot } from './listen-resume';

class FakeMetadata {
  title: string;
  artist: string;
  album: string;
  constructor(init: { title: string; artist: string; album: string }) {
    ({ title: this.title, artist: this.artist, album: this.album } = init);
  }
}

describe('the media session', () => {
  it('shows the story as the track and drives the player from the system controls', async () => {
    vi.stubGlobal('MediaMetadata', FakeMetadata);
    const handlers = new Map<string, (() => void) | null>();
    const session = { metadata: null as FakeMetadata | null, playbackState: 'none', setActionHandler: (action: string, handler: (() => void) | null) => handlers.set(action, handler) };
    const flag = create<ListenFlag>(() => ({ active: false, playing: false, starter: null }));
    const speech = { prepare: async () => true, speak: vi.fn(), cancel: vi.fn() };
    const engine = createListenEngine({ speech, recordRead: () => {}, slot: listenResumeSlot(), flag, now: () => 0 });
    connectMediaSession(engine, session as unknown as MediaSession);
    expect([...handlers.keys()].sort()).toEqual(['nexttrack', 'pause', 'play', 'previoustrack', 'stop']);

    const items = [1, 2].map((n) => ({ newsId: `n${n}`, title: `Title ${n}`, text: 'Text.', source: `Source ${n}` }));
    await engine.start({ items, origin: 'edition', userId: 'u1' });
    expect(session.metadata).toMatchObject({ title: 'Title 1', artist: 'Source 1', album: LISTEN_ALBUM });
    expect(session.playbackState).toBe('playing');
    handlers.get('nexttrack')!();
    expect(session.metadata).toMatchObject({ title: 'Title 2', artist: 'Source 2' });
    handlers.get('pause')!();
    expect(session.playbackState).toBe('paused');
    handlers.get('previoustrack')!();
    expect(engine.store.getState().index).toBe(0);
    handlers.get('stop')!();
    expect(session.playbackState).toBe('none');
    expect(session.metadata).toBeNull();
    vi.unstubAllGlobals();
  });
});
