// The personal access token's text (issue 27): `tid_` + 40 random base62 characters + 6 base62
// characters of the CRC-32 of those 40. The prefix lets secret scanners find a leaked token and the
// checksum lets them (and the gateway, before any lookup) tell a real one from look-alike noise.
// svc-auth makes tokens and stores only their sha256; the gateway checks and hashes what it gets.
import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_CHECKSUM_CHARS, TOKEN_PATTERN, TOKEN_PREFIX, TOKEN_SECRET_CHARS } from '@tidings/contracts/access-tokens';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** The largest multiple of 62 a byte reaches (4 × 62): bytes at or above it are dropped, so each character is uniform. */
const UNBIASED_BYTE_LIMIT = 248;
/** Characters of the secret the token's hint shows (`tid_AbC4…`). */
const HINT_CHARS = 4;

/** `count` uniformly random base62 characters (rejection sampling over crypto bytes). */
function randomBase62(count: number): string {
  let out = '';
  while (out.length < count) {
    for (const byte of randomBytes(count * 2)) {
      if (byte >= UNBIASED_BYTE_LIMIT) continue;
      out += BASE62[byte % 62];
      if (out.length === count) break;
    }
  }
  return out;
}

// Node 20 has no zlib.crc32 (it came in 22.2): the IEEE polynomial, table-driven, is a few lines.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 (IEEE 802.3, as zlib and PNG use it) of an ASCII string. */
export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i++) crc = CRC_TABLE[(crc ^ text.charCodeAt(i)) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** The checksum characters of a secret: its CRC-32 in base62, zero-padded (62⁶ > 2³²). */
function checksumOf(secret: string): string {
  let value = crc32(secret);
  let out = '';
  for (let i = 0; i < TOKEN_CHECKSUM_CHARS; i++) {
    out = BASE62[value % 62] + out;
    value = Math.floor(value / 62);
  }
  return out;
}

/** A new token's text. Shown to its owner once; only its hash is kept. */
export function generateAccessToken(): string {
  const secret = randomBase62(TOKEN_SECRET_CHARS);
  return `${TOKEN_PREFIX}${secret}${checksumOf(secret)}`;
}

/** Whether `text` has the token's shape and a checksum that matches: the cheap check before any lookup. */
export function isWellFormedAccessToken(text: string): boolean {
  if (!TOKEN_PATTERN.test(text)) return false;
  const secret = text.slice(TOKEN_PREFIX.length, TOKEN_PREFIX.length + TOKEN_SECRET_CHARS);
  return text.slice(TOKEN_PREFIX.length + TOKEN_SECRET_CHARS) === checksumOf(secret);
}

/**
 * What svc-auth stores and the gateway sends to exchange: sha256 hex of the whole token. A fast
 * hash is enough for ≈238 random bits (no dictionary to try); a slow one would only cost every call.
 */
export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The first characters of a token, to tell tokens apart in a list: `tid_AbC4…`. */
export function accessTokenHint(token: string): string {
  return `${token.slice(0, TOKEN_PREFIX.length + HINT_CHARS)}…`;
}
