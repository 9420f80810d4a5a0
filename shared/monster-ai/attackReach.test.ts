import { expect, it } from 'vitest';
import { attackProfileOf } from './attackProfile';
import { attackReachOf } from './attackReach';
import { monsterTurnQuerySchema } from './query';
import { situationOf } from './situation';
import { monster, player, testQuery } from './query.fixture';

const areaOfTwo = {
  range: 1,
  targets: 1,
  aoe: {
    cells: [
      [0, 0],
      [1, 0],
    ] as [number, number][],
    anchor: 'free' as const,
  },
};

function reach(walls: [number, number][]) {
  const query = monsterTurnQuerySchema.parse(
    testQuery({ map: { walls }, figures: [monster('m1', [0, 2]), player('c1', [2, 1], 10)], ability: { move: 0, attack: areaOfTwo } }),
  );
  const situation = situationOf(query);
  const canAttackFrom = attackReachOf(situation, attackProfileOf(query.ability), situation.board.idOf([2, 1]));
  return canAttackFrom(situation.start);
}

it('lets a ranged area reach an enemy out of range when another of its hexes is in range', () => {
  // [2,1] is 2 hexes from [0,2]; the area over [2,1] and [1,1] has [1,1] in range 1.
  expect(reach([])).toBe(true);
});

it('never counts a wall hex under the area as in range (range is counted around walls, never into them)', () => {
  // Both hexes between are walls: the area may cover one, but it is not in range.
  expect(
    reach([
      [1, 1],
      [1, 2],
    ]),
  ).toBe(false);
});
