import { describe, expect, it } from 'vitest';
import { decodeUtf8, firstInvalidUtf8 } from './utf8';

describe('decodeUtf8', () => {
  it('decodes valid text and drops a byte-order mark', () => {
    expect(decodeUtf8(new Uint8Array([0xef, 0xbb, 0xbf, 0x68, 0xc3, 0xa9]))).toEqual({ ok: true, text: 'hé' });
  });

  it.each([
    ['a lone continuation byte', [0x61, 0x80], 1],
    ['an overlong encoding', [0x61, 0x62, 0xc0, 0xaf], 2],
    ['a truncated sequence at the end', [0x61, 0xe2, 0x82], 1],
    ['a UTF-16 surrogate', [0xed, 0xa0, 0x80], 0],
    ['a code point above U+10FFFF', [0x20, 0xf4, 0x90, 0x80, 0x80], 1],
  ])('finds %s', (_what, bytes, offset) => {
    expect(decodeUtf8(new Uint8Array(bytes))).toEqual({ ok: false, offset });
  });

  it('agrees with the strict decoder on valid four-byte text', () => {
    const bytes = new TextEncoder().encode('🐉 Gloomhaven ✓');
    expect(firstInvalidUtf8(bytes)).toBe(bytes.length);
  });
});
