import { z } from 'zod';
import { REPUTATION_MAX, REPUTATION_MIN } from './reputation';
import { MAX_LEVEL } from './levels';
import { EQUIP_SLOTS } from './equipment';
import { ENHANCEMENTS } from './enhancements';
import { FACTIONS } from './factions';
import { says } from '../../rules/says';
import { wordValueSchema } from '../words-schema';
import { eventCardRefSchema } from './event-card-ref';
import { ownedItemFactSchema } from './quest-progress';

const text = (what: string, max: number) => z.string().trim().max(max, `${what} is at most ${max} characters`);
const name = (what: string) => text(what, 80).min(1, `${what} must not be empty`);
const characterId = z.string().min(1, says('files.schema.command.chooseCharacter'));
const amount = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(-10_000)
    .max(10_000);

/** An item a reward gives, with the shop's facts the host read from the content (a copy owned already is sold). */
const rewardItemSchema = z.object({ name: name('The item'), cost: z.number().int().min(0).max(10_000) });

/** A scenario's rewards as the host read them from the content pack, names resolved. */
export const scenarioRewardsSchema = z.object({
  globalAchievements: z.array(name('The achievement')).max(20).default([]),
  partyAchievements: z.array(name('The achievement')).max(20).default([]),
  lostGlobalAchievements: z.array(name('The achievement')).max(20).default([]),
  lostPartyAchievements: z.array(name('The achievement')).max(20).default([]),
  goldEach: z.number().int().min(-1000).max(1000).default(0),
  experienceEach: z.number().int().min(-1000).max(1000).default(0),
  reputation: z.number().int().min(-40).max(40).default(0),
  prosperity: z.number().int().min(-20).max(20).default(0),
  /** Each item goes to the character the party chose. */
  items: z.array(rewardItemSchema.extend({ characterId })).max(10).default([]),
  itemDesigns: z.array(name('The item')).max(10).default([]),
  unlocks: z
    .array(z.object({ scenarioId: name('The scenario number'), name: text('The scenario name', 120) }))
    .max(20)
    .default([]),
  /** What the players apply themselves, in words. */
  other: z.array(text('The reward', 400)).max(20).default([]),
});
export type ScenarioRewardsCommand = z.output<typeof scenarioRewardsSchema>;

// Each campaign command's schema; its module (commands.ts lists them) gives it its rule.

export const renameCampaignSchema = z.object({ type: z.literal('RenameCampaign'), name: name('The campaign name') });

export const setCampaignModeSchema = z.object({ type: z.literal('SetCampaignMode'), mode: z.enum(['campaign', 'casual']) });

export const renamePartySchema = z.object({ type: z.literal('RenameParty'), name: text('The party name', 80) });

export const setPermanentDeathSchema = z.object({ type: z.literal('SetPermanentDeath'), isOn: z.boolean() });

export const setPartyNotesSchema = z.object({ type: z.literal('SetPartyNotes'), notes: text('Notes', 10_000) });

export const setReputationSchema = z.object({
  type: z.literal('SetReputation'),
  value: z
    .number(says('files.schema.command.reputationNumber'))
    .int(says('files.schema.command.reputationWhole'))
    .min(REPUTATION_MIN, says('files.schema.command.reputationAtLeast', { min: REPUTATION_MIN }))
    .max(REPUTATION_MAX, says('files.schema.command.reputationAtMost', { max: REPUTATION_MAX })),
});

export const changeReputationSchema = z.object({ type: z.literal('ChangeReputation'), delta: amount('The reputation change') });

export const changeProsperitySchema = z.object({ type: z.literal('ChangeProsperity'), delta: amount('The prosperity change') });

export const donateSchema = z.object({ type: z.literal('Donate'), characterId });

export const addAchievementSchema = z.object({
  type: z.literal('AddAchievement'),
  scope: z.enum(['global', 'party']),
  name: name('The achievement'),
});

export const removeAchievementSchema = z.object({
  type: z.literal('RemoveAchievement'),
  scope: z.enum(['global', 'party']),
  name: name('The achievement'),
});

export const unlockClassSchema = z.object({
  type: z.literal('UnlockClass'),
  classId: name('The class'),
  name: text('The class name', 80),
  /** The event cards its unlocking adds (p. 48), filled in by the host from the class's data. */
  events: z.array(eventCardRefSchema).max(10).default([]),
});

