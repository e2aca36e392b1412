import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LISTEN_TEXTS } from '../listen/listen-texts';
import { makeUser } from '../testing/factories';
import { renderWithProviders } from '../testing/render-with-providers';
import { ListenButton } from './listen-button';

// The button against a fake speechSynthesis: the player it loads is the page's real one.

interface FakeUtterance {
  text: string;
  rate: number;
  voice: { name: string } | null;
  onend: (() => void) | null;
}

function installSpeech(voices: Array<{ name: string; lang: string; localService: boolean; default: boolean }>) {
  const spoken: FakeUtterance[] = [];
  class Utterance {
    text: string;
    rate = 1;
    lang = '';
    voice: { name: string } | null = null;
    onstart: (() => void) | null = null;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(text: string) {
      this.text = text;
    }
  }
  const synth = {
    paused: false,
    getVoices: () => voices,
    speak: (utterance: FakeUtterance) => spoken.push(utterance),
    cancel: () => {},
    addEventListener: (_type: string, listener: () => void) => setTimeout(listener, 0),
    removeEventListener: () => {},
  };
  Object.assign(window, { speechSynthesis: synth, SpeechSynthesisUtterance: Utterance });
  return spoken;
}

const items = () => [
  { newsId: 'n1', title: 'Harbour reopens', text: 'The harbour reopened today.', source: 'Daily Example' },
  { newsId: 'n2', title: 'Rail line extended', text: 'Trains run further.', source: 'Morning Example' },
];

afterEach(async () => {
  const { listenPlayer } = await import('@tidings/web-kit/listen/listen-player');
  listenPlayer.close();
  for (const key of ['speechSynthesis', 'SpeechSynthesisUtterance']) delete (window as unknown as Record<string, unknown>)[key];
});

describe('ListenButton', () => {
  it('explains that the browser cannot speak, when it has no speech synthesis', async () => {
    renderWithProviders(<ListenButton items={items} origin="edition" label="Listen to today's edition" />, { user: makeUser() });
    await userEvent.click(screen.getByRole('button', { name: "Listen to today's edition" }));
    expect(await screen.findByText(LISTEN_TEXTS.noSpeech)).toBeTruthy();
  });

  it('explains that a voice is needed, when the device has none', async () => {
    installSpeech([]);
    renderWithProviders(<ListenButton items={items} origin="edition" />, { user: makeUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Listen' }));
    expect(await screen.findByText(LISTEN_TEXTS.noVoice)).toBeTruthy();
  });

  it('plays from the start index with an on-device voice, and pauses its own queue', async () => {
    const spoken = installSpeech([
      { name: 'Cloud', lang: 'en-US', localService: false, default: true },
      { name: 'Device', lang: 'en-US', localService: true, default: false },
    ]);
    document.documentElement.lang = 'en-US';
    renderWithProviders(<ListenButton items={items} startIndex={1} origin="feed" />, { user: makeUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Listen' }));
    await waitFor(() => expect(spoken.map(({ text }) => text)).toEqual(['Rail line extended']));
    expect(spoken[0]!.voice?.name).toBe('Device');
    await userEvent.click(await screen.findByRole('button', { name: LISTEN_TEXTS.pauseListening }));
    expect(await screen.findByRole('button', { name: 'Listen' })).toBeTruthy();
    const { listenPlayer } = await import('@tidings/web-kit/listen/listen-player');
    expect(listenPlayer.store.getState().status).toBe('paused');
    // A cancelled utterance's late end does not move the queue on.
    act(() => spoken[0]!.onend?.());
    expect(listenPlayer.store.getState()).toMatchObject({ index: 1, chunk: 0 });
  });
});
