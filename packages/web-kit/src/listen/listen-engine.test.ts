import { create } from 'zustand';
import { describe, expect, it } from 'vitest';
import { createListenEngine } from './listen-engine';
import { forgetListening, LISTEN_RESUME_KEY, useListenFlag, type ListenFlag } from './listen-flag';
import { listenResumeSlot } from './listen-resume';
import type { SpeakCallbacks, SpeechDriver } from './listen-speech';
import type { ListenItem } from './listen-types';

/** A voice that speaks only when told: `end()` finishes the current utterance. */
function fakeSpeech(hasVoice = true) {
  const spoken: Array<{ text: string; rate: number }> = [];
  let current: SpeakCallbacks | null = null;
  const driver: SpeechDriver = {
    prepare: async () => hasVoice,
    speak(text, rate, callbacks) {
      spoken.push({ text, rate });
      current = callbacks;
    },
    cancel() {
      current = null;
    },
  };
  return {
    driver,
    spoken,
    texts: () => spoken.map(({ text }) => text),
    speaking: () => current !== null,
    end() {
      const callbacks = current;
      current = null;
      callbacks?.onEnd();
    },
    fail(error: string) {
      const callbacks = current;
      current = null;
      callbacks?.onError(error);
    },
  };
}

const story = (id: string, text = `One ${id}. Two ${id}.`): ListenItem => ({ newsId: id, title: `Title ${id}`, text, source: `Source ${id}` });
const QUEUE = [story('a'), story('b'), story('c')];

function setUp({ hasVoice = true, flag = create<ListenFlag>(() => ({ active: false, playing: false, starter: null })) } = {}) {
  const speech = fakeSpeech(hasVoice);
  const reads: string[] = [];
  let clock = 1_000;
  const engine = createListenEngine({ speech: speech.driver, recordRead: (id) => reads.push(id), slot: listenResumeSlot(), flag, now: () => clock });
  return { engine, speech, reads, flag, tick: (ms: number) => (clock += ms), state: () => engine.store.getState() };
}