export const unlockScenarioSchema = z.object({
  type: z.literal('UnlockScenario'),
  scenarioId: name('The scenario number'),
  name: text('The scenario name', 120),
});

export const recordScenarioResultSchema = z.object({
  type: z.literal('RecordScenarioResult'),
  scenarioId: name('The scenario number'),
  outcome: z.enum(['success', 'failure']),
  /** Who played it: each takes a success's gold and experience, and may take a reward item. */
  characterIds: z.array(characterId).max(4).default([]),
  /** Who takes each reward item, by its record id in the content pack (the host reads the rest). */
  rewardItems: z
    .array(z.object({ itemId: name('The item'), characterId }))
    .max(10)
    .default([]),
  /** The scenario's rewards from its content, filled in by the host (applied on a campaign-mode success). */
  rewards: scenarioRewardsSchema.optional(),
});

export const createCharacterSchema = z.object({
  type: z.literal('CreateCharacter'),
  /** Filled in by the host when the client does not choose one. */
  characterId: z.string().min(1).optional(),
  classId: name('The class'),
  name: name('The character name'),
  level: z
    .number()
    .int()
    .min(1, says('files.schema.command.level', { min: 1, max: MAX_LEVEL }))
    .max(MAX_LEVEL, says('files.schema.command.level', { min: 1, max: MAX_LEVEL }))
    .default(1),
  gold: z.number().int().min(0, says('files.schema.command.startingGold')).max(10_000),
  personalQuest: text('The personal quest', 120).default(''),
  /** Who plays it; the extra perks from that player's retirements follow from the campaign. */
  player: text('The player name', 40).default(''),
});

export const renameCharacterSchema = z.object({ type: z.literal('RenameCharacter'), characterId, name: name('The character name') });

export const gainExperienceSchema = z.object({ type: z.literal('GainExperience'), characterId, amount: amount('The experience') });

export const changeGoldSchema = z.object({ type: z.literal('ChangeGold'), characterId, amount: amount('The gold') });

export const addItemSchema = z.object({ type: z.literal('AddItem'), characterId, item: name('The item') });

export const removeItemSchema = z.object({ type: z.literal('RemoveItem'), characterId, item: name('The item') });

/** `slot` is the item card's, filled in by the host from the content (town.equip). */
export const equipItemSchema = z.object({
  type: z.literal('EquipItem'),
  characterId,
  item: name('The item'),
  slot: z.enum(EQUIP_SLOTS),
  /** The small items the card lets its wearer carry besides (Cloak of Pockets), filled in by the host. */
  extraSmallItems: z.number().int().min(0).max(9).default(0),
});

export const unequipItemSchema = z.object({ type: z.literal('UnequipItem'), characterId, item: name('The item') });

/** An enhancement sticker bought in town; the cost comes from the edition's chart (decide-enhancement.ts). */
export const buyEnhancementSchema = z.object({
  type: z.literal('BuyEnhancement'),
  characterId,
  card: name('The ability card'),
  half: z.enum(['top', 'bottom']),
  enhancement: z.enum(ENHANCEMENTS),
  cardLevel: z
    .number()
    .int()
    .min(1, says('files.schema.command.cardLevel', { min: 1, max: 9 }))
    .max(9, says('files.schema.command.cardLevel', { min: 1, max: 9 })),
  hasMultipleTargets: z.boolean().default(false),
  isLost: z.boolean().default(false),
  hexes: z
    .number()
    .int()
    .min(1, says('files.schema.command.attackHexesLeast', { min: 1 }))
    .max(30, says('files.schema.command.attackHexesMost', { max: 30 }))
    .default(1),
  /** The slots printed on the card's half, from the class data (filled in by the host); absent: not known. */
  slots: z
    .array(z.enum(['square', 'circle', 'diamond', 'diamondPlus', 'hex', 'any']))
    .max(20)
    .optional(),
  /** Where the data gives no slots: the player's word that the card has one for this sticker. */
  isSlotConfirmed: z.boolean().default(false),
});

// `words`: the perk as the class's content words it (the host fills it in from the content; issue 29).
export const addPerkSchema = z.object({
  type: z.literal('AddPerk'),
  characterId,
  perk: name('The perk'),
  words: wordValueSchema.optional(),
});

export const removePerkSchema = z.object({
  type: z.literal('RemovePerk'),
  characterId,
  perk: name('The perk'),
  words: wordValueSchema.optional(),
});

export const changeCheckmarksSchema = z.object({ type: z.literal('ChangeCheckmarks'), characterId, amount: amount('The checkmarks') });

