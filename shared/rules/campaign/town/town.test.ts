import { describe, expect, it } from 'vitest';
import { run } from '../campaign.fixture';
import type { CampaignCommandInput } from '../commands';
import { emptyCampaign } from '../state';

const party = () =>
  run(
    emptyCampaign('c', 'Town', 'gh1', 'campaign'),
    { type: 'CreateCharacter', characterId: 'a', classId: 'Brute', name: 'Ana', gold: 60 },
    { type: 'CreateCharacter', characterId: 'b', classId: 'Tinkerer', name: 'Bo', gold: 60 },
  );
const boots = { name: 'Boots', cost: 20, count: 2, prosperity: 1 };

describe('the shop', () => {
  it('charges the reputation-adjusted price (party sheet table)', () => {
    const s = run(party(), { type: 'SetReputation', value: 7 }, { type: 'BuyItem', characterId: 'a', item: boots });
    expect(s.characters[0]).toMatchObject({ gold: 42, items: ['Boots'] });
  });

  it('keeps items above the prosperity level out unless their design is unlocked', () => {
    const cloak = { name: 'Cloak', cost: 30, count: 1, prosperity: 3 };
    expect(() => run(party(), { type: 'BuyItem', characterId: 'a', item: cloak })).toThrow(/not in the shop yet/);
    const s = run(party(), { type: 'UnlockItemDesign', name: 'Cloak' }, { type: 'BuyItem', characterId: 'a', item: cloak });
    expect(s.characters[0]?.items).toEqual(['Cloak']);
  });

  it('sells only the copies the box has', () => {
    const single = { ...boots, count: 1 };
    const s = run(party(), { type: 'BuyItem', characterId: 'a', item: single });
    expect(() => run(s, { type: 'BuyItem', characterId: 'b', item: single })).toThrow(/none is left/);
  });

  it('refuses a purchase the character cannot pay for', () => {
    expect(() => run(party(), { type: 'BuyItem', characterId: 'a', item: { ...boots, cost: 61 } })).toThrow(/has 60/);
  });

  it('buys back at half the printed cost, rounded down', () => {
    const s = run(
      party(),
      { type: 'BuyItem', characterId: 'a', item: { ...boots, cost: 25 } },
      { type: 'SellItem', characterId: 'a', item: { name: 'Boots', cost: 25 } },
    );
    expect(s.characters[0]).toMatchObject({ gold: 60 - 25 + 12, items: [] });
  });

  // 1st ed. rulebook p. 43 ("When in Gloomhaven"); 2nd ed.: the City Phase's downtime.
  it.each(['gh1', 'gh2'] as const)('%s: buys and sells only while the party is in Gloomhaven', (edition) => {
    const owner = run(
      emptyCampaign('c', 'Town', edition, 'campaign'),
      { type: 'CreateCharacter', characterId: 'a', classId: 'Brute', name: 'Ana', gold: 60 },
      { type: 'BuyItem', characterId: 'a', item: boots },
      { type: 'UnlockScenario', scenarioId: '1', name: 'Black Barrow' },
      { type: 'UnlockScenario', scenarioId: '2', name: 'Barrow Lair' },
    );
    const sell = { type: 'SellItem', characterId: 'a', item: { name: 'Boots', cost: 20 } } as const;
    const buy = { type: 'BuyItem', characterId: 'a', item: { ...boots, name: 'Cap' } } as const;
    const settled = run(owner, {
      type: 'ApplyScenarioSettlement',
      scenarioId: '1',
      outcome: 'success',
      characters: [{ characterId: 'a', experience: 0, gold: 0, checkmarks: 0 }],
    });
    expect(() => run(settled, buy)).toThrow(/only in Gloomhaven, and the party is at the scenario/);
    expect(() => run(settled, sell)).toThrow(/only in Gloomhaven/);
    const road = run(settled, { type: 'TravelToScenario', scenarioId: '2' });
    expect(() => run(road, buy)).toThrow(/the party is on the road; return to town first/);
    expect(() => run(road, sell)).toThrow(/only in Gloomhaven/);
    const town = run(road, { type: 'ReturnToTown' }, sell, buy);
    expect(town.characters[0]?.items).toEqual(['Cap']);
  });
});

