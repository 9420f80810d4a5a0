import type { Hex } from '../hex/types';
import { hasCondition, type ConditionToken } from '../rules/scenario/conditions';
import { initiativeOf } from '../rules/scenario/initiative';
import { standeeAbility, standeeStats, type WorkedOutAction } from '../rules/scenario/monster-stats';
import { ALL_ENEMY_GROUPS } from '../rules/scenario/affected-groups';
import type { FigureRef, ScenarioFacts, StandeeState } from '../rules/scenario/state';
import { rulesForEdition, type Ability, type Aoe, type BoardFigure, type BoardPosition } from '../map/position';
import { sayEnglish } from '../monster-ai/reasons';
import { own } from '../rules/own';

/**
 * A live scenario session as the hex board sees it: the figures the party can place, the board
 * kept in step with the session (the dead leave it), and the active standee's card as the
 * monster AI's ability. Pure: the screen passes the engine state in.
 * Board figure ids are the session's own ids (`thornling#4`, a character's id), so an answer's
 * targets name the engine's figures without a lookup table.
 */

/** A figure of the session the party may put on the board. */
export interface SessionFigure {
  ref: FigureRef;
  kind: BoardFigure['kind'];
  name: string;
  standee?: number;
  isElite: boolean;
  isBoss: boolean;
  initiative?: number;
  isLongResting: boolean;
  /** Invisible on the play screen: its enemies can neither focus on it nor target it. */
  isInvisible: boolean;
  summonOf?: string;
  health: number;
  maxHealth: number;
}

const isInvisible = (conditions: readonly ConditionToken[]) => hasCondition(conditions, 'invisible');

function characterFigure(state: ScenarioFacts, id: string): SessionFigure | undefined {
  const character = own(state.characters, id);
  if (character === undefined || (character.isExhausted && !character.staysOnMap)) return undefined;
  // Permanent death: exhausted by its cards it stays a target, at initiative 99 for focus (p. 50).
  const isLeftOnMap = character.isExhausted && character.staysOnMap === true;
  return {
    ref: { kind: 'character', id },
    kind: 'character',
    name: character.name,
    isElite: false,
    isBoss: false,
    ...(isLeftOnMap ? { initiative: 99 } : character.initiative !== null ? { initiative: initiativeOf(character.initiative) } : {}),
    isLongResting: !isLeftOnMap && character.initiative?.kind === 'longRest',
    isInvisible: isInvisible(character.conditions),
    health: character.health,
    maxHealth: character.maxHealth,
  };
}

function monsterFigure(state: ScenarioFacts, standee: StandeeState): SessionFigure {
  return {
    ref: { kind: 'monster', id: standee.id },
    kind: 'monster',
    name: own(state.monsterTypes, standee.typeId)?.name ?? standee.typeId,
    standee: standee.number,
    isElite: standee.rank === 'elite',
    isBoss: standee.rank === 'boss',
    isLongResting: false,
    isInvisible: isInvisible(standee.conditions),
    health: standee.health,
    maxHealth: standee.maxHealth,
  };
}

/** Every figure alive in the session: characters (not exhausted), their summons, the standees on the map. */
export function sessionFigures(state: ScenarioFacts): SessionFigure[] {
  const characters = Object.keys(state.characters).flatMap((id) => characterFigure(state, id) ?? []);
  const summons: SessionFigure[] = Object.values(state.summons).map((summon) => {
    const owner = characterFigure(state, summon.ownerId);
    return {
      ref: { kind: 'summon', id: summon.id },
      kind: 'summon',
      name: summon.name,
      isElite: false,
      isBoss: false,
      // A summon acts just before its owner, on the owner's initiative (1st ed. rulebook "Summons").
      ...(owner?.initiative !== undefined ? { initiative: owner.initiative } : {}),
      isLongResting: false,
      isInvisible: isInvisible(summon.conditions),
      summonOf: summon.ownerId,
      health: summon.health,
      maxHealth: summon.maxHealth,
    };
  });
  const monsters = Object.values(state.monsters)
    .filter((m) => !m.isAlly)
    .sort(compareStandees)
    .map((m) => monsterFigure(state, m));
  return [...characters, ...summons, ...monsters];
}

/**
 * The order standees of one type act in: elites (and a boss) first, then normals, each by
 * standee number (1st ed. rulebook "Monster Turn"; 2nd ed. refresher).
 */
function compareStandees(a: StandeeState, b: StandeeState): number {
  if (a.typeId !== b.typeId) return a.typeId.localeCompare(b.typeId);
  const rank = (s: StandeeState) => (s.rank === 'normal' ? 1 : 0);
  return rank(a) - rank(b) || a.number - b.number;
}

