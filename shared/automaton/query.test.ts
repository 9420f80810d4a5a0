import { expect, it } from 'vitest';
import { monsterTurnQuerySchema, solveMonsterTurn } from '../monster-ai';
import { monster, player, testQuery } from '../monster-ai/query.fixture';
import { applyBoardEdit, type BoardEdit } from '../map/edit';
import { emptyPosition, type BoardPosition } from '../map/position';
import { fromMonsterTurnQuery, toMonsterTurnQuery } from './query';
import { testFigure } from '../map/position.fixture';

const edits: BoardEdit[] = [
  { type: 'fillRectangle', from: [0, 0], to: [7, 1], terrain: 'floor' },
  { type: 'paintTerrain', hexes: [[3, 0]], terrain: 'obstacle' },
  { type: 'paintTerrain', hexes: [[2, 1]], terrain: 'doorClosed' },
  { type: 'toggleThinWall', a: [4, 0], b: [4, 1] },
  { type: 'placeFigure', figure: testFigure('m1', 'monster', [0, 1], { name: 'Bandit Guard', standee: 2, isElite: true }) },
  { type: 'placeFigure', figure: testFigure('c1', 'character', [6, 0], { name: 'Brute', initiative: 30 }) },
  { type: 'placeFigure', figure: testFigure('s1', 'summon', [5, 1], { summonOf: 'c1' }) },
];
const board: BoardPosition = edits.reduce(applyBoardEdit, emptyPosition('fh'));

it('exports a query the monster AI accepts, closed doors as walls', () => {
  const result = toMonsterTurnQuery(board);
  if (!('query' in result)) throw new Error(result.problem);
  const parsed = monsterTurnQuerySchema.parse(result.query);
  expect(parsed.rules).toBe('fh');
  expect(parsed.map.hexes).toHaveLength(8 * 5);
  expect(parsed.map.walls).toEqual([[2, 1]]);
  expect(parsed.map.obstacles).toEqual([[3, 0]]);
  expect(parsed.map.thinWalls).toEqual([
    [
      [4, 0],
      [4, 1],
    ],
  ]);
  expect(parsed.figures.find((f) => f.id === 's1')).toEqual({ id: 's1', team: 'players', hex: [5, 1], summonOf: 'c1' });
  expect(parsed.active).toBe('m1');
});

it('says what is missing instead of exporting a board without an active monster', () => {
  expect(toMonsterTurnQuery(emptyPosition())).toEqual({ problem: expect.stringContaining('empty') });
  expect(toMonsterTurnQuery(applyBoardEdit(board, { type: 'setActive', id: null }))).toEqual({
    problem: expect.stringContaining('No monster'),
  });
});

it('reads its own export back to the same position', () => {
  const result = toMonsterTurnQuery(board);
  if (!('query' in result)) throw new Error(result.problem);
  const back = fromMonsterTurnQuery(JSON.parse(JSON.stringify(result.query)));
  if (!('position' in back)) throw new Error(back.problem);
  expect(back.position.tiles).toEqual(board.tiles);
  expect(back.position.thinWalls).toEqual(board.thinWalls);
  expect(new Set(back.position.figures)).toEqual(new Set(board.figures));
  expect(back.position.ability).toEqual(board.ability);
});

it('imports a plain query from elsewhere and gives the solver the same answer', () => {
  const query = testQuery({
    figures: [monster('m1', [0, 1]), player('c1', [5, 0], 20), player('c2', [4, 2], 40)],
    map: { walls: [[2, 1]] },
  });
  const imported = fromMonsterTurnQuery(query);
  if (!('position' in imported)) throw new Error(imported.problem);
  expect(imported.position.figures.map((f) => f.kind)).toEqual(['monster', 'character', 'character']);
  const again = toMonsterTurnQuery(imported.position);
  if (!('query' in again)) throw new Error(again.problem);
  expect(solveMonsterTurn(monsterTurnQuerySchema.parse(again.query))).toEqual(solveMonsterTurn(monsterTurnQuerySchema.parse(query)));
});

it('refuses what is not a query, and says where', () => {
  expect(fromMonsterTurnQuery({ format: 'monster-turn/1' })).toEqual({
    problem: expect.stringMatching(/^This is not a monster-turn\/1 query: rules/),
  });
});