describe('event decks', () => {
  const withDeck = () => run(party(), { type: 'AddEventCards', deck: 'city', cardIds: ['1', '2', '3', '4', '5'], seed: 42 });
  /** The top city event drawn and resolved with option A, the card returned to the deck. */
  const cityEventResolved = (resolution: { effects: Record<string, unknown>; scenarioNames?: Record<string, string> }) =>
    run(withDeck(), { type: 'DrawEvent', deck: 'city' }, { type: 'ResolveEvent', option: 'A', disposition: 'return', ...resolution });

  it('shuffles added cards in with the seed the host picked', () => {
    const a = withDeck();
    const b = withDeck();
    expect(a.eventDecks.city).toEqual(b.eventDecks.city);
    expect([...a.eventDecks.city].sort()).toEqual(['city:1', 'city:2', 'city:3', 'city:4', 'city:5']);
    expect(() => run(a, { type: 'AddEventCards', deck: 'city', cardIds: ['3'], seed: 1 })).toThrow(/already in the campaign/);
  });

  it('a resolved card goes under the deck, never stays on top', () => {
    const s = withDeck();
    const top = s.eventDecks.city[0]!;
    const drawn = run(s, { type: 'DrawEvent', deck: 'city' });
    expect(drawn.pendingEvent).toEqual({ deck: 'city', cardId: top });
    expect(() => run(drawn, { type: 'DrawEvent', deck: 'city' })).toThrow(/Resolve/);
    const resolved = run(drawn, { type: 'ResolveEvent', option: 'A', effects: {}, disposition: 'return' });
    expect(resolved.eventDecks.city.at(-1)).toBe(top);
    expect(resolved.eventDecks.city[0]).not.toBe(top);
    expect(resolved.pendingEvent).toBeNull();
  });

  it('a removed card leaves the game', () => {
    const s = run(
      withDeck(),
      { type: 'DrawEvent', deck: 'city' },
      { type: 'ResolveEvent', option: 'B', effects: {}, disposition: 'remove' },
    );
    expect(s.eventDecks.city).toHaveLength(4);
    expect(s.removedEvents).toHaveLength(1);
  });

  it('applies the outcome; a loss takes only what there is', () => {
    const s = cityEventResolved({
      effects: {
        reputation: -1,
        prosperity: 1,
        characterIds: ['a', 'b'],
        goldEach: -100,
        experienceEach: 10,
        achievements: [{ scope: 'party', name: 'A Map to Treasure' }],
        scenarios: ['7'],
      },
    });
    expect(s.party.reputation).toBe(-1);
    expect(s.party.prosperityCheckmarks).toBe(1);
    expect(s.characters.map((c) => [c.gold, c.xp])).toEqual([
      [0, 10],
      [0, 10],
    ]);
    expect(s.party.achievements).toEqual(['A Map to Treasure']);
    expect(s.scenarios.map((x) => x.id)).toEqual(['7']);
  });

  it('stores a scenario an event unlocks with its name from the content, as the host fills it in (issue 30, point 9)', () => {
    const s = cityEventResolved({ effects: { scenarios: ['90'] }, scenarioNames: { '90': 'Invented Vault' } });
    expect(s.scenarios.map((x) => [x.id, x.name])).toEqual([['90', 'Invented Vault']]);
  });
});

