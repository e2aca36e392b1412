import { describe, expect, it } from 'vitest';
import { judgeNewPassword, preparePasswordPolicy } from './password-policy.js';

describe('the new-password policy', () => {
  it.each(['123456', 'password', 'qwerty123', 'password123', 'iloveyou', 'P@ssw0rd', 'PASSWORD', 'drowssap', 'letmein', '1q2w3e4r5t', 'aaaaaa', 'abcdef', '123123'])(
    'refuses %j as too common',
    (password) => {
      expect(judgeNewPassword(password)).toBe('too-common');
    },
  );

  it.each(['Harbour-lights-42', 'correct horse battery staple', 'correct-horse-7', 'bench-password', 'secret123', 'blue kettle on the hob', 'Tr0ub4dor&3'])(
    'accepts %j',
    (password) => {
      expect(judgeNewPassword(password, { username: 'reader' })).toBe('ok');
    },
  );

  it('refuses the username again, reversed or in another case', () => {
    for (const password of ['grace-hopper', 'GRACE-HOPPER', 'reppoh-ecarg']) {
      expect(judgeNewPassword(password, { username: 'grace-hopper' })).toBe('like-username');
    }
  });

  it('refuses a long password that is one short run repeated, accepts a long varied one', () => {
    expect(judgeNewPassword('ab'.repeat(40))).toBe('too-common');
    expect(judgeNewPassword('x'.repeat(128))).toBe('too-common');
    expect(judgeNewPassword('the quick brown fox jumps over the lazy dog, twice over')).toBe('ok');
  });

  it('stays fast, also on inputs crafted to be slow (dictionaries loaded once)', () => {
    preparePasswordPolicy();
    const crafted = ['P@$$w0rd!1'.repeat(4), '|_||<|)|-|'.repeat(4), '4@!1|0$5+7(3'.repeat(3), '1234567890'.repeat(4)].map((p) => p.slice(0, 32));
    let worst = 0;
    for (const password of crafted) {
      const started = performance.now();
      judgeNewPassword(password, { username: 'someone' });
      worst = Math.max(worst, performance.now() - started);
    }
    const started = performance.now();
    for (let i = 0; i < 50; i++) judgeNewPassword(`Harbour-lights-${i}`, { username: `reader${i}` });
    const typical = (performance.now() - started) / 50;
    // Measured ~1 ms typical and ~15 ms worst on an idle core; bounds leave room for a busy CI.
    expect(typical).toBeLessThan(20);
    expect(worst).toBeLessThan(250);
  });
});
