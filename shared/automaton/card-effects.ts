import type { Hex } from '../hex/types';
import { buildBoard } from '../hex/board';
import { distance } from '../hex/distance';
import { lineOfSightOn } from '../hex/lineOfSight';
import type { Condition } from '../rules/scenario/conditions';
import { drawnCardOf } from '../rules/scenario/drawn-cards';
import { canConsume, ELEMENTS, type Element } from '../rules/scenario/elements';
import type { AffectedGroup } from '../rules/scenario/affected-groups';
import { summonHexes, type SummonHexes } from '../rules/scenario/summon-placement';
import { areAdjacent } from '../map/adjacency';
import { isConditionToken, type AbilityActionInput } from '../rules/scenario/input';
import { consumedForCard } from '../rules/scenario/turn-steps';
import { standeeAbility } from '../rules/scenario/monster-stats';
import type { ScenarioFacts, StandeeState } from '../rules/scenario/state';
import { hexOfKey, type BoardPosition } from '../map/position';
import { hexesOfThinWall } from '../map/thin-wall';
import { own } from '../rules/own';

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
  /** "Infuse any element": the party picks which. */
  | { kind: 'infuseAny' }
  | { kind: 'consume'; element: Element; isAvailable: boolean; bonus: ConsumeBonus }
  /** "Consume any element": the party picks one of those that can be consumed now (`available`). */
  | { kind: 'consumeAny'; available: Element[]; bonus: ConsumeBonus }
  | { kind: 'push' | 'pull'; amount: number }
  /** "Suffer 1 damage": the monster hurts itself. */
  | { kind: 'suffer'; amount: number }
  /**
   * "All adjacent enemies suffer 2 damage": whom the board shows it reaching (`targets`), or
   * `isPlaced: false` when the monster is not on the board and the party names them.
   */
  | {
      kind: 'damage';
      amount: number;
      group: AffectedGroup;
      targets: string[];
      isPlaced: boolean;
      /** The damage comes with consuming this element; `isConsumed`: a monster on the card has consumed it this round. */
      onConsume?: { element: Element; isConsumed: boolean };
    }
  /**
   * "Summon normal Living Bones": the type and rank (for the party size), and where it may go
   * (`places`, see rules/scenario/summon-placement.ts). `nextTo`: the figure the card says to
   * summon beside, when it is the attack's target rather than the summoner (then `places` holds
   * each enemy's hexes, by id).
   */
  | {
      kind: 'summon';
      typeId: string;
      rank: 'normal' | 'elite';
      name: string;
      places: SummonHexes;
      byTarget?: Record<string, SummonHexes>;
    }
  /** Shield and retaliate the card gives the monster, from its turn until the end of the round. */
  | { kind: 'defence'; shield: number; retaliate: number; isActive: boolean }
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
    // Damage to others a consume brings is an effect of its own (see `cardEffects`), not a bonus.
    else if (sub.type === 'sufferDamage' && sub.group !== undefined && sub.group !== 'self') continue;
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
  const standee = own(state.monsters, standeeId);
  const card = standee && drawnCardOf(state, standee.typeId);
  const worked = standeeAbility(state, standeeId);
  if (!standee || !card || !worked) return [];
  const effects: CardEffect[] = [];
  for (const action of worked.actions) {
    if (action.type !== 'heal' || action.value === undefined) continue;
    const range = action.subActions.find((sub) => sub.type === 'range')?.value ?? null;
    effects.push({ kind: 'heal', amount: action.value, range, ...healTargets(state, standee, range, position) });
  }
  // A summon printed under an attack goes next to the attack's target (its card says so).
  const underAttacks = new Set(card.actions.filter((a) => a.type === 'attack').flatMap((a) => a.subActions ?? []));
  for (const action of flatten(card.actions)) {
    if (action.type === 'infuse' && action.element) effects.push({ kind: 'infuse', element: action.element });
    else if (action.type === 'infuse' && action.isAnyElement) effects.push({ kind: 'infuseAny' });
    else if (action.type === 'consume' && action.element) {
      effects.push({
        kind: 'consume',
        element: action.element,
        isAvailable: canConsume(state.edition, action.element, state.elements, state.elementsAtTurnStart),
        bonus: bonusOf(action.subActions ?? []),
      });
      // "Consume fire: all adjacent enemies suffer 2 damage": offered beside the consume.
      for (const sub of action.subActions ?? []) {
        if (sub.type === 'sufferDamage' && sub.value !== undefined && sub.group !== undefined && sub.group !== 'self')
          effects.push({
            kind: 'damage',
            amount: sub.value,
            group: sub.group,
            ...damageTargets(state, standee, sub.group, position),
            onConsume: { element: action.element, isConsumed: consumedForCard(state, standee.id).includes(action.element) },
          });
      }
    } else if (action.type === 'consume' && action.isAnyElement) {
      const available = ELEMENTS.filter((element) => canConsume(state.edition, element, state.elements, state.elementsAtTurnStart));
      effects.push({ kind: 'consumeAny', available, bonus: bonusOf(action.subActions ?? []) });
    } else if (action.type === 'summon' && action.summon) {
      effects.push(summonEffect(state, standee, action.summon, position, underAttacks.has(action)));
    } else if ((action.type === 'push' || action.type === 'pull') && action.value !== undefined) {
      effects.push({ kind: action.type, amount: action.value });
    } else if (action.type === 'sufferDamage' && action.value !== undefined) {
      const group = action.group;
      effects.push(
        group === undefined || group === 'self'
          ? { kind: 'suffer', amount: action.value }
          : { kind: 'damage', amount: action.value, group, ...damageTargets(state, standee, group, position) },
      );
    } else if ((action.type === 'special' || action.type === 'summon') && action.text) {
      const forced = FORCED.exec(action.text.trim());
      const suffer = SUFFER.exec(action.text.trim());
      if (forced) effects.push({ kind: forced[1]!.toLowerCase() as 'push' | 'pull', amount: Number(forced[2]) });
      else if (suffer) effects.push({ kind: 'suffer', amount: Number(suffer[1]) });
      else effects.push({ kind: 'special', text: action.text });
    }
  }
  const defence = cardDefence(state, standee, card.actions);
  if (defence) effects.push(defence);
  return effects;
}

