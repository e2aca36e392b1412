import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

// argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes): above OWASP's minimum.
const HASH_OPTIONS = { type: argon2.argon2id } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

/** Verifies, and never throws on a malformed hash: a broken record is simply a wrong password. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/** Made once at start, so the first unknown-username login is not the slow one. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}

/**
 * Spends the time of one verification against a hash nobody knows the password of, so a login
 * for an unknown username takes as long as a wrong password and does not reveal which names exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}
