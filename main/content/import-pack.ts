import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { importFiles, type Edition } from '@shared/content';
import { keyedContentError, labelledContentError } from '@shared/content/model/content-error';
import { refusal } from '@shared/rules/refusal';
import type { InstalledPack } from '@shared/ipc/content-types';
import { importWordsIn } from '../host-i18n';
import { ContentImportError, type ContentService } from '../services/content';
import { isSafeEntryName } from './read-zip';
import { readImportSource } from './read-source';
import { makeImportFolder } from './uploads';

export interface ImportChoice {
  edition?: Edition;
  packId?: string;
}

/** Reads a folder, JSON file or zip, imports it with the importer that fits, installs it whole. */
export async function importPackFromPath(content: ContentService, path: string, choice: ImportChoice = {}): Promise<InstalledPack> {
  const read = await readImportSource(path, choice.edition ? { edition: choice.edition } : {});
  if (!read.ok) throw new ContentImportError(read.errors);
  const outcome = importFiles(read.source.files, {
    ...(choice.edition ? { edition: choice.edition } : {}),
    ...(choice.packId ? { packId: choice.packId } : {}),
    wordsIn: importWordsIn,
  });
  if (!outcome.ok) throw new ContentImportError(outcome.errors);
  return content.install(outcome.pack, outcome.report);
}

export interface UploadedFile {
  /** Relative path as the file picker gave it ("gh.json", "data/gh/base.json"). */
  path: string;
  bytes: Uint8Array;
}

/**
 * Files chosen in the UI (one file, a zip, or a folder's files) go through exactly the same
 * reader as a path: they are written to a private temporary folder first, then read from there.
 */
export async function importPackFromUpload(
  content: ContentService,
  files: UploadedFile[],
  choice: ImportChoice = {},
): Promise<InstalledPack> {
  if (files.length === 0) throw new ContentImportError([labelledContentError(refusal('files.label.upload'), '$', 'files.upload.noFile')]);
  const unsafe = files.find((f) => !isSafeEntryName(f.path));
  if (unsafe) throw new ContentImportError([keyedContentError(unsafe.path, '$', 'files.upload.leavesFolder')]);
  const folder = await makeImportFolder();
  try {
    for (const file of files) {
      const target = join(folder, file.path);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, file.bytes);
    }
    const single = files.length === 1 ? files[0] : undefined;
    return await importPackFromPath(content, single ? join(folder, single.path) : folder, choice);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
