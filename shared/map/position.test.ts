import { expect, it } from 'vitest';
import { applyBoardEdit } from './edit';
import { boardPositionSchema, emptyPosition, figureAt, hexKey, hexOfKey, rulesForEdition } from './position';
import { testFigure } from './position.fixture';

it('keys hexes as "q,r" and reads them back, negative coordinates too', () => {
  expect(hexKey([-3, 12])).toBe('-3,12');
  expect(hexOfKey('-3,12')).toEqual([-3, 12]);
});

it('follows the campaign edition: 1st edition plays by GH rules, 2nd by Frosthaven monster rules', () => {
  expect(rulesForEdition('gh1')).toBe('gh');
  expect(rulesForEdition('gh2')).toBe('fh');
});

it('survives JSON (what localStorage keeps) and refuses what is not a board', () => {
  const board = applyBoardEdit(applyBoardEdit(emptyPosition('jotl'), { type: 'drawRoom', from: [0, 0], to: [3, 1] }), {
    type: 'placeFigure',
    figure: testFigure('m1', 'monster', [1, 1], { name: 'Vermling Scout', standee: 4, isElite: true }),
  });
  expect(boardPositionSchema.parse(JSON.parse(JSON.stringify(board)))).toEqual(board);
  expect(figureAt(board, [1, 1])?.id).toBe('m1');
  expect(boardPositionSchema.safeParse({ ...board, tiles: { '1;1': 'floor' } }).success).toBe(false);
  expect(boardPositionSchema.safeParse({ ...board, tiles: { '1,1': 'lava' } }).success).toBe(false);
});
