import { describe, expect, it } from 'vitest';
import { englishRefusal } from '../refusal';
import { scenarioChoices } from './scenario-choices';
import { emptyCampaign } from './state';
import { travelChoices } from './travel-choices';

// Scenarios as the content states them; Barrow Lair here needs a global achievement (gh.json's needs a party one and Black Barrow completed).
const content = [
  { id: '1', index: '1', name: 'Black Barrow', requirements: [] },
  { id: '2', index: '2', name: 'Barrow Lair', requirements: ['global: First Steps'] },
  { id: '4', index: '4', name: 'Crypt of the Damned', requirements: [] },
  { id: '5', index: '5', name: 'Ruinous Crypt', requirements: [] },
];
const record = (id: string, name: string, isUnlocked = true) => ({ id, name, isUnlocked, isCompleted: false, attempts: 0 });
const campaign = {
  ...emptyCampaign('c', 'Test', 'gh1', 'campaign'),
  contentPackIds: ['ghs-gh1'],
  scenarios: [
    { ...record('1', 'Black Barrow'), isCompleted: true },
    record('2', 'Barrow Lair'),
    record('4', 'Crypt of the Damned'),
    record('5', 'Ruinous Crypt', false),
  ],
};

describe('where the party may travel (issue 29)', () => {
  it('offers only unlocked scenarios not completed whose requirements are met, and says what the others need (p. 34)', () => {
    const choices = travelChoices(campaign, content);
    expect(choices.offered.map((s) => s.id)).toEqual(['4']);
    expect(choices.refused.map((r) => [r.scenario.id, r.unmet.map(englishRefusal)])).toEqual([['2', ['global achievement First Steps']]]);
  });

  it('offers a scenario once its requirement is met', () => {
    const choices = travelChoices({ ...campaign, globalAchievements: ['First Steps'] }, content);
    expect(choices.offered.map((s) => s.id)).toEqual(['2', '4']);
    expect(choices.refused).toEqual([]);
  });

  it('offers exactly what the play setup offers from the campaign map, so a journey never ends at a scenario the setup leaves out', () => {
    for (const globalAchievements of [[], ['First Steps']]) {
      const state = { ...campaign, globalAchievements };
      const setup = scenarioChoices(content, state, 'ghs-gh1', false).map((s) => s.index);
      expect(travelChoices(state, content).offered.map((s) => s.id)).toEqual(setup);
    }
  });

  it('offers nothing in casual mode, which does not travel', () => {
    expect(travelChoices({ ...campaign, mode: 'casual' }, content)).toEqual({ offered: [], refused: [] });
  });
});
