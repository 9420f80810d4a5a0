import { describe, expect, it } from 'vitest';
import { newFoundersGame, type FoundersState } from '@shared/rules/founders';
import { nextBuildingId, nextTileId } from './ids';

const game = (tiles: string[][], buildings: string[] = []): FoundersState => ({
  ...newFoundersGame,
  tiles: tiles.map(([id = '', resource = '']) => ({ id, resource, owner: 'White' })),
  prestigeBuildings: buildings.map((id) => ({ id, name: id, requires: [{ resource: 'brick', points: 6 }], deliveries: [] })),
});

describe('ids the screen proposes', () => {
  it('numbers tiles per resource and skips an id that is taken', () => {
    expect(nextTileId(game([]), 'metal')).toBe('metal-1');
    expect(nextTileId(game([['metal-1', 'metal']]), 'metal')).toBe('metal-2');
    expect(nextTileId(game([['metal-2', 'metal']]), 'metal')).toBe('metal-3');
  });

  it('names a prestige building after its name, once', () => {
    expect(nextBuildingId(game([]), "Merchant's Guild")).toBe('merchants-guild');
    expect(nextBuildingId(game([], ['merchants-guild']), "Merchant's Guild")).toBe('merchants-guild-2');
    expect(nextBuildingId(game([]), '!!!')).toBe('building');
  });
});
