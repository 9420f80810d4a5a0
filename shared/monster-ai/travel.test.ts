import { describe, expect, it } from 'vitest';
import { monsterTurnQuerySchema, type MonsterTurnQuery } from './query';
import { situationOf } from './situation';
import { pathTo, travelFrom } from './travel';
import { monster, player, testQuery } from './query.fixture';
import type { Hex } from './query.fixture';

type Movement = MonsterTurnQuery['ability']['movement'];

function travel(
  map: Partial<MonsterTurnQuery['map']>,
  movement: Movement = 'normal',
  rules: 'gh' | 'fh' = 'gh',
  figures = [monster('m1', [0, 2])],
) {
  const situation = situationOf(monsterTurnQuerySchema.parse(testQuery({ rules, map, figures, ability: { movement } })));
  const result = travelFrom(situation, situation.start);
  const id = (hex: Hex) => situation.board.idOf(hex);
  return {
    distance: (hex: Hex) => result.distance[id(hex)],
    negatives: (hex: Hex) => result.negatives[id(hex)],
    path: (hex: Hex) => pathTo(situation, result, id(hex)).map(situation.hexOf),
  };
}

describe('moving', () => {
  it('pays 2 for difficult terrain on a normal move, 1 when flying', () => {
    expect(travel({ difficult: [[1, 2]] }).distance([1, 2])).toBe(2);
    expect(travel({ difficult: [[1, 2]] }, 'flying').distance([1, 2])).toBe(1);
  });

  it('makes a GH jump pay for difficult terrain in its last hex only; a FH jump does not', () => {
    const map = {
      difficult: [
        [1, 2],
        [2, 2],
      ] as Hex[],
    };
    expect(travel(map, 'jump', 'gh').distance([2, 2])).toBe(3);
    expect(travel(map, 'jump', 'gh').distance([3, 2])).toBe(3);
    expect(travel(map, 'jump', 'fh').distance([2, 2])).toBe(2);
  });

  it('goes around a trap when it can, and counts a jump only by its last hex', () => {
    const traps: Hex[] = [[1, 2]];
    expect(travel({ traps }).negatives([2, 2])).toBe(0);
    expect(travel({ traps }).distance([2, 2])).toBe(3);
    // Surrounded by traps: the path through the fewest of them.
    const ring: Hex[] = [
      [1, 2],
      [0, 3],
      [1, 1],
      [0, 1],
    ];
    expect(travel({ traps: ring }).negatives([2, 2])).toBe(1);
    expect(travel({ traps: ring }, 'jump').negatives([2, 2])).toBe(0);
    expect(travel({ traps: ring }, 'flying').negatives([1, 2])).toBe(0);
  });

  it('moves through allies but not enemies or obstacles; jumps and flies over them', () => {
    const figures = [monster('m1', [0, 2]), monster('m2', [1, 2]), player('c1', [0, 3])];
    expect(travel({}, 'normal', 'gh', figures).path([2, 2])).toEqual([
      [0, 2],
      [1, 2],
      [2, 2],
    ]);
    const blocked = travel(
      {
        obstacles: [
          [1, 1],
          [1, 2],
        ],
      },
      'normal',
      'gh',
      figures,
    );
    expect(blocked.distance([2, 1])).toBeGreaterThan(2);
    expect(
      travel(
        {
          obstacles: [
            [1, 1],
            [1, 2],
          ],
        },
        'jump',
        'gh',
        figures,
      ).distance([2, 1]),
    ).toBe(2);
  });

  it('cannot move through an invisible enemy either: it is still there, only not a target', () => {
    const figures = [monster('m1', [0, 2]), player('c1', [1, 2], 10, { invisible: true })];
    const walls: Hex[] = [
      [1, 0],
      [1, 1],
      [1, 3],
      [1, 4],
    ];
    expect(travel({ walls }, 'normal', 'gh', figures).distance([2, 2])).toBeGreaterThan(100);
  });

  it('teleports through wall hexes, which a normal move goes around', () => {
    const walls: Hex[] = [
      [1, 0],
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 4],
    ];
    expect(travel({ walls }).distance([2, 1])).toBeGreaterThan(100);
    expect(travel({ walls }, 'teleport').distance([2, 1])).toBe(2);
  });

  it('slides on over Frosthaven icy terrain for one movement point, stopping before an obstacle', () => {
    const moved = travel(
      {
        icy: [
          [1, 2],
          [2, 2],
        ],
        obstacles: [[4, 2]],
      },
      'normal',
      'fh',
    );
    expect(moved.distance([3, 2])).toBe(1);
    expect(moved.path([3, 2])).toEqual([
      [0, 2],
      [1, 2],
      [2, 2],
      [3, 2],
    ]);
  });
});

describe('the path of an answer', () => {
  it('is just the start and the end for a teleport', async () => {
    const { solveMonsterTurn } = await import('./solve');
    const walls: Hex[] = [
      [1, 0],
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 4],
    ];
    const query = testQuery({
      map: { walls },
      figures: [monster('m1', [0, 2]), player('c1', [3, 1], 10)],
      ability: { move: 3, movement: 'teleport' },
    });
    for (const option of solveMonsterTurn(monsterTurnQuerySchema.parse(query)).options)
      expect(option.path).toEqual([[0, 2], option.moveTo]);
  });
});
