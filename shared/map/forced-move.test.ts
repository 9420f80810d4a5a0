import type { Hex } from '../hex/types';
import { describe, expect, it } from 'vitest';
import { applyBoardEdit } from './edit';
import { forcedMoveEnds } from './forced-move';
import { emptyPosition, hexKey, type BoardFigure, type BoardPosition } from './position';

const figure = (id: string, kind: BoardFigure['kind'], hex: Hex): BoardFigure => ({
  id,
  kind,
  hex,
  name: id,
  isElite: false,
  isLongResting: false,
  isInvisible: false,
});

/** A row of floor q = 0..6 on r = 0 (and nothing else): every step is along the line. */
function corridor(figures: BoardFigure[], terrain: Record<string, 'obstacle' | 'wall' | 'doorClosed'> = {}): BoardPosition {
  let position = applyBoardEdit(emptyPosition('gh'), {
    type: 'paintTerrain',
    hexes: [0, 1, 2, 3, 4, 5, 6].map((q) => [q, 0] as const),
    terrain: 'floor',
  });
  position = { ...position, tiles: { ...position.tiles, ...terrain } };
  return { ...position, figures };
}

const keys = (hexes: Hex[]) => hexes.map(hexKey).sort();

describe('push and pull on the board', () => {
  it('a push moves the target its full amount straight away from the attacker', () => {
    const position = corridor([figure('m', 'monster', [0, 0]), figure('ada', 'character', [1, 0])]);
    expect(keys(forcedMoveEnds(position, 'm', 'ada', 'push', 2))).toEqual(['3,0']);
  });

  it('a pull brings the target closer, never onto the attacker', () => {
    const position = corridor([figure('m', 'monster', [0, 0]), figure('ada', 'character', [4, 0])]);
    expect(keys(forcedMoveEnds(position, 'm', 'ada', 'pull', 2))).toEqual(['2,0']);
    expect(keys(forcedMoveEnds(position, 'm', 'ada', 'pull', 5))).toEqual(['1,0']);
  });

  it('stops at an obstacle, a wall or a closed door, or where the board ends', () => {
    const figures = [figure('m', 'monster', [0, 0]), figure('ada', 'character', [1, 0])];
    expect(keys(forcedMoveEnds(corridor(figures, { '3,0': 'obstacle' }), 'm', 'ada', 'push', 3))).toEqual(['2,0']);
    expect(keys(forcedMoveEnds(corridor(figures, { '2,0': 'doorClosed' }), 'm', 'ada', 'push', 3))).toEqual(['1,0']);
    expect(keys(forcedMoveEnds(corridor(figures), 'm', 'ada', 'push', 9))).toEqual(['6,0']);
  });

  it("passes the target's allies but not its enemies, and does not stop on a figure", () => {
    const ally = corridor([figure('m', 'monster', [0, 0]), figure('ada', 'character', [1, 0]), figure('bo', 'character', [3, 0])]);
    // Through Bo when the push goes past him; a push that would end on him stops before him.
    expect(keys(forcedMoveEnds(ally, 'm', 'ada', 'push', 3))).toEqual(['4,0']);
    expect(keys(forcedMoveEnds(ally, 'm', 'ada', 'push', 2))).toEqual(['2,0']);
    const enemy = corridor([figure('m', 'monster', [0, 0]), figure('ada', 'character', [1, 0]), figure('m2', 'monster', [3, 0])]);
    expect(keys(forcedMoveEnds(enemy, 'm', 'ada', 'push', 3))).toEqual(['2,0']);
  });

  it("on an open board every end hex two steps farther away is offered, the attacker's choice", () => {
    let position = applyBoardEdit(emptyPosition('gh'), { type: 'fillRectangle', from: [-4, -4], to: [4, 4], terrain: 'floor' });
    position = { ...position, figures: [figure('m', 'monster', [0, 0]), figure('ada', 'character', [1, 0])] };
    const ends = forcedMoveEnds(position, 'm', 'ada', 'push', 2);
    // Distance 3 from the attacker, reached by two steps each taking one hex farther.
    expect(ends.every((hex) => (Math.abs(hex[0]) + Math.abs(hex[1]) + Math.abs(hex[0] + hex[1])) / 2 === 3)).toBe(true);
    expect(keys(ends)).toEqual(['1,2', '2,1', '3,-1', '3,-2', '3,0'].sort());
  });

  it('a target that cannot move stays where it is', () => {
    const position = corridor([figure('m', 'monster', [1, 0]), figure('ada', 'character', [0, 0])]);
    expect(keys(forcedMoveEnds(position, 'm', 'ada', 'push', 2))).toEqual(['0,0']);
  });
});
