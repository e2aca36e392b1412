import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { AuthErrors } from '../errors.js';

// The rule for a new password, on top of the contracts' length bounds (6..128, spec section 5):
// refuse a password that IS one of the ~49,000 common passwords zxcvbn's list holds (whatever
// its case, reversed, or with l33t substitutions: 'P@ssw0rd'), or that zxcvbn scores 0 (under
// about a thousand guesses: '123123', 'aaaaaa', 'abcdef'), and one that is the username again.
// Longer passwords made of common words ('correct-horse', 'bench-password-7') pass: the list
// decides "common", not a strength meter. Offline: the dictionaries ship with the packages.

/**
 * zxcvbn's cost grows steeply with length and with l33t-like characters (measured: a crafted
 * 128-character password took ~0.5 s of blocked event loop; 32 characters with 10 substitutions
 * at most, under 20 ms on a loaded machine). The longest listed password has 20 characters, so
 * 32 loses nothing; beyond it only a short run repeated ('aaaa…', 'abab…') is refused.
 */
const CHECKED_MAX_LENGTH = 32;
const SHORT_RUN_REPEATED = /^([\s\S]{1,4}?)\1+$/u;

let estimator: ZxcvbnFactory | null = null;

/** The dictionaries are ranked once per process (~90 ms); call at start so no request pays it. */
export function preparePasswordPolicy(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: CHECKED_MAX_LENGTH, l33tMaxSubstitutions: 10 });
  return estimator;
}

export type PasswordVerdict = 'ok' | 'too-common' | 'like-username';

export interface PasswordContext {
  /** The account's username: a password that is the username again is refused too. */
  username?: string;
}

function isWholeMatch(result: ZxcvbnResult, dictionaryName: string): boolean {
  const [only, ...rest] = result.sequence;
  return rest.length === 0 && only?.pattern === 'dictionary' && only.dictionaryName === dictionaryName;
}

/** Judges a new password; login never calls it (an existing password is never re-judged). */
export function judgeNewPassword(password: string, context: PasswordContext = {}): PasswordVerdict {
  if (password.length > CHECKED_MAX_LENGTH) return SHORT_RUN_REPEATED.test(password) ? 'too-common' : 'ok';
  const result = preparePasswordPolicy().check(password, context.username ? [context.username] : []);
  if (isWholeMatch(result, 'userInputs')) return 'like-username';
  if (isWholeMatch(result, 'passwords-common')) return 'too-common';
  if (result.score > 0) return 'ok';
  const fromUsername = result.sequence.some((match) => match.pattern === 'dictionary' && match.dictionaryName === 'userInputs');
  return fromUsername ? 'like-username' : 'too-common';
}

/**
 * Throws the 400 a caller answers when a new password is refused: AUTH_PASSWORD_TOO_COMMON or
 * AUTH_PASSWORD_LIKE_USERNAME. For every place that sets a password (register, password change).
 */
export function assertAcceptablePassword(password: string, context: PasswordContext = {}): void {
  const verdict = judgeNewPassword(password, context);
  if (verdict === 'too-common') throw new AuthErrors.PasswordTooCommon();
  if (verdict === 'like-username') throw new AuthErrors.PasswordLikeUsername();
}
