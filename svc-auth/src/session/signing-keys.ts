import { createPrivateKey } from 'node:crypto';
import { loadOrCreatePrivateKey, publicKeyOf, type KeyPair } from '@tidings/service-kit/keys';
import type { AuthConfig } from '../config.js';

/** The configured PEM, else the key file, made on the first start when none is configured. */
export async function resolveSigningKeys(config: Pick<AuthConfig, 'JWT_PRIVATE_KEY' | 'JWT_PRIVATE_KEY_FILE'>): Promise<KeyPair> {
  const keys = config.JWT_PRIVATE_KEY
    ? { privateKey: config.JWT_PRIVATE_KEY, publicKey: publicKeyOf(config.JWT_PRIVATE_KEY) }
    : await loadOrCreatePrivateKey(config.JWT_PRIVATE_KEY_FILE);
  const type = createPrivateKey(keys.privateKey).asymmetricKeyType;
  if (type !== 'ed25519') throw new Error(`The session signing key must be Ed25519, not ${type ?? 'unknown'}`);
  return keys;
}
