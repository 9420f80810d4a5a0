import { z } from 'zod';
import { says } from '../rules/says';
import { campaignStateSchema, characterSchema } from '../rules/campaign/state';

/** The name and version every Haven campaign file starts with. A reader refuses newer versions. */
export const CAMPAIGN_FILE_FORMAT = 'haven-campaign';
export const CAMPAIGN_FILE_VERSION = 1;

const isoTime = z.iso.datetime({ offset: true, ...says('files.schema.file.dateTime') });

// The state schemas of shared/rules/campaign allow extra fields (the app reads its own rows); a file from
// elsewhere must hold exactly the fields Haven knows, so every object here is strict.
export const strictStateSchema = campaignStateSchema
  .extend({
    party: campaignStateSchema.shape.party.strict(),
    scenarios: z.array(campaignStateSchema.shape.scenarios.element.strict()),
    characters: z.array(characterSchema.strict()),
  })
  .strict();

export const historyRowSchema = z
  .object({
    seq: z.number().int().min(1),
    /**
     * Kept exactly as the app stored it (the host may add fields such as a settlement's session);
     * validateCampaignFile checks it against the command schema separately.
     */
    command: z.looseObject({ type: z.string().min(1).max(80) }),
    /**
     * Each event only needs a type here: validateCampaignFile replays every event and checks the
     * campaign after each, so an event the rules cannot apply is refused where it stands, and
     * new kinds of events need no change to this file.
     */
    events: z
      .array(z.looseObject({ type: z.string().min(1).max(80) }))
      .min(1, says('files.schema.file.oneEvent'))
      .max(100),
    summary: z.string(),
    at: isoTime,
    isUndone: z.boolean(),
  })
  .strict();
export type HistoryRow = z.infer<typeof historyRowSchema>;

/**
 * Rows of a scenario session table, kept as they are: the campaign file carries them so a summary
 * can be printed on the other machine too, with the card areas the party drew for its packs and
 * sessions. Only flat rows of plain values are accepted.
 */
export const tableRowsSchema = z
  .object({
    table: z.enum(['scenario_sessions', 'scenario_log', 'card_areas'], says('files.schema.file.table')),
    rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  })
  .strict();
export type TableRows = z.infer<typeof tableRowsSchema>;

export const campaignFileSchema = z
  .object({
    format: z.literal(CAMPAIGN_FILE_FORMAT),
    version: z.literal(CAMPAIGN_FILE_VERSION),
    exportedAt: isoTime,
    /** The Haven version that wrote the file, for a person reading it. */
    exportedBy: z.string().max(200),
    campaign: z
      .object({
        createdAt: isoTime,
        updatedAt: isoTime,
        /** The campaign as created: undo on the new machine rebuilds from here, as on the old one. */
        initialState: strictStateSchema,
        state: strictStateSchema,
      })
      .strict(),
    history: z.array(historyRowSchema).max(200_000),
    scenarioLogs: z.array(tableRowsSchema).max(20).default([]),
    /**
     * The content packs the campaign plays with (`state.contentPackIds`) and their titles, so an
     * import where one is missing can name it (issue 29). A file written before it has none.
     */
    contentPacks: z
      .array(z.object({ id: z.string().max(200), name: z.string().max(200) }).strict())
      .max(50)
      .default([]),
  })
  .strict();

export type CampaignFile = z.infer<typeof campaignFileSchema>;
export type CampaignFileInput = z.input<typeof campaignFileSchema>;
