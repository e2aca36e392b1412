import { createStore, type StoreApi } from 'zustand';
import type { JsonSlot } from '../tracking/tracking-storage';
import type { ListenFlag } from './listen-flag';
import { afterChunk, clampRate, DEFAULT_RATE, itemChunks, nextItem, nextRate, previousItem, type ListenPosition } from './listen-queue';
import { saveListen, savedListenFor, type SavedListen } from './listen-resume';
import type { SpeechDriver } from './listen-speech';
import type { ListenItem, ListenOrigin } from './listen-types';

// The player (issue 32): a queue of stories spoken one sentence at a time (listen-chunks.ts),
// its position saved on every sentence so it resumes where it stopped, and each story heard to
// its end recorded as read, once per listen. Built from its parts so tests drive it with a fake
// voice; listen-player.ts holds the page's one instance.

/** idle: nothing loaded, or a saved queue not resumed yet (the mini player offers "Resume"). */
export type ListenStatus = 'idle' | 'playing' | 'paused';

export interface ListenState extends ListenPosition {
  items: ListenItem[];
  status: ListenStatus;
  rate: number;
  origin: ListenOrigin | null;
  userId: string | null;
}

export interface StartListening {
  items: ListenItem[];
  startIndex?: number;
  origin: ListenOrigin;
  /** Whose queue it is: only they are offered to resume it. */
  userId: string | null;
  /** The Listen button that started it (its `useId`): that button then offers to pause. */
  starter?: string | null;
}

/** What pressing Listen (or Resume) came to. */
export type ListenOutcome = 'playing' | 'no-voice' | 'empty';

export interface ListenEngineDeps {
  speech: SpeechDriver;
  /** A story heard to its end: the tracking client's engagement 'read'. */
  recordRead: (newsId: string) => void;
  slot: JsonSlot<SavedListen | null>;
  flag: StoreApi<ListenFlag>;
  now: () => number;
}

export interface ListenEngine {
  store: StoreApi<ListenState>;
  start(request: StartListening): Promise<ListenOutcome>;
  /** Plays a paused queue, or resumes a saved one. */
  play(): Promise<ListenOutcome>;
  pause(): void;
  toggle(): Promise<ListenOutcome>;
  next(): void;
  previous(): void;
  /** From the next sentence on. */
  setRate(rate: number): void;
  cycleRate(): void;
  /** Stops and forgets the queue (the mini player's Close). */
  close(): void;
  /** Loads the queue `userId` left on this device (not playing); false when there is none. */
  restore(userId: string): boolean;
}

const EMPTY: Omit<ListenState, 'rate'> = { items: [], index: 0, chunk: 0, status: 'idle', origin: null, userId: null };

export function createListenEngine({ speech, recordRead, slot, flag, now }: ListenEngineDeps): ListenEngine {
  const store = createStore<ListenState>(() => ({ ...EMPTY, rate: DEFAULT_RATE }));
  const get = store.getState;
  /** The stories recorded as read in this listen: each is recorded once. */
  let heard = new Set<string>();
  let chunks: { item: ListenItem; list: string[] } | null = null;
  let starter: string | null = null;
  /** Bumped by every start: an older start still waiting for the voices gives way. */
  let startToken = 0;

  const chunksOf = (item: ListenItem) => {
    if (chunks?.item !== item) chunks = { item, list: itemChunks(item) };
    return chunks.list;
  };

  function save() {
    const { items, index, chunk, rate, origin, userId } = get();
    if (items.length > 0 && origin && userId) saveListen(slot, { userId, origin, items, index, chunk, rate, savedAt: now() });
  }

  function syncFlag() {
    const { items, status } = get();
    flag.setState({ active: items.length > 0, playing: status === 'playing', starter });
  }

  function moveTo(position: ListenPosition) {
    store.setState(position);
    save();
  }

  function speakCurrent() {
    const { items, index, chunk, rate } = get();
    const item = items[index];
    if (!item) return;
    const list = chunksOf(item);
    const text = list[Math.min(chunk, list.length - 1)];
    if (text === undefined) return advance();
    speech.speak(text, rate, { onEnd: advance, onError: stalled });
  }

  function advance() {
    const state = get();
    if (state.status !== 'playing') return;
    const item = state.items[state.index]!;
    const { next, finished } = afterChunk(state, chunksOf(item).length, state.items.length);
    if (finished && !heard.has(item.newsId)) {
      heard.add(item.newsId);
      recordRead(item.newsId);
    }
    if (!next) return finish();
    moveTo(next);
    speakCurrent();
  }

  /** The voice failed (or the browser wants a tap first): paused where it was, to play again. */
  function stalled() {
    if (get().status !== 'playing') return;
    store.setState({ status: 'paused' });
    syncFlag();
  }

  /** The last story heard: the player closes, and there is nothing left to resume. */
  function finish() {
    close();
  }

  function close() {
    startToken += 1;
    speech.cancel();
    starter = null;
    chunks = null;
    store.setState({ ...EMPTY });
    slot.remove();
    syncFlag();
  }

  async function start({ items, startIndex = 0, origin, userId, starter: by = null }: StartListening): Promise<ListenOutcome> {
    if (items.length === 0) return 'empty';
    const token = ++startToken;
    speech.cancel();
    if (!(await speech.prepare())) return 'no-voice';
    if (token !== startToken) return 'playing';
    heard = new Set();
    starter = by;
    const index = Math.min(Math.max(0, Math.trunc(startIndex)), items.length - 1);
    store.setState({ items, index, chunk: 0, status: 'playing', origin, userId });
    save();
    syncFlag();
    speakCurrent();
    return 'playing';
  }

  async function play(): Promise<ListenOutcome> {
    const { items, status } = get();
    if (items.length === 0) return 'empty';
    if (status === 'playing') return 'playing';
    const token = ++startToken;
    if (!(await speech.prepare())) return 'no-voice';
    if (token !== startToken || get().status === 'playing') return 'playing';
    store.setState({ status: 'playing' });
    syncFlag();
    speakCurrent();
    return 'playing';
  }

  function pause() {
    if (get().status !== 'playing') return;
    // A cancel, not speechSynthesis.pause(): Chrome's pause is unreliable. Play speaks the sentence again.
    speech.cancel();
    store.setState({ status: 'paused' });
    save();
    syncFlag();
  }

  function jump(position: ListenPosition | null) {
    if (!position) return;
    const playing = get().status === 'playing';
    if (playing) speech.cancel();
    moveTo(position);
    if (playing) speakCurrent();
  }

  function setRate(rate: number) {
    store.setState({ rate: clampRate(rate) });
    save();
  }

  // Logout elsewhere on the page (forgetListening) turns the flag off: stop and drop the queue.
  flag.subscribe((state, previous) => {
    if (previous.active && !state.active && get().items.length > 0) close();
  });

  return {
    store,
    start,
    play,
    pause,
    toggle: () => (get().status === 'playing' ? (pause(), Promise.resolve('playing' as const)) : play()),
    next: () => jump(nextItem(get(), get().items.length)),
    previous: () => jump(previousItem(get())),
    setRate,
    cycleRate: () => setRate(nextRate(get().rate)),
    close,
    restore(userId) {
      if (get().items.length > 0) return true;
      const saved = savedListenFor(slot, userId, now());
      if (!saved) {
        slot.remove();
        syncFlag();
        return false;
      }
      heard = new Set();
      starter = null;
      store.setState({ items: saved.items, index: saved.index, chunk: saved.chunk, rate: saved.rate, origin: saved.origin, userId, status: 'idle' });
      syncFlag();
      return true;
    },
  };
}
