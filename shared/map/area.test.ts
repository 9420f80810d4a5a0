import type { Hex } from '../hex/types';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itWithPeerData, readPeerJson } from '../../tests/support/peer';
import { mirror, turnSixth } from '../hex/orientations';
import { attackProfileOf } from '../monster-ai/attackProfile';
import type { MonsterTurnSuite } from '../monster-ai';
import { areaProblem, isSameArea, normaliseArea, toggleAreaHex, unjoinedHexes, type AreaDraft } from './area';

describe('toggleAreaHex', () => {
  it('marks a hex, and unmarks it on a second tap, leaving the others', () => {
    const once = toggleAreaHex([[1, 0]], [2, 0]);
    expect(once).toEqual([
      [1, 0],
      [2, 0],
    ]);
    expect(toggleAreaHex(once, [1, 0])).toEqual([[2, 0]]);
    expect(toggleAreaHex(toggleAreaHex([], [0, -1]), [0, -1])).toEqual([]);
  });
});

describe('areaProblem', () => {
  it('asks for at least one hex', () => {
    expect(areaProblem({ anchor: 'free', cells: [] })).toMatch(/No hex is marked/);
    expect(areaProblem({ anchor: 'self', cells: [] })).toMatch(/No hex is marked/);
  });

  it("refuses a monster's own hex in an area from the monster, but not in one placed in range", () => {
    expect(
      areaProblem({
        anchor: 'self',
        cells: [
          [0, 0],
          [1, 0],
        ],
      }),
    ).toMatch(/grey hex is the monster itself/);
    expect(
      areaProblem({
        anchor: 'free',
        cells: [
          [0, 0],
          [1, 0],
        ],
      }),
    ).toBeNull();
  });

  it('accepts a line that starts next to the monster and runs on through its own hexes', () => {
    expect(
      areaProblem({
        anchor: 'self',
        cells: [
          [1, 0],
          [2, 0],
          [3, 0],
        ],
      }),
    ).toBeNull();
    expect(
      areaProblem({
        anchor: 'self',
        cells: [
          [-1, 0],
          [0, -1],
        ],
      }),
    ).toBeNull();
  });

  it('names the hexes of an area from the monster that do not join it', () => {
    expect(
      unjoinedHexes([
        [2, 0],
        [3, 0],
      ]),
    ).toEqual([
      [2, 0],
      [3, 0],
    ]);
    // [1,0] and [2,0] join the monster; [3,-2] and [-2,2] touch no red hex and not the monster.
    expect(
      unjoinedHexes([
        [1, 0],
        [2, 0],
        [3, -2],
        [-2, 2],
      ]),
    ).toEqual([
      [3, -2],
      [-2, 2],
    ]);
    expect(
      areaProblem({
        anchor: 'self',
        cells: [
          [1, 0],
          [3, -2],
        ],
      }),
    ).toMatch(/^Hex 3, -2 is not joined to the monster/);
    expect(
      areaProblem({
        anchor: 'self',
        cells: [
          [2, 0],
          [3, 0],
        ],
      }),
    ).toMatch(/^Hexes 2, 0 and 3, 0 are not joined/);
  });

  it('accepts a shape in range in pieces: the rules place it anywhere one hex is in range', () => {
    expect(
      areaProblem({
        anchor: 'free',
        cells: [
          [0, 0],
          [3, 0],
        ],
      }),
    ).toBeNull();
  });

  itWithPeerData("accepts every area from the monster in the Monster Mover's test positions (cards as printed)", () => {
    const suite = readPeerJson<MonsterTurnSuite>('monster-mover', 'monster-turn-suite.json');
    const areas = suite.cases.flatMap((c) => (c.ability.attack?.aoe ? [c.ability.attack.aoe] : []));
    expect(areas.filter((a) => a.anchor === 'self').length).toBeGreaterThan(10);
    for (const area of areas) expect(areaProblem(area), JSON.stringify(area)).toBeNull();
  });
});

