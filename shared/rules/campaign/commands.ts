import { z } from 'zod';
import { REPUTATION_MAX, REPUTATION_MIN } from './reputation';
import { MAX_LEVEL } from './levels';
import { secondEditionCommandSchemas } from './second-edition/commands';
import { FACTIONS } from './factions';
import { townCommandSchemas } from './town/commands';

const text = (what: string, max: number) => z.string().trim().max(max, `${what} is at most ${max} characters`);
const name = (what: string) => text(what, 80).min(1, `${what} must not be empty`);
const characterId = z.string().min(1, 'a character must be chosen');
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

/**
 * Every change to a campaign is one of these commands. The host records each with the events it
 * produced, so the campaign has a readable history and every change can be undone.
 */
export const campaignCommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('RenameCampaign'), name: name('The campaign name') }),
  z.object({ type: z.literal('SetCampaignMode'), mode: z.enum(['campaign', 'casual']) }),
  z.object({ type: z.literal('RenameParty'), name: text('The party name', 80) }),
  z.object({ type: z.literal('SetPartyNotes'), notes: text('Notes', 10_000) }),
  z.object({
    type: z.literal('SetReputation'),
    value: z
      .number({ error: 'reputation must be a number' })
      .int('reputation must be a whole number')
      .min(REPUTATION_MIN, `reputation is at least ${REPUTATION_MIN}`)
      .max(REPUTATION_MAX, `reputation is at most ${REPUTATION_MAX}`),
  }),
  z.object({ type: z.literal('ChangeReputation'), delta: amount('The reputation change') }),
  z.object({ type: z.literal('ChangeProsperity'), delta: amount('The prosperity change') }),
  z.object({ type: z.literal('Donate'), characterId }),
  z.object({ type: z.literal('AddAchievement'), scope: z.enum(['global', 'party']), name: name('The achievement') }),
  z.object({ type: z.literal('RemoveAchievement'), scope: z.enum(['global', 'party']), name: name('The achievement') }),
  z.object({ type: z.literal('UnlockClass'), classId: name('The class'), name: text('The class name', 80) }),
  z.object({ type: z.literal('UnlockScenario'), scenarioId: name('The scenario number'), name: text('The scenario name', 120) }),
  z.object({
    type: z.literal('RecordScenarioResult'),
    scenarioId: name('The scenario number'),
    outcome: z.enum(['success', 'failure']),
  }),
  z.object({
    type: z.literal('CreateCharacter'),
    /** Filled in by the host when the client does not choose one. */
    characterId: z.string().min(1).optional(),
    classId: name('The class'),
    name: name('The character name'),
    level: z.number().int().min(1, 'the level is 1 to 9').max(MAX_LEVEL, 'the level is 1 to 9').default(1),
    gold: z.number().int().min(0, 'starting gold cannot be negative').max(10_000),
    personalQuest: text('The personal quest', 120).default(''),
    bonusPerks: z.number().int().min(0).max(20).default(0),
  }),
  z.object({ type: z.literal('RenameCharacter'), characterId, name: name('The character name') }),
  z.object({ type: z.literal('GainExperience'), characterId, amount: amount('The experience') }),
  z.object({ type: z.literal('ChangeGold'), characterId, amount: amount('The gold') }),
  z.object({ type: z.literal('AddItem'), characterId, item: name('The item') }),
  z.object({ type: z.literal('RemoveItem'), characterId, item: name('The item') }),
  z.object({ type: z.literal('AddPerk'), characterId, perk: name('The perk') }),
  z.object({ type: z.literal('RemovePerk'), characterId, perk: name('The perk') }),
  z.object({ type: z.literal('ChangeCheckmarks'), characterId, amount: amount('The checkmarks') }),
  z.object({ type: z.literal('SetPersonalQuest'), characterId, quest: text('The personal quest', 120) }),
  z.object({ type: z.literal('SetCharacterNotes'), characterId, notes: text('Notes', 10_000) }),
  z.object({ type: z.literal('RetireCharacter'), characterId }),
  /** A finished scenario's rewards for every character and its result, as one undoable entry. */
  z.object({
    type: z.literal('ApplyScenarioSettlement'),
    scenarioId: name('The scenario number'),
    scenarioName: text('The scenario name', 120).default(''),
    outcome: z.enum(['success', 'failure']),
    characters: z
      .array(
        z.object({
          characterId,
          experience: z.number().int().min(0, 'experience earned cannot be negative').max(1000),
          gold: z.number().int().min(0, 'gold earned cannot be negative').max(10_000),
          checkmarks: z.number().int().min(0, 'checkmarks earned cannot be negative').max(18),
        }),
      )
      .max(4, 'a scenario has at most 4 characters'),
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
    /** 2nd edition: the faction reputation the scenario's completion gives, from its record. */
    factionRewards: z
      .array(z.object({ faction: z.enum(FACTIONS), delta: z.number().int().min(-20).max(20) }))
      .max(6)
      .default([]),
  }),
  ...townCommandSchemas,
  ...secondEditionCommandSchemas,
]);

export type CampaignCommand = z.infer<typeof campaignCommandSchema>;
export type CampaignCommandInput = z.input<typeof campaignCommandSchema>;
export type CampaignCommandType = CampaignCommand['type'];
