import type { Hex } from '../hex/types';
import { sayEnglish, wordReason, type MonsterTurnOption, type Reason, type Say } from '../monster-ai';
import { neighbours } from '../hex/neighbours';
import { figureAt, hexKey, type BoardFigure, type BoardPosition, type Terrain } from '../map/position';

/**
 * The automaton's answer in the party's words: figures by name, never by id, and hexes by what
 * stands beside them, never by axial coordinates (the board marks each option's hex with its
 * number). Pure, so both board pages and the command line can say the same; `say` words it in a
 * language (i18next's `t` on a screen), English by default.
 */

/** How the party names a figure: "Bandit Guard 2 (elite)", "Brute"; "a summon" when it has no name. */
export function figureLabel(figure: BoardFigure, say: Say = sayEnglish): string {
  if (figure.kind === 'monster') {
    const name = figure.name || say('monsterAi.figure.monster');
    const base = figure.standee !== undefined ? say('monsterAi.figure.standee', { name, standee: figure.standee }) : name;
    return figure.isElite ? say('monsterAi.figure.elite', { name: base }) : base;
  }
  return figure.name || say(figure.kind === 'summon' ? 'monsterAi.figure.summon' : 'monsterAi.figure.character');
}

export function labelOfId(figures: readonly BoardFigure[], id: string, say: Say = sayEnglish): string {
  const figure = figures.find((f) => f.id === id);
  return figure ? figureLabel(figure, say) : say('monsterAi.figure.gone');
}

/** Terrain a hex is told by, in the order it is looked for beside a hex. */
const LANDMARKS = ['doorClosed', 'doorOpen', 'trap', 'obstacle', 'hazardous', 'difficult', 'icy'] as const;
type Landmark = (typeof LANDMARKS)[number];
const isLandmark = (terrain: Terrain): terrain is Landmark => (LANDMARKS as readonly string[]).includes(terrain);

type Place = { kind: 'here' | 'marked' } | { kind: 'on' | 'beside'; landmark: Landmark } | { kind: 'besideFigure'; figure: BoardFigure };

function placeOf(position: BoardPosition, hex: Hex, moverId: string | null): Place {
  const mover = moverId === null ? undefined : position.figures.find((f) => f.id === moverId);
  if (mover && mover.hex[0] === hex[0] && mover.hex[1] === hex[1]) return { kind: 'here' };
  const on = position.tiles[hexKey(hex)] ?? 'floor';
  if (isLandmark(on)) return { kind: 'on', landmark: on };
  const around = neighbours(hex);
  for (const terrain of ['doorClosed', 'doorOpen', 'trap', 'obstacle'] as const) {
    if (around.some((n) => position.tiles[hexKey(n)] === terrain)) return { kind: 'beside', landmark: terrain };
  }
  const beside = around.map((n) => figureAt(position, n)).find((f): f is BoardFigure => f !== undefined && f.id !== moverId);
  if (beside) return { kind: 'besideFigure', figure: beside };
  return { kind: 'marked' };
}

function wordPlace(place: Place, say: Say): string {
  switch (place.kind) {
    case 'here':
    case 'marked':
      return say(`monsterAi.place.${place.kind}`);
    case 'on':
    case 'beside':
      return say(`monsterAi.place.${place.kind}`, { landmark: say(`monsterAi.place.${place.landmark}`) });
    case 'besideFigure':
      return say('monsterAi.place.besideFigure', { figure: figureLabel(place.figure, say) });
  }
}

/**
 * A hex as the party would point at it: where the monster stands, a door or trap it is on, the
 * hex beside a door, a figure or an obstacle; else "the marked hex" (the board rings it).
 */
export function hexPlace(position: BoardPosition, hex: Hex, moverId: string | null = position.active, say: Say = sayEnglish): string {
  return wordPlace(placeOf(position, hex, moverId), say);
}

/** A hex of the explanation: its place, and where options tie, the number the board marks it with. */
function markedPlace(position: BoardPosition, hex: Hex, options: readonly MonsterTurnOption[], say: Say): string {
  const place = placeOf(position, hex, position.active);
  const n = options.findIndex((o) => o.moveTo[0] === hex[0] && o.moveTo[1] === hex[1]);
  if (options.length <= 1 || n < 0 || place.kind === 'here') return wordPlace(place, say);
  if (place.kind === 'marked') return say('monsterAi.place.markedNumber', { number: n + 1 });
  return say('monsterAi.place.placeMarked', { place: wordPlace(place, say), number: n + 1 });
}

function list(names: readonly string[], say: Say): string {
  return names.length <= 1
    ? names.join('')
    : say('monsterAi.explain.list', { rest: names.slice(0, -1).join(', '), last: names[names.length - 1] ?? '' });
}

/** "Option 1: move to the hex beside the door, attack Nix" (the board marks the hex with a 1). */
export function optionLine(position: BoardPosition, option: MonsterTurnOption, index: number, say: Say = sayEnglish): string {
  const from = position.figures.find((f) => f.id === position.active)?.hex;
  const stays = from !== undefined && from[0] === option.moveTo[0] && from[1] === option.moveTo[1];
  const move = stays
    ? say('monsterAi.option.stay')
    : say('monsterAi.option.moveTo', { place: hexPlace(position, option.moveTo, position.active, say) });
  const attack =
    option.attacks.length > 0
      ? say('monsterAi.option.attack', {
          names: list(
            option.attacks.map((id) => labelOfId(position.figures, id, say)),
            say,
          ),
        })
      : say('monsterAi.option.noAttack');
  return say('monsterAi.option.line', { number: index + 1, move, attack });
}

/**
 * A reason of the automaton's explanation (shared/monster-ai/reasons.ts) in the party's words and
 * language: names for ids, places for hexes; an option's hex also says the number the board marks it with.
 */
export function reasonLine(
  position: BoardPosition,
  reason: Reason,
  options: readonly MonsterTurnOption[] = [],
  say: Say = sayEnglish,
): string {
  return wordReason(reason, say, {
    figure: (id) => labelOfId(position.figures, id, say),
    hex: (hex) => markedPlace(position, hex, options, say),
  });
}
