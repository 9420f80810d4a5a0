import { describe, expect, it } from 'vitest';
import { assembleLayout } from './assemble';
import { crossing } from './layout.fixture';
import { isSameScenario, layoutRefOf, packRoomsOnLayout } from './pack-scenario';

describe("a content pack's scenario and its layout", () => {
  it('finds the layout by the printed number: Gloomhaven to 95, Forgotten Circles from 96', () => {
    expect(layoutRefOf('1')).toEqual({ set: 'gloomhaven', number: 1 });
    expect(layoutRefOf(' 95 ')).toEqual({ set: 'gloomhaven', number: 95 });
    expect(layoutRefOf('96')).toEqual({ set: 'forgotten-circles', number: 96 });
    expect(layoutRefOf('rnd')).toBeNull();
    expect(layoutRefOf('0')).toBeNull();
    expect(layoutRefOf('1A')).toBeNull();
  });

  it('takes it only when the names agree, small words and punctuation aside', () => {
    expect(isSameScenario('Plane of Night', 'Plane of the Night')).toBe(true);
    expect(isSameScenario('Black Barrow', 'black barrow')).toBe(true);
    expect(isSameScenario('Black Barrow', 'Barrow Lair')).toBe(false);
  });

  it("puts each of the pack's rooms on the layout's room with its tile; a tile the layout lacks has none", () => {
    const rooms = packRoomsOnLayout(assembleLayout(crossing), [
      { number: 1, tile: 'a1a' },
      { number: 2, tile: 'D1a' },
      { number: 3, tile: 'C1a' },
      { number: 4, tile: 'N1b' },
    ]);
    expect(rooms).toEqual({ '1': 1, '2': 2, '3': 1 });
  });
});
