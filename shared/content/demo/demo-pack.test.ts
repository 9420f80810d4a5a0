import { describe, expect, it } from 'vitest';
import { validatePack } from '../validate-pack';
import { standeesFor } from '../model/scenario';
import { demoPack } from './demo-pack';

describe('demoPack', () => {
  it('is a valid pack for either edition', () => {
    for (const edition of ['gh1', 'gh2'] as const) {
      const result = validatePack(demoPack(edition));
      expect(result.ok ? 'valid' : result.errors).toBe('valid');
      expect(demoPack(edition).id).toBe(`haven-demo-${edition}`);
    }
  });

  it('has monsters with stats for levels 0-7 and decks of eight cards', () => {
    const pack = demoPack();
    expect(pack.monsterTypes.length).toBeGreaterThanOrEqual(3);
    for (const monster of pack.monsterTypes) expect(monster.levels.map((level) => level.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (const deck of pack.abilityDecks) expect(deck.cards).toHaveLength(8);
  });

  it('has a two-room scenario with a door and placements for 2, 3 and 4 characters', () => {
    const [scenario] = demoPack().scenarios;
    expect(scenario?.rooms).toHaveLength(2);
    expect(scenario?.rooms[0]?.doorsTo).toEqual([2]);
    const thornlings = scenario?.rooms[0]?.placements[0];
    expect(thornlings && [2, 3, 4].map((characters) => standeesFor(thornlings, characters))).toEqual([
      { normal: 2, elite: 0 },
      { normal: 2, elite: 1 },
      { normal: 3, elite: 1 },
    ]);
  });

  it('has two classes with perks, items, events, two personal quests and three battle goals', () => {
    const pack = demoPack();
    expect(pack.characterClasses).toHaveLength(2);
    expect(pack.characterClasses.every((characterClass) => characterClass.perks.length > 0)).toBe(true);
    expect(pack.items.length).toBeGreaterThanOrEqual(5);
    expect(pack.events.map((event) => event.deck)).toContain('road');
    expect(pack.personalQuests).toHaveLength(2);
    expect(pack.battleGoals).toHaveLength(3);
  });

  it('hands out a fresh copy each time', () => {
    const first = demoPack();
    first.monsterTypes.length = 0;
    expect(demoPack().monsterTypes).toHaveLength(4);
  });
});
