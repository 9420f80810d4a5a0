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
    let length: number;
    let min: number;
    let max = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) (length = 2), (min = 0x80);
    else if (b === 0xe0) (length = 3), (min = 0xa0);
    else if (b === 0xed) (length = 3), (min = 0x80), (max = 0x9f);
    else if (b >= 0xe1 && b <= 0xef) (length = 3), (min = 0x80);
    else if (b === 0xf0) (length = 4), (min = 0x90);
    else if (b >= 0xf1 && b <= 0xf3) (length = 4), (min = 0x80);
    else if (b === 0xf4) (length = 4), (min = 0x80), (max = 0x8f);
    else return i;
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
