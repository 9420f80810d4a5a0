import type { Hex } from '../hex/types';
import { hexesInRectangle, rimOfRectangle } from './rectangle';
import { pasteRoom } from './room';
import { z } from 'zod';
import {
  abilitySchema,
  boardFigureSchema,
  boardPositionSchema,
  figureAt,
  hexKey,
  orientationOf,
  terrainSchema,
  type BoardFigure,
  type BoardPosition,
  type Terrain,
} from './position';
import { thinWallKey } from './thin-wall';

const hex = z.tuple([z.number().int(), z.number().int()]).readonly();
const figureChanges = boardFigureSchema.omit({ id: true, hex: true }).partial();
const roomLayoutSchema = z.object({ tiles: z.record(z.string().regex(/^-?\d+,-?\d+$/), terrainSchema), thinWalls: z.array(z.string()) });

/**
 * Every change the board screen makes to a position; one edit is one step of undo. A schema, not
 * only a type: a scenario session records its board's edits in its history (see
 * shared/rules/scenario, command EditBoard), so they cross the host boundary and are checked there.
 */
export const boardEditSchema = z.discriminatedUnion('type', [
  /** `null` takes the hexes off the board (and the figures on them). */
  z.object({ type: z.literal('paintTerrain'), hexes: z.array(hex), terrain: terrainSchema.nullable() }),
  z.object({ type: z.literal('fillRectangle'), from: hex, to: hex, terrain: terrainSchema }),
  /** Floor inside, walls on the rim. */
  z.object({ type: z.literal('drawRoom'), from: hex, to: hex }),
  /** `tile`: the map tile side stamped (for the history), when the room is one. */
  z.object({ type: z.literal('pasteRoom'), room: roomLayoutSchema, at: hex, tile: z.string().min(1).max(12).optional() }),
  z.object({ type: z.literal('toggleThinWall'), a: hex, b: hex }),
  z.object({ type: z.literal('placeFigure'), figure: boardFigureSchema }),
  z.object({ type: z.literal('moveFigure'), id: z.string().min(1), to: hex }),
  z.object({ type: z.literal('updateFigure'), id: z.string().min(1), changes: figureChanges }),
  z.object({ type: z.literal('removeFigure'), id: z.string().min(1) }),
  z.object({ type: z.literal('setActive'), id: z.string().min(1).nullable() }),
  z.object({ type: z.literal('setAbility'), ability: abilitySchema }),
  z.object({ type: z.literal('setRules'), rules: boardPositionSchema.shape.rules }),
  z.object({ type: z.literal('replace'), position: boardPositionSchema }),
]);

export type BoardEdit = z.output<typeof boardEditSchema>;

/** Figures cannot stand on walls or off the board (the solver would refuse the position). */
function canStandOn(position: BoardPosition, hex: Hex): boolean {
  const terrain = position.tiles[hexKey(hex)];
  return terrain !== undefined && terrain !== 'wall';
}

/** Figures left standing where they no longer can are taken off with the terrain under them. */
function dropStranded(position: BoardPosition): BoardPosition {
  const figures = position.figures.filter((f) => canStandOn(position, f.hex));
  if (figures.length === position.figures.length) return position;
  const active = figures.some((f) => f.id === position.active) ? position.active : null;
  return { ...position, figures, active };
}

function paint(position: BoardPosition, hexes: readonly Hex[], terrain: Terrain | null): BoardPosition {
  // Painting what is already there changes nothing (and so adds no step to undo).
  if (hexes.every((hex) => position.tiles[hexKey(hex)] === (terrain ?? undefined))) return position;
  const tiles = { ...position.tiles };
  for (const hex of hexes) {
    if (terrain === null) delete tiles[hexKey(hex)];
    else tiles[hexKey(hex)] = terrain;
  }
  return dropStranded({ ...position, tiles });
}

/**
 * The one way a board position changes: pure, returns the position unchanged (the same object)
 * when an edit is not possible, so the screen can tell "nothing happened" by identity.
 */
