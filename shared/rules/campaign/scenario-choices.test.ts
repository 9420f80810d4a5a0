import { describe, expect, it } from 'vitest';
import {
  compareScenarioIndexes,
  defaultPlayPack,
  defaultScenario,
  scenarioChoices,
  scenarioLabel,
  scenariosOnlyCasual,
} from './scenario-choices';
import { emptyCampaign } from './state';

// Content keys a scenario by its printed number in lower case (content/import/ghs/scenarios.ts).
const s = (index: string, name = `Scenario ${index}`, requirements: string[] = []) => ({
  id: index.toLowerCase(),
  index,
  name,
  requirements,
});
const book = [
  s('24'),
  s('23B'),
  s('2'),
  s('10', 'Plane of Elemental Power', ['global: The Rift Neutralized']),
  s('rnd', 'Random Dungeon'),
  s('23'),
  s('1', 'Black Barrow'),
  s('23A'),
];
const campaign = {
  ...emptyCampaign('c', 'Test', 'gh1', 'campaign'),
  contentPackIds: ['ghs-gh1'],
  scenarios: [
    { id: '1', name: 'Black Barrow', isUnlocked: true, isCompleted: true, attempts: 1 },
    { id: '23A', name: '', isUnlocked: true, isCompleted: false, attempts: 0 },
    { id: '2', name: '', isUnlocked: true, isCompleted: false, attempts: 0 },
  ],
};

describe('scenario choices', () => {
  it('orders by number, lettered ones after their number, non-numbers last', () => {
    expect([...book].sort((a, b) => compareScenarioIndexes(a.index, b.index)).map((x) => x.index)).toEqual([
      '1',
      '2',
      '10',
      '23',
      '23A',
      '23B',
      '24',
      'rnd',
    ]);
  });

  it('labels a scenario by number and name', () => {
    expect(scenarioLabel(s('1', 'Black Barrow'))).toBe('1 Black Barrow');
    expect(scenarioLabel({ id: 'demo-1', index: 'demo-1', name: 'The Sunken Mill' })).toBe('The Sunken Mill');
  });

  it('offers a campaign the scenarios unlocked on its map and not completed, from its own pack, and the random dungeon (p. 50)', () => {
    expect(scenarioChoices(book, campaign, 'ghs-gh1', false).map((x) => x.index)).toEqual(['2', '23A', 'rnd']);
  });

  it('with "show all" adds the scenarios not unlocked yet, never one Start refuses in campaign mode (issue 29)', () => {
    // Black Barrow is completed and 10 needs an achievement the campaign lacks (p. 34): Start
    // refuses both, so neither is on the list; casual mode plays them.
    expect(scenarioChoices(book, campaign, 'ghs-gh1', true).map((x) => x.index)).toEqual(['2', '23', '23A', '23B', '24', 'rnd']);
    expect(scenariosOnlyCasual(book, campaign)).toBe(2);
    const casual = { ...campaign, mode: 'casual' as const };
    expect(scenarioChoices(book, casual, 'ghs-gh1', true).map((x) => x.index)).toEqual(['1', '2', '10', '23', '23A', '23B', '24', 'rnd']);
    expect(scenariosOnlyCasual(book, casual)).toBe(0);
  });

  it('offers every scenario without a campaign; from a pack the campaign does not use, all but those Start refuses', () => {
    expect(scenarioChoices(book, null, 'ghs-gh1', false).map((x) => x.index)).toEqual(['1', '2', '10', '23', '23A', '23B', '24', 'rnd']);
    expect(scenarioChoices(book, campaign, 'haven-demo', false).map((x) => x.index)).toEqual(['2', '23', '23A', '23B', '24', 'rnd']);
  });

  it("starts on the campaign's own pack, the demo only when the campaign uses none offered", () => {
    expect(defaultPlayPack(['haven-demo', 'ghs-gh1'], ['ghs-gh1'])).toBe('ghs-gh1');
    expect(defaultPlayPack(['haven-demo', 'ghs-gh1'], ['haven-demo', 'ghs-gh1'])).toBe('ghs-gh1');
    expect(defaultPlayPack(['ghs-gh1', 'haven-demo'], [])).toBe('haven-demo');
    expect(defaultPlayPack(['ghs-gh1'], [])).toBe('ghs-gh1');
    expect(defaultPlayPack([], ['ghs-gh1'])).toBeNull();
  });
});

describe('the scenario the play setup preselects (issue 29)', () => {
  const offered = scenarioChoices(book, { ...campaign, mode: 'casual' }, 'ghs-gh1', false); // 1, 2, 23A, rnd
  const at = (travel: { scenarioId: string } | null) => ({
    ...campaign,
    whereabouts: {
      place: 'town' as const,
      lastScenario: null,
      cityEventDone: false,
      travel: travel && { ...travel, name: '', reason: '', roadEvent: 'drawn' as const },
    },
  });

  it('is the one the party travelled to, not the first of the list', () => {
    expect(defaultScenario(offered, at({ scenarioId: '23A' }))?.index).toBe('23A');
    expect(defaultScenario(offered, at({ scenarioId: '23a' }))?.index).toBe('23A');
  });

  it('without a journey, the first not completed; without a campaign, the first', () => {
    expect(defaultScenario(offered, at(null))?.index).toBe('2');
    expect(defaultScenario(offered, null)?.index).toBe('1');
  });
});
