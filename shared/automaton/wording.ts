import type { Hex } from '../hex/types';
import type { MonsterTurnOption } from '../monster-ai';
import { neighbours } from '../hex/neighbours';
import { figureAt, hexKey, type BoardFigure, type BoardPosition, type Terrain } from '../map/position';

/**
 * The automaton's answer in the party's words: figures by name, never by id, and hexes by what
 * stands beside them, never by axial coordinates (the board marks each option's hex with its
 * number). Pure, so both board pages and the command line can say the same.
 */

/** How the party names a figure: "Bandit Guard 2 (elite)", "Brute"; "a figure" when it has no name. */
export function figureLabel(figure: BoardFigure): string {
  if (figure.kind === 'monster') {
    const base = `${figure.name || 'Monster'}${figure.standee !== undefined ? ` ${figure.standee}` : ''}`;
    return figure.isElite ? `${base} (elite)` : base;
  }
  return figure.name || (figure.kind === 'summon' ? 'a summon' : 'a character');
}

export function labelOfId(figures: readonly BoardFigure[], id: string): string {
  const figure = figures.find((f) => f.id === id);
  return figure ? figureLabel(figure) : 'a figure no longer on the board';
}

const LANDMARKS: Partial<Record<Terrain, string>> = {
  doorClosed: 'the door',
  doorOpen: 'the door',
  trap: 'the trap',
  obstacle: 'the obstacle',
  hazardous: 'the hazardous hex',
  difficult: 'the difficult terrain',
  icy: 'the icy hex',
};

/**
 * A hex as the party would point at it: where the monster stands, a door or trap it is on, the
 * hex beside a door, a figure or an obstacle; else "the marked hex" (the board rings it).
 */
export function hexPlace(position: BoardPosition, hex: Hex, moverId: string | null = position.active): string {
  const mover = moverId === null ? undefined : position.figures.find((f) => f.id === moverId);
  if (mover && mover.hex[0] === hex[0] && mover.hex[1] === hex[1]) return 'where it stands';
  const on = LANDMARKS[position.tiles[hexKey(hex)] ?? 'floor'];
  if (on) return `the hex with ${on}`;
  const around = neighbours(hex);
  for (const terrain of ['doorClosed', 'doorOpen', 'trap', 'obstacle'] as const) {
    if (around.some((n) => position.tiles[hexKey(n)] === terrain)) return `the hex beside ${LANDMARKS[terrain]}`;
  }
  const beside = around.map((n) => figureAt(position, n)).find((f): f is BoardFigure => f !== undefined && f.id !== moverId);
  if (beside) return `the hex beside ${figureLabel(beside)}`;
  return 'the marked hex';
}

function list(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** "Option 1: move to the hex beside the door, attack Nix" (the board marks the hex with a 1). */
export function optionLine(position: BoardPosition, option: MonsterTurnOption, index: number): string {
  const from = position.figures.find((f) => f.id === position.active)?.hex;
  const stays = from !== undefined && from[0] === option.moveTo[0] && from[1] === option.moveTo[1];
  const move = stays ? 'stay where it stands' : `move to ${hexPlace(position, option.moveTo)}`;
  const attack = option.attacks.length > 0 ? `attack ${list(option.attacks.map((id) => labelOfId(position.figures, id)))}` : 'no attack';
  return `Option ${index + 1}: ${move}, ${attack}`;
}

/**
 * A line of the automaton's explanation with names for ids and places for "[q,r]"; an option's
 * hex also says the number the board marks it with.
 */
export function tableLine(position: BoardPosition, line: string, options: readonly MonsterTurnOption[] = []): string {
  const ids = new Set(position.figures.map((f) => f.id));
  const numberOf = (q: number, r: number) => options.findIndex((o) => o.moveTo[0] === q && o.moveTo[1] === r);
  return line
    .replace(/\[(-?\d+),(-?\d+)\]/g, (_, q: string, r: string) => {
      const place = hexPlace(position, [Number(q), Number(r)]);
      const n = numberOf(Number(q), Number(r));
      if (options.length <= 1 || n < 0 || place === 'where it stands') return place;
      return place === 'the marked hex' ? `the hex marked ${n + 1}` : `${place} (marked ${n + 1})`;
    })
    .replace(/[A-Za-z0-9][\w#.:-]*/g, (word) => {
      const trimmed = word.replace(/[.:]+$/, '');
      return ids.has(trimmed) ? `${labelOfId(position.figures, trimmed)}${word.slice(trimmed.length)}` : word;
    });
}
