import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Edition } from '@shared/content';
import type { AnyLanguage } from '@shared/i18n';
import { keyedContentError, labelledContentError } from '@shared/content/model/content-error';
import { refusal } from '@shared/rules/refusal';
import type { InstalledLayouts, InstalledPack, PackReplacement } from '@shared/ipc/content-types';
import { ContentImportError, type ContentService } from '../services/content';
import { RequestError, refusedRequest } from '../services/errors';
import { firstEditionMonsters, type LayoutService } from '../services/layouts';
import { inProcessReader, type ContentReader } from './content-reader';
import type { PendingImports } from './pending-imports';
import type { PreparedPack } from './prepare-pack';
import { isSafeEntryName } from './read-zip';
import { makeImportFolder } from './uploads';

export interface ImportChoice {
  edition?: Edition;
  packId?: string;
  /** Replace an installed pack of the same id without asking (the command line's --replace). */
  replace?: boolean;
  /** The request's language: a refused replacement names what it would lose in it. */
  language?: AnyLanguage;
}

/** Reads a folder, JSON file or zip, imports it with the importer that fits, installs it whole. */
export async function importPackFromPath(content: ContentService, path: string, choice: ImportChoice = {}): Promise<InstalledPack> {
  const reply = await inProcessReader.read({ path, ...choice, monsters: [] });
  if (reply.kind === 'refused') throw new ContentImportError(reply.errors);
  if (reply.kind !== 'pack') throw new ContentImportError([keyedContentError(path, '$', 'files.read.noJsonFiles')]);
  return content.installPrepared(reply.prepared);
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
  const replacing = choice.replace ? null : await services.content.replacementOf(prepared, choice.language);
  if (!replacing) return services.content.installPrepared(prepared, choice.language);
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
export async function confirmReplacement(services: ImportServices, token: string, language?: AnyLanguage): Promise<InstalledPack> {
  const prepared = services.pendingImports.take(token);
  if (!prepared) throw refusedRequest(RequestError, 'files.pack.confirmGone');
  return services.content.installPrepared(prepared, language);
}

export interface ImportServices {
  content: ContentService;
  layouts: LayoutService;
  pendingImports: PendingImports;
  /** Where the files are read up to what is to be written: the host's worker thread, or in-process. */
  reader?: Pick<ContentReader, 'read'>;
}

/**
 * Imports what a folder, JSON file or zip holds: a content pack, or the Virtual Gloomhaven Board's
 * scenario layouts (its repository or its scenarios folder), each installed whole or not at all
 * under the same limits and refusals. Reading, inflating, parsing, converting and checking run on
 * `services.reader` (the host's worker thread); here only what it answers is written.
 */
export async function importFromPath(
  services: ImportServices,
  path: string,
  choice: ImportChoice = {},
): Promise<InstalledPack | InstalledLayouts | PackReplacement> {
  const monsters = [...(await firstEditionMonsters(services.content))];
  const { replace, language, ...asked } = choice;
  const reply = await (services.reader ?? inProcessReader).read({ path, ...asked, monsters });
  if (reply.kind === 'refused') throw new ContentImportError(reply.errors);
  if (reply.kind === 'layouts') return services.layouts.install(reply.layouts, reply.report);
  return installOrAsk(services, reply.prepared, { replace, language });
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
