import { EDITIONS, type Edition } from '@shared/rules/campaign/edition';
import { OPTIONAL_RECORD_KINDS, RECORD_KIND_NAMES, RECORD_KIND_SINGULAR } from '@shared/ipc/content-types';
import { importFromPath } from '../../content/import-pack';
import type { InstalledLayouts, PackReplacement } from '@shared/ipc/content-types';
import { DATA_FILE_NAME, defaultDataDir } from '../../paths';
import { ContentImportError } from '../../services/content';
import { composeServices } from '../../compose';
import { openDatabase } from '../../db/open';
import { join, resolve } from 'node:path';
import type { CliCommand } from '../types';
import { CliError } from '../with-host';
import { makeFolderSync } from '../../fs/make-folder';

export const importCommand: CliCommand = {
  name: 'import',
  summary:
    'Import game content (X-haven Assistant or Gloomhaven Secretariat data) or scenario layouts (the Virtual Gloomhaven Board) from a folder, JSON file or zip.',
  usage: ['import PATH [--edition gh1|gh2] [--id PACK-ID] [--replace]'],
  run: async (args, io) => {
    const path = args.find((a, i) => !a.startsWith('--') && !['--edition', '--id'].includes(args[i - 1] ?? ''));
    if (!path) throw new CliError('PATH is missing: a folder, a JSON file or a zip to import.');
    const editionArg = option(args, '--edition');
    if (editionArg !== undefined && !(EDITIONS as readonly string[]).includes(editionArg))
      throw new CliError(`--edition is gh1 or gh2, not "${editionArg}".`);
    const packId = option(args, '--id');
    const dataDir = defaultDataDir();
    makeFolderSync(dataDir);
    const opened = await openDatabase(join(dataDir, DATA_FILE_NAME));
    try {
      const imported = await importFromPath(composeServices(opened.db), resolve(io.cwd, path), {
        ...(editionArg ? { edition: editionArg as Edition } : {}),
        ...(packId ? { packId } : {}),
        // Replacing an installed pack of the same id is asked first (issue 26): --replace says yes.
        ...(args.includes('--replace') ? { replace: true } : {}),
      });
      if ('kind' in imported && imported.kind === 'replace') {
        printReplacement(imported, io);
        return 1;
      }
      if ('kind' in imported) {
        printLayouts(imported, io);
        return 0;
      }
      const pack = imported;
      io.out(`Imported ${pack.name} (${pack.id}, ${pack.edition}, from ${pack.source}):\n`);
      for (const [kind, count] of Object.entries(pack.counts)) {
        // Kinds only some sources have (sections, conditions...) are listed when there are any.
        if (count === 0 && OPTIONAL_RECORD_KINDS.has(kind)) continue;
        const detail = pack.details[kind];
        const names = count === 1 ? RECORD_KIND_SINGULAR : RECORD_KIND_NAMES;
        io.out(`  ${String(count).padStart(4)} ${names[kind as keyof typeof names]}${detail ? ` (${detail})` : ''}\n`);
      }
      if (pack.structuredShare !== null)
        io.out(`  ${(pack.structuredShare * 100).toFixed(1)}% of ability-card lines structured (${pack.keptAsText} kept as text)\n`);
      for (const note of pack.notes) io.out(`  note: ${note}\n`);
      if (pack.warnings.length > 0) io.out(`Imported with ${pack.warnings.length} known fault(s) of the data:\n`);
      for (const warning of pack.warnings) io.out(`  warning: ${warning}\n`);
      return 0;
    } catch (error) {
      if (error instanceof ContentImportError) {
        io.err(`Nothing was imported. ${error.errors.length} problem(s):\n`);
        for (const e of error.errors.slice(0, 50)) io.err(`  ${e.file} ${e.path}: ${e.reason}\n`);
        if (error.errors.length > 50) io.err(`  … and ${error.errors.length - 50} more\n`);
        return 1;
      }
      throw error;
    } finally {
      await opened.close();
    }
  },
};

/** What a replacement would change, kind by kind, and how to go on. */
function printReplacement(replacement: PackReplacement, io: { err(text: string): void }): void {
  io.err(`Nothing was imported: ${replacement.newName} would replace the installed ${replacement.name} (${replacement.id}):\n`);
  for (const kind of Object.keys(replacement.before) as Array<keyof PackReplacement['before']>) {
    const [before, after] = [replacement.before[kind], replacement.after[kind]];
    if (before === 0 && after === 0 && OPTIONAL_RECORD_KINDS.has(kind)) continue;
    io.err(`  ${String(before).padStart(4)} -> ${String(after).padEnd(4)} ${RECORD_KIND_NAMES[kind]}\n`);
  }
  if (replacement.campaigns.length > 0) io.err(`Campaigns reading it: ${replacement.campaigns.join(', ')}\n`);
  io.err('Run the command again with --replace to replace it.\n');
}

/** "Imported 94 Gloomhaven layouts, 19 Forgotten Circles, 18 solo", then the data's known faults. */
function printLayouts(layouts: InstalledLayouts, io: { out(text: string): void }): void {
  const { gloomhaven, 'forgotten-circles': circles, solo } = layouts.counts;
  io.out(`Imported scenario layouts from the ${layouts.name} (Purple Kingdom Games, CC BY 4.0):\n`);
  io.out(`  ${gloomhaven} Gloomhaven layouts, ${circles} Forgotten Circles, ${solo} solo\n`);
  if (layouts.warnings.length > 0) io.out(`Imported with ${layouts.warnings.length} known fault(s) of the data:\n`);
  for (const warning of layouts.warnings) io.out(`  warning: ${warning}\n`);
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}
