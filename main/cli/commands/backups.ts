import { join } from 'node:path';
import { BACKUPS_KEPT, backupsDir, listBackups } from '../../db/backups';
import { openDatabase } from '../../db/open';
import { restoreBackup } from '../../db/restore';
import { RequestError } from '../../services/errors';
import { DATA_FILE_NAME, defaultDataDir } from '../../paths';
import type { CliCommand } from '../types';
import { CliError } from '../with-host';

// Both work on the files alone, without opening the data file through the host: they are what a
// person runs when the data file is damaged and Haven refuses to open it.
const dataFile = () => join(defaultDataDir(), DATA_FILE_NAME);

export const backupsCommand: CliCommand = {
  name: 'backups',
  summary: 'List the automatic backups of the data file, newest first, with dates and campaign counts.',
  usage: ['backups'],
  run: async (_args, io) => {
    const file = dataFile();
    const list = listBackups(file);
    const kept = Object.entries(BACKUPS_KEPT)
      .map(([kind, n]) => `${n} ${kind}`)
      .join(', ');
    if (list.length === 0)
      io.out(
        `No backups yet in ${backupsDir(file)}. Haven writes one on the first open of each day and before each scenario settlement.\n`,
      );
    for (const b of list) {
      const campaigns = b.campaigns === null ? 'unreadable' : `${b.campaigns} campaign${b.campaigns === 1 ? '' : 's'}`;
      io.out(`${b.name}  ${b.at.replace('T', ' ').slice(0, 19)} UTC  ${b.kind}  ${campaigns}  ${(b.bytes / 1024).toFixed(0)} KB\n`);
    }
    io.out(`Kept: ${kept}. Restore one with: restore-backup NAME\n`);
    return 0;
  },
};

export const restoreBackupCommand: CliCommand = {
  name: 'restore-backup',
  summary: "Put a backup in the data file's place (the current file is kept aside as a backup first).",
  usage: ['restore-backup NAME'],
  run: async (args, io) => {
    const [name] = args;
    if (!name || args.length > 1) throw new CliError('Usage: restore-backup NAME (see "backups" for the names)');
    const file = dataFile();
    let keptAside: string | null;
    try {
      keptAside = await restoreBackup(file, name);
    } catch (error) {
      if (error instanceof RequestError) throw new CliError(error.message);
      throw error;
    }
    // Opened once as the app would: checked, and brought to this version's format if the copy is older.
    await (await openDatabase(file)).close();
    io.out(`Restored ${name} into ${file}.\n${keptAside ? `The file it replaced is kept as ${keptAside} (see "backups").\n` : ''}`);
    return 0;
  },
};
