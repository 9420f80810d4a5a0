import { addCondition, hasCondition, NEGATIVE_CONDITIONS, REMOVED_BY_HEAL, withoutConditions, type Condition } from './conditions';
import type { Edition } from './edition';
import type { ScenarioEvent } from './events';
import { figureView } from './figures';
import type { FigureRef, ScenarioState } from './state';
import { own } from '../own';
import { boardHexOf } from './money-tokens';

/**
 * Attack value for one target, in the order of modification: the attacker's bonuses (including
 * +1 against a poisoned target), then the modifier card(s), then the target's shield less pierce
 * (guide "Attacking": attacker's modifiers, then the card, then shield; 2nd ed. rulebook "Attack
 * Modification Order": bonuses and penalties, the modifier card, shield, then ward). Ward acts on
 * the damage itself and is in `sufferedDamage`.
 */
export function attackBeforeModifier(attack: number, bonus: number, isTargetPoisoned: boolean): number {
  // Poison: attacks against the figure gain +1 (1st ed. rulebook "Conditions"; 2nd ed. p. 27).
  return Math.max(0, attack + bonus + (isTargetPoisoned ? 1 : 0));
}

export function afterShield(value: number, shield: number, pierce: number): number {
  // Pierce lowers the target's shield, never below 0 (1st ed. rulebook "Pierce"; 2nd ed. p. 25).
  return Math.max(0, value - Math.max(0, shield - pierce));
}

/**
 * The damage a figure actually suffers. 2nd edition ward: the next time the figure suffers damage
 * from any source, it suffers half, rounded down, and ward is removed (2nd ed. rulebook "Ward";
 * "Suffer Damage": not modified by anything except ward). The 1st edition has no ward.
 */
export function sufferedDamage(
  edition: Edition,
  amount: number,
  conditions: readonly { name: Condition }[],
): { amount: number; usedUp: Condition[] } {
  if (edition === 'gh1' || amount <= 0) return { amount: Math.max(0, amount), usedUp: [] };
  if (conditions.some((token) => token.name === 'ward')) return { amount: Math.floor(amount / 2), usedUp: ['ward'] };
  return { amount, usedUp: [] };
}

/** Money tokens in the box: once 25 are on the map or taken, no more are placed (2nd ed. rulebook "Monster Damage and Death"). */
export const MONEY_TOKEN_SUPPLY = 25;

type DamageCause = Extract<ScenarioEvent, { type: 'DamageSuffered' }>['cause'];

/**
 * The events for a figure suffering damage: hit points down, ward used up, and death or
 * exhaustion at 0. A character at 0 hit points is exhausted (guide "Lost cards, resting and
 * exhaustion"); a summon is removed.
 */
export function damageEvents(
  state: ScenarioState,
  figure: FigureRef,
  rawAmount: number,
  cause: DamageCause,
  isNegated = false,
  by?: FigureRef,
): ScenarioEvent[] {
  const view = figureView(state, figure);
  if (view === undefined) return [];
  const suffered = sufferedDamage(state.edition, rawAmount, view.conditions);
  // A character may lose cards to negate damage, after ward is applied (2nd ed. rulebook
  // "Character Damage"; guide "Lost cards, resting and exhaustion").
  const negated = isNegated && figure.kind === 'character' ? suffered.amount : 0;
  const health = Math.max(0, view.health - (suffered.amount - negated));
  const events: ScenarioEvent[] = [
    { type: 'DamageSuffered', figure, amount: suffered.amount - negated, health, cause, ...(negated > 0 ? { negated } : {}) },
  ];
  if (suffered.usedUp.length > 0 && health > 0) {
    events.push({
      type: 'ConditionsChanged',
      figure,
      conditions: withoutConditions(view.conditions, suffered.usedUp),
      added: [],
      removed: suffered.usedUp,
      cause: 'damage',
    });
  }
  if (health === 0) events.push(...withKiller(state, deathEvents(state, figure), by));
  return events;
}

/** The damage these events negated by lost cards (p. 28), or 0: a kept hand then loses the cards it named. */
export function negatedIn(events: readonly ScenarioEvent[]): number {
  return events.reduce((sum, event) => sum + (event.type === 'DamageSuffered' ? (event.negated ?? 0) : 0), 0);
}

/**
 * A monster's death names the character who killed it, by an attack or an ability of theirs (a
 * personal quest counts kills of a monster type; 1st ed. rulebook p. 38). A summon's kill is its
 * owner's (1st ed. rulebook p. 26 "Summon": "Summon kills are credited to the owner of the
 * summon"; the 2nd edition's texts here are silent, so the same holds). A monster's or a trap's
 * kill names no one.
 */
function withKiller(state: ScenarioState, events: ScenarioEvent[], by: FigureRef | undefined): ScenarioEvent[] {
  const killer = by?.kind === 'character' ? by.id : by?.kind === 'summon' ? own(state.summons, by.id)?.ownerId : undefined;
  if (killer === undefined) return events;
  return events.map((event) => (event.type === 'MonsterDied' ? { ...event, killedBy: killer } : event));
}

