import { describe, expect, it } from 'vitest';
import { hexKey } from '../map/position';
import { assembleLayout, overlappingHexes } from './assemble';
import { cellToHex } from './cell';
import { crossing, halls } from './layout.fixture';

describe('putting a layout together', () => {
  const assembled = assembleLayout(crossing);

  it('places every tile along its door tree with all its hexes, none on another', () => {
    expect(assembled.tiles.map((t) => [t.name, t.hexes.length])).toEqual([
      ['A1a', 9],
      ['C1a', 12],
      ['D1a', 19],
    ]);
    expect(overlappingHexes(assembled)).toEqual([]);
    // C1a's hex left of its row 2 lies on A1a's cell (5, 2): its own (0, 2) one to the east of that.
    expect(assembled.tiles[1]?.hexes).toContainEqual(cellToHex([6, 2]));
  });

  it('makes one room of tiles a corridor joins, and a room of their own of the tiles behind a door', () => {
    expect(assembled.rooms.map((room) => [room.number, room.tiles, room.hexes.length])).toEqual([
      [1, ['A1a', 'C1a'], 9 + 12 + 1],
      [2, ['D1a'], 19],
    ]);
    expect(assembled.doors).toEqual([{ kind: 'stone', hex: cellToHex([10, 2]), rooms: [1, 2] }]);
    expect(assembled.rooms[0]?.hexes.map(hexKey)).toContain(hexKey(cellToHex([5, 2])));
  });

  it('puts overlays and monsters in their tiles’ rooms, on the board’s hexes', () => {
    expect(assembled.overlays.map((o) => [o.kind, o.room])).toEqual([
      ['start', 1],
      ['start', 1],
      ['trap', 1],
      ['obstacle', 1],
      ['coin', 2],
      ['chest', 2],
    ]);
    expect(assembled.monsters.map((m) => [m.monster, m.room, m.hex])).toEqual([
      ['rat', 1, cellToHex([3, 1])],
      ['ghost', 2, cellToHex([13, 2])],
      ['ghost', 2, cellToHex([14, 2])],
    ]);
  });

  it('turns the tiles’ thin walls with them', () => {
    const twoHalls = assembleLayout(halls);
    // L1a's east walls and L1b's west walls are the same four edges between the halls.
    const keys = new Set(twoHalls.thinWalls.map(([a, b]) => [hexKey(a), hexKey(b)].sort().join('|')));
    expect(keys.size).toBe(12);
    expect(keys).toContain([hexKey(cellToHex([4, 0])), hexKey(cellToHex([5, 0]))].sort().join('|'));
  });
});
