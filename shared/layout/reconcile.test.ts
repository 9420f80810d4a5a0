import { describe, expect, it } from 'vitest';
import { assembleLayout } from './assemble';
import { cellToHex } from './cell';
import { crossing } from './layout.fixture';
import { reconcileRoom, type PackRoom } from './reconcile';

const assembled = assembleLayout(crossing);
const ghosts = (normal: number[], elite: number[]): PackRoom => ({ tile: 'D1a', placements: [{ monster: 'ghost', normal, elite }] });

describe("reconciling a room's monsters with the pack's rooms", () => {
  it('places what the pack sets up on the hexes the layout gives, elites on elite hexes', () => {
    const room = reconcileRoom(assembled, 2, [ghosts([0, 1, 0], [1, 1, 2])], 3);
    expect(room).toEqual({
      isKnownToPack: true,
      monsters: [
        { monster: 'ghost', hex: cellToHex([14, 2]), rank: 'elite' },
        { monster: 'ghost', hex: cellToHex([13, 2]), rank: 'normal' },
      ],
      withoutHex: [],
      withoutMonster: [],
    });
  });

  it('says which monsters have no hex and which hexes no monster, in words-ready data', () => {
    // For four characters the pack wants three ghosts (one elite); the layout has two hexes.
    const more = reconcileRoom(assembled, 2, [ghosts([0, 0, 2], [0, 0, 1])], 4);
    expect(more.monsters).toHaveLength(2);
    expect(more.withoutHex).toEqual([{ monster: 'ghost', rank: 'normal', count: 1 }]);
    // A room whose pack room has none of the layout's monsters leaves their hexes empty.
    const none = reconcileRoom(assembled, 2, [{ tile: 'd1a', placements: [{ monster: 'bat', normal: [1, 1, 1], elite: [0, 0, 0] }] }], 2);
    expect(none.withoutHex).toEqual([{ monster: 'bat', rank: 'normal', count: 1 }]);
    expect(none.withoutMonster).toEqual([{ monster: 'ghost', rank: 'elite', hex: cellToHex([14, 2]) }]);
  });

  it("gives a scenario's own variant of a monster type the hexes of the type", () => {
    const variant = reconcileRoom(
      assembled,
      2,
      [{ tile: 'D1a', placements: [{ monster: 'ghost-scenario-9', normal: [0, 0, 0], elite: [1, 1, 1] }] }],
      2,
    );
    expect(variant.monsters).toEqual([{ monster: 'ghost-scenario-9', hex: cellToHex([14, 2]), rank: 'elite' }]);
    expect(variant.withoutMonster).toEqual([]);
  });

  it('knows when the pack says nothing of a room', () => {
    expect(reconcileRoom(assembled, 1, [ghosts([1, 1, 1], [0, 0, 0])], 2)).toMatchObject({ isKnownToPack: false, monsters: [] });
  });
});
