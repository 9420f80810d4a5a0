import { expect, it } from 'vitest';
import { attackProfileOf } from './attackProfile';

it('treats a card without an attack as a melee attack for moving, with no targets', () => {
  expect(attackProfileOf({ move: 2, movement: 'normal', attack: null, muddled: false })).toMatchObject({
    hasAttack: false,
    range: 1,
    fearsDisadvantage: false,
    extraTargets: -1,
  });
});

it('fears disadvantage only for a ranged attack by a monster that is not muddled', () => {
  const ranged = { move: 2, movement: 'normal' as const, attack: { range: 3, targets: 2 }, muddled: false };
  expect(attackProfileOf(ranged)).toMatchObject({ range: 3, fearsDisadvantage: true, extraTargets: 1 });
  expect(attackProfileOf({ ...ranged, muddled: true }).fearsDisadvantage).toBe(false);
  expect(attackProfileOf({ ...ranged, attack: { range: 0, targets: 1 } }).fearsDisadvantage).toBe(false);
});

it('lists each distinct orientation of an area once, leaving out the monster hex of a melee area', () => {
  const line = attackProfileOf({
    move: 0,
    movement: 'normal',
    attack: {
      range: 0,
      targets: 1,
      aoe: {
        cells: [
          [0, 0],
          [1, 0],
          [2, 0],
        ],
        anchor: 'self',
      },
    },
    muddled: false,
  });
  // A straight line of two from the monster: 6 directions, mirror images coincide.
  expect(line.area?.patterns).toHaveLength(6);
  expect(line.area?.patterns.every((p) => p.length === 2)).toBe(true);
  const triangle = attackProfileOf({
    move: 0,
    movement: 'normal',
    attack: {
      range: 3,
      targets: 1,
      aoe: {
        cells: [
          [0, 0],
          [1, 0],
          [0, 1],
        ],
        anchor: 'free',
      },
    },
    muddled: false,
  });
  // A ranged triangle pinned on each of its 3 hexes, in 2 distinct turns each: 6 placements.
  expect(triangle.area?.patterns).toHaveLength(6);
  expect(triangle.area?.patterns.every((p) => p.some(([q, r]) => q === 0 && r === 0))).toBe(true);
});
