import type { Hex } from '../hex/types';
import { buildBoard } from '../hex/board';
import { distance } from '../hex/distance';
import { lineOfSightOn } from '../hex/lineOfSight';
import type { Condition } from '../rules/scenario/conditions';
import { drawnCardOf } from '../rules/scenario/drawn-cards';
import { canConsume, type Element } from '../rules/scenario/elements';
import { isConditionToken, type AbilityActionInput } from '../rules/scenario/input';
import { standeeAbility } from '../rules/scenario/monster-stats';
import type { ScenarioFacts, StandeeState } from '../rules/scenario/state';
import { hexOfKey, type BoardPosition } from '../map/position';
import { hexesOfThinWall } from '../map/thin-wall';

/**
 * What a standee's card does besides moving and attacking, worked out for the board: whom a heal
 * goes to, which element it infuses, what consuming an element adds, pushes and pulls. Pure: the
 * board screen turns these into commands to the session.
 */

/** What consuming an element adds to the card's abilities (the printed bonus, not a whole ability). */
export interface ConsumeBonus {
  attack: number;
  range: number;
  move: number;
  pierce: number;
  /** "Target 2" on a consume replaces the number of targets. */
  targets: number | null;
  conditions: Condition[];
  /** What the board cannot apply by itself, in words (heal 2, shield 1, ...). */
  other: string[];
}

/**
 * Why a heal goes where it goes (the screen words it: `board.heal.<reason>` in the catalog): no
 * range heals itself; the standee is not on the board yet; nobody in range is hurt; or the one(s)
 * in range that lost the most hit points (`lost`).
 */
export type HealReason = 'self' | 'notPlaced' | 'noneHurt' | 'mostLost';

export type CardEffect =
  /** `targets`: the figures the heal goes to; more than one when the rules leave a tie to the party. */
  | { kind: 'heal'; amount: number; range: number | null; targets: string[]; reason: HealReason; lost?: number }
  | { kind: 'infuse'; element: Element }
  | { kind: 'consume'; element: Element; isAvailable: boolean; bonus: ConsumeBonus }
  | { kind: 'push' | 'pull'; amount: number }
  /** "Suffer 1 damage": the monster hurts itself. */
  | { kind: 'suffer'; amount: number }
  | { kind: 'special'; text: string };

const FORCED = /^(push|pull)\s+(\d+)/i;
const SUFFER = /^suffer\s+(\d+)\s+damage$/i;

function emptyBonus(): ConsumeBonus {
  return { attack: 0, range: 0, move: 0, pierce: 0, targets: null, conditions: [], other: [] };
}

function bonusOf(subActions: readonly AbilityActionInput[]): ConsumeBonus {
  const bonus = emptyBonus();
  for (const sub of subActions) {
    const value = sub.value ?? 0;
    if (sub.type === 'attack') bonus.attack += value;
    else if (sub.type === 'range') bonus.range += value;
    else if (sub.type === 'move') bonus.move += value;
    else if (sub.type === 'pierce') bonus.pierce += value;
    else if (sub.type === 'target') bonus.targets = value;
    else if (sub.type === 'condition' && isConditionToken(sub.condition)) bonus.conditions.push(sub.condition);
    else
      bonus.other.push(sub.text ?? `${sub.type}${sub.value !== undefined ? ` ${sub.value}` : ''}${sub.element ? ` ${sub.element}` : ''}`);
  }
  return bonus;
}

/**
 * The card's actions and those printed under its moves and attacks (a push, a consume). What sits
 * under a heal or a consume belongs to it (whom it heals, the consume's bonus) and is read there.
 */
function flatten(actions: readonly AbilityActionInput[]): AbilityActionInput[] {
  return actions.flatMap((action) => [
    action,
    ...(action.type === 'attack' || action.type === 'move' ? flatten(action.subActions ?? []) : []),
  ]);
}