describe('event outcomes applied (1st ed. rulebook pp. 41-42)', () => {
  const drawn = () =>
    run(
      party(),
      { type: 'AddEventCards', deck: 'city', cardIds: ['1', '2'], seed: 3 },
      { type: 'AddEventCards', deck: 'road', cardIds: ['1'], seed: 3 },
      { type: 'DrawEvent', deck: 'city' },
    );
  const resolve = (effects: Record<string, unknown>) => ({
    type: 'ResolveEvent' as const,
    option: 'A',
    disposition: 'remove' as const,
    seed: 5,
    effects,
  });

  it('takes collective gold as the party shared it, and gives the item to who takes it', () => {
    const s = run(
      drawn(),
      resolve({
        collectiveGold: -10,
        goldShares: [
          { characterId: 'a', amount: -4 },
          { characterId: 'b', amount: -6 },
        ],
        items: [{ characterId: 'b', name: 'Boots' }],
      }),
    );
    expect(s.characters.map((c) => [c.gold, c.items])).toEqual([
      [56, []],
      [54, ['Boots']],
    ]);
  });

  it('refuses shares that do not add up, or a character paying more than it has', () => {
    expect(() => run(drawn(), resolve({ collectiveGold: -10, goldShares: [{ characterId: 'a', amount: -4 }] }))).toThrow(
      /add up to 4 gold; the card takes 10/,
    );
    expect(() =>
      run(
        drawn(),
        resolve({
          collectiveGold: -100,
          goldShares: [
            { characterId: 'a', amount: -70 },
            { characterId: 'b', amount: -30 },
          ],
        }),
      ),
    ).toThrow(/Ana has 60 gold and cannot pay 70/);
  });

  it('a loss bigger than the party has takes what there is (p. 42)', () => {
    const s = run(
      drawn(),
      resolve({
        collectiveGold: -500,
        goldShares: [
          { characterId: 'a', amount: -60 },
          { characterId: 'b', amount: -60 },
        ],
      }),
    );
    expect(s.characters.map((c) => c.gold)).toEqual([0, 0]);
  });

  it('an outcome whose condition is a payment the party cannot make is refused whole (p. 41)', () => {
    const priced = resolve({
      collectiveGold: -150,
      collectiveGoldIsPrice: true,
      reputation: 2,
      scenarios: ['93'],
      characterIds: ['a', 'b'],
      goldShares: [
        { characterId: 'a', amount: -60 },
        { characterId: 'b', amount: -60 },
      ],
    });
    expect(() => run(drawn(), priced)).toThrow(
      'This outcome needs the party to pay 150 gold together and it has 120; choose the outcome that applies otherwise. Nothing was changed.',
    );
    // Able to pay: the whole price is paid and the outcome applied.
    const paid = run(
      drawn(),
      resolve({
        collectiveGold: -100,
        collectiveGoldIsPrice: true,
        scenarios: ['93'],
        goldShares: [
          { characterId: 'a', amount: -50 },
          { characterId: 'b', amount: -50 },
        ],
      }),
    );
    expect(paid.characters.map((c) => c.gold)).toEqual([10, 10]);
    expect(paid.scenarios.map((x) => x.id)).toEqual(['93']);
  });

  it('shuffles added cards in and takes removed ones out', () => {
    const s = run(drawn(), resolve({ addedEvents: [{ deck: 'road', number: 9 }], removedEvents: [{ deck: 'road', number: 1 }] }));
    expect(s.eventDecks.road).toEqual(['road:9']);
    expect(s.removedEvents).toContain('road:1');
  });

  it('2nd edition: moves the factions', () => {
    const second = run(
      emptyCampaign('c', 'Two', 'gh2', 'campaign'),
      { type: 'AddEventCards', deck: 'city', cardIds: ['1'], seed: 3 },
      { type: 'DrawEvent', deck: 'city' },
      resolve({ factionReputation: [{ faction: 'military', delta: 2 }] }),
    );
    expect(second.party.factionReputation.military).toBe(2);
  });

  it('2nd edition: an outcome moves a faction no further than 12 until the faction is unlocked (2nd ed. rulebook p. 50)', () => {
    const drawnOnce = (...first: CampaignCommandInput[]) =>
      run(
        emptyCampaign('c', 'Two', 'gh2', 'campaign'),
        ...first,
        { type: 'ChangeFactionReputation', faction: 'military', delta: 11 },
        { type: 'AddEventCards', deck: 'city', cardIds: ['1'], seed: 3 },
        { type: 'DrawEvent', deck: 'city' },
        resolve({ factionReputation: [{ faction: 'military', delta: 3 }] }),
      ).party.factionReputation.military;
    expect(drawnOnce()).toBe(12);
    expect(drawnOnce({ type: 'UnlockFaction', faction: 'military' })).toBe(14);
  });
});