/** The standees of a type that act this round, in the order they act. */
export function standeesInOrder(state: ScenarioFacts, typeId: string): StandeeState[] {
  return Object.values(state.monsters)
    .filter((m) => m.typeId === typeId && !m.isAlly && m.firstRound <= state.round)
    .sort(compareStandees);
}

/** The session figure as a board figure standing on `hex`. */
export function toBoardFigure(figure: SessionFigure, hex: Hex): BoardFigure {
  return {
    id: figure.ref.id,
    kind: figure.kind,
    hex,
    name: figure.name,
    ...(figure.standee !== undefined ? { standee: figure.standee } : {}),
    isElite: figure.isElite,
    ...(figure.initiative !== undefined ? { initiative: figure.initiative } : {}),
    ...(figure.summonOf !== undefined ? { summonOf: figure.summonOf } : {}),
    isLongResting: figure.isLongResting,
    isInvisible: figure.isInvisible,
  };
}

/**
 * The board brought in line with the session: figures that died (or were exhausted) leave it,
 * names, standee numbers and ranks are the session's, initiatives and long rests follow this
 * round's choices, invisibility follows the conditions on the play screen (one source of truth:
 * the automaton sees the conditions the party set), the rule set follows the edition
 * (gh2 plays monsters by the Frosthaven rules). The same object when nothing changed.
 */
export function syncWithSession(position: BoardPosition, state: ScenarioFacts): BoardPosition {
  const alive = new Map(sessionFigures(state).map((f) => [f.ref.id, f]));
  let changed = false;
  const figures: BoardFigure[] = [];
  for (const figure of position.figures) {
    const live = alive.get(figure.id);
    if (!live) {
      changed = true;
      continue;
    }
    const next = {
      ...figure,
      kind: live.kind,
      name: live.name,
      isLongResting: live.isLongResting,
      isElite: live.isElite,
      isInvisible: live.isInvisible,
    };
    if (live.initiative !== undefined) next.initiative = live.initiative;
    else delete next.initiative;
    if (live.standee !== undefined) next.standee = live.standee;
    const isChanged = (['kind', 'name', 'initiative', 'isLongResting', 'isElite', 'standee', 'isInvisible'] as const).some(
      (key) => next[key] !== figure[key],
    );
    changed ||= isChanged;
    figures.push(isChanged ? next : figure);
  }
  const rules = rulesForEdition(state.edition);
  if (!changed && rules === position.rules) return position;
  const active = figures.some((f) => f.id === position.active) ? position.active : null;
  return { ...position, rules, figures, active };
}

/** One cell of a card's area picture: columns and rows, odd rows shifted half a hex right. */
export interface CardAreaCell {
  x: number;
  y: number;
  role: 'target' | 'active';
}

/**
 * A card's area picture as the solver's pattern. The picture's grid has every odd row shifted half
 * a hex ("odd-r"), so a cell's axial hex is q = x - (y - (y & 1)) / 2, r = y. With the monster's
 * own cell drawn (black on the card) the targets are offsets from it (anchor "self"); without it
 * the pattern may be placed anywhere in range (anchor "free"). The solver rotates and mirrors it.
 */
export function areaOfCells(cells: readonly CardAreaCell[]): Aoe | null {
  const axial = (c: CardAreaCell): [number, number] => [c.x - (c.y - (c.y & 1)) / 2, c.y];
  const targets = cells.filter((c) => c.role === 'target').map(axial);
  const origin = cells.find((c) => c.role === 'active');
  if (targets.length === 0) return null;
  const [oq, or] = origin ? axial(origin) : (targets[0] as [number, number]);
  return { anchor: origin ? 'self' : 'free', cells: targets.map(([q, r]) => [q - oq, r - or] as const) };
}

interface ContentAction {
  type?: unknown;
  cells?: unknown;
  subActions?: unknown;
}

/**
 * The area pictures of a content pack's ability decks, by `deck/cardId` (the engine's card ids
 * are the printed numbers as text). Read structurally from `content.records`: the engine keeps an
 * area only as a line of text, so the cells come from the pack the session was started from.
 */
export function areasOfDecks(records: ReadonlyArray<{ record: unknown }>): Map<string, Aoe> {
  const areas = new Map<string, Aoe>();
  for (const { record } of records) {
    const deck = record as { id?: unknown; cards?: unknown };
    if (typeof deck.id !== 'string' || !Array.isArray(deck.cards)) continue;
    for (const card of deck.cards as Array<{ id?: unknown; actions?: unknown }>) {
      const actions = Array.isArray(card.actions) ? (card.actions as ContentAction[]) : [];
      // The automaton plays the card's first attack: its area, not one of a later attack.
      const attack = actions.find((a) => a.type === 'attack');
      const subs = Array.isArray(attack?.subActions) ? (attack.subActions as ContentAction[]) : [];
      const area = subs.find((sub) => sub.type === 'area' && Array.isArray(sub.cells));
      const aoe = area ? areaOfCells(area.cells as CardAreaCell[]) : null;
      if (aoe) areas.set(`${deck.id}/${String(card.id)}`, aoe);
    }
  }
  return areas;
}

