import { expect, it } from 'vitest';
import { run } from '../campaign.fixture';
import { emptyCampaign } from '../state';

const start = [
  { scenarioId: '0', name: 'Training Course' },
  { scenarioId: '1', name: 'Bandit Camp' },
];

it("a new campaign opens its content's starting scenarios when it chooses its packs (rulebook p. 6, the data's initial scenarios)", () => {
  const s = run(emptyCampaign('c', 'New', 'gh2', 'campaign'), { type: 'UseContentPacks', packIds: ['gh2e'], startingScenarios: start });
  expect(s.scenarios.map((x) => [x.id, x.name, x.isUnlocked])).toEqual([
    ['0', 'Training Course', true],
    ['1', 'Bandit Camp', true],
  ]);
});

it('a campaign under way keeps its own scenarios when its packs change', () => {
  const s = run(
    emptyCampaign('c', 'Old', 'gh1', 'campaign'),
    { type: 'UnlockScenario', scenarioId: '5', name: 'A Scenario' },
    { type: 'UseContentPacks', packIds: ['gh'], startingScenarios: [{ scenarioId: '1', name: 'Black Barrow' }] },
  );
  expect(s.scenarios.map((x) => x.id)).toEqual(['5']);
});
