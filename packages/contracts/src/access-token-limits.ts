// The numbers and names of personal access tokens without zod, so the profile's screen can use
// them without shipping zod (access-tokens.ts builds the server's schemas on these same values).

export type TokenScope = 'read' | 'write';

/** Every token starts with this, so secret scanners can recognise a leaked one. */
export const TOKEN_PREFIX = 'tid_';
/** Base62 characters of randomness after the prefix (≈ 238 bits). */
export const TOKEN_SECRET_CHARS = 40;
/** Base62 characters of the CRC-32 of the secret part, after it: a scanner can tell a real token from noise. */
export const TOKEN_CHECKSUM_CHARS = 6;
/** `tid_` + 40 + 6 base62 characters. */
export const TOKEN_PATTERN = /^tid_[0-9A-Za-z]{46}$/;

export const TOKENS_PER_USER_MAX = 20;
export const TOKEN_NAME_MAX_CHARS = 60;
/** The expiries the profile offers, in days; `null` is "no expiry". */
export const TOKEN_EXPIRY_DAYS = [7, 30, 90] as const;

export const TOKENS_PATH = '/api/user/tokens';
