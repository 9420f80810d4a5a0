import type { Hex } from '../hex/types';
import { distance } from '../hex/distance';
import { neighbours } from '../hex/neighbours';
import { orientations } from '../hex/orientations';
import type { Aoe } from './position';

/**
 * An area attack's picture as the party draws it: axial offsets from the monster's hex ("self",
 * a melee area) or a shape placed anywhere in range ("free"). See the monster-turn/1 spec, `aoe`.
 */
export type AreaAnchor = Aoe['anchor'];

/** An area while it is being drawn: it may be empty or not yet acceptable. */
export interface AreaDraft {
  anchor: AreaAnchor;
  cells: readonly Hex[];
}

/** The monster's own hex in a "self" area: the origin of the offsets. */
export const MONSTER_HEX: Hex = [0, 0];

const sameHex = (a: Hex, b: Hex): boolean => a[0] === b[0] && a[1] === b[1];

/** `+ 0` turns -0 (from turning an offset) into 0, so that equal shapes compare equal. */
const plain = (hex: Hex): Hex => [hex[0] + 0, hex[1] + 0];

export function isAttacked(cells: readonly Hex[], hex: Hex): boolean {
  return cells.some((cell) => sameHex(cell, hex));
}

/** Marks `hex` as attacked, or unmarks it when it already is. */
export function toggleAreaHex(cells: readonly Hex[], hex: Hex): Hex[] {
  return isAttacked(cells, hex) ? cells.filter((cell) => !sameHex(cell, hex)) : [...cells, plain(hex)];
}

/**
 * The attacked hexes of a "self" area that do not join the monster: not next to it and not next
 * to an attacked hex that does. An area from the monster starts beside it and spreads through its
 * own hexes, as every printed melee area does.
 */
export function unjoinedHexes(cells: readonly Hex[]): Hex[] {
  const joined: Hex[] = [];
  const frontier: Hex[] = [MONSTER_HEX];
  while (frontier.length > 0) {
    const from = frontier.pop() ?? MONSTER_HEX;
    for (const next of neighbours(from)) {
      if (isAttacked(cells, next) && !isAttacked(joined, next) && !sameHex(next, MONSTER_HEX)) {
        joined.push(next);
        frontier.push(next);
      }
    }
  }
  return cells.filter((cell) => !sameHex(cell, MONSTER_HEX) && !isAttacked(joined, cell));
}

const hexText = (hex: Hex): string => `${hex[0]}, ${hex[1]}`;

function listOf(hexes: readonly Hex[]): string {
  const texts = hexes.map(hexText);
  if (texts.length === 1) return `Hex ${texts[0]} is`;
  return `Hexes ${texts.slice(0, -1).join('; ')} and ${texts[texts.length - 1]} are`;
}

/**
 * Why the drawn area cannot be used, in words a player can act on; `null` when it can. The
 * solver itself would drop a "self" area's monster hex without a word, so it is refused here.
 */
export function areaProblem(draft: AreaDraft): string | null {
  if (draft.cells.length === 0) return 'No hex is marked yet. Tap the hexes the attack hits; they turn red.';
  if (draft.anchor === 'free') return null;
  if (isAttacked(draft.cells, MONSTER_HEX)) {
    return 'The grey hex is the monster itself, and its own area never hits it. Tap the grey hex to unmark it, or choose "Anywhere in range" if the card shows no grey hex.';
  }
  const unjoined = unjoinedHexes(draft.cells);
  if (unjoined.length > 0) {
    return `${listOf(unjoined)} not joined to the monster. An area from the monster starts next to it and each red hex touches another on the way back to the grey hex: mark the hexes in between, or choose "Anywhere in range".`;
  }
  return null;
}

/** Cells sorted by q, then r: one order for every drawing of the same set. */
function sorted(cells: readonly Hex[]): Hex[] {
  return [...cells].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/** Greater first: the later-sorted list wins at its first difference. */
function compareLists(a: readonly Hex[], b: readonly Hex[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i] ?? MONSTER_HEX;
    const y = b[i] ?? MONSTER_HEX;
    const order = y[0] - x[0] || y[1] - x[1];
    if (order !== 0) return order;
  }
  return a.length - b.length;
}

const radiusOf = (cells: readonly Hex[]): number => Math.max(0, ...cells.map((cell) => distance(MONSTER_HEX, cell)));

/**
 * One standard drawing of an area, so that the same attack gives the same JSON (and a preset drawn
 * by hand is recognised as that preset). The solver tries every turn and mirror image of an area
 * ("Area of Effect": the monster places it in any orientation), and a "free" area anywhere, so
 * neither orientation nor, for "free", position is part of the attack. Of those drawings this
 * keeps the most compact around the origin, then the one whose sorted cells come last. Like the
 * solver, it leaves out a "self" area's own hex and counts each hex once.
 */
export function normaliseArea(area: AreaDraft): Aoe {
  const unique = sorted(area.cells.filter((cell, i) => area.cells.findIndex((other) => sameHex(other, cell)) === i));
  const cells = area.anchor === 'self' ? unique.filter((cell) => !sameHex(cell, MONSTER_HEX)) : unique;
  const placements = area.anchor === 'self' ? [cells] : cells.map((pin) => cells.map((c): Hex => [c[0] - pin[0], c[1] - pin[1]]));
  let best: Hex[] = [];
  let bestRadius = Infinity;
  for (const placement of placements) {
    for (const turned of orientations(placement)) {
      const candidate = sorted(turned.map(plain));
      const radius = radiusOf(candidate);
      if (radius < bestRadius || (radius === bestRadius && compareLists(candidate, best) < 0)) {
        best = candidate;
        bestRadius = radius;
      }
    }
  }
  return { anchor: area.anchor, cells: best.map((cell) => [cell[0], cell[1]] as const) };
}

/** Whether two areas are the same attack, however each was drawn. */
export function isSameArea(a: AreaDraft, b: AreaDraft): boolean {
  return JSON.stringify(normaliseArea(a)) === JSON.stringify(normaliseArea(b));
}
