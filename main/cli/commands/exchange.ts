import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MAX_IMPORT_CHARS } from '../../../shared/exchange/limits';
import type { CliCommand, CliIo } from '../types';
import { CliError, withHost } from '../with-host';

export const exportCampaignCommand: CliCommand = {
  name: 'export-campaign',
  summary: 'Write a campaign, its history and scenario logs to one JSON file (haven-campaign/1).',
  usage: ['export-campaign ID FILE'],
  run: (args, io) =>
    withHost(async (call) => {
      const [campaignId, file] = args;
      if (!campaignId || !file) throw new CliError('Usage: export-campaign ID FILE');
      const { text, leftOut } = await call('exchange.exportCampaign', { campaignId });
      writeFileSync(resolve(io.cwd, file), text);
      io.out(`Exported campaign ${campaignId} to ${file}\n${leftOut.map((line) => `${line}\n`).join('')}`);
      return 0;
    }),
};

export const importCampaignCommand: CliCommand = {
  name: 'import-campaign',
  summary: 'Import a Haven campaign file as a new campaign (all of it, or nothing).',
  usage: ['import-campaign FILE'],
  run: (args, io) =>
    withHost(async (call) => {
      const imported = await call('exchange.importCampaign', { text: readText(args[0], io) });
      io.out(`Imported "${imported.name}" as a new campaign (${imported.campaignId}) with ${imported.historyEntries} history entries.\n`);
      return 0;
    }),
};

export const importGhsCommand: CliCommand = {
  name: 'import-ghs',
  summary: 'Import a Gloomhaven Secretariat game export or data dump as a new campaign.',
  usage: ['import-ghs FILE'],
  run: (args, io) =>
    withHost(async (call) => {
      const imported = await call('exchange.importGhs', { text: readText(args[0], io) });
      io.out(`Imported "${imported.name}" as a new campaign (${imported.campaignId}).\n`);
      if (imported.notCarriedOver.length > 0) io.out(`What was not carried over:\n${imported.notCarriedOver.map((n) => `  - ${n}\n`).join('')}`);
      return 0;
    }),
};

function readText(file: string | undefined, io: CliIo): string {
  if (!file) throw new CliError('FILE is missing.');
  const path = resolve(io.cwd, file);
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    throw new CliError(`Cannot read ${file}: there is no such file. Nothing was imported.`);
  }
  // Checked before reading, so a huge file is refused without filling the memory.
  if (size > MAX_IMPORT_CHARS * 4) throw new CliError(`${file} is ${(size / 1024 / 1024).toFixed(0)} MB; at most ${MAX_IMPORT_CHARS / 1024 / 1024} MB is read. Nothing was imported.`);
  return readFileSync(path, 'utf8');
}