export const setPersonalQuestSchema = z.object({
  type: z.literal('SetPersonalQuest'),
  characterId,
  quest: text('The personal quest', 120),
});

export const setCharacterNotesSchema = z.object({ type: z.literal('SetCharacterNotes'), characterId, notes: text('Notes', 10_000) });

/** A character below the town's prosperity advances to it (the rule is the edition's). */
export const catchUpToProsperitySchema = z.object({ type: z.literal('CatchUpToProsperity'), characterId });

export const retireCharacterSchema = z.object({
  type: z.literal('RetireCharacter'),
  characterId,
  /** The personal quest card's requirement targets, filled in by the host from the content. */
  questTargets: z.array(z.number().int().min(1).max(999)).max(10).optional(),
  /** For a quest the content does not describe: the players' word that it is fulfilled. */
  isQuestFulfilled: z.boolean().default(false),
  /** 2nd edition: the party spends 15 inspiration instead of the quest being fulfilled (p. 55). */
  spendInspiration: z.boolean().default(false),
  /** What each requirement counts, as the content names it (quest-progress.ts), filled in by the host. */
  questTracks: z.array(z.string().max(400).nullable()).max(10).optional(),
  /** The character's items as the content describes them (number, slot), for the quest's count. */
  ownedItems: z.array(ownedItemFactSchema).max(200).default([]),
  /** The event cards the class's first retirement adds (p. 48), from the class's data. */
  classEvents: z.array(eventCardRefSchema).max(10).default([]),
  /** What the fulfilled quest unlocks, from the card: a class (with its event cards) or an envelope. */
  questUnlock: z
    .union([
      z.object({ classId: z.string().min(1).max(80), name: z.string().max(80), events: z.array(eventCardRefSchema).max(10).default([]) }),
      z.object({ envelope: z.string().min(1).max(40) }),
    ])
    .optional(),
});

/** A finished scenario's rewards for every character and its result, as one undoable entry. */
export const applyScenarioSettlementSchema = z.object({
  type: z.literal('ApplyScenarioSettlement'),
  scenarioId: name('The scenario number'),
  scenarioName: text('The scenario name', 120).default(''),
  outcome: z.enum(['success', 'failure']),
  characters: z
    .array(
      z.object({
        characterId,
        experience: z.number().int().min(0, says('files.schema.command.experienceNegative')).max(1000),
        gold: z.number().int().min(0, says('files.schema.command.goldNegative')).max(10_000),
        checkmarks: z.number().int().min(0, says('files.schema.command.checkmarksNegative')).max(18),
        /** Exhausted in the scenario, filled in by the host from its state (a personal quest counts it). */
        isExhausted: z.boolean().default(false),
      }),
    )
    .max(4, says('files.schema.command.scenarioCharacters', { max: 4 })),
  /** The scenario's rewards from its content, filled in by the host (applied on a campaign-mode success). */
  rewards: scenarioRewardsSchema.optional(),
  /** Numbered treasure tiles looted, with the treasure index's words, filled in by the host. */
  treasures: z
    .array(
      z.object({
        characterId,
        number: z.number().int().positive().max(999),
        reward: text('The treasure', 200),
        item: rewardItemSchema.optional(),
      }),
    )
    .max(40)
    .default([]),
  /** Permanent death: the characters who died in the scenario, filled in by the host from its state. */
  /** A boss fought in it, filled in by the host from its monster types (a personal quest counts boss scenarios). */
  hasBoss: z.boolean().default(false),
  deaths: z.array(characterId).max(4).default([]),
  /** The monsters each character killed, by type, filled in by the host from the scenario's log (a personal quest counts them). */
  kills: z
    .array(
      z.object({
        characterId,
        monster: name('The monster type'),
        name: text('The monster name', 80),
        count: z.number().int().min(1).max(200),
        /** Normal, elite or boss, from the death events (absent from logs written before). */
        rank: z.enum(['normal', 'elite', 'boss']).optional(),
        /** The items the killing attacks took (rules/scenario/kills.ts). */
        items: z.array(name('The item')).max(20).optional(),
      }),
    )
    .max(200)
    .default([]),
  /** 2nd edition: the faction reputation the scenario's completion gives, from its record. */
  factionRewards: z
    .array(z.object({ faction: z.enum(FACTIONS), delta: z.number().int().min(-20).max(20) }))
    .max(6)
    .default([]),
});
