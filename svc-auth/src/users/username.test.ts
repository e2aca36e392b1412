import { describe, expect, it } from 'vitest';
import { isReservedUsername, usernameKeyOf, usernameSkeletonOf } from './username.js';

describe('username forms', () => {
  it('keys ignore case and width, including full case folding', () => {
    expect(usernameKeyOf('Alice')).toBe('alice');
    expect(usernameKeyOf('ＡＬＩＣＥ')).toBe('alice');
    expect(usernameKeyOf('Straße')).toBe(usernameKeyOf('STRASSE'));
    expect(usernameKeyOf('\u2126mega')).toBe(usernameKeyOf('\u03A9MEGA'));
  });

  it('keys keep look-alikes apart (login never folds confusables), skeletons bring them together', () => {
    const cyrillic = 't\u0435stuser';
    expect(usernameKeyOf(cyrillic)).not.toBe(usernameKeyOf('testuser'));
    for (const lookAlike of [cyrillic, 'test\u200Buser', 'TESTUSER', 'ｔｅｓｔｕｓｅｒ', 'test\u202Euser']) {
      expect(usernameSkeletonOf(lookAlike), lookAlike).toBe(usernameSkeletonOf('testuser'));
    }
    expect(usernameSkeletonOf('\u0430lice')).toBe(usernameSkeletonOf('ALICE'));
    expect(usernameSkeletonOf('paypal')).toBe(usernameSkeletonOf('paypa1'));
    expect(usernameSkeletonOf('testuser2')).not.toBe(usernameSkeletonOf('testuser'));
  });

  it("reserves 'testuser' in every look-alike form, and nothing else", () => {
    for (const name of ['testuser', 'TestUser', 't\u0435stuser', 'ＴＥＳＴＵＳＥＲ', 'test\u200Buser']) expect(isReservedUsername(name), name).toBe(true);
    for (const name of ['testuser1', 'tester', 'test_user', 'alice']) expect(isReservedUsername(name), name).toBe(false);
  });
});