/** An area drawn another way: turned `turns` sixths, maybe mirrored, moved by `shift` (free only). */
function redrawn(area: AreaDraft, turns: number, isMirrored: boolean, shift: Hex): AreaDraft {
  const cells = area.cells.map((cell) => {
    let moved: Hex = isMirrored ? mirror(cell) : cell;
    for (let i = 0; i < turns; i++) moved = turnSixth(moved);
    return area.anchor === 'free' ? ([moved[0] + shift[0], moved[1] + shift[1]] as const) : moved;
  });
  return { anchor: area.anchor, cells: [...cells].reverse() };
}

const hexArb = fc.tuple(fc.integer({ min: -4, max: 4 }), fc.integer({ min: -4, max: 4 }));
const areaArb = fc.record({
  anchor: fc.constantFrom('self' as const, 'free' as const),
  cells: fc.uniqueArray(hexArb, { minLength: 1, maxLength: 7, selector: (h) => h.join(',') }),
});

describe('normaliseArea', () => {
  it('gives one JSON for a shape however it is turned, mirrored, ordered or (in range) placed', () => {
    const hook: AreaDraft = {
      anchor: 'self',
      cells: [
        [1, 0],
        [2, 0],
        [2, -1],
      ],
    };
    const drawings = [0, 1, 2, 3, 4, 5].flatMap((turns) =>
      [false, true].map((isMirrored) => JSON.stringify(normaliseArea(redrawn(hook, turns, isMirrored, [0, 0])))),
    );
    expect(new Set(drawings).size).toBe(1);
    fc.assert(
      fc.property(areaArb, fc.integer({ min: 0, max: 5 }), fc.boolean(), hexArb, (area, turns, isMirrored, shift) => {
        expect(normaliseArea(redrawn(area, turns, isMirrored, shift))).toEqual(normaliseArea(area));
      }),
    );
  });

  it('keeps different attacks apart: another shape, or the same shape from the monster and in range', () => {
    expect(
      isSameArea(
        {
          anchor: 'self',
          cells: [
            [1, 0],
            [2, 0],
          ],
        },
        {
          anchor: 'self',
          cells: [
            [1, 0],
            [1, -1],
          ],
        },
      ),
    ).toBe(false);
    // Two hexes in a line from the monster, or beside it: the same two hexes placed differently.
    expect(
      isSameArea(
        {
          anchor: 'self',
          cells: [
            [1, 0],
            [2, 0],
          ],
        },
        {
          anchor: 'self',
          cells: [
            [1, 0],
            [0, 1],
          ],
        },
      ),
    ).toBe(false);
    expect(
      isSameArea(
        {
          anchor: 'self',
          cells: [
            [1, 0],
            [2, 0],
          ],
        },
        {
          anchor: 'free',
          cells: [
            [1, 0],
            [2, 0],
          ],
        },
      ),
    ).toBe(false);
    expect(
      isSameArea(
        {
          anchor: 'free',
          cells: [
            [0, 0],
            [1, 0],
            [2, 0],
          ],
        },
        {
          anchor: 'free',
          cells: [
            [0, 0],
            [1, 0],
            [1, -1],
          ],
        },
      ),
    ).toBe(false);
  });

  it('keeps a shape compact around the origin, drops the monster hex of an area from it, counts each hex once', () => {
    expect(
      normaliseArea({
        anchor: 'free',
        cells: [
          [5, 5],
          [6, 5],
          [7, 5],
        ],
      }),
    ).toEqual({
      anchor: 'free',
      cells: [
        [0, -1],
        [0, 0],
        [0, 1],
      ],
    });
    expect(
      normaliseArea({
        anchor: 'self',
        cells: [
          [0, 0],
          [0, 1],
          [0, 1],
        ],
      }),
    ).toEqual({ anchor: 'self', cells: [[1, 0]] });
  });

  it('changes nothing the solver does: it tries the same placements before and after', () => {
    const placements = (area: AreaDraft) => {
      const profile = attackProfileOf({
        move: 0,
        movement: 'normal',
        attack: { range: 3, targets: 1, aoe: { anchor: area.anchor, cells: area.cells.map((c) => [c[0], c[1]]) } },
        muddled: false,
      });
      return (profile.area?.patterns ?? []).map((p) => JSON.stringify(p.map((c) => [c[0] + 0, c[1] + 0]))).sort();
    };
    fc.assert(
      fc.property(areaArb, (area) => {
        expect(placements(normaliseArea(area))).toEqual(placements(area));
      }),
    );
  });
});
