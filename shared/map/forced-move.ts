import type { Hex } from '../hex/types';
import { distance } from '../hex/distance';
import { neighbours } from '../hex/neighbours';
import { figureAt, hexKey, type BoardPosition } from './position';
import { thinWallKey } from './thin-wall';

/**
 * Where a push or a pull may leave its target, so the board can show the party every hex the
 * rules allow (the attacker picks the way: 1st ed. rulebook "Push and Pull"). Each hex moved
 * must take the target farther from the attacker (push) or closer to it (pull); the target moves
 * the full amount unless no hex qualifies, and then stops where it is. It passes its allies but
 * not its enemies, and never enters a wall, an obstacle or a closed door; it cannot stop on
 * another figure (a step onto an ally it cannot get past is not taken). Forced movement ignores difficult terrain; traps and hazardous terrain still
 * apply where it goes. Returns the end hexes (the target's own hex when it cannot move at all).
 */
export function forcedMoveEnds(
  position: BoardPosition,
  attackerId: string,
  targetId: string,
  kind: 'push' | 'pull',
  amount: number,
): Hex[] {
  const attacker = position.figures.find((f) => f.id === attackerId);
  const target = position.figures.find((f) => f.id === targetId);
  if (!attacker || !target) return [];
  const side = (id: string) => (position.figures.find((f) => f.id === id)?.kind === 'monster' ? 'monsters' : 'party');
  const targetSide = side(target.id);
  const better = (from: Hex, to: Hex) =>
    kind === 'push' ? distance(to, attacker.hex) > distance(from, attacker.hex) : distance(to, attacker.hex) < distance(from, attacker.hex);

  const canEnter = (from: Hex, to: Hex): boolean => {
    const terrain = position.tiles[hexKey(to)];
    if (terrain === undefined || terrain === 'wall' || terrain === 'obstacle' || terrain === 'doorClosed') return false;
    if (position.thinWalls.includes(thinWallKey(from, to) ?? '')) return false;
    const there = figureAt(position, to);
    // Its allies may be passed, its enemies not (and the attacker is always an enemy).
    if (there && there.id !== target.id && side(there.id) !== targetSide) return false;
    return better(from, to);
  };
  const isFree = (hex: Hex) => {
    const there = figureAt(position, hex);
    return !there || there.id === target.id;
  };

  // Whether the target can end a forced move from here; records where it can. A hex where no
  // way on ends well is not a step the attacker can take, so the move stops before it.
  const ends = new Map<string, Hex>();
  const known = new Map<string, boolean>();
  const walk = (hex: Hex, moved: number): boolean => {
    const key = `${hexKey(hex)}/${moved}`;
    const done = known.get(key);
    if (done !== undefined) return done;
    let canEnd = false;
    if (moved < amount) for (const to of neighbours(hex)) if (canEnter(hex, to) && walk(to, moved + 1)) canEnd = true;
    if (!canEnd && isFree(hex)) {
      ends.set(hexKey(hex), hex);
      canEnd = true;
    }
    known.set(key, canEnd);
    return canEnd;
  };
  walk(target.hex, 0);
  return [...ends.values()];
}
