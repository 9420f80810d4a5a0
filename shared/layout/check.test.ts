import { describe, expect, it } from 'vitest';
import { checkLayout, type LayoutProblem } from './check';
import { crossing } from './layout.fixture';
import type { Layout } from './model';

const problemsOf = (layout: unknown, options = {}): LayoutProblem[] => {
  const checked = checkLayout(layout, options);
  return checked.ok ? [] : checked.problems;
};

describe('checking a layout', () => {
  it('accepts a sound layout as it is', () => {
    expect(checkLayout(crossing)).toEqual({ ok: true, layout: crossing });
  });

  it('refuses a tile name the tile table does not know, naming the scenario', () => {
    const layout: Layout = { ...crossing, tiles: crossing.tiles.map((t) => (t.tile === 'D1a' ? { ...t, tile: 'Q1a' } : t)) };
    const checked = checkLayout(layout);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.scenario).toEqual(crossing.scenario);
    expect(checked.problems).toContainEqual({ kind: 'unknownTile', path: '$.tiles[2].tile', tile: 'Q1a' });
  });

  it('refuses a door tree that loops, and a map that no tile starts', () => {
    const looped: Layout = {
      ...crossing,
      tiles: [
        { tile: 'A1a', turns: 0 },
        { tile: 'C1a', turns: 0, on: { tile: 'D1a', cell: [0, 0] }, cell: [1, 1] },
        { tile: 'D1a', turns: 0, on: { tile: 'C1a', cell: [4, 2] }, cell: [-1, 2] },
      ],
    };
    expect(problemsOf(looped)).toEqual([{ kind: 'loop', tiles: ['C1a', 'D1a'] }]);
    const noStart: Layout = {
      ...crossing,
      tiles: [{ tile: 'A1a', turns: 0, on: { tile: 'A1a', cell: [0, 0] }, cell: [1, 1] }],
      doors: [],
      corridors: [],
      overlays: [],
      monsters: [],
    };
    expect(problemsOf(noStart)).toEqual([{ kind: 'loop', tiles: ['A1a'] }]);
    const twoStarts: Layout = { ...crossing, tiles: [{ tile: 'A1a', turns: 0 }, { tile: 'C1a', turns: 1 }, crossing.tiles[2]!] };
    expect(problemsOf(twoStarts)).toEqual([{ kind: 'manyFirstTiles', tiles: ['A1a', 'C1a'] }]);
  });

  it('refuses a hex out of range and a tile named but not placed', () => {
    const far: Layout = { ...crossing, monsters: [{ ...crossing.monsters[0]!, cell: [40, 1] }] };
    expect(problemsOf(far)).toEqual([{ kind: 'cellOutOfRange', path: '$.monsters[0].cell', x: 40, y: 1 }]);
    const absent: Layout = { ...crossing, overlays: [{ kind: 'coin', tile: 'B1a', cells: [[0, 0]] }] };
    expect(problemsOf(absent)).toEqual([{ kind: 'notOnLayout', path: '$.overlays[0].tile', tile: 'B1a' }]);
  });

  it('refuses a monster no pack knows, once per name, when it is told which ones are known', () => {
    expect(problemsOf(crossing, { isKnownMonster: (m: string) => m === 'rat' })).toEqual([
      { kind: 'unknownMonster', path: '$.monsters[1].monster', monster: 'ghost' },
    ]);
    expect(problemsOf(crossing)).toEqual([]);
  });

  it('refuses what is not a layout at all, keeping the scenario where that much is sound', () => {
    const checked = checkLayout({ ...crossing, tiles: 'A1a' });
    expect(checked).toEqual({ ok: false, scenario: crossing.scenario, problems: [{ kind: 'shape', path: '$.tiles' }] });
    expect(checkLayout(null)).toMatchObject({ ok: false, scenario: null });
    // Every list is bounded.
    const many = { ...crossing, monsters: Array.from({ length: 201 }, () => crossing.monsters[0]) };
    expect(problemsOf(many)).toEqual([{ kind: 'shape', path: '$.monsters' }]);
  });
});
