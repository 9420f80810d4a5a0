import { commandUnion, moduleTable, type CommandList } from '../command-list';
import type { CampaignCommandModule } from './command-module';
import { applyScenarioSettlement } from './decide-settlement';
import { buyEnhancement } from './decide-enhancement';
import { dealBattleGoals, keepBattleGoal } from './battle-goal-commands';
import {
  addAchievement,
  changeProsperityCommand,
  changeReputation,
  donate,
  recordScenarioResult,
  removeAchievement,
  renameCampaign,
  renameParty,
  setCampaignMode,
  setPartyNotes,
  setPermanentDeath,
  setReputation,
  unlockClass,
  unlockScenario,
} from './party-commands';
import {
  addItem,
  addPerk,
  catchUpToProsperity,
  changeCheckmarks,
  changeGold,
  createCharacter,
  equipItem,
  gainExperience,
  removeItem,
  removePerk,
  renameCharacter,
  retireCharacter,
  setCharacterNotes,
  setPersonalQuest,
  unequipItem,
} from './character-commands';
import {
  addEventCards,
  buyItem,
  chooseEventOptionCommand,
  dealPersonalQuestsCommand,
  drawEvent,
  resolveEvent,
  sellItem,
  setQuestProgress,
  unlockItemDesign,
  useContentPacks,
} from './town/decide';
import {
  changeFactionReputation,
  changeImbuement,
  changeInspiration,
  setMasteries,
  setUpSecondEditionCampaign,
  unlockFaction,
} from './second-edition/decide';
import { levelUp, returnToTown, takeNextScenarioEffects, travelToScenario } from './visit/decide';

export * from './command-schemas';

/**
 * Every change to a campaign is one of these commands, listed once (issue 28): a command is its
 * module (its schema, its rule, its line, whether it reveals hidden information), and the union
 * the host parses with, the types and `decideCampaign`'s routing are built from this list — a
 * command that is not here does not exist. The host records each with the events it produced, so
 * the campaign has a readable history and every change can be undone.
 */
export const CAMPAIGN_MODULES = [
  renameCampaign,
  setCampaignMode,
  renameParty,
  setPermanentDeath,
  setPartyNotes,
  setReputation,
  changeReputation,
  changeProsperityCommand,
  donate,
  addAchievement,
  removeAchievement,
  unlockClass,
  unlockScenario,
  recordScenarioResult,
  createCharacter,
  renameCharacter,
  gainExperience,
  changeGold,
  addItem,
  removeItem,
  equipItem,
  unequipItem,
  buyEnhancement,
  addPerk,
  removePerk,
  changeCheckmarks,
  setPersonalQuest,
  setCharacterNotes,
  catchUpToProsperity,
  retireCharacter,
  applyScenarioSettlement,
  // The town: the campaign's content, the shop, the event decks.
  useContentPacks,
  buyItem,
  sellItem,
  unlockItemDesign,
  addEventCards,
  drawEvent,
  dealPersonalQuestsCommand,
  resolveEvent,
  chooseEventOptionCommand,
  setQuestProgress,
  // The 2nd edition's campaign sheet.
  changeFactionReputation,
  unlockFaction,
  changeInspiration,
  setMasteries,
  changeImbuement,
  setUpSecondEditionCampaign,
  // Battle goals.
  dealBattleGoals,
  keepBattleGoal,
  // Between scenarios.
  returnToTown,
  travelToScenario,
  levelUp,
  takeNextScenarioEffects,
] as const;

type Listed = CommandList<(typeof CAMPAIGN_MODULES)[number]>;

/** A parsed command (defaults filled in), and as the host may write it. */
export type CampaignCommand = Listed['Command'];
export type CampaignCommandInput = Listed['Input'];
export type CampaignCommandType = CampaignCommand['type'];

/** Each command's module by its type (a table that misses a command is a type error), and one of them. */
export type CampaignModuleTable = Listed['Table'];
const MODULES: CampaignModuleTable = moduleTable(CAMPAIGN_MODULES);
export const campaignCommandModule = (type: CampaignCommandType): CampaignCommandModule =>
  MODULES[type] as unknown as CampaignCommandModule;

/** Schemas for every campaign command; the host parses input with this at its boundary. */
export const campaignCommandSchema = commandUnion(CAMPAIGN_MODULES);
