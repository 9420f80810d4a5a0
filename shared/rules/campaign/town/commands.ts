import { z } from 'zod';

const characterId = z.string().min(1, 'a character must be chosen');
const deck = z.enum(['city', 'road']);
const itemName = z.string().trim().min(1, 'the item needs a name').max(80);

/** The shop's facts about one item, filled in by the host from the installed content. */
export const shopItemSchema = z.object({
  name: itemName,
  cost: z.number().int().min(0),
  /** Copies of the card in the box: the shop's whole stock of it. */
  count: z.number().int().min(1),
  /** The prosperity level at which it enters the shop; null: only as an unlocked design. */
  prosperity: z.number().int().min(1).max(9).nullable(),
});
export type ShopItem = z.infer<typeof shopItemSchema>;

/** What resolving an event card does, as the party read it from the card's outcome. */
export const eventEffectsSchema = z.object({
  reputation: z.number().int().min(-40).max(40).default(0),
  prosperity: z.number().int().min(-20).max(20).default(0),
  /** Applied to each of these characters (the ones in the party now). */
  characterIds: z.array(z.string().min(1)).default([]),
  goldEach: z.number().int().min(-500).max(500).default(0),
  experienceEach: z.number().int().min(-500).max(500).default(0),
  checkmarksEach: z.number().int().min(-18).max(18).default(0),
  achievements: z.array(z.object({ scope: z.enum(['global', 'party']), name: z.string().trim().min(1).max(80) })).default([]),
  scenarios: z.array(z.string().trim().min(1).max(40)).default([]),
});
export type EventEffects = z.output<typeof eventEffectsSchema>;

/** Town commands: content for the campaign, the shop, the event decks. */
export const townCommandSchemas = [
  z.object({ type: z.literal('UseContentPacks'), packIds: z.array(z.string().min(1)).max(20) }),
  z.object({ type: z.literal('BuyItem'), characterId, item: shopItemSchema }),
  z.object({ type: z.literal('SellItem'), characterId, item: z.object({ name: itemName, cost: z.number().int().min(0) }) }),
  z.object({ type: z.literal('UnlockItemDesign'), name: itemName }),
  z.object({
    type: z.literal('AddEventCards'),
    deck,
    cardIds: z.array(z.string().trim().min(1).max(40)).min(1, 'name at least one card').max(200),
    /** Older logs and tests: shuffles with this seed instead of the campaign's generator. The order is in the event. */
    seed: z.number().int().optional(),
  }),
  z.object({ type: z.literal('DrawEvent'), deck }),
  /** Two personal quests for a new character, from the cards the host read from the campaign's content. */
  z.object({
    type: z.literal('DealPersonalQuests'),
    deck: z.array(z.object({ id: z.string().min(1).max(80), number: z.number().int(), name: z.string().max(120) })).max(500),
  }),
  /** Battle goals for the coming scenario, from the cards the host read from the campaign's content. */
  z.object({
    type: z.literal('DealBattleGoals'),
    deck: z
      .array(
        z.object({
          id: z.string().min(1).max(80),
          name: z.string().max(120),
          checks: z.number().int().min(0).max(9),
          text: z.string().max(2000),
        }),
      )
      .max(500),
  }),
  z.object({
    type: z.literal('ResolveEvent'),
    option: z.string().trim().min(1).max(40),
    effects: eventEffectsSchema,
    /** The card goes to the bottom of its deck, or is removed from the game, as the card says. */
    disposition: z.enum(['return', 'remove']),
  }),
  z.object({
    type: z.literal('SetQuestProgress'),
    characterId,
    /** Which of the quest card's requirements, counted from 0. */
    requirement: z.number().int().min(0).max(9),
    value: z.number().int().min(0, 'progress cannot be negative').max(999),
  }),
] as const;

/** A town command, as parsed at the host's boundary. */
export type TownCommand = z.output<(typeof townCommandSchemas)[number]>;
