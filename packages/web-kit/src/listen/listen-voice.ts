// The voice: an on-device (`localService`) voice in the page's language first, so listening works
// offline; a network voice in the language next; then any on-device voice. Chrome fills
// getVoices() only after `voiceschanged`, so the first Listen waits for it a little.

export type VoiceLike = Pick<SpeechSynthesisVoice, 'name' | 'lang' | 'localService' | 'default'>;

/** How long the first Listen waits for the voices to be listed. */
export const VOICES_WAIT_MS = 1500;

const languageOf = (tag: string) => tag.toLowerCase().replace('_', '-');
const baseOf = (tag: string) => languageOf(tag).split('-')[0]!;

/** The voice to speak `lang` with, or null when there is none at all. */
export function pickVoice<V extends VoiceLike>(voices: readonly V[], lang: string): V | null {
  const exact = (voice: V) => languageOf(voice.lang) === languageOf(lang);
  const base = (voice: V) => baseOf(voice.lang) === baseOf(lang);
  const local = (voice: V) => voice.localService;
  const preferences: Array<(voice: V) => boolean> = [
    (voice) => local(voice) && exact(voice),
    (voice) => local(voice) && base(voice),
    exact,
    base,
    (voice) => local(voice) && voice.default,
    local,
  ];
  for (const prefer of preferences) {
    const found = voices.find(prefer);
    if (found) return found;
  }
  return voices[0] ?? null;
}

/** The page's language ('en' when it names none). */
export function pageLanguage(): string {
  return document.documentElement.lang || navigator.language || 'en';
}

/** The voices, once listed: at once when they are, else on `voiceschanged`, else none after `waitMs`. */
export function listVoices(synth: SpeechSynthesis, waitMs = VOICES_WAIT_MS): Promise<SpeechSynthesisVoice[]> {
  const now = synth.getVoices();
  if (now.length > 0) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener('voiceschanged', done);
      resolve(synth.getVoices());
    };
    const timer = setTimeout(done, waitMs);
    synth.addEventListener('voiceschanged', done);
  });
}
