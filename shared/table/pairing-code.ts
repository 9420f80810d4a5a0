/**
 * Pairing codes (issue 17): short enough to type on a phone, from letters and digits that cannot
 * be misread for one another (no 0/O, 1/I/L), shown as "K7P-Q2M". Six of 31 signs give 887 million
 * codes; a code takes a few wrong guesses and lives minutes, so guessing is hopeless.
 */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 6;
/**
 * Wrong guesses one code takes, from all devices together, before it is spent: wrong guesses spend
 * the code, never the players' access (issue 26: a time lock on addresses let five or eight guessing
 * addresses keep the real player out, and a new code did not help). The game master makes a new
 * one, which works at once.
 */
export const WRONG_GUESSES_PER_CODE = 5;

/** A code from random bytes (the host's crypto gives them; shared code has no randomness of its own). */
export function codeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < CODE_LENGTH) throw new Error(`a pairing code needs ${CODE_LENGTH} random bytes`);
  // 256 is not a multiple of 31: bytes of 248 and more would favour the first letters; the caller
  // draws enough bytes and those are skipped.
  const signs: string[] = [];
  for (const byte of bytes) {
    if (byte >= 248) continue;
    signs.push(CODE_ALPHABET[byte % CODE_ALPHABET.length]!);
    if (signs.length === CODE_LENGTH) break;
  }
  if (signs.length < CODE_LENGTH) throw new Error('not enough usable random bytes for a pairing code');
  return signs.join('');
}

/** "K7P-Q2M" for the screen. */
export function formatCode(code: string): string {
  return `${code.slice(0, 3)}-${code.slice(3)}`;
}

/** What a person typed, as the code it means: case, spaces and dashes do not matter; null when it cannot be one. */
export function normalizeCode(typed: unknown): string | null {
  if (typeof typed !== 'string' || typed.length > 40) return null;
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CODE_LENGTH) return null;
  return [...code].every((sign) => CODE_ALPHABET.includes(sign)) ? code : null;
}

/** Crockford's base 32: 32 signs, none to misread, for fingerprints (five bits a sign). */
const FINGERPRINT_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The pairing's fingerprint as both devices show it: the first five bytes of a hash of the
 * device's token, as two groups of four signs ("K7PQ 2MXA"). Both sides compute it from the token
 * they hold; a device that paired with something other than this host shows another one.
 */
export function formatFingerprint(hash: Uint8Array): string {
  if (hash.length < 5) throw new Error('a fingerprint needs 5 bytes of hash');
  let value = 0n;
  for (const byte of hash.subarray(0, 5)) value = (value << 8n) | BigInt(byte);
  const signs = Array.from({ length: 8 }, (_, i) => FINGERPRINT_ALPHABET[Number((value >> BigInt(35 - 5 * i)) & 31n)]!);
  return `${signs.slice(0, 4).join('')} ${signs.slice(4).join('')}`;
}
