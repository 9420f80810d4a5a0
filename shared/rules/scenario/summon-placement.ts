import { buildBoard } from '../../hex/board';
import { distance } from '../../hex/distance';
import { neighbours } from '../../hex/neighbours';
import { proximityFrom, UNREACHABLE } from '../../hex/proximity';
import type { Hex } from '../../hex/types';
import { hexKey, hexOfKey, type BoardPosition } from '../../map/position';
import { hexesOfThinWall, thinWallKey } from '../../map/thin-wall';
import type { ScenarioFacts } from './state';
import { own } from '../own';

/**
 * Where a monster's summon goes (1st ed. rulebook p. 31 "Summons": "placed in an empty hex
 * adjacent to the summoning monster and also as close to an enemy as possible. If there are no
 * empty adjacent hexes ... the summon fails"; the guide says the same for both editions). A card
 * may name another figure to stand next to ("in a hex adjacent to the target"). An empty hex
 * holds no figure and no overlay tile (obstacle, trap, hazardous or difficult terrain); an open
 * door is empty. Closeness is counted around walls, as proximity is. Equally close hexes are the
 * party's choice (p. 32 "Ambiguity"), so all of them are given.
 */
export type SummonHexes =
  | { hexes: Hex[] }
  /** The figure to stand next to is not on the party's board: the party places the summon. */
  | { problem: 'notOnBoard' }
  /** No empty hex next to it: the summon fails. */
  | { problem: 'noEmptyHex' };

const EMPTY_TERRAIN = new Set(['floor', 'doorOpen']);

function isEmpty(position: BoardPosition, hex: Hex): boolean {
  const terrain = position.tiles[hexKey(hex)];
  return terrain !== undefined && EMPTY_TERRAIN.has(terrain) && !position.figures.some((f) => f.hex[0] === hex[0] && f.hex[1] === hex[1]);
}

/** The ids on the board of the summoner's enemies: characters and their summons, or for an ally the other monsters. */
function enemiesOf(state: ScenarioFacts, position: BoardPosition, summonerId: string) {
  const isAlly = own(state.monsters, summonerId)?.isAlly ?? false;
  return position.figures.filter((f) => (f.kind === 'monster' ? (own(state.monsters, f.id)?.isAlly ?? false) === !isAlly : !isAlly));
}

export function summonHexes(state: ScenarioFacts, position: BoardPosition, summonerId: string, nextToId = summonerId): SummonHexes {
  const at = position.figures.find((f) => f.id === nextToId)?.hex;
  if (at === undefined) return { problem: 'notOnBoard' };
  const crossesWall = (a: Hex, b: Hex) => {
    const key = thinWallKey(a, b);
    return key !== null && position.thinWalls.includes(key);
  };
  const free = neighbours(at).filter((hex) => isEmpty(position, hex) && !crossesWall(at, hex));
  if (free.length === 0) return { problem: 'noEmptyHex' };
  const keys = Object.keys(position.tiles);
  const board = buildBoard({
    hexes: keys.map(hexOfKey),
    walls: keys.filter((key) => position.tiles[key] === 'wall' || position.tiles[key] === 'doorClosed').map(hexOfKey),
    thinWalls: position.thinWalls.map(hexesOfThinWall),
  });
  const enemies = enemiesOf(state, position, summonerId).map((f) => board.idOf(f.hex));
  const closeness = (hex: Hex) => {
    const from = board.idOf(hex);
    const reach = proximityFrom(board, from);
    return Math.min(UNREACHABLE, ...enemies.map((id) => (id < 0 ? UNREACHABLE : (reach[id] ?? UNREACHABLE))));
  };
  const scored = free.map((hex) => ({ hex, closeness: closeness(hex) }));
  const best = Math.min(...scored.map((s) => s.closeness));
  return { hexes: scored.filter((s) => s.closeness === best).map((s) => s.hex) };
}

/** Whether `hex` is one of the places the summon may go. */
export function isSummonHex(found: SummonHexes, hex: Hex): boolean {
  return 'hexes' in found && found.hexes.some((h) => distance(h, hex) === 0);
}
