import { describe, expect, it } from 'vitest';
import { detectPlatform } from './platform';
import { newUuid } from './uuid';

describe('platform and ids', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36', 'android'],
    ['Mozilla/5.0 (Linux; U; android 4.4.2; en-us) AppleWebKit/534.30', 'android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'web'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36', 'web'],
    ['', 'web'],
  ])('%s is %s', (userAgent, platform) => {
    expect(detectPlatform(userAgent)).toBe(platform);
  });

  it('makes v4 UUIDs of 36 characters, also where crypto.randomUUID is missing (plain http)', () => {
    const shape = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newUuid()).toMatch(shape);
    const randomUUID = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { configurable: true, value: undefined });
      const ids = new Set(Array.from({ length: 50 }, newUuid));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(shape);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { configurable: true, value: randomUUID });
    }
  });
});
