import { describe, expect, it } from 'vitest';
import { expiryText, isExpired, lastUsedText } from './token-dates';

const NOW = Date.parse('2025-06-15T12:00:00.000Z');

describe('a token’s dates in the list', () => {
  it('says "No expiry", the date, or "Expired" once it has passed', () => {
    expect(expiryText({ expiresAt: null }, NOW)).toBe('No expiry');
    expect(expiryText({ expiresAt: '2025-07-15T12:00:00.000Z' }, NOW)).toMatch(/^Jul 1[45], 25$/);
    expect(expiryText({ expiresAt: '2025-06-15T11:59:59.000Z' }, NOW)).toBe('Expired');
    expect(isExpired({ expiresAt: '2025-06-15T12:00:00.000Z' }, NOW)).toBe(true);
    expect(isExpired({ expiresAt: null }, NOW)).toBe(false);
  });

  it('says when and from where it was last used, or "Never used"', () => {
    expect(lastUsedText({ lastUsedAt: null, lastUsedAddress: null })).toBe('Never used');
    expect(lastUsedText({ lastUsedAt: '2025-06-14T09:30:00.000Z', lastUsedAddress: '203.0.113.7' })).toMatch(/^Jun 1[345], 25, \d{1,2}:\d{2} [AP]M from 203\.0\.113\.7$/);
    expect(lastUsedText({ lastUsedAt: '2025-06-14T09:30:00.000Z', lastUsedAddress: null })).not.toContain('from');
  });
});
