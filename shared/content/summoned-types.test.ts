import { expect, it } from 'vitest';
import { demoPack } from './demo/demo-pack';
import { withSummonedTypes } from './summoned-types';

it("brings the types a scenario's monsters summon (the Mill Warden's special summons Thornlings), and nothing else", () => {
  const pack = demoPack();
  const types = new Map(pack.monsterTypes.map((type) => [type.id, type]));
  const decks = new Map(pack.abilityDecks.map((deck) => [deck.id, deck]));
  expect([...withSummonedTypes(['mill-warden'], types, decks)].sort()).toEqual(['mill-warden', 'thornling']);
  expect([...withSummonedTypes(['bog-shambler'], types, decks)]).toEqual(['bog-shambler']);
  expect([...withSummonedTypes(['no-such-type'], types, decks)]).toEqual([]);
});
