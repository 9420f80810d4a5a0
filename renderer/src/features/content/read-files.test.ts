import { describe, expect, it } from 'vitest';
import { refusalOf as refusalIn, wantedFiles } from './read-files';
import { i18nIn } from '@shared/i18n/catalogs.fixture';

const english = i18nIn('en').t;
const refusalOf = (files: readonly File[]) => refusalIn(files, english, 'en');

/** A File that says it is `size` bytes without holding them. */
function fileOf(name: string, size: number): File {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('the import screen refuses before sending', () => {
  it('a file over the import limit, with its size and the limit in the sentence', () => {
    expect(refusalOf([fileOf('everything.zip', 105 * 1024 * 1024 + 30 * 1024 * 1024)])).toBe(
      'everything.zip is 135.0 MB; Haven imports at most 128 MB at once.',
    );
  });

  it('a folder whose files add up to more than the limit', () => {
    const files = [fileOf('a.json', 100 * 1024 * 1024), fileOf('b.json', 40 * 1024 * 1024)];
    expect(refusalOf(files)).toBe('These 2 files are 140.0 MB; Haven imports at most 128 MB at once.');
  });

  it('in German, with German digits', () => {
    expect(refusalIn([fileOf('alles.zip', 135 * 1024 * 1024)], i18nIn('de').t, 'de')).toBe(
      'alles.zip ist 135,0 MB groß; Haven importiert höchstens 128 MB auf einmal.',
    );
  });

  it("lets a choice within the limit through, keeping only a folder's JSON and zip files", () => {
    const files = wantedFiles([fileOf('gh.json', 1024), fileOf('notes.txt', 10), fileOf('rooms.zip', 10)]);
    expect(files.map((f) => f.name)).toEqual(['gh.json', 'rooms.zip']);
    expect(refusalOf(files)).toBeUndefined();
  });
});
