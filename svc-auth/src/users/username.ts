import unhomoglyph from 'unhomoglyph';

// How svc-auth compares usernames. Three forms, each for one job:
// - the username itself, NFKC-normalised by the contracts' schema before it reaches us (shown);
// - the key: NFKC plus case folding. Unique, and what login looks an account up by, so 'Alice'
//   signs in as 'alice' but a look-alike ('аlice', Cyrillic а) never reaches her account;
// - the skeleton: the key with invisible characters dropped and every confusable character
//   mapped to its prototype (Unicode UTS #39's skeleton, confusables.txt via `unhomoglyph`).
//   Unique too, so nobody can register a name that merely looks like a taken one.

/** Default-ignorable code points render as nothing: ZWSP, ZWJ, bidi controls, variation selectors. */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * Full case folding as JavaScript offers it: upper then lower folds 'ß' to 'ss' and 'ſ' to 's',
 * which lowercasing alone does not; NFKC again because folding may denormalise.
 */
function caseFold(text: string): string {
  return text.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}

/** The unique, case-insensitive key login finds an account by. */
export function usernameKeyOf(username: string): string {
  return caseFold(username.trim());
}

/** UTS #39 skeleton of the key: NFD, drop invisibles, map confusables, NFD. */
export function usernameSkeletonOf(username: string): string {
  const decomposed = usernameKeyOf(username).normalize('NFD').replace(INVISIBLE, '');
  return unhomoglyph(decomposed).normalize('NFD');
}

/**
 * Names nobody may register, whatever the configuration, compared by skeleton so that no case,
 * width or look-alike variant slips through: 'testuser' is the built-in 'Quick Test Login'
 * account, which the service creates itself when it is enabled.
 */
const RESERVED_SKELETONS = new Set(['testuser'].map(usernameSkeletonOf));

export function isReservedUsername(username: string): boolean {
  return RESERVED_SKELETONS.has(usernameSkeletonOf(username));
}
