import { describe, expect, it } from 'vitest';
import { boardPositionSchema, emptyPosition, hexKey } from '../map/position';
import { assembleLayout } from './assemble';
import { layOutBoard, openDoor, revealRoom } from './board';
import { cellToHex } from './cell';
import { crossing, halls } from './layout.fixture';

const key = (x: number, y: number) => hexKey(cellToHex([x, y]));

describe('the board a layout gives', () => {
  const assembled = assembleLayout(crossing);

  it('lays out the starting room as a haven-board/1 position with its door closed', () => {
    const board = layOutBoard(assembled, { players: 4 });
    expect(boardPositionSchema.parse(board.position)).toEqual(board.position);
    expect(board.revealed).toEqual([1]);
    const terrains = Object.values(board.position.tiles);
    expect(terrains).toHaveLength(9 + 12 + 1 + 1);
    expect(board.position.tiles[key(10, 2)]).toBe('doorClosed');
    expect(board.position.tiles[key(7, 1)]).toBe('trap');
    expect(board.position.tiles[key(8, 2)]).toBe('obstacle');
    expect(board.position.tiles[key(5, 2)]).toBe('floor');
    // Room 2's hexes are not on the board yet.
    expect(board.position.tiles[key(13, 2)]).toBeUndefined();
  });

  it("sets up the room's monsters for the party's size, normal or elite", () => {
    const four = layOutBoard(assembled, { players: 4, nameOf: (m) => (m === 'rat' ? 'Rat' : m) });
    expect(four.position.figures).toEqual([
      { id: 'rat-1', kind: 'monster', hex: cellToHex([3, 1]), name: 'Rat', isElite: true, isLongResting: false, isInvisible: false },
    ]);
    expect(layOutBoard(assembled, { players: 2 }).position.figures.map((f) => f.isElite)).toEqual([false]);
    expect(layOutBoard(assembled, { players: 2, withMonsters: false }).position.figures).toEqual([]);
  });

  it('opens a door: the room behind it appears with its monsters, the door stays open', () => {
    const start = layOutBoard(assembled, { players: 3 });
    const opened = openDoor(assembled, start, cellToHex([10, 2]), { players: 3 });
    if (!opened.ok) throw new Error(opened.reason);
    expect(opened.room).toBe(2);
    expect(opened.monsters).toEqual([
      { monster: 'ghost', hex: cellToHex([13, 2]), rank: 'normal' },
      { monster: 'ghost', hex: cellToHex([14, 2]), rank: 'elite' },
    ]);
    expect(opened.board.revealed).toEqual([1, 2]);
    expect(opened.board.position.tiles[key(10, 2)]).toBe('doorOpen');
    expect(Object.keys(opened.board.position.tiles)).toHaveLength(9 + 12 + 1 + 1 + 19);
    expect(opened.board.position.figures.map((f) => f.id)).toEqual(['rat-1', 'ghost-1', 'ghost-2']);
    // The board before is unchanged (a pure function), and a door opens once.
    expect(start.position.tiles[key(10, 2)]).toBe('doorClosed');
    expect(openDoor(assembled, opened.board, cellToHex([10, 2]), { players: 3 })).toEqual({ ok: false, reason: 'alreadyOpen' });
    expect(openDoor(assembled, start, cellToHex([0, 2]), { players: 3 })).toEqual({ ok: false, reason: 'notADoor' });
  });

  it('lays out every room with every door open', () => {
    const all = layOutBoard(assembled, { players: 4, rooms: 'all' });
    expect(all.revealed).toEqual([1, 2]);
    expect(all.position.tiles[key(10, 2)]).toBe('doorOpen');
    expect(all.position.figures).toHaveLength(3);
  });

  it('keeps apart two tiles laid edge to edge with the walls on their borders, but not a corridor', () => {
    const twoHalls = assembleLayout(halls);
    const one = layOutBoard(twoHalls, { players: 2 });
    expect(one.position.thinWalls).toEqual([]);
    const both = openDoor(twoHalls, one, cellToHex([4, 1]), { players: 2 });
    if (!both.ok) throw new Error(both.reason);
    expect(both.board.position.thinWalls).toHaveLength(4);
    expect(both.board.position.thinWalls).toContain([key(4, 0), key(5, 0)].sort().join('|'));
    // Crossing's corridor fills the gap at A1a's east wall: no wall there.
    expect(layOutBoard(assembled, { players: 2 }).position.thinWalls).toEqual([]);
    // A corridor laid on a hex at the border covers that hex's wall.
    const joined = assembleLayout({ ...halls, corridors: [{ tile: 'L1a', cells: [[4, 2]], to: 'L1b' }] });
    const walls = layOutBoard(joined, { players: 2, rooms: 'all' }).position.thinWalls;
    expect(walls).toHaveLength(3);
    expect(walls).not.toContain([key(4, 2), key(5, 2)].sort().join('|'));
  });
});

describe('revealing a room by its number', () => {
  const assembled = assembleLayout(crossing);

  it('opens the closed door into it and lays it out without its monsters; a room on the board changes nothing', () => {
    const start = layOutBoard(assembled, { players: 3, withMonsters: false });
    expect(start.position.orientation).toBe('pointy');
    const revealed = revealRoom(assembled, start, 2, { players: 3, withMonsters: false });
    expect(revealed.revealed).toEqual([1, 2]);
    expect(revealed.position.tiles[key(10, 2)]).toBe('doorOpen');
    expect(revealed.position.tiles[key(13, 2)]).toBe('floor');
    expect(revealed.position.figures).toEqual([]);
    expect(revealRoom(assembled, revealed, 2, { players: 3, withMonsters: false })).toBe(revealed);
    // A room with no such number on the map changes nothing either.
    expect(revealRoom(assembled, start, 9, { players: 3 })).toBe(start);
  });

  it('lays out a room no door on the board leads to, alone', () => {
    const empty = { position: emptyPosition('gh'), revealed: [] };
    const alone = revealRoom(assembled, empty, 2, { players: 2, withMonsters: false });
    expect(alone.revealed).toEqual([2]);
    expect(alone.position.tiles[key(13, 2)]).toBe('floor');
  });
});
