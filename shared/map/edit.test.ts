import { expect, it } from 'vitest';
import { applyBoardEdit, nextFigureId, nextStandee, type BoardEdit } from './edit';
import { boardPositionSchema, emptyPosition, type BoardPosition } from './position';
import { copyRoom } from './room';
import { hexesInRectangle } from './rectangle';
import { testFigure } from './position.fixture';

const run = (position: BoardPosition, ...edits: BoardEdit[]) => edits.reduce(applyBoardEdit, position);
const room = run(emptyPosition(), { type: 'drawRoom', from: [0, 0], to: [4, 1] });

it('draws a room: floor inside, walls on the rim', () => {
  expect(Object.keys(room.tiles)).toHaveLength(5 * 4);
  expect(room.tiles['2,0']).toBe('floor');
  expect(room.tiles['0,0']).toBe('wall');
  expect(boardPositionSchema.parse(room)).toEqual(room);
});

it('paints terrain and takes hexes off the board, with the figures standing there', () => {
  const placed = run(room, { type: 'placeFigure', figure: testFigure('m1', 'monster', [2, 0]) });
  expect(placed.active).toBe('m1');
  const trapped = run(placed, { type: 'paintTerrain', hexes: [[1, 1]], terrain: 'trap' });
  expect(trapped.tiles['1,1']).toBe('trap');
  expect(applyBoardEdit(trapped, { type: 'paintTerrain', hexes: [[1, 1]], terrain: 'trap' })).toBe(trapped);
  const erased = run(placed, { type: 'paintTerrain', hexes: [[2, 0]], terrain: null });
  expect(erased.tiles['2,0']).toBeUndefined();
  expect(erased.figures).toEqual([]);
  expect(erased.active).toBeNull();
});

it('refuses figures on walls, off the board or on another figure, by returning the same position', () => {
  const one = run(room, { type: 'placeFigure', figure: testFigure('c1', 'character', [1, 1]) });
  expect(applyBoardEdit(one, { type: 'placeFigure', figure: testFigure('c2', 'character', [0, 0]) })).toBe(one);
  expect(applyBoardEdit(one, { type: 'placeFigure', figure: testFigure('c2', 'character', [9, 9]) })).toBe(one);
  expect(applyBoardEdit(one, { type: 'placeFigure', figure: testFigure('c2', 'character', [1, 1]) })).toBe(one);
  const two = run(one, { type: 'placeFigure', figure: testFigure('c2', 'character', [2, 0]) });
  expect(applyBoardEdit(two, { type: 'moveFigure', id: 'c1', to: [2, 0] })).toBe(two);
  expect(run(two, { type: 'moveFigure', id: 'c1', to: [3, 0] }).figures[0]?.hex).toEqual([3, 0]);
});

it('only makes monsters active, and forgets a removed summoner', () => {
  const board = run(
    room,
    { type: 'placeFigure', figure: testFigure('c1', 'character', [1, 1]) },
    { type: 'placeFigure', figure: testFigure('s1', 'summon', [2, 0], { summonOf: 'c1' }) },
  );
  expect(applyBoardEdit(board, { type: 'setActive', id: 'c1' })).toBe(board);
  expect(run(board, { type: 'removeFigure', id: 'c1' }).figures).toEqual([testFigure('s1', 'summon', [2, 0], { summonOf: null })]);
});

it('toggles a thin wall on and off, whichever side it is drawn from', () => {
  const on = run(room, { type: 'toggleThinWall', a: [2, 0], b: [2, 1] });
  expect(on.thinWalls).toEqual(['2,0|2,1']);
  expect(run(on, { type: 'toggleThinWall', a: [2, 1], b: [2, 0] }).thinWalls).toEqual([]);
  expect(applyBoardEdit(room, { type: 'toggleThinWall', a: [0, 0], b: [3, 0] })).toBe(room);
});

it('copies a room and pastes it elsewhere, same terrain at the same offsets', () => {
  const walled = run(room, { type: 'toggleThinWall', a: [2, 0], b: [2, 1] });
  const layout = copyRoom(walled, hexesInRectangle([0, 0], [4, 1]));
  expect(layout).not.toBeNull();
  const pasted = run(walled, { type: 'pasteRoom', room: layout!, at: [10, 0] });
  expect(Object.keys(pasted.tiles)).toHaveLength(2 * 20);
  expect(pasted.tiles['12,0']).toBe('floor');
  expect(pasted.tiles['10,0']).toBe('wall');
  expect(pasted.thinWalls).toContain('12,0|12,1');
});

it('hands out unused ids and standee numbers', () => {
  const board = run(
    room,
    { type: 'placeFigure', figure: testFigure('m1', 'monster', [1, 1], { name: 'Bandit Guard', standee: 1 }) },
    { type: 'placeFigure', figure: testFigure('m3', 'monster', [2, 0], { name: 'Bandit Guard', standee: 2 }) },
  );
  expect(nextFigureId(board, 'monster')).toBe('m2');
  expect(nextFigureId(board, 'character')).toBe('c1');
  expect(nextStandee(board, 'Bandit Guard')).toBe(3);
  expect(nextStandee(board, 'Living Bones')).toBe(1);
});

it('stands the board in rows of pointy hexes when a map tile is stamped on it', () => {
  const room = { tiles: { '0,0': 'floor' as const, '1,0': 'floor' as const }, thinWalls: [] };
  expect(applyBoardEdit(emptyPosition('gh'), { type: 'pasteRoom', room, at: [2, 2] }).orientation).toBeUndefined();
  const stamped = applyBoardEdit(emptyPosition('gh'), { type: 'pasteRoom', room, at: [2, 2], tile: 'A1a' });
  expect(stamped.orientation).toBe('pointy');
  expect(Object.keys(stamped.tiles).sort()).toEqual(['2,2', '3,2']);
});
