import { describe, expect, it } from 'vitest';
import { hexesOfThinWall } from '../map/thin-wall';
import { stampOf, STAMP_TILES } from './stamp';
import { tileSide } from './tile-table';

describe('a map tile stamped where no layout exists', () => {
  it('covers the tile side’s hexes as floor, its middle hex on the tapped one, with its thin walls', () => {
    const stamp = stampOf('L1a', 0)!;
    expect(Object.keys(stamp.tiles)).toHaveLength(tileSide('L1a')!.cells.length);
    expect(stamp.tiles['0,0']).toBe('floor');
    expect(Object.values(stamp.tiles).every((terrain) => terrain === 'floor')).toBe(true);
    expect(stamp.thinWalls).toHaveLength(tileSide('L1a')!.thinWalls.length);
    // Each wall lies on the border: one side on the tile, the other off it.
    for (const key of stamp.thinWalls) {
      const onTile = hexesOfThinWall(key).filter((hex) => stamp.tiles[`${hex[0]},${hex[1]}`] !== undefined);
      expect(onTile).toHaveLength(1);
    }
  });

  it('turns about its middle: six turns make the same stamp, one turn another of the same size', () => {
    const flat = stampOf('G1b', 0)!;
    expect(stampOf('G1b', 6)).toEqual(flat);
    const turned = stampOf('G1b', 1)!;
    expect(Object.keys(turned.tiles)).toHaveLength(Object.keys(flat.tiles).length);
    expect(new Set(Object.keys(turned.tiles))).not.toEqual(new Set(Object.keys(flat.tiles)));
    expect(turned.tiles['0,0']).toBe('floor');
  });

  it('offers every printed tile side, and nothing else', () => {
    expect(STAMP_TILES).toContain('A1a');
    expect(STAMP_TILES).toContain('N1b');
    expect(STAMP_TILES).not.toContain('single');
    expect(stampOf('single', 0)).toBeNull();
    expect(stampOf('Z9z', 0)).toBeNull();
  });
});
