import { createPublicKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { link, mkdir, open, readFile, rm, stat } from 'node:fs/promises';
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

export class KeyFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KeyFileError';
  }
}

/**
 * Reads a key file unless its mode has any of the `forbidden` bits: a private key others can read
 * lets them sign sessions; a public key others can write lets them choose who verifies as anyone.
 */
async function readKeyFile(file: string, forbidden: number, fix: string): Promise<string> {
  const mode = (await stat(file)).mode & 0o777;
  if (mode & forbidden) {
    const who = forbidden & 0o044 ? 'readable or writable by group or others' : 'writable by group or others';
    throw new KeyFileError(`Refusing the key file ${file}: it is ${who} (mode ${mode.toString(8).padStart(3, '0')}); run \`chmod ${fix} ${file}\``);
  }
  return readFile(file, 'utf8');
}

/** Reads the private key at `file` (owner-only, else refused), or makes one there on the first start. */
export async function loadOrCreatePrivateKey(file: string): Promise<KeyPair> {
  try {
    const privateKey = await readKeyFile(file, 0o077, '600');
    return { privateKey, publicKey: publicKeyOf(privateKey) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // Owner-only from the start (the mode applies to the folders this call creates).
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  await createOnce(file, generateSigningKeys().privateKey);
  const privateKey = await readKeyFile(file, 0o077, '600');
  return { privateKey, publicKey: publicKeyOf(privateKey) };
}

/**
 * Puts `content` at `file` whole, unless another process made the file first (then theirs stays,
 * so every instance signs with one key). Written to a temporary file beside it, then linked to its
 * name, which fails if the name is taken: the name never shows a half-written file, as a file
 * created with `wx` and then written does to an instance starting at that moment.
 */
async function createOnce(file: string, content: string): Promise<void> {
  const temporary = `${file}.${randomUUID()}.tmp`;
  try {
    const handle = await open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(content);
      // On disk before it has its name: a crash never leaves an empty key behind.
      await handle.sync();
    } finally {
      await handle.close();
    }
    await link(temporary, file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  } finally {
    await rm(temporary, { force: true });
  }
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

/** The PEM, if it is an Ed25519 public key: anything else (an error page, a proxy's answer) is refused. */
export function checkedPublicKey(pem: string, origin: string): string {
  let type: string | undefined;
  try {
    type = createPublicKey(pem).asymmetricKeyType;
  } catch {
    throw new KeyFileError(`The session public key from ${origin} is not a PEM public key`);
  }
  if (type !== 'ed25519') throw new KeyFileError(`The session public key from ${origin} must be Ed25519, not ${type ?? 'unknown'}`);
  return pem;
}

export async function loadPublicKey(source: PublicKeySource, attempts = 60, delayMs = 500): Promise<string> {
  if (source.pem) return checkedPublicKey(source.pem, 'JWT_PUBLIC_KEY');
  if (source.file) return checkedPublicKey(await readKeyFile(source.file, 0o022, 'go-w'), source.file);
  if (!source.url) throw new Error('No public key configured: set JWT_PUBLIC_KEY, JWT_PUBLIC_KEY_FILE or AUTH_URL');
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      const response = await fetch(source.url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return checkedPublicKey(await response.text(), source.url);
      lastError = new Error(`${response.status} from ${source.url}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  throw new Error(`Could not fetch the public key from ${source.url}: ${String(lastError)}`);
}
