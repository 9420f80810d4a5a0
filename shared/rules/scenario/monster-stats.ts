import type { Condition } from './conditions';
import { drawnCardOf } from './drawn-cards';
import { evaluateFormula } from './health-formula';
import type { AbilityActionInput, AbilityCardInput, MonsterAttributes, MonsterStats, MonsterTypeInput } from './input';
import type { MonsterRank, ScenarioFacts, StandeeState } from './state';
import type { Words } from '../words';
import { own } from '../own';
import { withRuleAttributes } from './special-rules/rule-attributes';

/** A standee's statistics at the monster level, with formulas worked out. */
export interface StandeeStats {
  health: number;
  move: number;
  attack: number;
  range: number;
  attributes: MonsterAttributes;
}

/**
 * The stat line for a rank at a level: the side of the statistic card matching the level, elites
 * the elite half, bosses their own card (guide "The rules play the monsters").
 */
export function statsAtLevel(type: MonsterTypeInput, rank: MonsterRank, monsterLevel: number): MonsterStats | undefined {
  const row = type.levels.find((entry) => entry.level === monsterLevel);
  if (row === undefined) return undefined;
  return rank === 'boss' ? (row.boss ?? row.normal) : row[rank];
}

/** Works out "C" and "L" in health and attack (guide: "a C in their stats means per character"). */
export function resolveStats(
  stats: MonsterStats,
  characterCount: number,
  scenarioLevel: number,
): { stats: StandeeStats } | { error: { stat: 'health' | 'attack'; formula: string } } {
  const variables = { C: characterCount, L: scenarioLevel };
  // The stat and the formula as the data has them: the refusal words the stat in each language (setup.ts).
  const health = evaluateFormula(stats.health, variables);
  if ('error' in health) return { error: { stat: 'health', formula: String(stats.health) } };
  const attack = evaluateFormula(stats.attack, variables);
  if ('error' in attack) return { error: { stat: 'attack', formula: String(stats.attack) } };
  return { stats: { health: health.value, move: stats.move, attack: attack.value, range: stats.range, attributes: stats.attributes } };
}

export function standeeStats(state: ScenarioFacts, standee: StandeeState): StandeeStats | undefined {
  const type = own(state.monsterTypes, standee.typeId);
  if (type === undefined) return undefined;
  const stats = statsAtLevel(type, standee.rank, state.level.monsterLevel);
  if (stats === undefined) return undefined;
  const resolved = resolveStats(stats, Object.keys(state.characters).length, state.level.scenarioLevel);
  if (!('stats' in resolved)) return undefined;
  // The scenario's rules may change the card: poison on every attack, immunities (see rule-attributes.ts).
  return { ...resolved.stats, attributes: withRuleAttributes(state, standee.typeId, resolved.stats.attributes) };
}

/** A card action worked out against one standee's statistics. */
export interface WorkedOutAction {
  type: AbilityActionInput['type'];
  value?: number;
  element?: AbilityActionInput['element'];
  condition?: AbilityActionInput['condition'];
  /** Who the line affects ("all adjacent enemies"): an attack with such a group hits every enemy it can. */
  group?: AbilityActionInput['group'];
  text?: string;
  /** Haven's own line for `text`, worded in the reader's language (issue 18). */
  words?: Words;
  subActions: WorkedOutAction[];
}

function isRelative(action: AbilityActionInput, parentType: AbilityActionInput['type'] | undefined): boolean {
  // A value printed without a sign is the value itself (see `isAbsolute` in input.ts).
  if (action.isAbsolute === true) return false;
  if (action.type === 'move' || action.type === 'attack') return true;
  // Range is relative under an attack; under a heal it is the heal's own range.
  return action.type === 'range' && parentType === 'attack';
}

