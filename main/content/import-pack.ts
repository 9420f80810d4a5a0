import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { importFiles, type Edition } from '@shared/content';
import { keyedContentError, labelledContentError } from '@shared/content/model/content-error';
import { refusal } from '@shared/rules/refusal';
import { importVgbLayouts } from '@shared/content/import/vgb/import-vgb';
import type { InstalledLayouts, InstalledPack, PackReplacement } from '@shared/ipc/content-types';
import { importWordsIn } from '../host-i18n';
import { ContentImportError, type ContentService } from '../services/content';
import { firstEditionMonsters, type LayoutService } from '../services/layouts';
import { isSafeEntryName } from './read-zip';
import { readImportSource } from './read-source';
import { makeImportFolder } from './uploads';
import type { PendingImports } from './pending-imports';
import { preparePack, type PreparedPack } from './prepare-pack';
import { RequestError, refusedRequest } from '../services/errors';

export interface ImportChoice {
  edition?: Edition;
  packId?: string;
  /** Replace an installed pack of the same id without asking (the command line's --replace). */
  replace?: boolean;
}

/** Reads a folder, JSON file or zip, imports it with the importer that fits, installs it whole. */
export async function importPackFromPath(content: ContentService, path: string, choice: ImportChoice = {}): Promise<InstalledPack> {
  const read = await readImportSource(path, choice.edition ? { edition: choice.edition } : {});
  if (!read.ok) throw new ContentImportError(read.errors);
  const prepared = preparedFrom(read.source.files, choice);
  return content.installPrepared(prepared);
}

/** The files turned into a pack by the importer that fits, checked and laid out as rows. */
function preparedFrom(files: ReadonlyMap<string, unknown>, choice: ImportChoice): PreparedPack {
  const outcome = importFiles(files, {
    ...(choice.edition ? { edition: choice.edition } : {}),
    ...(choice.packId ? { packId: choice.packId } : {}),
    wordsIn: importWordsIn,
  });
  if (!outcome.ok) throw new ContentImportError(outcome.errors);
  const checked = preparePack(outcome.pack, outcome.report);
  if (!checked.ok) throw new ContentImportError(checked.errors);
  return checked.prepared;
}

/**
 * Installs a prepared pack, unless it would replace an installed one: then nothing is written and
 * the answer is what would change, with the token that confirms it (issue 26). A replacement that
 * would take from a campaign a record it uses is refused either way.
 */
async function installOrAsk(
  services: ImportServices,
  prepared: PreparedPack,
  choice: ImportChoice,
): Promise<InstalledPack | PackReplacement> {
  const replacing = choice.replace ? null : await services.content.replacementOf(prepared);
  if (!replacing) return services.content.installPrepared(prepared);
  return {
    kind: 'replace',
    token: services.pendingImports.keep(prepared),
    id: prepared.id,
    name: replacing.name,
    newName: prepared.name,
    before: replacing.before,
    after: prepared.counts,
    campaigns: replacing.campaigns,
  };
}

/** Replaces an installed pack as an earlier import asked, by the token it answered. */
export async function confirmReplacement(services: ImportServices, token: string): Promise<InstalledPack> {
  const prepared = services.pendingImports.take(token);
  if (!prepared) throw refusedRequest(RequestError, 'files.pack.confirmGone');
  return services.content.installPrepared(prepared);
}

export interface ImportServices {
  content: ContentService;
  layouts: LayoutService;
  pendingImports: PendingImports;
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
): Promise<InstalledPack | InstalledLayouts | PackReplacement> {
  const read = await readImportSource(path, choice.edition ? { edition: choice.edition } : {});
  if (!read.ok) throw new ContentImportError(read.errors);
  if (read.source.detected.kind !== 'vgb-layouts') return installOrAsk(services, preparedFrom(read.source.files, choice), choice);
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
): Promise<InstalledPack | InstalledLayouts | PackReplacement> {
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
