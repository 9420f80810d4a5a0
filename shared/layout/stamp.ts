import type { Hex } from '../hex/types';
import { hexKey } from '../map/position';
import type { RoomLayout } from '../map/room';
import { thinWallKey } from '../map/thin-wall';
import { across, cellToHex } from './cell';
import { placeHex } from './placement';
import { tileSide, TILE_NAMES, type TileName } from './tile-table';

/**
 * The printed map tiles a party may stamp (every side but the lone hex of floor), by the 1st
 * edition's names and shapes, for either edition. Whether the 2nd edition's box prints the same
 * tiles under the same names, nothing in ../shared says: Gloomhaven Secretariat's gh2e.json gives
 * its rooms no map-tile `ref` at all (peer/ghs-data/SOURCE-gh2e.md, "Rooms have no map-tile ref"),
 * the 2nd edition's refresher (seeds/gloomhaven-2e-refresher.txt) names no tile, and the Virtual
 * Gloomhaven Board's SOURCE.md says nothing comparable to its layouts exists for the 2nd edition.
 * So no 2nd-edition names are offered as facts: the picker tells a 2nd-edition group that these
 * are the 1st edition's names, to be matched by shape (StampPicker, hexMap.stamp.firstEditionNames).
 */
export const STAMP_TILES: readonly TileName[] = TILE_NAMES.filter((name) => tileSide(name)?.isMapTile);

/** The cell of a tile nearest its middle: the hex that goes under the finger. */
function middleOf(cells: readonly Hex[]): Hex {
  const [mq, mr] = cells.reduce(([q, r], hex) => [q + hex[0] / cells.length, r + hex[1] / cells.length], [0, 0]);
  const distance = (hex: Hex) => {
    const [dq, dr] = [hex[0] - mq, hex[1] - mr];
    return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
  };
  return cells.reduce((best, hex) => (distance(hex) < distance(best) ? hex : best), cells[0] ?? [0, 0]);
}

/**
 * A map tile side as a room to stamp on a board where no layout exists (issue 27, "drawing becomes
 * stamping"): its hexes as floor and its thin walls, turned `turns` sixths clockwise about its
 * middle hex, relative to that hex (which lands where the party taps). Null for a name that is no
 * printed tile.
 */
export function stampOf(name: string, turns: number): RoomLayout | null {
  const side = tileSide(name);
  if (!side?.isMapTile) return null;
  const local = side.cells.map(cellToHex);
  const middle = middleOf(local);
  const placement = { turns, from: middle, to: [0, 0] as Hex };
  const tiles: RoomLayout['tiles'] = {};
  for (const hex of local) tiles[hexKey(placeHex(placement, hex))] = 'floor';
  const thinWalls = side.thinWalls.flatMap((wall) => {
    const hex = cellToHex(wall.cell);
    const key = thinWallKey(placeHex(placement, hex), placeHex(placement, across(hex, wall.side)));
    return key === null ? [] : [key];
  });
  return { tiles, thinWalls };
}
