/** The scenario engine: decide(state, command) -> events | violation; evolve(state, event) -> state. */
export { decide, type Decision } from './decide';
export { scenarioEngine } from './engine';
export { scenarioStateSchema } from './state-schema';
export { evolve, evolveAll } from './evolve';
export { replay, replayEvents, type ReplayResult } from './replay';
export { setUpScenario } from './setup';
export { settle, type CharacterSettlement, type Settlement } from './settlement';
export { killsInLog, type KillCount } from './kills';
export {
  COMMAND_METADATA,
  SCENARIO_MODULES,
  commandSchemas,
  describeCommand,
  figureRefSchema,
  parseScenarioCommand,
  revealsHiddenInformation,
  scenarioCommandSchema,
} from './commands';
export type { CommandOf, CommandType, ScenarioCommand, ScenarioCommandInput } from './commands';
export type { EventType, ScenarioEvent } from './events';
export type * from './state';
export { figureKey } from './state';
export type { RuleViolation } from './violation';
export * from './input';
export { EDITIONS, type Edition } from './edition';
export { ELEMENTS, type Element, type ElementBoard, type ElementStrength } from './elements';
export { ALL_CONDITIONS, GH1_CONDITIONS, GH2_ONLY_CONDITIONS, conditionsOf, type Condition, type ConditionToken } from './conditions';
export { levelFacts, recommendedScenarioLevel, scenarioLevelFor, soloScenarioLevel, type LevelFacts } from './scenario-level';
export { evaluateFormula } from './health-formula';
export {
  standeeAbility,
  standeeDefence,
  standeeStats,
  statsAtLevel,
  workOutCard,
  type WorkedOutAction,
  type StandeeStats,
} from './monster-stats';
export { nextTurn, turnOrder, LONG_REST_INITIATIVE, type TurnSlot } from './initiative';
export { drawKeyOf, drawnCardOf } from './drawn-cards';
export { modifierEffects, type ModifierEffects } from './modifier-effects';
export { standardModifierDeck, characterModifierDeck, modifierCardSchema, type ModifierCard } from './modifier-cards';
export type { ModifierDeckState } from './modifier-deck';
export { drawForTarget, applyModifierCards, drawModeOf, type DrawMode } from './modifier-draw';
export { afterShield, attackBeforeModifier, sufferedDamage } from './damage';
export { outcomeAtEndOfRound } from './decide-round';
export { BLESS_CURSE_LIMIT } from './bless-curse';
export { itemDefenceTotal } from './item-bonuses';
export { openingEvents } from './special-rules/apply';
export { scenarioRuleSchema, type ScenarioRule, type RuleEffect, type RoundTerm } from './special-rules/rule';
