import { expect, it } from 'vitest';
import { monsterTurnQuerySchema } from './query';
import { situationOf } from './situation';
import { monster, player, testQuery } from './query.fixture';

function terrainAt(movement: 'normal' | 'jump' | 'flying' | 'teleport') {
  const query = testQuery({
    map: { obstacles: [[1, 1]], traps: [[2, 1]], walls: [[3, 1]], difficult: [[4, 1]], icy: [[5, 1]] },
    figures: [monster('m1', [0, 2]), monster('m2', [1, 2]), player('c1', [2, 2], 10)],
    ability: { movement },
  });
  const situation = situationOf(monsterTurnQuerySchema.parse(query));
  const at = (q: number, r: number) => situation.board.idOf([q, r]);
  const t = situation.terrain;
  return {
    obstacle: [t.canEnter[at(1, 1)], t.canEnd[at(1, 1)]],
    trap: t.isNegative[at(2, 1)],
    wall: [t.canEnter[at(3, 1)], t.canEnd[at(3, 1)]],
    difficult: t.extraCost[at(4, 1)],
    icy: t.isIcy[at(5, 1)],
    ally: [t.canEnter[at(1, 2)], t.canEnd[at(1, 2)]],
    enemy: [t.canEnter[at(2, 2)], t.canEnd[at(2, 2)]],
    start: t.canEnd[at(0, 2)],
  };
}

it('lets a normal move pass allies only, and pay for terrain', () => {
  expect(terrainAt('normal')).toEqual({
    obstacle: [0, 0],
    trap: 1,
    wall: [0, 0],
    difficult: 1,
    icy: 1,
    ally: [1, 0],
    enemy: [0, 0],
    start: 1,
  });
});

it('lets a jump pass over everything but walls, landing by the usual rules', () => {
  expect(terrainAt('jump')).toEqual({
    obstacle: [1, 0],
    trap: 1,
    wall: [0, 0],
    difficult: 0,
    icy: 0,
    ally: [1, 0],
    enemy: [1, 0],
    start: 1,
  });
});

it('lets a flying monster ignore traps and end on an obstacle', () => {
  expect(terrainAt('flying')).toEqual({
    obstacle: [1, 1],
    trap: 0,
    wall: [0, 0],
    difficult: 0,
    icy: 0,
    ally: [1, 0],
    enemy: [1, 0],
    start: 1,
  });
});

it('lets a teleport cross walls but land only where a walking monster could', () => {
  expect(terrainAt('teleport')).toEqual({
    obstacle: [1, 0],
    trap: 1,
    wall: [1, 0],
    difficult: 0,
    icy: 0,
    ally: [1, 0],
    enemy: [1, 0],
    start: 1,
  });
});
