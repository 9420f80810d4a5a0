import { describe, expect, it } from 'vitest';
import { enhancementCost, enhancementsOf, type EnhancementFacts } from './enhancements';

const facts = (overrides: Partial<EnhancementFacts>): EnhancementFacts => ({
  enhancement: 'attack',
  cardLevel: 1,
  previousEnhancements: 0,
  hasMultipleTargets: false,
  isLost: false,
  hexes: 1,
  ...overrides,
});

describe('enhancement costs, 1st edition (rulebook pp. 46-47)', () => {
  it("prices the rulebook's Brute example: 150, then 191", () => {
    // +1 attack on a multi-target level-3 action: 50 doubled, +50 for the level.
    expect(enhancementCost('gh1', facts({ enhancement: 'attack', cardLevel: 3, hasMultipleTargets: true }))).toBe(150);
    // Then an attack hex on its three hexes: 66 (rounded down), +50 level, +75 one earlier enhancement; never doubled.
    expect(
      enhancementCost(
        'gh1',
        facts({ enhancement: 'attackHex', hexes: 3, cardLevel: 3, previousEnhancements: 1, hasMultipleTargets: true }),
      ),
    ).toBe(191);
  });

  it('reads the base chart', () => {
    expect(enhancementCost('gh1', facts({ enhancement: 'move' }))).toBe(30);
    expect(enhancementCost('gh1', facts({ enhancement: 'shield' }))).toBe(100);
    expect(enhancementCost('gh1', facts({ enhancement: 'disarm' }))).toBe(150);
    expect(enhancementCost('gh1', facts({ enhancement: 'summonMove' }))).toBe(100);
    expect(enhancementCost('gh1', facts({ enhancement: 'ward' }))).toBeNull();
    expect(enhancementsOf('gh1')).not.toContain('teleport');
  });
});

describe('enhancement costs, 2nd edition (rulebook p. 65)', () => {
  it('has its own chart', () => {
    expect(enhancementCost('gh2', facts({ enhancement: 'shield' }))).toBe(80);
    expect(enhancementCost('gh2', facts({ enhancement: 'retaliate' }))).toBe(60);
    expect(enhancementCost('gh2', facts({ enhancement: 'ward' }))).toBe(75);
    expect(enhancementCost('gh2', facts({ enhancement: 'disarm' }))).toBeNull();
    expect(enhancementsOf('gh2')).toContain('teleport');
  });

  it('doubles for multiple targets (not target or element), halves a lost non-summon action, then adds level and earlier stickers', () => {
    expect(enhancementCost('gh2', facts({ enhancement: 'attack', hasMultipleTargets: true }))).toBe(100);
    expect(enhancementCost('gh2', facts({ enhancement: 'target', hasMultipleTargets: true }))).toBe(75);
    expect(enhancementCost('gh2', facts({ enhancement: 'element', hasMultipleTargets: true }))).toBe(100);
    // 50 x2 = 100, lost: 50, level 3: +50, one earlier: +75.
    expect(
      enhancementCost(
        'gh2',
        facts({ enhancement: 'attack', hasMultipleTargets: true, isLost: true, cardLevel: 3, previousEnhancements: 1 }),
      ),
    ).toBe(175);
    expect(enhancementCost('gh2', facts({ enhancement: 'summonHp', isLost: true }))).toBe(40);
    expect(enhancementCost('gh2', facts({ enhancement: 'attackHex', hexes: 3 }))).toBe(67);
  });

  it('the 1st edition has no lost discount', () => {
    expect(enhancementCost('gh1', facts({ enhancement: 'attack', isLost: true }))).toBe(50);
  });
});
