import type { z } from 'zod';
import { commandUnion, moduleTable, type CommandList } from '../command-list';
import type { CommandModule } from './command-module';
import { addMonsters, revealRoom } from './modules/place-monsters';
import { chooseInitiativeCommand, setCharacterTieOrder, setMonsterTieOrder } from './modules/initiative-commands';
import { endTurn, startTurn } from './modules/turn-commands';
import { drawMonsterAbilityCards, endRound, markGoalMet, markLossConditionMet } from './modules/round-commands';
import { longRest, shortRest } from './modules/rests';
import { refreshItem, useItem } from './modules/items';
import { attack } from './modules/attack';
import { addCondition, heal, removeCondition, sufferDamage } from './modules/figure-commands';
import { consumeElement, infuseElement } from './modules/element-commands';
import { shuffleInModifierCard } from './modules/shuffle-in-modifier-card';
import { addSummon } from './modules/add-summon';
import { exhaustCharacter, gainExperience, lootMoneyTokens } from './modules/character-commands';
import { editBoard } from './modules/edit-board';
import { removeSummon } from './modules/remove-summon';
import { damageObjective } from './modules/damage-objective';
import { renumberStandee } from './modules/renumber-standee';
import { summonMonster } from './modules/summon-monster';
import { cardDamage } from './modules/card-damage';
import { playCardHalf, playCards, removeActiveCard, trackHand } from './modules/hand-commands';
import { loseCardsForDamage } from './modules/hand-damage';
import { refusedWith, type RuleViolation } from './violation';
import type { Line } from '../words';
import { withRulesApplied } from './special-rules/history';

/**
 * Every scenario command, once (issue 28, the dialect every engine speaks). A command is its
 * module (see command-module.ts: its schema, its rule, its line, whether it reveals hidden
 * information); the union the host parses with, the types, the metadata and the routing of
 * `decide` and `describe` are built from this list: a new command is its module, one line here,
 * and its test.
 */
export const SCENARIO_MODULES = [
  addMonsters,
  revealRoom,
  chooseInitiativeCommand,
  drawMonsterAbilityCards,
  setMonsterTieOrder,
  setCharacterTieOrder,
  startTurn,
  endTurn,
  longRest,
  shortRest,
  useItem,
  refreshItem,
  attack,
  sufferDamage,
  heal,
  addCondition,
  removeCondition,
  infuseElement,
  consumeElement,
  shuffleInModifierCard,
  addSummon,
  gainExperience,
  lootMoneyTokens,
  exhaustCharacter,
  markGoalMet,
  markLossConditionMet,
  endRound,
  editBoard,
  removeSummon,
  damageObjective,
  renumberStandee,
  summonMonster,
  cardDamage,
  trackHand,
  playCards,
  playCardHalf,
  removeActiveCard,
  loseCardsForDamage,
] as const;

type Listed = CommandList<(typeof SCENARIO_MODULES)[number]>;
type Schema = (typeof SCENARIO_MODULES)[number]['schema'];

/** A parsed command (defaults filled in). */
export type ScenarioCommand = Listed['Command'];
/** A command as the host may write it (defaults optional). */
export type ScenarioCommandInput = Listed['Input'];
export type CommandType = ScenarioCommand['type'];
export type CommandOf<T extends CommandType> = Extract<ScenarioCommand, { type: T }>;

/** Each command's module by its type (a table that misses a listed command is a type error). */
export type ScenarioModuleTable = Listed['Table'];
const MODULES: ScenarioModuleTable = moduleTable(SCENARIO_MODULES);

/** The module of a command type (every parsed command has one: the union is built from the list). */
export function commandModule<T extends CommandType>(type: T): CommandModule<Extract<Schema, z.ZodObject<{ type: z.ZodLiteral<T> }>>> {
  return MODULES[type] as never;
}

/** Each command's schema by its type. */
export const commandSchemas = Object.fromEntries(SCENARIO_MODULES.map((m) => [m.type, m.schema])) as {
  [T in CommandType]: Extract<Schema, z.ZodObject<{ type: z.ZodLiteral<T> }>>;
};

/** Schemas for every scenario command; the host parses input with this at its boundary. */
export const scenarioCommandSchema = commandUnion(SCENARIO_MODULES);

/**
 * Whether a command reveals hidden information (draws a card, shuffles a deck, picks a random
 * standee), so history can mark it: undoing it and doing it again draws the same outcome.
 */
export const COMMAND_METADATA = Object.fromEntries(
  SCENARIO_MODULES.map((m) => [m.type, { revealsHiddenInformation: m.revealsHiddenInformation }]),
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
  // The command's own line, then the scenario rules its events applied (special-rules/history.ts).
  return withRulesApplied(before, command, events, commandModule(command.type as CommandType).describe(before, command as never, events));
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
