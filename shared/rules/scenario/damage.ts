import { addCondition, hasCondition, REMOVED_BY_HEAL, withoutConditions, type Condition, type ConditionToken } from './conditions';
import type { Edition } from './edition';
import type { ScenarioEvent } from './events';
import { figureView } from './figures';
import type { FigureRef, ScenarioState } from './state';

/**
 * Attack value for one target, in the order of modification: the attacker's bonuses (including
 * +1 against a poisoned target), then the modifier card(s), then the target's shield less pierce
 * (guide "Attacking": attacker's modifiers, then the card, then shield; 2nd ed. refresher: "all
 * bonuses and penalties, then the modifier card, then the target's shield, then ward"). Ward and
 * brittle act on the damage itself and are in `sufferedDamage`.
 */
export function attackBeforeModifier(attack: number, bonus: number, isTargetPoisoned: boolean): number {
  // Poison: attacks against the figure gain +1 (1st ed. rulebook "Conditions").
  return Math.max(0, attack + bonus + (isTargetPoisoned ? 1 : 0));
}

export function afterShield(value: number, shield: number, pierce: number): number {
  // Pierce lowers the target's shield, never below 0 (1st ed. rulebook "Pierce").
  return Math.max(0, value - Math.max(0, shield - pierce));
}

/**
 * The damage a figure actually suffers, and the conditions it uses up (2nd edition only):
 * ward halves the damage rounded down, brittle doubles it, and a figure with both loses both with
 * the damage unchanged (2nd ed. rulebook "Conditions").
 */
export function sufferedDamage(edition: Edition, amount: number, conditions: readonly ConditionToken[]): { amount: number; usedUp: Condition[] } {
  if (edition === 'gh1' || amount <= 0) return { amount: Math.max(0, amount), usedUp: [] };
  const isWarded = hasCondition(conditions, 'ward');
  const isBrittle = hasCondition(conditions, 'brittle');
  if (isWarded && isBrittle) return { amount, usedUp: ['ward', 'brittle'] };
  if (isWarded) return { amount: Math.floor(amount / 2), usedUp: ['ward'] };
  if (isBrittle) return { amount: amount * 2, usedUp: ['brittle'] };
  return { amount, usedUp: [] };
}

type DamageCause = Extract<ScenarioEvent, { type: 'DamageSuffered' }>['cause'];

/**
 * The events for a figure suffering damage: hit points down, ward/brittle used up, regenerate
 * removed (2nd ed. rulebook "Regenerate": removed when the figure suffers damage), and death or
 * exhaustion at 0. A monster that dies drops a money token unless it was summoned (guide:
 * "Unless it was summoned or spawned, a money token is placed"); in the 2nd edition unless it was
 * a scenario ally (2nd ed. refresher: "unless it was a scenario ally"). A character at 0 hit points
 * is exhausted (guide "Lost cards, resting and exhaustion").
 */
export function damageEvents(state: ScenarioState, figure: FigureRef, rawAmount: number, cause: DamageCause): ScenarioEvent[] {
  const view = figureView(state, figure);
  if (view === undefined) return [];
  const suffered = sufferedDamage(state.edition, rawAmount, view.conditions);
  const events: ScenarioEvent[] = [];
  const health = Math.max(0, view.health - suffered.amount);
  events.push({ type: 'DamageSuffered', figure, amount: suffered.amount, health, cause });
  const removed: Condition[] = [...suffered.usedUp];
  if (suffered.amount > 0 && hasCondition(view.conditions, 'regenerate')) removed.push('regenerate');
  if (removed.length > 0 && health > 0) {
    events.push({ type: 'ConditionsChanged', figure, conditions: withoutConditions(view.conditions, removed), added: [], removed, cause: 'damage' });
  }
  if (health === 0) events.push(...deathEvents(state, figure));
  return events;
}

export function deathEvents(state: ScenarioState, figure: FigureRef): ScenarioEvent[] {
  if (figure.kind === 'character') return [{ type: 'CharacterExhausted', characterId: figure.id, cause: 'damage' }];
  if (figure.kind === 'summon') return [{ type: 'SummonDied', summonId: figure.id }];
  const standee = state.monsters[figure.id];
  if (standee === undefined) return [];
  const droppedMoneyToken = state.edition === 'gh1' ? !standee.isSummoned : !standee.isAlly;
  return [{ type: 'MonsterDied', standeeId: standee.id, droppedMoneyToken }];
}

/**
 * The events for a heal. A heal removes wound (and in the 2nd edition brittle and bane); on a
 * poisoned figure it removes poison instead of restoring hit points (1st ed. rulebook "Heal" and
 * FAQ: "Both conditions are removed and no actual healing takes place"). Hit points never go
 * above the maximum.
 */
export function healEvents(state: ScenarioState, figure: FigureRef, amount: number, cause: 'heal' | 'regenerate'): ScenarioEvent[] {
  const view = figureView(state, figure);
  if (view === undefined) return [];
  const isPoisoned = hasCondition(view.conditions, 'poison');
  const removable = REMOVED_BY_HEAL.filter((name) => state.edition === 'gh2' || name === 'poison' || name === 'wound');
  const removed = removable.filter((name) => hasCondition(view.conditions, name));
  const health = isPoisoned ? view.health : Math.min(view.maxHealth, view.health + amount);
  const events: ScenarioEvent[] = [{ type: 'Healed', figure, amount: health - view.health, health, cause }];
  if (removed.length > 0) {
    events.push({ type: 'ConditionsChanged', figure, conditions: withoutConditions(view.conditions, removed), added: [], removed, cause: 'heal' });
  }
  return events;
}

/** Adds conditions to a figure, skipping those it is immune to (1st ed. rulebook "Monster Statistic Cards": immunities). */
export function conditionEvents(
  state: ScenarioState,
  figure: FigureRef,
  names: readonly Condition[],
  cause: 'attack' | 'command',
  immunities: readonly Condition[] = [],
): ScenarioEvent[] {
  const view = figureView(state, figure);
  if (view === undefined) return [];
  const isOwnTurn = state.activeFigure !== null && state.activeFigure.kind === figure.kind && state.activeFigure.id === figure.id;
  let conditions = view.conditions;
  const added: Condition[] = [];
  for (const name of names) {
    if (immunities.includes(name)) continue;
    conditions = addCondition(conditions, name, isOwnTurn);
    added.push(name);
  }
  if (added.length === 0) return [];
  return [{ type: 'ConditionsChanged', figure, conditions, added, removed: [], cause }];
}
