/**
 * Decodes UTF-8 strictly: a file with bytes that are not UTF-8 is refused with the offset of the
 * first bad byte, instead of having them silently replaced by U+FFFD. A leading byte-order mark
 * is dropped.
 */
export function decodeUtf8(bytes: Uint8Array): { ok: true; text: string } | { ok: false; offset: number } {
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes) };
  } catch {
    return { ok: false, offset: firstInvalidUtf8(bytes) };
  }
}

/** The offset of the first byte that does not start or continue a valid UTF-8 sequence (RFC 3629). */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i += 1;
      continue;
    }
    const lead = leadByte(b);
    if (lead === null) return i;
    const [length, min, max] = lead;
    for (let k = 1; k < length; k++) {
      const c = bytes[i + k];
      const [lo, hi] = k === 1 ? [min, max] : [0x80, 0xbf];
      if (c === undefined || c < lo || c > hi) return i;
    }
    i += length;
  }
  return bytes.length;
}

/** The refusal sentence for a file that is not UTF-8 text. */
export const notUtf8Reason = (offset: number): string =>
  `is not UTF-8 text: the byte at offset ${offset.toLocaleString('en')} is not valid UTF-8 (save the file as UTF-8 and import it again)`;

/**
 * What a lead byte says of its sequence (RFC 3629 §4): its length and the range of the byte after
 * it (which rules out overlong forms, surrogates and code points past U+10FFFF); null for a byte
 * that cannot start a sequence.
 */
function leadByte(b: number): [length: number, min: number, max: number] | null {
  if (b >= 0xc2 && b <= 0xdf) return [2, 0x80, 0xbf];
  if (b === 0xe0) return [3, 0xa0, 0xbf];
  if (b === 0xed) return [3, 0x80, 0x9f];
  if (b >= 0xe1 && b <= 0xef) return [3, 0x80, 0xbf];
  if (b === 0xf0) return [4, 0x90, 0xbf];
  if (b >= 0xf1 && b <= 0xf3) return [4, 0x80, 0xbf];
  if (b === 0xf4) return [4, 0x80, 0x8f];
  return null;
}
