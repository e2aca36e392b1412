import { listVoices, pageLanguage, pickVoice } from './listen-voice';

// The player's one contact with the Web Speech API, behind an interface the tests replace.

export interface SpeakCallbacks {
  onStart?: () => void;
  onEnd: () => void;
  onError: (error: string) => void;
}

export interface SpeechDriver {
  /** Finds the voice; false when this device has no speech or no voice at all. */
  prepare(): Promise<boolean>;
  speak(text: string, rate: number, callbacks: SpeakCallbacks): void;
  /** Stops what is spoken; its callbacks are not called after this. */
  cancel(): void;
}

/** The browser's speechSynthesis, or null where there is none. */
function synthesis(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance === 'function' ? window.speechSynthesis : null;
}

export function browserSpeech(): SpeechDriver {
  let voice: SpeechSynthesisVoice | null = null;
  let lang = 'en';
  // Chrome drops the events of an utterance it no longer references: keep the current one.
  let current: SpeechSynthesisUtterance | null = null;
  return {
    async prepare() {
      const synth = synthesis();
      if (!synth) return false;
      lang = pageLanguage();
      voice = pickVoice(await listVoices(synth), lang);
      return voice !== null;
    },
    speak(text, rate, { onStart, onEnd, onError }) {
      const synth = synthesis();
      if (!synth) return onError('unsupported');
      const utterance = new SpeechSynthesisUtterance(text);
      if (voice) utterance.voice = voice;
      utterance.lang = voice?.lang ?? lang;
      utterance.rate = rate;
      utterance.onstart = () => current === utterance && onStart?.();
      utterance.onend = () => current === utterance && ((current = null), onEnd());
      utterance.onerror = (event) => current === utterance && ((current = null), onError(event.error));
      current = utterance;
      synth.speak(utterance);
    },
    cancel() {
      current = null;
      synthesis()?.cancel();
    },
  };
}
