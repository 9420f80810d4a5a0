/**
 * One problem found in imported or stored content, named by place: the file it came from, the
 * JSON path inside that file, and what is wrong there.
 */
export interface ContentError {
  file: string;
  path: string;
  reason: string;
}

/** `rooms/Gloomhaven.json $["3"][1]["G1b"]["foo"]: unknown monster "foo"` */
export function formatContentError(error: ContentError): string {
  return `${error.file} ${error.path}: ${error.reason}`;
}

/** JSON path text from path segments: numbers as `[3]`, identifier keys as `.key`, others quoted. */
export function jsonPath(segments: readonly (string | number)[]): string {
  let text = '$';
  for (const segment of segments) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(segment)) text += `.${segment}`;
    else text += `[${JSON.stringify(segment)}]`;
  }
  return text;
}
