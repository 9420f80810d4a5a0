import { describe, expect, it } from 'vitest';
import { run } from '../campaign.fixture';
import { type CampaignCommandInput } from '../commands';
import { emptyCampaign } from '../state';

const settle = (scenarioId: string, outcome: 'success' | 'failure', experience = 0): CampaignCommandInput => ({
  type: 'ApplyScenarioSettlement',
  scenarioId,
  outcome,
  characters: [{ characterId: 'a', experience, gold: 0, checkmarks: 0 }],
});
const party = (edition: 'gh1' | 'gh2' = 'gh1') =>
  run(
    emptyCampaign('c', 'Visit', edition, 'campaign'),
    { type: 'CreateCharacter', characterId: 'a', classId: 'Brute', name: 'Ana', gold: 60 },
    { type: 'UnlockScenario', scenarioId: '1', name: 'Black Barrow' },
    { type: 'AddEventCards', deck: 'city', cardIds: ['1', '2', '3'], seed: 1 },
    { type: 'AddEventCards', deck: 'road', cardIds: ['1', '2', '3'], seed: 2 },
  );

describe('after a scenario: back to Gloomhaven or on the road (1st ed. rulebook p. 41)', () => {
  it('the party starts in town, and is where it played after a settlement', () => {
    expect(party().whereabouts.place).toBe('town');
    const after = run(party(), settle('1', 'success'));
    expect(after.whereabouts).toMatchObject({ place: 'scenario', lastScenario: { id: '1', outcome: 'success' } });
  });

  it('travelling on to a linked scenario takes no road event; to another one, it does', () => {
    const after = run(party(), settle('1', 'success'), { type: 'UnlockScenario', scenarioId: '2', name: 'Barrow Lair' });
    const linked = run(after, { type: 'TravelToScenario', scenarioId: '2', links: [], lastLinks: ['2'] });
    expect(linked.whereabouts.travel).toMatchObject({ scenarioId: '2', roadEvent: 'none' });
    expect(() => run(linked, { type: 'DrawEvent', deck: 'road' })).toThrow(/No road event is due/);
    const unlinked = run(after, { type: 'TravelToScenario', scenarioId: '2', links: [], lastLinks: [] });
    expect(unlinked.whereabouts.travel?.roadEvent).toBe('due');
    const drawn = run(unlinked, { type: 'DrawEvent', deck: 'road' });
    expect(drawn.whereabouts.travel?.roadEvent).toBe('drawn');
    expect(() =>
      run(drawn, { type: 'ResolveEvent', option: 'A', effects: {}, disposition: 'return' }, { type: 'DrawEvent', deck: 'road' }),
    ).toThrow(/No road event is due/);
  });

  it('from town a road event is due even to a scenario linked to the last one (the Barrow Lair example)', () => {
    const s = run(
      party(),
      settle('1', 'success'),
      { type: 'UnlockScenario', scenarioId: '2', name: 'Barrow Lair' },
      { type: 'ReturnToTown' },
      { type: 'TravelToScenario', scenarioId: '2', links: ['1'], lastLinks: ['2'] },
    );
    expect(s.whereabouts.travel?.roadEvent).toBe('due');
  });

  it('refuses a completed scenario in campaign mode and a scenario never unlocked', () => {
    const after = run(party(), settle('1', 'success'));
    expect(() => run(after, { type: 'TravelToScenario', scenarioId: '1' })).toThrow(/already completed/);
    expect(() => run(after, { type: 'TravelToScenario', scenarioId: '9' })).toThrow(/not unlocked/);
  });

  it('2nd edition: replaying a lost scenario at once takes no road event', () => {
    const s = run(party('gh2'), settle('1', 'failure'), { type: 'TravelToScenario', scenarioId: '1', needsRoadEvent: true });
    expect(s.whereabouts.travel).toMatchObject({ roadEvent: 'none', reason: 'the party replays the lost scenario at once' });
  });
});

describe('a visit to Gloomhaven (1st ed. rulebook pp. 42-45)', () => {
  it('has one city event, drawn in town only', () => {
    const after = run(party(), settle('1', 'success'));
    expect(() => run(after, { type: 'DrawEvent', deck: 'city' })).toThrow(/return to town first/);
    const visit = run(
      after,
      { type: 'ReturnToTown' },
      { type: 'DrawEvent', deck: 'city' },
      {
        type: 'ResolveEvent',
        option: 'A',
        effects: {},
        disposition: 'return',
      },
    );
    expect(() => run(visit, { type: 'DrawEvent', deck: 'city' })).toThrow(/one per visit/);
  });

  it('allows one donation per character per visit, in town only', () => {
    const s = run(party(), { type: 'Donate', characterId: 'a' });
    expect(() => run(s, { type: 'Donate', characterId: 'a' })).toThrow(/already donated/);
    const field = run(s, settle('1', 'success'));
    expect(() => run(field, { type: 'Donate', characterId: 'a' })).toThrow(/only in Gloomhaven/);
    expect(run(field, { type: 'ReturnToTown' }, { type: 'Donate', characterId: 'a' }).party.donations).toBe(20);
  });

  it('levels a character up only in town, one level at a time, once the experience is there (p. 44)', () => {
    const after = run(party(), settle('1', 'success', 100));
    expect(after.characters[0]).toMatchObject({ xp: 100, level: 1 });
    expect(() => run(after, { type: 'LevelUp', characterId: 'a' })).toThrow(/only in Gloomhaven/);
    expect(() => run(after, { type: 'AddPerk', characterId: 'a', perk: 'Replace one -1' })).toThrow(/all 0 perks/);
    const town = run(after, { type: 'ReturnToTown' }, { type: 'LevelUp', characterId: 'a' });
    expect(town.characters[0]?.level).toBe(2);
    expect(run(town, { type: 'LevelUp', characterId: 'a' }).characters[0]?.level).toBe(3);
    expect(() => run(town, { type: 'LevelUp', characterId: 'a' }, { type: 'LevelUp', characterId: 'a' })).toThrow(/not enough for level 4/);
    expect(run(town, { type: 'AddPerk', characterId: 'a', perk: 'Replace one -1' }).characters[0]?.perks).toHaveLength(1);
  });

  it('a new visit cannot start while an event card is being read, nor from town', () => {
    expect(() => run(party(), { type: 'ReturnToTown' })).toThrow(/already in Gloomhaven/);
    const reading = run(party(), { type: 'DrawEvent', deck: 'city' });
    expect(() => run(reading, { type: 'TravelToScenario', scenarioId: '1' })).toThrow(/Resolve the city event/);
  });
});