describe('the listen engine', () => {
  it('speaks each story title then text, from the start index, in order, and closes at the end', async () => {
    const { engine, speech, flag, state } = setUp();
    expect(await engine.start({ items: QUEUE, startIndex: 1, origin: 'edition', userId: 'u1', starter: 'b1' })).toBe('playing');
    expect(flag.getState()).toEqual({ active: true, playing: true, starter: 'b1' });
    for (let n = 0; n < 6; n += 1) speech.end();
    expect(speech.texts()).toEqual(['Title b', 'One b.', 'Two b.', 'Title c', 'One c.', 'Two c.']);
    expect(state().items).toEqual([]);
    expect(flag.getState().active).toBe(false);
    expect(window.localStorage.getItem(LISTEN_RESUME_KEY)).toBeNull();
  });

  it('records a story heard to its end as read, once per listen, and not one skipped', async () => {
    const { engine, speech, reads } = setUp();
    await engine.start({ items: QUEUE, origin: 'feed', userId: 'u1' });
    speech.end();
    engine.next(); // 'a' skipped after its title
    for (let n = 0; n < 3; n += 1) speech.end(); // 'b' heard
    expect(reads).toEqual(['b']);
    engine.previous(); // back to 'b', heard again
    for (let n = 0; n < 3; n += 1) speech.end();
    expect(reads).toEqual(['b']);
    await engine.start({ items: [story('b')], origin: 'article', userId: 'u1' });
    for (let n = 0; n < 3; n += 1) speech.end();
    expect(reads).toEqual(['b', 'b']);
  });

  it('pauses by cancelling and speaks the same sentence again on play', async () => {
    const { engine, speech, state } = setUp();
    await engine.start({ items: QUEUE, origin: 'edition', userId: 'u1' });
    speech.end();
    engine.pause();
    expect(state().status).toBe('paused');
    expect(speech.speaking()).toBe(false);
    expect(await engine.toggle()).toBe('playing');
    expect(speech.texts()).toEqual(['Title a', 'One a.', 'One a.']);
  });

  it('next and previous move between stories, playing or not', async () => {
    const { engine, speech, state } = setUp();
    await engine.start({ items: QUEUE, origin: 'edition', userId: 'u1' });
    engine.next();
    engine.next();
    engine.next(); // the last: stays
    expect(state().index).toBe(2);
    engine.pause();
    engine.previous();
    expect(state()).toMatchObject({ index: 1, chunk: 0, status: 'paused' });
    expect(speech.texts()).toEqual(['Title a', 'Title b', 'Title c']);
  });

  it('applies a new speed from the next sentence', async () => {
    const { engine, speech } = setUp();
    await engine.start({ items: QUEUE, origin: 'edition', userId: 'u1' });
    engine.cycleRate();
    speech.end();
    engine.setRate(0.8);
    speech.end();
    expect(speech.spoken.map(({ rate }) => rate)).toEqual([1, 1.25, 0.8]);
  });

  it('resumes after a reload where it stopped, with the speed, for the same user only', async () => {
    const first = setUp();
    await first.engine.start({ items: QUEUE, startIndex: 1, origin: 'edition', userId: 'u1' });
    first.engine.setRate(1.5);
    first.speech.end();

    const other = setUp();
    expect(other.engine.restore('u2')).toBe(false);
    const again = setUp();
    // The other user's attempt forgot it: a queue is never offered to someone else.
    expect(again.engine.restore('u1')).toBe(false);

    await first.engine.start({ items: QUEUE, startIndex: 1, origin: 'edition', userId: 'u1' });
    first.speech.end();
    const reloaded = setUp();
    expect(reloaded.engine.restore('u1')).toBe(true);
    expect(reloaded.state()).toMatchObject({ index: 1, chunk: 1, status: 'idle', rate: 1.5, origin: 'edition' });
    expect(reloaded.flag.getState().active).toBe(true);
    expect(await reloaded.engine.play()).toBe('playing');
    reloaded.speech.end();
    reloaded.speech.end();
    expect(reloaded.speech.texts()).toEqual(['One b.', 'Two b.', 'Title c']);
    expect(reloaded.reads).toEqual(['b']);
  });

  it('pausing keeps the position to resume; close forgets it', async () => {
    const { engine, speech, state } = setUp();
    await engine.start({ items: QUEUE, origin: 'feed', userId: 'u1' });
    speech.end();
    engine.pause();
    expect(JSON.parse(window.localStorage.getItem(LISTEN_RESUME_KEY)!)).toMatchObject({ userId: 'u1', index: 0, chunk: 1 });
    engine.close();
    expect(state().items).toEqual([]);
    expect(window.localStorage.getItem(LISTEN_RESUME_KEY)).toBeNull();
  });

  it('says when there is no voice, and plays nothing', async () => {
    const { engine, speech, flag } = setUp({ hasVoice: false });
    expect(await engine.start({ items: QUEUE, origin: 'edition', userId: 'u1' })).toBe('no-voice');
    expect(speech.spoken).toEqual([]);
    expect(flag.getState().active).toBe(false);
  });

  it('pauses where it was when the voice fails', async () => {
    const { engine, speech, state, flag } = setUp();
    await engine.start({ items: QUEUE, origin: 'edition', userId: 'u1' });
    speech.fail('synthesis-failed');
    expect(state()).toMatchObject({ status: 'paused', index: 0, chunk: 0 });
    expect(flag.getState().playing).toBe(false);
  });

  it('stops and forgets the queue on logout (forgetListening)', async () => {
    const { engine, speech, state } = setUp({ flag: useListenFlag });
    await engine.start({ items: QUEUE, origin: 'edition', userId: 'u1' });
    forgetListening();
    expect(speech.speaking()).toBe(false);
    expect(state().items).toEqual([]);
    expect(window.localStorage.getItem(LISTEN_RESUME_KEY)).toBeNull();
  });

  it('a later Listen wins over one still waiting for the voices', async () => {
    const { engine, speech, state } = setUp();
    const first = engine.start({ items: QUEUE, origin: 'edition', userId: 'u1' });
    const second = engine.start({ items: [story('z')], origin: 'article', userId: 'u1' });
    await Promise.all([first, second]);
    expect(state().items.map(({ newsId }) => newsId)).toEqual(['z']);
    expect(speech.texts()).toEqual(['Title z']);
  });
});