export function applyBoardEdit(position: BoardPosition, edit: BoardEdit): BoardPosition {
  switch (edit.type) {
    case 'paintTerrain':
      return edit.hexes.length === 0 ? position : paint(position, edit.hexes, edit.terrain);
    case 'fillRectangle':
      return paint(position, hexesInRectangle(edit.from, edit.to, orientationOf(position)), edit.terrain);
    case 'drawRoom':
      return paint(
        paint(position, hexesInRectangle(edit.from, edit.to, orientationOf(position)), 'floor'),
        rimOfRectangle(edit.from, edit.to, orientationOf(position)),
        'wall',
      );
    case 'pasteRoom': {
      // A map tile stamped is drawn as the tiles are printed: the board stands in rows of pointy hexes.
      const pasted = dropStranded(pasteRoom(position, edit.room, edit.at));
      return edit.tile === undefined || orientationOf(pasted) === 'pointy' ? pasted : { ...pasted, orientation: 'pointy' };
    }
    case 'toggleThinWall': {
      const key = thinWallKey(edit.a, edit.b);
      if (key === null) return position;
      const thinWalls = position.thinWalls.includes(key) ? position.thinWalls.filter((k) => k !== key) : [...position.thinWalls, key];
      return { ...position, thinWalls };
    }
    case 'placeFigure': {
      const { figure } = edit;
      if (position.figures.some((f) => f.id === figure.id) || figureAt(position, figure.hex) || !canStandOn(position, figure.hex))
        return position;
      // The first monster placed becomes the one whose turn it is.
      const active = position.active ?? (figure.kind === 'monster' ? figure.id : null);
      return { ...position, figures: [...position.figures, figure], active };
    }
    case 'moveFigure': {
      const figure = position.figures.find((f) => f.id === edit.id);
      if (!figure || !canStandOn(position, edit.to)) return position;
      const there = figureAt(position, edit.to);
      if (there && there.id !== edit.id) return position;
      if (figure.hex[0] === edit.to[0] && figure.hex[1] === edit.to[1]) return position;
      return { ...position, figures: position.figures.map((f) => (f.id === edit.id ? { ...f, hex: edit.to } : f)) };
    }
    case 'updateFigure': {
      if (!position.figures.some((f) => f.id === edit.id)) return position;
      return { ...position, figures: position.figures.map((f) => (f.id === edit.id ? { ...f, ...edit.changes } : f)) };
    }
    case 'removeFigure': {
      if (!position.figures.some((f) => f.id === edit.id)) return position;
      const figures = position.figures
        .filter((f) => f.id !== edit.id)
        // A summon whose owner left the board has no owner to act before.
        .map((f) => (f.summonOf === edit.id ? { ...f, summonOf: null } : f));
      return { ...position, figures, active: position.active === edit.id ? null : position.active };
    }
    case 'setActive':
      if (edit.id !== null && position.figures.find((f) => f.id === edit.id)?.kind !== 'monster') return position;
      return edit.id === position.active ? position : { ...position, active: edit.id };
    case 'setAbility':
      return { ...position, ability: edit.ability };
    case 'setRules':
      return edit.rules === position.rules ? position : { ...position, rules: edit.rules };
    case 'replace':
      return edit.position;
  }
}

/** A fresh figure id of the kind's letter (c1, s1, m1, ...), unused on the board. */
export function nextFigureId(position: BoardPosition, kind: BoardFigure['kind']): string {
  const letter = kind === 'character' ? 'c' : kind === 'summon' ? 's' : 'm';
  let n = 1;
  while (position.figures.some((f) => f.id === `${letter}${n}`)) n++;
  return `${letter}${n}`;
}

/** The lowest standee number not yet on the board for monsters of that name. */
export function nextStandee(position: BoardPosition, name: string): number {
  let n = 1;
  while (position.figures.some((f) => f.kind === 'monster' && f.name === name && f.standee === n)) n++;
  return n;
}
