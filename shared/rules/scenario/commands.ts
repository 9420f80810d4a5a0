import { z } from 'zod';
import { builtInSchemas } from './command-schemas';
import { defineCommand, type CommandModule, type CommandSchema } from './command-module';
import { decideAttack } from './decide-attack';
import { decideEditBoard } from './decide-board';
import {
  decideAddCondition,
  decideAddSummon,
  decideConsumeElement,
  decideExhaustCharacter,
  decideGainExperience,
  decideHeal,
  decideInfuseElement,
  decideLootMoneyTokens,
  decideRemoveCondition,
  decideShuffleInModifierCard,
  decideSufferDamage,
} from './decide-figures';
import { decideRefreshItem, decideUseItem } from './decide-items';
import { decideDrawMonsterAbilityCards, placeMonsters } from './decide-monsters';
import { decideRevealRoom } from './decide-reveal-room';
import { decideLongRest, decideShortRest } from './decide-rests';
import { decideEndRound, decideMarkGoalMet, decideMarkLossConditionMet } from './decide-round';
import {
  decideChooseInitiative,
  decideEndTurn,
  decideSetCharacterTieOrder,
  decideSetMonsterTieOrder,
  decideStartTurn,
} from './decide-turns';
import { describeScenarioCommand } from './describe';
import { removeSummon } from './modules/remove-summon';
import { renumberStandee } from './modules/renumber-standee';
import { summonMonster } from './modules/summon-monster';
import { cardDamage } from './modules/card-damage';
import { playCardHalf, playCards, removeActiveCard, trackHand } from './modules/hand-commands';
import { loseCardsForDamage } from './modules/hand-damage';
import { refusedWith, type RuleViolation } from './violation';
import type { Line } from '../words';

/** A command written before modules: its schema in command-schemas.ts, its line in describe.ts. */
const builtIn = <T extends keyof typeof builtInSchemas>(
  type: T,
  revealsHiddenInformation: boolean,
  decide: CommandModule<(typeof builtInSchemas)[T]>['decide'],
) => defineCommand(builtInSchemas[type], { revealsHiddenInformation, decide, describe: describeScenarioCommand });

/**
 * Every scenario command, once. The union the host parses with, the metadata, and the routing of
 * `decide` and `describe` are built from this list: a new command is its module (see
 * command-module.ts), one line here, and its test.
 */
const COMMAND_MODULES = [
  builtIn('AddMonsters', true, (out, command) => placeMonsters(out, command.monsters)),
  builtIn('RevealRoom', true, decideRevealRoom),
  builtIn('ChooseInitiative', false, decideChooseInitiative),
  builtIn('DrawMonsterAbilityCards', true, decideDrawMonsterAbilityCards),
  builtIn('SetMonsterTieOrder', false, decideSetMonsterTieOrder),
  builtIn('SetCharacterTieOrder', false, decideSetCharacterTieOrder),
  builtIn('StartTurn', false, decideStartTurn),
  builtIn('EndTurn', false, decideEndTurn),
  builtIn('LongRest', false, decideLongRest),
  builtIn('ShortRest', false, decideShortRest),
  builtIn('UseItem', false, decideUseItem),
  builtIn('RefreshItem', false, decideRefreshItem),
  builtIn('Attack', true, decideAttack),
  builtIn('SufferDamage', false, decideSufferDamage),
  builtIn('Heal', false, decideHeal),
  builtIn('AddCondition', false, decideAddCondition),
  builtIn('RemoveCondition', false, decideRemoveCondition),
  builtIn('InfuseElement', false, decideInfuseElement),
  builtIn('ConsumeElement', false, decideConsumeElement),
  builtIn('ShuffleInModifierCard', true, decideShuffleInModifierCard),
  builtIn('AddSummon', false, decideAddSummon),
  builtIn('GainExperience', false, decideGainExperience),
  builtIn('LootMoneyTokens', false, decideLootMoneyTokens),
  builtIn('ExhaustCharacter', false, decideExhaustCharacter),
  builtIn('MarkGoalMet', false, decideMarkGoalMet),
  builtIn('MarkLossConditionMet', false, decideMarkLossConditionMet),
  builtIn('EndRound', true, decideEndRound),
  builtIn('EditBoard', false, decideEditBoard),
  removeSummon,
  renumberStandee,
  summonMonster,
  cardDamage,
  trackHand,
  playCards,
  playCardHalf,
  removeActiveCard,
  loseCardsForDamage,
] as const;

