import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MAX_IMPORT_CHARS } from '@shared/exchange/limits';
import { decodeUtf8, notUtf8Reason } from '@shared/exchange/utf8';
import { NO_SUCH_FILE, readBoundedFile } from '../../content/read-bounded';
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
      const imported = await call('exchange.importCampaign', { text: await readText(args[0], io) });
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
      const imported = await call('exchange.importGhs', { text: await readText(args[0], io) });
      io.out(`Imported "${imported.name}" as a new campaign (${imported.campaignId}).\n`);
      if (imported.notCarriedOver.length > 0)
        io.out(`What was not carried over:\n${imported.notCarriedOver.map((n) => `  - ${n}\n`).join('')}`);
      return 0;
    }),
};

/**
 * A campaign file's text: regular files only, at most the import limit counted while reading
 * (stat says 0 for some files), and refused with the byte offset when it is not UTF-8.
 */
async function readText(file: string | undefined, io: CliIo): Promise<string> {
  if (!file) throw new CliError('FILE is missing.');
  const read = await readBoundedFile(resolve(io.cwd, file), MAX_IMPORT_CHARS);
  if (!read.ok)
    throw new CliError(
      `Cannot import ${file}: ${read.reason === NO_SUCH_FILE ? 'there is no such file' : read.reason}. Nothing was imported.`,
    );
  const text = decodeUtf8(read.bytes);
  if (!text.ok) throw new CliError(`Cannot import ${file}: it ${notUtf8Reason(text.offset)}. Nothing was imported.`);
  return text.text;
}
