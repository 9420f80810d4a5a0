import { describe, expect, it } from 'vitest';
import { readEventEffects } from './event-effects';
import type { Words } from '../../words';
import { keysMissingFromCatalog, lineIn } from '../../../i18n/catalogs.fixture';

/** Keyed lines in English, as the screen words them. */
const english = (lines: readonly Words[]) => lines.map((line) => lineIn(line));

it("reads the data files' effect lines and leaves the rest to the party", () => {
  const read = readEventEffects([
    'experience 10',
    'loseGold 5',
    'loseReputation 1',
    'prosperity 1',
    'globalAchievement Ancient Technology',
    'scenario 12',
    'collectiveItem 1:2',
    'noEffect',
  ]);
  expect(read.effects).toEqual({
    reputation: -1,
    prosperity: 1,
    goldEach: -5,
    experienceEach: 10,
    checkmarksEach: 0,
    achievements: [{ scope: 'global', name: 'Ancient Technology' }],
    scenarios: ['12'],
  });
  // The item is applied now: one character takes each copy.
  expect(read.items).toEqual([1, 1]);
  expect(english(read.byHand)).toEqual([]);
});

describe('event effects in words (1st ed. rulebook p. 42: "collective" and "each")', () => {
  it('1st edition: a payment and an item, as city event 3 option A', () => {
    const read = readEventEffects(['payCollectiveGold 10', 'collectiveItem 125:1', 'globalAchievement Ancient Technology']);
    expect(read.collectiveGold).toBe(-10);
    // Paying is the outcome's condition (p. 41), not a loss that takes what there is (p. 42).
    expect(read.collectiveGoldIsPrice).toBe(true);
    expect(readEventEffects(['loseCollectiveGold 15']).collectiveGoldIsPrice).toBe(false);
    expect(read.items).toEqual([125]);
    expect(english(read.words)).toEqual([
      'The party pays 10 gold together, shared as it chooses',
      'The party gains item 125: one character takes it',
      'Global achievement: Ancient Technology',
    ]);
  });

  it("pays the price the party's reputation sets (city event 8)", () => {
    const line = 'payCollectiveGoldConditional 20-reputationLT:10|15-reputationGT:9';
    expect(readEventEffects([line], { reputation: 3 }).collectiveGold).toBe(-20);
    expect(readEventEffects([line], { reputation: 12 }).collectiveGold).toBe(-15);
    expect(readEventEffects([line], { reputation: 12 }).collectiveGoldIsPrice).toBe(true);
  });

  it("2nd edition's own words: collective gold, factions, cards in and out, the next scenario", () => {
    const read = readEventEffects([
      'collectiveGold 30',
      'reputationFaction merchants 1',
      'loseReputationFaction demons 2',
      'event city C-44',
      'removeEvent C-63',
      'scenarioCondition muddle',
      'scenarioDamage 2',
      'gainTrait carapace-combatant',
      'checkbox',
      'Read section 63.2.',
    ]);
    expect(read.collectiveGold).toBe(30);
    expect(read.factionReputation).toEqual([
      { faction: 'merchants', delta: 1 },
      { faction: 'demons', delta: -2 },
    ]);
    expect(read.addedEvents).toEqual([{ deck: 'city', number: 44 }]);
    expect(read.removedEvents).toEqual([{ deck: 'city', number: 63 }]);
    expect(english(read.nextScenario)).toEqual([
      'Each character starts the next scenario with muddle',
      'Each character suffers 2 damage at the start of the next scenario',
    ]);
    // Both are put into the next scenario when it is set up, not left to the party.
    expect(read.nextScenarioStart).toMatchObject({ damage: 2, conditions: ['muddle'], blesses: 0, curses: 0 });
    expect(english(read.nextScenarioByHand)).toEqual([]);
    const more = readEventEffects(['scenarioCondition wound curse', 'scenarioCondition bless:2', 'traitScenarioCondition wound']);
    expect(more.nextScenarioStart).toMatchObject({ damage: 0, conditions: ['wound'], blesses: 2, curses: 1 });
    expect(english(more.nextScenarioByHand)).toEqual(['Characters with the trait start the next scenario with wound']);
    expect(english(read.byHand)).toEqual([
      'The party gains the trait "Carapace combatant"',
      'Check a box on this card',
      'Read section 63.2.',
    ]);
    expect(english(read.words)).toContain("Reputation with the Merchant's Guild +1");
  });

  it('puts a code it does not know into words, never as the code', () => {
    expect(english(readEventEffects(['someNewThing 3']).byHand)).toEqual(['Some new thing 3']);
  });
});

it('words the effect lines in German from keys both catalogs have (issue 18)', () => {
  const read = readEventEffects([
    'collectiveGold 10',
    'reputationFaction merchants 1',
    'event city C-44',
    'scenarioCondition bless:2',
    'checkbox',
  ]);
  for (const line of read.words) expect(keysMissingFromCatalog(line)).toEqual([]);
  expect(read.words.map((line) => lineIn(line, 'de'))).toEqual([
    'Die Gruppe erhält zusammen 10 Gold, frei aufgeteilt',
    'Ruf bei Händlergilde +1',
    'Stadtereignis 44 wird in den Stadtereignisstapel gemischt',
    'Jeder Charakter beginnt das nächste Szenario mit Segen ×2',
    'Ein Kästchen auf dieser Karte ankreuzen',
  ]);
});
