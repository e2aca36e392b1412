import { describe, expect, it } from 'vitest';
import { TOKEN_PATTERN } from '@tidings/contracts/access-tokens';
import { accessTokenHint, crc32, generateAccessToken, hashAccessToken, isWellFormedAccessToken } from './access-token-format.js';

describe('access token format', () => {
  it('is tid_ + 40 random base62 characters + a 6-character checksum', () => {
    const tokens = Array.from({ length: 200 }, generateAccessToken);
    for (const token of tokens) {
      expect(token).toMatch(TOKEN_PATTERN);
      expect(isWellFormedAccessToken(token)).toBe(true);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('computes the CRC-32 zlib computes', () => {
    expect(crc32('hello')).toBe(907060870);
    expect(crc32('')).toBe(0);
  });

  it('refuses a token whose checksum does not match, or that is not the shape', () => {
    const token = generateAccessToken();
    const flipped = token.slice(0, 10) + (token[10] === 'a' ? 'b' : 'a') + token.slice(11);
    expect(isWellFormedAccessToken(flipped)).toBe(false);
    expect(isWellFormedAccessToken(token.slice(0, -1))).toBe(false);
    expect(isWellFormedAccessToken(`ghp_${token.slice(4)}`)).toBe(false);
    expect(isWellFormedAccessToken(`${token} `)).toBe(false);
  });

  it('draws every base62 character about equally often (no modulo bias)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i++) for (const char of generateAccessToken().slice(4, 44)) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(62);
    const expected = (2000 * 40) / 62;
    for (const count of counts.values()) expect(Math.abs(count - expected) / expected).toBeLessThan(0.15);
  });

  it('hashes to sha256 hex and hints at the first four secret characters', () => {
    const token = generateAccessToken();
    expect(hashAccessToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(accessTokenHint(token)).toBe(`${token.slice(0, 8)}…`);
  });
});
