import { importFiles } from '@shared/content/import/import-files';
import type { ImportOptions, ImportOutcome } from '@shared/content/import/import-outcome';
import { importWordsIn } from '../host-i18n';
import { readImportSource, type ReadSourceOptions } from './read-source';

/**
 * Reads a folder, JSON file or zip and imports it with the importer that fits: the one call the
 * `import` command and the import screen need. Never throws; a failure is a list of errors.
 */
export async function importFromDisk(path: string, options: ReadSourceOptions & ImportOptions = {}): Promise<ImportOutcome> {
  const read = await readImportSource(path, options);
  if (!read.ok) return read;
  return importFiles(read.source.files, { wordsIn: importWordsIn, ...options });
}