describe('an event outcome for the next scenario is kept until it is set up (guide "Scenario setup" step 9)', () => {
  it('keeps damage, conditions, blesses and curses per character, adds up two outcomes, and the next setup takes them', () => {
    const road = run(
      party('gh2'),
      { type: 'CreateCharacter', characterId: 'b', classId: 'Tinkerer', name: 'Bo', gold: 30 },
      { type: 'DrawEvent', deck: 'city' },
      {
        type: 'ResolveEvent',
        option: 'A',
        disposition: 'return',
        effects: { characterIds: ['a', 'b'], nextScenario: { damage: 2, conditions: ['wound'] } },
      },
    );
    expect(road.nextScenario).toEqual([
      { characterId: 'a', damage: 2, conditions: ['wound'], blesses: 0, curses: 0, spentItems: [], consumedItems: [] },
      { characterId: 'b', damage: 2, conditions: ['wound'], blesses: 0, curses: 0, spentItems: [], consumedItems: [] },
    ]);
    const again = run(
      road,
      { type: 'TravelToScenario', scenarioId: '1', needsRoadEvent: true },
      { type: 'DrawEvent', deck: 'road' },
      {
        type: 'ResolveEvent',
        option: 'B',
        disposition: 'return',
        effects: { characterIds: ['a'], nextScenario: { damage: 1, conditions: ['wound', 'ward'], blesses: 1, curses: 2 } },
      },
    );
    expect(again.nextScenario[0]).toEqual({
      characterId: 'a',
      damage: 3,
      conditions: ['wound', 'ward'],
      blesses: 1,
      curses: 2,
      spentItems: [],
      consumedItems: [],
    });
    const started = run(again, { type: 'TakeNextScenarioEffects', scenarioId: '1' });
    expect(started.nextScenario).toEqual([]);
  });

  it('1st edition has no ward: such an outcome is refused whole', () => {
    const reading = run(party(), { type: 'DrawEvent', deck: 'city' });
    expect(() =>
      run(reading, {
        type: 'ResolveEvent',
        option: 'A',
        disposition: 'return',
        effects: { characterIds: ['a'], reputation: 1, nextScenario: { conditions: ['ward'] } },
      }),
    ).toThrow(/ward is not a condition of this edition; nothing was changed/);
  });

  it("keeps the items an event spent or consumed, each a character's own, consumed over spent; another character's item is refused whole", () => {
    const owning = run(
      party(),
      { type: 'CreateCharacter', characterId: 'b', classId: 'Tinkerer', name: 'Bo', gold: 30 },
      { type: 'AddItem', characterId: 'a', item: 'Boots of Striding' },
      { type: 'AddItem', characterId: 'a', item: 'Minor Healing Potion' },
      { type: 'DrawEvent', deck: 'city' },
    );
    const resolve = (turnedItems: Array<{ characterId: string; name: string; as: 'spent' | 'consumed' }>) =>
      run(owning, { type: 'ResolveEvent', option: 'A', disposition: 'return', effects: { characterIds: ['a', 'b'], turnedItems } });
    expect(() => resolve([{ characterId: 'b', name: 'Boots of Striding', as: 'spent' }])).toThrow(
      "Bo does not own Boots of Striding, so the event cannot mark it spent or consumed. Choose one of Bo's items. Nothing was changed.",
    );
    const kept = resolve([
      { characterId: 'a', name: 'Boots of Striding', as: 'spent' },
      { characterId: 'a', name: 'Minor Healing Potion', as: 'spent' },
    ]);
    expect(kept.nextScenario).toEqual([
      {
        characterId: 'a',
        damage: 0,
        conditions: [],
        blesses: 0,
        curses: 0,
        spentItems: ['Boots of Striding', 'Minor Healing Potion'],
        consumedItems: [],
      },
    ]);
    // A second event consumes one of them: face down outranks sideways.
    const again = run(
      kept,
      { type: 'TravelToScenario', scenarioId: '1', needsRoadEvent: true },
      { type: 'DrawEvent', deck: 'road' },
      {
        type: 'ResolveEvent',
        option: 'A',
        disposition: 'return',
        effects: { turnedItems: [{ characterId: 'a', name: 'Minor Healing Potion', as: 'consumed' }] },
      },
    );
    expect(again.nextScenario[0]).toMatchObject({ spentItems: ['Boots of Striding'], consumedItems: ['Minor Healing Potion'] });
  });
});
