import { z } from 'zod';
import { FACTIONS } from '../factions';
import { nextScenarioStartSchema, nothingAtStart } from '../visit/next-scenario';
import { says } from '../../../rules/says';

const characterId = z.string().min(1, says('files.schema.command.chooseCharacter'));
const deck = z.enum(['city', 'road']);
const itemName = z.string().trim().min(1, says('files.schema.command.itemName')).max(80);

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
  /** Collective gold as the party shared it: each character's part (negative: paid). */
  goldShares: z
    .array(z.object({ characterId, amount: z.number().int().min(-500).max(500) }))
    .max(4)
    .default([]),
  /** The gold the card gives (positive) or takes (negative) together; the shares must add up to it. */
  collectiveGold: z.number().int().min(-500).max(500).default(0),
  /**
   * The gold paid is the outcome's condition ("if the party pays 10 gold together"), not a loss:
   * the party must have it all, or the outcome does not apply (1st ed. rulebook p. 41).
   */
  collectiveGoldIsPrice: z.boolean().default(false),
  /** Items gained, each to the character who takes it (names from the content). */
  items: z
    .array(z.object({ characterId, name: itemName }))
    .max(10)
    .default([]),
  /** 2nd edition: reputation with the factions. */
  factionReputation: z
    .array(z.object({ faction: z.enum(FACTIONS), delta: z.number().int().min(-20).max(20) }))
    .max(6)
    .default([]),
  /** Cards shuffled into a deck, and cards removed from the game. */
  addedEvents: z
    .array(z.object({ deck, number: z.number().int().positive().max(999) }))
    .max(20)
    .default([]),
  removedEvents: z
    .array(z.object({ deck, number: z.number().int().positive().max(999) }))
    .max(20)
    .default([]),
  /**
   * Items of their own an event spends or consumes for the next scenario, each with its owner,
   * chosen by the party as the card says ("one character's item is consumed"): kept until the
   * scenario is set up, where it starts turned or flipped.
   */
  turnedItems: z
    .array(z.object({ characterId, name: itemName, as: z.enum(['spent', 'consumed']) }))
    .max(12)
    .default([]),
  /** What each of `characterIds` starts the next scenario with; kept until it is set up. */
  nextScenario: nextScenarioStartSchema.default(nothingAtStart),
  /** What the party applies itself (the next scenario's start, a random design...), in words, kept in the history. */
  notes: z.array(z.string().trim().min(1).max(400)).max(20).default([]),
});
export type EventEffects = z.output<typeof eventEffectsSchema>;

/** Town commands: content for the campaign, the shop, the event decks. */

export const useContentPacksSchema = z.object({
  type: z.literal('UseContentPacks'),
  packIds: z.array(z.string().min(1)).max(20),
  /** The packs' scenarios open from a campaign's start, filled in by the host from the content. */
  startingScenarios: z
    .array(z.object({ scenarioId: z.string().trim().min(1).max(40), name: z.string().max(120) }))
    .max(20)
    .default([]),
  /** The event cards a new campaign's decks start with, filled in by the host from the content (starting-decks.ts). */
  startingEvents: z
    .object({
      city: z.array(z.number().int().positive().max(999)).max(200),
      road: z.array(z.number().int().positive().max(999)).max(200),
    })
    .default({ city: [], road: [] }),
});

export const buyItemSchema = z.object({ type: z.literal('BuyItem'), characterId, item: shopItemSchema });

export const sellItemSchema = z.object({
  type: z.literal('SellItem'),
  characterId,
  item: z.object({ name: itemName, cost: z.number().int().min(0) }),
});

export const unlockItemDesignSchema = z.object({ type: z.literal('UnlockItemDesign'), name: itemName });

export const addEventCardsSchema = z.object({
  type: z.literal('AddEventCards'),
  deck,
  cardIds: z.array(z.string().trim().min(1).max(40)).min(1, says('files.schema.command.oneCard')).max(200),
  /** Older logs and tests: shuffles with this seed instead of the campaign's generator. The order is in the event. */
  seed: z.number().int().optional(),
});

export const drawEventSchema = z.object({ type: z.literal('DrawEvent'), deck });

/** Two personal quests for a new character, from the cards the host read from the campaign's content. */
export const dealPersonalQuestsSchema = z.object({
  type: z.literal('DealPersonalQuests'),
  deck: z.array(z.object({ id: z.string().min(1).max(80), number: z.number().int(), name: z.string().max(120) })).max(500),
});

export const resolveEventSchema = z.object({
  type: z.literal('ResolveEvent'),
  option: z.string().trim().min(1).max(40),
  effects: eventEffectsSchema,
  /** The card goes to the bottom of its deck, or is removed from the game, as the card says. */
  disposition: z.enum(['return', 'remove']),
  /** Picked by the host when cards are shuffled into a deck; the order is stored in the event. */
  seed: z.number().int().optional(),
});

/** The party's choice on the drawn card, before its back is read; the outcomes' conditions are filled in by the host from the content. */
export const chooseEventOptionSchema = z.object({
  type: z.literal('ChooseEventOption'),
  option: z.string().trim().min(1).max(40),
  outcomes: z
    .array(z.object({ when: z.string().max(200).optional() }))
    .max(20)
    .default([]),
  /** 2nd edition: the traits of the party's classes, from the content (for "if a character has the trait"). */
  traits: z.array(z.string().max(80)).max(40).default([]),
  /** The party's answer to a printed condition Haven cannot read, by outcome. */
  answers: z.record(z.string().regex(/^\d{1,2}$/), z.boolean()).default({}),
});

export const setQuestProgressSchema = z.object({
  type: z.literal('SetQuestProgress'),
  characterId,
  /** Which of the quest card's requirements, counted from 0. */
  requirement: z.number().int().min(0).max(9),
  value: z.number().int().min(0, says('files.schema.command.progressNegative')).max(999),
});