/** Hexes on the board, walls and closed doors blocking sight, for range and line of sight. */
function sightOf(position: BoardPosition) {
  const keys = Object.keys(position.tiles);
  const hexes = keys.map(hexOfKey);
  const walls = keys.filter((key) => position.tiles[key] === 'wall' || position.tiles[key] === 'doorClosed').map(hexOfKey);
  const board = buildBoard({ hexes, walls, thinWalls: position.thinWalls.map(hexesOfThinWall) });
  // 1st edition: corner to corner; 2nd edition (Frosthaven rules): any point to any point.
  const sees = lineOfSightOn(board, position.rules === 'gh' ? 'corners' : 'fullHex');
  return (a: Hex, b: Hex) => {
    const from = board.idOf(a);
    const to = board.idOf(b);
    return from >= 0 && to >= 0 && (from === to || sees(from, to));
  };
}

/**
 * A monster's heal goes to whichever figure of its own side has lost the most hit points (guide,
 * "The rules play the monsters"); with a range, among those in range and in sight on the board
 * (itself included); without one, the monster heals itself. Equal losses are the party's pick.
 */
function healTargets(
  state: ScenarioFacts,
  standee: StandeeState,
  range: number | null,
  position: BoardPosition,
): { targets: string[]; reason: HealReason; lost?: number } {
  if (range === null) return { targets: [standee.id], reason: 'self' };
  const hexOf = new Map(position.figures.map((f) => [f.id, f.hex]));
  const from = hexOf.get(standee.id);
  if (from === undefined) return { targets: [], reason: 'notPlaced' };
  const sees = sightOf(position);
  const side = Object.values(state.monsters).filter((m) => m.isAlly === standee.isAlly);
  const inRange = side.filter((m) => {
    const at = hexOf.get(m.id);
    return at !== undefined && distance(from, at) <= range && sees(from, at);
  });
  const lost = (m: StandeeState) => m.maxHealth - m.health;
  const most = Math.max(0, ...inRange.map(lost));
  if (most === 0) return { targets: [], reason: 'noneHurt' };
  const targets = inRange.filter((m) => lost(m) === most).map((m) => m.id);
  return { targets, reason: 'mostLost', lost: most };
}

export function cardEffects(state: ScenarioFacts, standeeId: string, position: BoardPosition): CardEffect[] {
  const standee = state.monsters[standeeId];
  const card = standee && drawnCardOf(state, standee.typeId);
  const worked = standeeAbility(state, standeeId);
  if (!standee || !card || !worked) return [];
  const effects: CardEffect[] = [];
  for (const action of worked.actions) {
    if (action.type !== 'heal' || action.value === undefined) continue;
    const range = action.subActions.find((sub) => sub.type === 'range')?.value ?? null;
    effects.push({ kind: 'heal', amount: action.value, range, ...healTargets(state, standee, range, position) });
  }
  for (const action of flatten(card.actions)) {
    if (action.type === 'infuse' && action.element) effects.push({ kind: 'infuse', element: action.element });
    else if (action.type === 'consume' && action.element) {
      effects.push({
        kind: 'consume',
        element: action.element,
        isAvailable: canConsume(state.edition, action.element, state.elements, state.elementsAtTurnStart),
        bonus: bonusOf(action.subActions ?? []),
      });
    } else if (action.type === 'special' && action.text) {
      const forced = FORCED.exec(action.text.trim());
      const suffer = SUFFER.exec(action.text.trim());
      if (forced) effects.push({ kind: forced[1]!.toLowerCase() as 'push' | 'pull', amount: Number(forced[2]) });
      else if (suffer) effects.push({ kind: 'suffer', amount: Number(suffer[1]) });
      else effects.push({ kind: 'special', text: action.text });
    }
  }
  return effects;
}

/** The bonuses of the consumes the standee makes use of, added together. */
export function totalBonus(effects: readonly CardEffect[], isUsed: (element: Element) => boolean): ConsumeBonus {
  const total = emptyBonus();
  for (const effect of effects) {
    if (effect.kind !== 'consume' || !isUsed(effect.element)) continue;
    total.attack += effect.bonus.attack;
    total.range += effect.bonus.range;
    total.move += effect.bonus.move;
    total.pierce += effect.bonus.pierce;
    total.targets = effect.bonus.targets ?? total.targets;
    total.conditions.push(...effect.bonus.conditions);
    total.other.push(...effect.bonus.other);
  }
  return total;
}
