import { expect, it } from 'vitest';
import { applyBoardEdit, type BoardEdit } from './edit';
import { emptyPosition } from './position';
import { hexesInRectangle } from './rectangle';
import { copyRoom, pasteRoom } from './room';

const edits: BoardEdit[] = [
  { type: 'fillRectangle', from: [0, 0], to: [2, 0], terrain: 'floor' },
  { type: 'paintTerrain', hexes: [[1, 0]], terrain: 'trap' },
  { type: 'toggleThinWall', a: [0, 0], b: [1, 0] },
];
const corridor = edits.reduce(applyBoardEdit, emptyPosition());

it('copies terrain relative to the first hex on the board, skipping hexes off it', () => {
  const room = copyRoom(corridor, [[5, 5], ...hexesInRectangle([0, 0], [2, 0])]);
  // Columns 0..2 and rows 0..1 of the screen: six hexes.
  expect(Object.keys(room?.tiles ?? {})).toHaveLength(6);
  expect(room?.tiles['1,0']).toBe('trap');
  expect(room?.thinWalls).toEqual(['0,0|1,0']);
  expect(copyRoom(corridor, [[9, 9]])).toBeNull();
});

it('pastes over what is there, keeping the terrain at the same offsets', () => {
  const room = copyRoom(corridor, [
    [0, 0],
    [1, 0],
  ]);
  if (!room) throw new Error('nothing copied');
  const pasted = pasteRoom(corridor, room, [0, 3]);
  expect(pasted.tiles['1,3']).toBe('trap');
  expect(pasted.tiles['0,3']).toBe('floor');
  expect(pasted.thinWalls).toEqual(['0,0|1,0', '0,3|1,3']);
});
