import { describe, expect, it } from 'vitest';
import { pickVoice, type VoiceLike } from './listen-voice';

const voice = (name: string, lang: string, localService: boolean, isDefault = false): VoiceLike => ({ name, lang, localService, default: isDefault });

describe('pickVoice', () => {
  it('prefers an on-device voice in the page language over a network one', () => {
    const voices = [voice('Cloud English', 'en-US', false, true), voice('Device French', 'fr-FR', true), voice('Device English', 'en-US', true)];
    expect(pickVoice(voices, 'en-US')?.name).toBe('Device English');
  });

  it('takes an on-device voice of the same language in another region before a network one of the region', () => {
    const voices = [voice('Cloud US', 'en-US', false), voice('Device GB', 'en_GB', true)];
    expect(pickVoice(voices, 'en-US')?.name).toBe('Device GB');
  });

  it('falls back to a network voice in the language, then to any on-device voice', () => {
    expect(pickVoice([voice('Device German', 'de-DE', true), voice('Cloud English', 'en-US', false)], 'en')?.name).toBe('Cloud English');
    expect(pickVoice([voice('Cloud German', 'de-DE', false), voice('Device German', 'de-DE', true)], 'en')?.name).toBe('Device German');
  });

  it('answers null when there is no voice at all', () => {
    expect(pickVoice([], 'en')).toBeNull();
  });
});
