import { describe, expect, it } from 'vitest';
import { buyPrice, reputationPriceModifier, sellPrice } from './shop';

describe('shop prices', () => {
  it.each([
    [-20, 5],
    [-19, 5],
    [-18, 4],
    [-15, 4],
    [-14, 3],
    [-11, 3],
    [-10, 2],
    [-7, 2],
    [-6, 1],
    [-3, 1],
    [-2, 0],
    [0, 0],
    [2, 0],
    [3, -1],
    [6, -1],
    [7, -2],
    [10, -2],
    [11, -3],
    [14, -3],
    [15, -4],
    [18, -4],
    [19, -5],
    [20, -5],
  ])('1st edition: reputation %i changes prices by %i', (reputation, modifier) => {
    expect(reputationPriceModifier('gh1', reputation)).toBe(modifier);
  });
  it('2nd edition: prices are as printed', () => {
    expect([-10, 0, 12].map((r) => reputationPriceModifier('gh2', r))).toEqual([0, 0, 0]);
    expect(buyPrice('gh2', 20, 12)).toBe(20);
  });
  it('adjusts the cost and never goes below 0', () => {
    expect(buyPrice('gh1', 20, 7)).toBe(18);
    expect(buyPrice('gh1', 20, -7)).toBe(22);
    expect(buyPrice('gh1', 2, 20)).toBe(0);
  });
  it('sells for half the printed cost, rounded down', () => {
    expect(sellPrice('gh1', 25)).toBe(12);
    expect(sellPrice('gh2', 30)).toBe(15);
  });
});
