import type { Page } from '@playwright/test';

// A stubbed speechSynthesis for Listen mode's specs (issue 32): it records each utterance, lists
// voices a moment after load (one of them on-device), and ends an utterance when told or on a timer.

interface SpeechOptions {
  /** No voice at all on this "device". */
  voiceless?: boolean;
  /** Each utterance ends by itself after this many ms; otherwise only on `__speech.end()`. */
  autoEndMs?: number;
}

interface Spoken {
  text: string;
  rate: number;
  voice: string | null;
}

/**
 * A fake speechSynthesis, installed before the page's scripts: it records what is spoken, with
 * which voice and speed, lists its voices only after `voiceschanged` (as Chrome does), and ends an
 * utterance on a timer or when the test says. cancel() fails the current utterance with
 * 'interrupted', as Chrome does.
 */
export async function installSpeech(page: Page, options: SpeechOptions = {}): Promise<void> {
  await page.addInitScript(({ voiceless, autoEndMs }) => {
    type Utterance = { text: string; rate: number; voice: { name: string } | null; onstart?: () => void; onend?: () => void; onerror?: (event: { error: string }) => void };
    const voices = voiceless
      ? []
      : [
          { name: 'Network English', lang: 'en-US', localService: false, default: true, voiceURI: 'net-en' },
          { name: 'Device English', lang: 'en-US', localService: true, default: false, voiceURI: 'dev-en' },
          { name: 'Device French', lang: 'fr-FR', localService: true, default: false, voiceURI: 'dev-fr' },
        ];
    let listed = false;
    let current: Utterance | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const listeners = new Set<() => void>();
    const spoken: Array<{ text: string; rate: number; voice: string | null }> = [];
    const state = { autoEndMs: autoEndMs ?? null };
    const end = () => {
      const utterance = current;
      current = null;
      clearTimeout(timer);
      utterance?.onend?.();
    };
    const synth = {
      get speaking() {
        return current !== null;
      },
      paused: false,
      pending: false,
      getVoices: () => (listed ? voices : []),
      speak(utterance: Utterance) {
        current = utterance;
        spoken.push({ text: utterance.text, rate: utterance.rate, voice: utterance.voice?.name ?? null });
        setTimeout(() => utterance.onstart?.(), 0);
        if (state.autoEndMs !== null) timer = setTimeout(end, state.autoEndMs);
      },
      cancel() {
        const utterance = current;
        current = null;
        clearTimeout(timer);
        utterance?.onerror?.({ error: 'interrupted' });
      },
      pause() {},
      resume() {},
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    };
    class FakeUtterance {
      text: string;
      rate = 1;
      lang = '';
      voice = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
    // Chrome lists its voices a moment after the page starts.
    setTimeout(() => {
      listed = true;
      for (const listener of listeners) listener();
    }, 200);
    Object.assign(window, {
      __speech: {
        spoken,
        end,
        auto(ms: number | null) {
          state.autoEndMs = ms;
          if (ms !== null && current) timer = setTimeout(end, ms);
        },
      },
    });
  }, options);
}

type SpeechHandle = { spoken: Spoken[]; end: () => void; auto: (ms: number | null) => void };
export const spoken = (page: Page) => page.evaluate(() => (window as unknown as { __speech: SpeechHandle }).__speech.spoken);
export const spokenTexts = async (page: Page) => (await spoken(page)).map(({ text }) => text);
export const lastSpoken = async (page: Page) => (await spoken(page)).at(-1);
export const endUtterance = (page: Page) => page.evaluate(() => (window as unknown as { __speech: SpeechHandle }).__speech.end());
export const autoEnd = (page: Page, ms: number | null) => page.evaluate((after) => (window as unknown as { __speech: SpeechHandle }).__speech.auto(after), ms);