function subValue(action: WorkedOutAction, type: WorkedOutAction['type']): number | undefined {
  return action.subActions.find((sub) => sub.type === type)?.value;
}

/**
 * How many targets the attack has: "Target N" on the card or the stat card, one without; an attack
 * on "all adjacent enemies" or "all enemies in range" has as many as there are enemies to hit.
 */
function attackTargets(state: ScenarioFacts, standee: StandeeState, attack: WorkedOutAction): number {
  // Whom the attack reaches is a line of its own; a group under a line of damage is that damage's.
  const isOnAll = attack.subActions.some(
    (sub) => sub.type === 'special' && sub.group !== undefined && ALL_ENEMY_GROUPS.includes(sub.group),
  );
  if (!isOnAll) return subValue(attack, 'target') ?? 1;
  const enemies = sessionFigures(state).filter((f) => (f.kind === 'monster') !== !standee.isAlly).length;
  return Math.min(MAX_TARGETS, Math.max(1, enemies));
}

/** The most targets a monster-turn query takes (monster-turn/1 `targets`). */
const MAX_TARGETS = 50;

/** Why a standee cannot take its turn on the board, as a catalog key (`board.problem.<key>`) and values. */
export interface StandeeProblem {
  key: 'gone' | 'noCard' | 'stunned';
  /** `standee`: its id (the screen names it); `name`: its type's name and number. */
  values: { standee: string; name: string };
}

/**
 * The standee is gone, has no card this round, or is stunned (1st ed. rulebook p. 22 "Stun": it
 * takes no actions; 2nd ed. rulebook "Conditions"); null when it can act.
 */
export function standeeTurnProblem(state: ScenarioFacts, standeeId: string): StandeeProblem | null {
  const standee = own(state.monsters, standeeId);
  if (!standee) return { key: 'gone', values: { standee: standeeId, name: standeeId } };
  const name = `${own(state.monsterTypes, standee.typeId)?.name ?? standee.typeId} ${standee.number}`;
  if (!standeeAbility(state, standeeId)) return { key: 'noCard', values: { standee: standeeId, name } };
  if (hasCondition(standee.conditions, 'stun')) return { key: 'stunned', values: { standee: standeeId, name } };
  return null;
}

export type StandeeAbility = { ability: Ability; attackValue: number | null } | { problem: string };

/**
 * The active standee's card this round as the monster AI's ability: the first move and the first
 * attack printed on it, worked out against the standee's stat card (range from the card or the
 * stats, targets, jump from the card, flying from the card or the stat card). Its conditions bind
 * it (1st ed. rulebook pp. 22-23 "Conditions"; 2nd ed. rulebook "Conditions"): stunned, it takes
 * no action at all; immobilized, it does not move but attacks from where it stands; disarmed, it
 * does not attack; muddled, it attacks with disadvantage. `area` is the card's area picture, when
 * it has one (the engine keeps areas as text).
 */
export function standeeTurnAbility(state: ScenarioFacts, standeeId: string, area: Aoe | null = null): StandeeAbility {
  const problem = standeeTurnProblem(state, standeeId);
  if (problem) return { problem: sayEnglish(`board.problem.${problem.key}`, problem.values) };
  const standee = own(state.monsters, standeeId)!;
  const worked = standeeAbility(state, standeeId)!;
  const isUnder = (condition: 'stun' | 'immobilize' | 'disarm' | 'muddle') => hasCondition(standee.conditions, condition);
  const stats = standeeStats(state, standee);
  const move = worked.actions.find((a) => a.type === 'move');
  const attack = worked.actions.find((a) => a.type === 'attack');
  const has = (type: WorkedOutAction['type']) =>
    worked.actions.some((a) => a.type === type) || (move?.subActions.some((s) => s.type === type) ?? false);
  const movement: Ability['movement'] = has('flying') || stats?.attributes.isFlying ? 'flying' : has('jump') ? 'jump' : 'normal';
  const canAttack = attack !== undefined && !isUnder('disarm');
  return {
    ability: {
      move: isUnder('immobilize') ? 0 : (move?.value ?? 0),
      movement,
      attack: canAttack ? { range: subValue(attack, 'range') ?? 0, targets: attackTargets(state, standee, attack), aoe: area } : null,
      isMuddled: isUnder('muddle'),
    },
    attackValue: canAttack ? (attack.value ?? null) : null,
  };
}
