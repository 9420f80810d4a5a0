/**
 * Whether a file someone picked is a picture (PNG, JPEG, GIF, WebP) rather than data: its first
 * bytes say so. Issue 29: a picture dropped on an import is told "This is a picture, not game
 * data" instead of a JSON parser's words.
 */
export function isPictureBytes(bytes: Uint8Array): boolean {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  const ascii = (from: number, text: string) => [...text].every((c, i) => bytes[from + i] === c.charCodeAt(0));
  return (
    starts(0x89, 0x50, 0x4e, 0x47) || // PNG
    starts(0xff, 0xd8, 0xff) || // JPEG
    ascii(0, 'GIF8') ||
    (ascii(0, 'RIFF') && ascii(8, 'WEBP'))
  );
}

/** The same for text a browser decoded from the file (a byte that is not UTF-8 reads as U+FFFD). */
export function isPictureText(text: string): boolean {
  return /^(?:\uFFFDPNG\r\n|\uFFFD\uFFFD|GIF8[79]a|RIFF[\s\S]{1,8}WEBP)/.test(text.slice(0, 32));
}
