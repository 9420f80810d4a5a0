import { z } from 'zod';
import { says } from '../../rules/says';
import { MAX_IMPORT_CHARS } from '../../exchange/limits';
import { changed, on } from '../host-events';
import { idOf, writes, type ChannelSpec } from './common';

const campaignId = idOf('campaignId');
const paper = z.enum(['a4', 'letter'], says('files.schema.paper')).default('a4');
/** A whole file's text; the exchange reader checks it field by field. */
const fileText = z
  .string(says('files.schema.fileText'))
  .min(1, says('files.schema.fileEmpty'))
  .max(MAX_IMPORT_CHARS, says('files.schema.fileTooLarge', { max: MAX_IMPORT_CHARS / 1024 / 1024 }));

const importedSchema = z.object({
  campaignId: z.string(),
  name: z.string(),
  historyEntries: z.number(),
  notCarriedOver: z.array(z.string()),
});

/** A summary reads its campaign and the scenarios played in it. */
const readsSummary = [on('campaigns.changed', 'campaignId'), on('scenarios.changed', 'campaignId')];
const changesImported = (_: unknown, imported: { campaignId: string }) => [changed.campaign(imported.campaignId)];

const printablePageSchema = z.object({ title: z.string(), fileName: z.string(), html: z.string() });

export const exchangeChannels = {
  /** The campaign as a haven-campaign/1 file: its text, a file name to save it under, what stayed behind. */
  'exchange.exportCampaign': {
    input: z.object({ campaignId }).strict(),
    output: z.object({ fileName: z.string(), text: z.string(), leftOut: z.array(z.string()) }),
    readsAgainOn: [on('campaigns.changed', 'campaignId')],
  },
  /** A haven-campaign file as a NEW campaign, all of it or nothing. */
  'exchange.importCampaign': writes({ input: z.object({ text: fileText }).strict(), output: importedSchema, changes: changesImported }),
  /** A Gloomhaven Secretariat game export or data dump as a NEW campaign; says what stayed behind. */
  'exchange.importGhs': writes({ input: z.object({ text: fileText }).strict(), output: importedSchema, changes: changesImported }),
  'summary.campaignHtml': { input: z.object({ campaignId, paper }).strict(), output: printablePageSchema, readsAgainOn: readsSummary },
  /** `summaryId`: a scenario session id, or CAMPAIGN_ID:SEQ of a result recorded in the history. */
  'summary.scenarioHtml': {
    input: z.object({ summaryId: idOf('summaryId'), paper }).strict(),
    output: printablePageSchema,
    readsAgainOn: readsSummary,
  },
  /** A summary as a PDF file, rendered the way this shell prints (printToPDF in the desktop app). */
  'summary.pdf': {
    input: z.object({ kind: z.enum(['campaign', 'scenario']), id: idOf('id'), paper }).strict(),
    output: z.object({ fileName: z.string(), pdfBase64: z.string() }),
    readsAgainOn: readsSummary,
  },
  'summary.scenarios': {
    input: z.object({ campaignId }).strict(),
    output: z.array(
      z.object({
        id: z.string(),
        scenarioId: z.string(),
        label: z.string(),
        date: z.string(),
        outcome: z.enum(['success', 'failure', 'unfinished']).nullable(),
      }),
    ),
    readsAgainOn: readsSummary,
  },
} as const satisfies Record<string, ChannelSpec>;
