import { describe, expect, it, vi } from 'vitest';
import {
  clearOnboardingStorage,
  INTERESTS_STORAGE_KEY,
  PERSONALITIES_STORAGE_KEY,
  readStoredList,
  writeStoredList,
} from './onboarding-storage';

describe('onboarding storage', () => {
  it('round-trips a list as a JSON array under the spec key', () => {
    writeStoredList(PERSONALITIES_STORAGE_KEY, ['Ada Lovelace']);
    expect(window.localStorage.getItem('onboarding_personalities')).toBe('["Ada Lovelace"]');
    expect(readStoredList(PERSONALITIES_STORAGE_KEY)).toEqual(['Ada Lovelace']);
  });

  it('answers null when nothing is stored, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readStoredList(INTERESTS_STORAGE_KEY)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['{broken', '"ireland"', '{"a":1}'])('only logs an unusable value (%s)', (raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem(INTERESTS_STORAGE_KEY, raw);
    expect(readStoredList(INTERESTS_STORAGE_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('drops entries that are not strings', () => {
    window.localStorage.setItem(INTERESTS_STORAGE_KEY, '["ireland", 3, null, "world"]');
    expect(readStoredList(INTERESTS_STORAGE_KEY)).toEqual(['ireland', 'world']);
  });

  it('only logs when storage refuses to read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readStoredList(INTERESTS_STORAGE_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('clears both keys', () => {
    writeStoredList(INTERESTS_STORAGE_KEY, ['world']);
    writeStoredList(PERSONALITIES_STORAGE_KEY, ['Ada Lovelace']);
    clearOnboardingStorage();
    expect(window.localStorage.length).toBe(0);
  });
});
