import { expect, it } from 'vitest';
import { solveMonsterTurn } from './solve';
import { monster, player, testQuery } from './testQuery';
import { monsterTurnQuerySchema } from './query';

it('names the focus and why, and says where the monster goes and whom it attacks', () => {
  const answer = solveMonsterTurn(
    monsterTurnQuerySchema.parse(testQuery({ figures: [monster('m1', [0, 2]), player('c1', [3, 1], 10), player('c2', [7, -2], 5)] })),
  );
  expect(answer.explanation[0]).toBe(
    'Focus: c1. It needs 2 movement points with no negative hexes on the way to reach a hex it can attack from.',
  );
  expect(answer.explanation).toContain('It moves 2 movement points to [2,1] and attacks c1.');
});

it('says when the focus is out of reach this turn', () => {
  const answer = solveMonsterTurn(
    monsterTurnQuerySchema.parse(testQuery({ figures: [monster('m1', [0, 2]), player('c1', [7, -2], 10)], ability: { move: 2 } })),
  );
  expect(answer.explanation.some((line) => line.includes('cannot attack c1 this turn'))).toBe(true);
});

it('says why a monster with no enemy to focus on stays put', () => {
  const answer = solveMonsterTurn(monsterTurnQuerySchema.parse(testQuery({ figures: [monster('m1', [0, 2])] })));
  expect(answer.explanation[0]).toContain('no focus');
});

it('says why the other enemies are not the focus', () => {
  const answer = solveMonsterTurn(
    monsterTurnQuerySchema.parse(testQuery({ figures: [monster('m1', [0, 2]), player('c1', [3, 1], 10), player('c2', [7, -2], 5)] })),
  );
  expect(answer.explanation).toContain('c2 needs 6 movement points with no negative hexes, which is worse.');
});

it('says why a muddled ranged monster stays next to its target', () => {
  const figures = [monster('m1', [3, 1]), player('c1', [4, 1], 10)];
  const answer = solveMonsterTurn(
    monsterTurnQuerySchema.parse(testQuery({ figures, ability: { move: 2, attack: { range: 3, targets: 1 }, muddled: true } })),
  );
  expect(answer.explanation).toContain('It is muddled, so it has disadvantage anyway and does not move away from adjacent enemies.');
});