/** The card's own shield and retaliate (printed as the card's lines, not under an attack). */
function cardDefence(state: ScenarioFacts, standee: StandeeState, actions: readonly AbilityActionInput[]): CardEffect | undefined {
  const sum = (type: 'shield' | 'retaliate') => actions.filter((a) => a.type === type).reduce((total, a) => total + (a.value ?? 0), 0);
  const [shield, retaliate] = [sum('shield'), sum('retaliate')];
  if (shield === 0 && retaliate === 0) return undefined;
  // Active once the monster has taken its turn, until the end of the round (see standeeDefence).
  return { kind: 'defence', shield, retaliate, isActive: state.actedThisRound.includes(`monster:${standee.id}`) };
}

/** The figures on the other side of the standee (characters and their summons, for a monster of the scenario). */
function isEnemy(state: ScenarioFacts, standee: StandeeState, figure: { id: string; kind: string }): boolean {
  if (figure.kind !== 'monster') return !standee.isAlly;
  const other = own(state.monsters, figure.id);
  return other !== undefined && other.isAlly !== standee.isAlly;
}

/** Whom "all adjacent enemies (figures)" or "all enemies" reach on the board. */
function damageTargets(
  state: ScenarioFacts,
  standee: StandeeState,
  group: AffectedGroup,
  position: BoardPosition,
): { targets: string[]; isPlaced: boolean } {
  const isPlaced = position.figures.some((f) => f.id === standee.id);
  const others = position.figures.filter((f) => f.id !== standee.id);
  const adjacent = (id: string) => areAdjacent(position, standee.id, id) === true;
  if (group === 'allEnemies') return { targets: others.filter((f) => isEnemy(state, standee, f)).map((f) => f.id), isPlaced };
  if (!isPlaced) return { targets: [], isPlaced };
  const reached = others.filter((f) => adjacent(f.id) && (group === 'allAdjacentFigures' || isEnemy(state, standee, f)));
  return { targets: (group === 'oneAdjacentEnemy' ? reached.slice(0, 1) : reached).map((f) => f.id), isPlaced };
}

function summonEffect(
  state: ScenarioFacts,
  standee: StandeeState,
  summon: NonNullable<AbilityActionInput['summon']>,
  position: BoardPosition,
  isNextToTarget: boolean,
): CardEffect {
  const base = {
    kind: 'summon' as const,
    typeId: summon.typeId,
    rank: summon.rank,
    name: own(state.monsterTypes, summon.typeId)?.name ?? summon.typeId,
    places: summonHexes(state, position, standee.id),
  };
  if (!isNextToTarget) return base;
  const enemies = position.figures.filter((f) => isEnemy(state, standee, f));
  return { ...base, byTarget: Object.fromEntries(enemies.map((f) => [f.id, summonHexes(state, position, standee.id, f.id)])) };
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
