import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Sessions are signed with Ed25519 (EdDSA): only svc-auth holds the private key. */
export const JWT_ALGORITHM = 'EdDSA';
export const JWT_ISSUER = 'tidings-auth';
export const SESSION_COOKIE = 'tidings_session';
/** svc-auth serves its verification key here (PEM, text/plain); not under /api, not public. */
export const PUBLIC_KEY_PATH = '/auth/public-key';

export interface KeyPair {
  privateKey: string;
  publicKey: string;
}

export function generateSigningKeys(): KeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519', {
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privateKey, publicKey };
}

export function publicKeyOf(privateKeyPem: string): string {
  return createPublicKey(privateKeyPem).export({ type: 'spki', format: 'pem' }).toString();
}

/** Reads the private key at `file`, or makes one there (owner-only) on the first start. */
export async function loadOrCreatePrivateKey(file: string): Promise<KeyPair> {
  try {
    const privateKey = await readFile(file, 'utf8');
    return { privateKey, publicKey: publicKeyOf(privateKey) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = generateSigningKeys();
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, keys.privateKey, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    // Another process made it first: use theirs so every instance signs with one key.
    if (error.code !== 'EEXIST') throw error;
  });
  await chmod(file, 0o600);
  const privateKey = await readFile(file, 'utf8');
  return { privateKey, publicKey: publicKeyOf(privateKey) };
}

export interface PublicKeySource {
  /** A PEM given directly. */
  pem?: string;
  /** A file holding the PEM. */
  file?: string;
  /** svc-auth's public-key endpoint, polled until it answers (start order does not matter). */
  url?: string;
}

/** The public key from a service's environment (see `publicKeyEnv` in config.ts). */
export function loadPublicKeyFromEnv(env: { JWT_PUBLIC_KEY?: string; JWT_PUBLIC_KEY_FILE?: string; AUTH_URL?: string }): Promise<string> {
  return loadPublicKey({
    pem: env.JWT_PUBLIC_KEY,
    file: env.JWT_PUBLIC_KEY_FILE,
    url: env.AUTH_URL ? new URL(PUBLIC_KEY_PATH, env.AUTH_URL).href : undefined,
  });
}

export async function loadPublicKey(source: PublicKeySource, attempts = 60, delayMs = 500): Promise<string> {
  if (source.pem) return source.pem;
  if (source.file) return readFile(source.file, 'utf8');
  if (!source.url) throw new Error('No public key configured: set JWT_PUBLIC_KEY, JWT_PUBLIC_KEY_FILE or AUTH_URL');
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      const response = await fetch(source.url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return await response.text();
      lastError = new Error(`${response.status} from ${source.url}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  throw new Error(`Could not fetch the public key from ${source.url}: ${String(lastError)}`);
}
