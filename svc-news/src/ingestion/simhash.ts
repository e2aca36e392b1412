// Near-duplicate headlines across sources ("Magnitude 6.8 earthquake strikes off Chile coast" vs
// "Earthquake of magnitude 6.8 strikes off the coast of Chile") share most content words but few
// exact shingles, so the fingerprint is built from stemmed content words (weight 2) plus word
// bigrams (weight 1). Wholly reworded headlines sharing few words are out of its reach.
import { STOPWORDS, words } from './stopwords.js';

/** Crude suffix stripping: enough to make "strikes"/"strike" and "killing"/"kills" meet. */
function stem(word: string): string {
  if (word.length <= 4) return word;
  return word.replace(/(ing|ings|ed|es|s|ly)$/, '') || word;
}

export function titleTokens(title: string): string[] {
  return words(title)
    .filter((word) => word.length > 1 && !STOPWORDS.has(word))
    .map(stem);
}

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = (1n << 64n) - 1n;

/** FNV-1a 64: stable across processes and releases, unlike any built-in hash. */
export function fnv1a64(value: string): bigint {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(value)) {
    hash ^= BigInt(byte);
    hash = (hash * FNV_PRIME) & MASK_64;
  }
  return hash;
}

/** 64-bit SimHash of a headline. Equal titles give equal hashes; an empty title gives 0n. */
export function simhash(title: string): bigint {
  const tokens = titleTokens(title);
  const features = new Map<string, number>();
  for (const token of tokens) features.set(token, (features.get(token) ?? 0) + 2);
  for (let i = 0; i + 1 < tokens.length; i++) {
    const bigram = `${tokens[i]} ${tokens[i + 1]}`;
    features.set(bigram, (features.get(bigram) ?? 0) + 1);
  }
  const weights = new Array<number>(64).fill(0);
  for (const [feature, weight] of features) {
    const hash = fnv1a64(feature);
    for (let bit = 0; bit < 64; bit++) weights[bit]! += (hash >> BigInt(bit)) & 1n ? weight : -weight;
  }
  let result = 0n;
  for (let bit = 0; bit < 64; bit++) if (weights[bit]! > 0) result |= 1n << BigInt(bit);
  return result;
}

export function hammingDistance(a: bigint, b: bigint): number {
  let diff = (a ^ b) & MASK_64;
  let count = 0;
  while (diff) {
    diff &= diff - 1n;
    count++;
  }
  return count;
}

/** Hex form for storage: BigInt does not survive JSON or BSON as-is. */
export function simhashToHex(hash: bigint): string {
  return hash.toString(16).padStart(16, '0');
}

export function simhashFromHex(hex: string): bigint {
  return BigInt(`0x${hex}`);
}
