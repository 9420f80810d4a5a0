import { describe, expect, it } from 'vitest';
import { isPictureBytes, isPictureText } from './picture';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

describe('a picture picked for an import (issue 29)', () => {
  it('is known by its first bytes, and data is not', () => {
    expect(isPictureBytes(PNG)).toBe(true);
    expect(isPictureBytes(JPEG)).toBe(true);
    expect(isPictureBytes(new TextEncoder().encode('GIF89a...'))).toBe(true);
    expect(isPictureBytes(new TextEncoder().encode('{"edition":"gh"}'))).toBe(false);
  });

  it('is known from the text a browser decoded it into', () => {
    const decoded = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
    expect(isPictureText(decoded(PNG))).toBe(true);
    expect(isPictureText(decoded(JPEG))).toBe(true);
    expect(isPictureText('{"revision": 3}')).toBe(false);
    expect(isPictureText('PNG notes')).toBe(false);
  });
});