/**
 * Whether a dying monster drops a money token. 1st edition: unless it was summoned or spawned
 * (guide: "Unless it was summoned or spawned, a money token is placed where it died"). 2nd
 * edition: even if summoned or spawned, unless it was a scenario ally, and only while the 25
 * tokens last (2nd ed. rulebook "Monster Damage and Death").
 */
export function dropsMoneyToken(state: ScenarioState, standee: { isSummoned: boolean; isSpawned: boolean; isAlly: boolean }): boolean {
  if (state.edition === 'gh1') return !standee.isSummoned && !standee.isSpawned;
  return !standee.isAlly && state.moneyTokensPlaced < MONEY_TOKEN_SUPPLY;
}

/**
 * A figure at 0 hit points. A character is exhausted; with the permanent death variant it dies
 * instead (1st ed. rulebook p. 50 "Permanent Death"; 2nd ed. rulebook p. 58), which leaves the
 * scenario the same way and the campaign at the settlement.
 */
export function deathEvents(state: ScenarioState, figure: FigureRef): ScenarioEvent[] {
  if (figure.kind === 'character')
    return [
      { type: 'CharacterExhausted', characterId: figure.id, cause: 'damage', ...(state.isPermanentDeath ? { isDead: true as const } : {}) },
    ];
  if (figure.kind === 'summon') return [{ type: 'SummonDied', summonId: figure.id }];
  const standee = own(state.monsters, figure.id);
  if (standee === undefined) return [];
  const drops = dropsMoneyToken(state, standee);
  // The token lies on the hex where it died (1st ed. rulebook p. 20), when the party's board shows it.
  const at = drops ? boardHexOf(state, standee.id) : undefined;
  return [{ type: 'MonsterDied', standeeId: standee.id, droppedMoneyToken: drops, ...(at ? { at } : {}), rank: standee.rank }];
}

/**
 * The events for a heal. A heal removes wound and poison; on a poisoned figure the hit points do
 * not go up (1st ed. rulebook "Heal" and FAQ: "Both conditions are removed and no actual healing
 * takes place"; 2nd ed. rulebook "Heal"). Hit points never go above the maximum.
 */
export function healEvents(state: ScenarioState, figure: FigureRef, amount: number, isAbility = false): ScenarioEvent[] {
  const view = figureView(state, figure);
  if (view === undefined) return [];
  const isPoisoned = hasCondition(view.conditions, 'poison');
  const removed = REMOVED_BY_HEAL.filter((name) => hasCondition(view.conditions, name));
  const health = isPoisoned ? view.health : Math.min(view.maxHealth, view.health + amount);
  const events: ScenarioEvent[] = [
    { type: 'Healed', figure, amount: health - view.health, health, ...(isAbility ? { isAbility: true as const } : {}) },
  ];
  if (removed.length > 0) {
    events.push({
      type: 'ConditionsChanged',
      figure,
      conditions: withoutConditions(view.conditions, removed),
      added: [],
      removed,
      cause: 'heal',
    });
  }
  return events;
}

/**
 * Gives conditions to a figure. Immune figures do not gain them (1st ed. rulebook "Monster
 * Statistic Cards"; 2nd ed. rulebook "Conditions"). 2nd edition safeguard prevents one of the
 * negative conditions gained (the one named in `prevent`, else the first) and is then removed
 * (2nd ed. rulebook "Safeguard").
 */
export function conditionEvents(
  state: ScenarioState,
  figure: FigureRef,
  names: readonly Condition[],
  cause: 'attack' | 'command',
  immunities: readonly Condition[] = [],
  prevent?: Condition,
): ScenarioEvent[] {
  const view = figureView(state, figure);
  if (view === undefined) return [];
  const isOwnTurn = state.activeFigure !== null && state.activeFigure.kind === figure.kind && state.activeFigure.id === figure.id;
  const gaining = names.filter((name) => !immunities.includes(name));
  const negatives = gaining.filter((name) => NEGATIVE_CONDITIONS.includes(name));
  let conditions = view.conditions;
  const removed: Condition[] = [];
  let prevented: Condition | undefined;
  if (state.edition === 'gh2' && hasCondition(conditions, 'safeguard') && negatives.length > 0) {
    prevented = prevent !== undefined && negatives.includes(prevent) ? prevent : negatives[0];
    conditions = withoutConditions(conditions, ['safeguard']);
    removed.push('safeguard');
  }
  const added: Condition[] = [];
  for (const name of gaining) {
    if (name === prevented) continue;
    conditions = addCondition(conditions, name, isOwnTurn);
    added.push(name);
  }
  if (added.length === 0 && removed.length === 0) return [];
  return [
    {
      type: 'ConditionsChanged',
      figure,
      conditions,
      added,
      removed,
      cause,
      ...(prevented === undefined ? {} : { prevented: [prevented] }),
    },
  ];
}
