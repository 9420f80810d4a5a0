import { z } from 'zod';
import { says } from '../../rules/says';
import { wordValueSchema } from '../../rules/words-schema';
import { campaignViewSchema } from '../campaign-types';
import { questStatusSchema } from '../character-types';
import { changed, on } from '../host-events';
import { idOf, writes, type ChannelSpec } from './common';

const campaignId = idOf('campaignId');
const characterId = idOf('characterId');
/** The sheet reads the campaign against its content: a change to either is read again. */
const readsCampaignAndContent = [on('campaigns.changed', 'campaignId'), on('content.changed')];
const itemName = z
  .string()
  .min(1, says('files.schema.itemNamed'))
  .max(80, says('files.schema.itemNameLong', { max: 80 }));

/** One owned item as the character sheet's equipment shows it. */
export const equipmentItemSchema = z.object({
  /** The name the campaign books the item by (the pack's English name): what `character.equip` takes. */
  name: z.string(),
  /** The item as the reader's language names it where its pack has a label (issue 29), else `name`. */
  displayName: z.string(),
  /** The slot in words ("One hand"); null when no content pack knows the item. */
  slot: z.string().nullable(),
  usage: z.enum(['persistent', 'spent', 'consumed']).nullable(),
  isEquipped: z.boolean(),
});
export type EquipmentItem = z.infer<typeof equipmentItemSchema>;

export const perkSheetSchema = z.object({
  perks: z.array(
    z.object({ label: z.string(), words: wordValueSchema, checkboxes: z.number(), ticked: z.number(), takenAs: z.array(z.string()) }),
  ),
  deck: z.array(z.object({ card: wordValueSchema, count: z.number() })),
  unmatched: z.array(z.string()),
  problem: z.string().nullable(),
  /** False when no content pack of the campaign has the character's class. */
  hasClass: z.boolean(),
});
export type PerkSheetView = z.infer<typeof perkSheetSchema>;

/** A character sheet's parts that read the campaign's content: equipment and the class's perk list. */
export const characterChannels = {
  'character.equipment': {
    input: z.object({ campaignId, characterId }).strict(),
    output: z.object({ items: z.array(equipmentItemSchema), smallItemLimit: z.number() }),
    readsAgainOn: readsCampaignAndContent,
  },
  'character.equip': writes({
    input: z.object({ campaignId, characterId, itemName, isEquipped: z.boolean() }).strict(),
    output: campaignViewSchema,
    changes: ({ campaignId }) => [changed.campaign(campaignId)],
  }),
  'character.perks': {
    input: z.object({ campaignId, characterId }).strict(),
    output: perkSheetSchema,
    readsAgainOn: readsCampaignAndContent,
  },
  /** The class's ability cards by name and level (an "X" card as level 1), for enhancing one. */
  'character.abilityCards': {
    input: z.object({ campaignId, characterId }).strict(),
    output: z.array(
      z.object({
        name: z.string(),
        level: z.number(),
        levelText: z.string(),
        /** The enhancement slots printed on each half, where the class data gives them. */
        slots: z.object({ top: z.array(z.string()), bottom: z.array(z.string()) }).optional(),
      }),
    ),
    readsAgainOn: readsCampaignAndContent,
  },
  // The personal quest and retirement, read against the campaign's content.
  'characters.quests': {
    input: z.object({ campaignId }).strict(),
    output: z.array(questStatusSchema),
    readsAgainOn: readsCampaignAndContent,
  },
  /**
   * Retires a character whose quest is fulfilled (2nd edition: or for 15 of the party's inspiration);
   * the host reads the card's targets from the content.
   */
  'characters.retire': writes({
    input: z
      .object({ campaignId, characterId, isQuestFulfilled: z.boolean().default(false), spendInspiration: z.boolean().default(false) })
      .strict(),
    output: campaignViewSchema,
    changes: ({ campaignId }) => [changed.campaign(campaignId)],
  }),
} as const satisfies Record<string, ChannelSpec>;
