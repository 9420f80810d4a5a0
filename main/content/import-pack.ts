import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { importFiles, type Edition } from '@shared/content';
import { keyedContentError, labelledContentError } from '@shared/content/model/content-error';
import { refusal } from '@shared/rules/refusal';
import { importVgbLayouts } from '@shared/content/import/vgb/import-vgb';
import type { InstalledLayouts, InstalledPack } from '@shared/ipc/content-types';
import { importWordsIn } from '../host-i18n';
import { ContentImportError, type ContentService } from '../services/content';
import { firstEditionMonsters, type LayoutService } from '../services/layouts';
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
  return installPack(content, read.source.files, choice);
}

async function installPack(content: ContentService, files: ReadonlyMap<string, unknown>, choice: ImportChoice): Promise<InstalledPack> {
  const outcome = importFiles(files, {
    ...(choice.edition ? { edition: choice.edition } : {}),
    ...(choice.packId ? { packId: choice.packId } : {}),
    wordsIn: importWordsIn,
  });
  if (!outcome.ok) throw new ContentImportError(outcome.errors);
  return content.install(outcome.pack, outcome.report);
}

export interface ImportServices {
  content: ContentService;
  layouts: LayoutService;
}

/**
 * Imports what a folder, JSON file or zip holds: a content pack, or the Virtual Gloomhaven Board's
 * scenario layouts (its repository or its scenarios folder), each installed whole or not at all
 * under the same limits and refusals.
 */
export async function importFromPath(
  services: ImportServices,
  path: string,
  choice: ImportChoice = {},
): Promise<InstalledPack | InstalledLayouts> {
  const read = await readImportSource(path, choice.edition ? { edition: choice.edition } : {});
  if (!read.ok) throw new ContentImportError(read.errors);
  if (read.source.detected.kind !== 'vgb-layouts') return installPack(services.content, read.source.files, choice);
  // A layout of Gloomhaven naming a monster the installed packs do not know is refused; with none
  // installed the names are not checked, and the warnings name monsters by their ids in words.
  const monsters = await firstEditionMonsters(services.content);
  const outcome = importVgbLayouts(
    read.source.files,
    monsters.size === 0 ? {} : { isKnownMonster: (id) => monsters.has(id), nameOf: (id) => monsters.get(id) },
  );
  if (!outcome.ok) throw new ContentImportError(outcome.errors);
  return services.layouts.install(outcome.layouts, outcome.report);
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
export async function importFromUpload(
  services: ImportServices,
  files: UploadedFile[],
  choice: ImportChoice = {},
): Promise<InstalledPack | InstalledLayouts> {
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
    return await importFromPath(services, single ? join(folder, single.path) : folder, choice);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