function workOut(action: AbilityActionInput, stats: StandeeStats, parentType?: AbilityActionInput['type']): WorkedOutAction {
  let value = action.value;
  // Monster cards print move, attack and range relative to the stat card ("Move +1" on a move-2
  // elite is Move 3); shield and retaliate on a card add to the stat card's (1st ed. rulebook
  // "Monster Ability Cards").
  if (isRelative(action, parentType)) {
    const base = action.type === 'move' ? stats.move : action.type === 'attack' ? stats.attack : stats.range;
    value = Math.max(0, base + (action.value ?? 0));
  } else if (action.type === 'shield') value = (stats.attributes.shield ?? 0) + (action.value ?? 0);
  else if (action.type === 'retaliate') value = (stats.attributes.retaliate ?? 0) + (action.value ?? 0);
  const subActions = (action.subActions ?? []).map((sub) => workOut(sub, stats, action.type));
  if (action.type === 'attack') {
    // Attribute effects on the stat card ride along with every attack: pierce, targets, and
    // conditions such as poison (1st ed. rulebook "Monster Statistic Cards").
    const has = (type: string) => subActions.some((sub) => sub.type === type);
    // "All adjacent enemies" is a melee attack on each enemy next to the monster, whatever the
    // stat card's range (1st ed. rulebook p. 19: a melee attack reaches the adjacent hexes).
    const isOnAdjacent = subActions.some((sub) => sub.type === 'special' && sub.group === 'allAdjacentEnemies');
    if (stats.range > 0 && !has('range') && !isOnAdjacent) subActions.push({ type: 'range', value: stats.range, subActions: [] });
    if ((stats.attributes.pierce ?? 0) > 0) subActions.push({ type: 'pierce', value: stats.attributes.pierce ?? 0, subActions: [] });
    if ((stats.attributes.target ?? 1) > 1 && !has('target'))
      subActions.push({ type: 'target', value: stats.attributes.target ?? 1, subActions: [] });
    for (const condition of stats.attributes.conditionsOnAttack ?? []) {
      if (!subActions.some((sub) => sub.type === 'condition' && sub.condition === condition))
        subActions.push({ type: 'condition', condition, subActions: [] });
    }
  }
  const worked: WorkedOutAction = { type: action.type, subActions };
  if (value !== undefined) worked.value = value;
  if (action.element !== undefined) worked.element = action.element;
  if (action.condition !== undefined) worked.condition = action.condition;
  if (action.group !== undefined) worked.group = action.group;
  if (action.text !== undefined) worked.text = action.text;
  if (action.words !== undefined) worked.words = action.words;
  return worked;
}

/** A card's actions worked out against a standee's statistics. */
export function workOutCard(card: AbilityCardInput, stats: StandeeStats): WorkedOutAction[] {
  return card.actions.map((action) => workOut(action, stats));
}

/** The card a standee acts on this round, if its deck has been drawn. */
export function drawnCardFor(state: ScenarioFacts, standee: StandeeState): AbilityCardInput | undefined {
  return drawnCardOf(state, standee.typeId);
}

/** This round's card for a standee, worked out: what the app shows beside the standee. */
export function standeeAbility(
  state: ScenarioFacts,
  standeeId: string,
): { card: AbilityCardInput; actions: WorkedOutAction[] } | undefined {
  const standee = own(state.monsters, standeeId);
  if (standee === undefined) return undefined;
  const card = drawnCardFor(state, standee);
  const stats = standeeStats(state, standee);
  if (card === undefined || stats === undefined) return undefined;
  return { card, actions: workOutCard(card, stats) };
}

/**
 * Shield and retaliate now: the stat card's, always; plus a top-level shield or retaliate on this
 * round's card once the monster has started its turn, until the end of the round (1st ed.
 * rulebook "Bonus abilities": "activated ... only when the monster activates"; 2nd ed. rulebook
 * "Other Monster Abilities": "only active once the monster has taken its turn").
 */
export function standeeDefence(state: ScenarioFacts, standee: StandeeState): { shield: number; retaliate: number } {
  const stats = standeeStats(state, standee);
  const hasActivated = state.actedThisRound.includes(`monster:${standee.id}`);
  const card = hasActivated ? drawnCardFor(state, standee) : undefined;
  const fromCard = (type: 'shield' | 'retaliate') =>
    (card?.actions ?? []).filter((action) => action.type === type).reduce((sum, action) => sum + (action.value ?? 0), 0);
  return {
    shield: (stats?.attributes.shield ?? 0) + fromCard('shield'),
    retaliate: (stats?.attributes.retaliate ?? 0) + fromCard('retaliate'),
  };
}

/** Conditions a figure cannot gain: a monster's immunities from its stat card (1st ed. rulebook "Monster Statistic Cards"). */
export function immunitiesOf(state: ScenarioFacts, figure: { kind: string; id: string }): Condition[] {
  if (figure.kind !== 'monster') return [];
  const standee = own(state.monsters, figure.id);
  const immunities = standee === undefined ? [] : (standeeStats(state, standee)?.attributes.immunities ?? []);
  return immunities.filter((name): name is Condition => name !== 'curse' && name !== 'bless');
}