type Schema = (typeof COMMAND_MODULES)[number]['schema'];

/** A parsed command (defaults filled in). */
export type ScenarioCommand = z.output<Schema>;
/** A command as the host may write it (defaults optional). */
export type ScenarioCommandInput = z.input<Schema>;
export type CommandType = ScenarioCommand['type'];
export type CommandOf<T extends CommandType> = Extract<ScenarioCommand, { type: T }>;

const byType = new Map<string, CommandModule>(COMMAND_MODULES.map((m) => [m.schema.shape.type.value, m as unknown as CommandModule]));

/** The module of a command type (every parsed command has one: the union is built from the list). */
export function commandModule<T extends CommandType>(type: T): CommandModule<Extract<Schema, z.ZodObject<{ type: z.ZodLiteral<T> }>>> {
  const found = byType.get(type);
  if (found === undefined) throw new Error(`No module for the scenario command ${type}`);
  return found as never;
}

/** Each command's schema by its type. */
export const commandSchemas = Object.fromEntries(COMMAND_MODULES.map((m) => [m.schema.shape.type.value, m.schema])) as {
  [T in CommandType]: Extract<Schema, z.ZodObject<{ type: z.ZodLiteral<T> }>>;
};

/** Schemas for every scenario command; the host parses input with this at its boundary. */
export const scenarioCommandSchema = z.discriminatedUnion(
  'type',
  COMMAND_MODULES.map((m) => m.schema) as unknown as [CommandSchema, ...CommandSchema[]],
) as unknown as z.ZodType<ScenarioCommand, ScenarioCommandInput>;

/**
 * Whether a command reveals hidden information (draws a card, shuffles a deck, picks a random
 * standee), so history can mark it: undoing it and doing it again draws the same outcome.
 */
export const COMMAND_METADATA = Object.fromEntries(
  COMMAND_MODULES.map((m) => [m.schema.shape.type.value, { revealsHiddenInformation: m.revealsHiddenInformation }]),
) as Record<CommandType, { revealsHiddenInformation: boolean }>;

/**
 * Whether this particular command draws hidden information: placing monsters only does when a
 * standee number is left to chance; the others as their metadata says.
 */
export function revealsHiddenInformation(command: ScenarioCommand): boolean {
  if (command.type === 'AddMonsters' || command.type === 'RevealRoom') return command.monsters.some((m) => m.standeeNumber === undefined);
  return COMMAND_METADATA[command.type].revealsHiddenInformation;
}

/** The history line of a command, by its module. */
export function describeCommand(...[before, command, events]: Parameters<CommandModule['describe']>): Line {
  return commandModule(command.type as CommandType).describe(before, command as never, events);
}

export { figureRefSchema, modifierCardSchema, monsterPlacementSchema } from './command-schemas';

/**
 * Parses a command where raw input enters the engine (a replay of stored commands, tests): the
 * typed command, or a sentence saying what is wrong. `decide` itself takes parsed commands only.
 */
export function parseScenarioCommand(input: unknown): { command: ScenarioCommand } | { violation: RuleViolation } {
  const parsed = scenarioCommandSchema.safeParse(input);
  if (parsed.success) return { command: parsed.data };
  const issue = parsed.error.issues[0];
  const problem = issue?.message ?? 'unknown problem';
  const at = issue?.path.join('.') ?? '';
  return at === ''
    ? refusedWith('invalid-command', 'scenario.invalidCommandTop', { problem })
    : refusedWith('invalid-command', 'scenario.invalidCommand', { problem, at });
}
