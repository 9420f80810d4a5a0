import { describe, expect, it } from 'vitest';
import { campaignPlayRefusal, roadEventRefusal, unmetRequirements } from './scenario-requirements';
import { englishRefusal, type Refusal } from '../refusal';
import { run } from './campaign.fixture';
import { emptyCampaign } from './state';

/** The refusal's English sentence (the host words it in the request's language). */
const english = (refusal: Refusal | null) => (refusal ? englishRefusal(refusal) : null);

const campaign = () => {
  const c = emptyCampaign('c', 'Req', 'gh1', 'campaign');
  return {
    ...c,
    globalAchievements: ['The Merchant Flees'],
    party: { ...c.party, achievements: ['First Steps'] },
    scenarios: [
      { id: '14', name: '', isUnlocked: true, isCompleted: true, attempts: 1 },
      { id: '8', name: '', isUnlocked: true, isCompleted: false, attempts: 0 },
    ],
  };
};

describe('scenario requirements', () => {
  /** What is unmet, keyed as the scenarios tab words it, and in English. */
  const unmet = (requirements: string[]) => {
    const keyed = unmetRequirements(campaign(), requirements);
    return { keyed, english: keyed.map(englishRefusal) };
  };

  it('needs every listed achievement and completed scenario', () => {
    expect(unmet(['party: First Steps', 'global: The Merchant Flees'])).toEqual({ keyed: [], english: [] });
    expect(unmet(['completed: 14 and 8'])).toEqual({
      keyed: [{ key: 'host.requirement.completed', params: { scenario: '8' } }],
      english: ['scenario 8 completed'],
    });
    expect(unmet(["party: Jekserah's Plans, First Steps"]).english).toEqual(["party achievement Jekserah's Plans"]);
  });
  it('refuses what a forbidden achievement blocks', () => {
    expect(unmet(['global: !The Merchant Flees'])).toEqual({
      keyed: [{ key: 'host.requirement.achievement', params: { forbidden: 'yes', kind: 'global', name: 'The Merchant Flees' } }],
      english: ['no global achievement The Merchant Flees'],
    });
    expect(unmet(['global: !The Dead Invade']).keyed).toEqual([]);
  });
  it('refuses what a scenario that must not be completed yet blocks', () => {
    expect(unmet(['completed: !14, !8'])).toEqual({
      keyed: [{ key: 'host.requirement.notCompleted', params: { scenario: '14' } }],
      english: ['scenario 14 not completed'],
    });
  });
  it('passes over a line that names no kind of requirement', () => {
    expect(unmet(['First Steps', 'rumour: Gloom']).keyed).toEqual([]);
  });
});

describe('campaignPlayRefusal (1st ed. rulebook p. 34 "Campaign Overview")', () => {
  const barrowLair = { id: '2', index: '2', name: 'Barrow Lair', requirements: ['completed: 1', 'party: First Steps'] };
  const base = emptyCampaign('c', 'C', 'gh1', 'campaign');

  it('refuses a scenario whose requirements are not met, naming them', () => {
    expect(english(campaignPlayRefusal(base, barrowLair)?.refusal ?? null)).toBe(
      'Scenario 2 "Barrow Lair" needs scenario 1 completed, party achievement First Steps, which the party does not have yet (casual mode plays it regardless). No scenario was started.',
    );
    // Each need keyed too, for the host to word in the request's language (issue 18).
    expect(campaignPlayRefusal(base, barrowLair)?.unmet).toEqual([
      { key: 'host.requirement.completed', params: { scenario: '1' } },
      { key: 'host.requirement.achievement', params: { forbidden: 'no', kind: 'party', name: 'First Steps' } },
    ]);
  });

  it('allows it once they are, refuses it again once completed, and casual mode plays anything', () => {
    const ready = {
      ...base,
      party: { ...base.party, achievements: ['First Steps'] },
      scenarios: [{ id: '1', name: 'Black Barrow', isUnlocked: true, isCompleted: true, attempts: 1 }],
    };
    expect(campaignPlayRefusal(ready, barrowLair)).toBeNull();
    const done = {
      ...ready,
      scenarios: [...ready.scenarios, { id: '2', name: 'Barrow Lair', isUnlocked: true, isCompleted: true, attempts: 1 }],
    };
    expect(english(campaignPlayRefusal(done, barrowLair)?.refusal ?? null)).toMatch(
      /already completed; in campaign mode it is not played again/,
    );
    expect(campaignPlayRefusal({ ...base, mode: 'casual' }, barrowLair)).toBeNull();
  });
});

describe('a due road event comes before the scenario is set up (1st ed. p. 41; 2nd ed. "Scenario Setup")', () => {
  it.each(['gh1', 'gh2'] as const)('%s: refused while it is due or being read, allowed once resolved', (edition) => {
    const settled = run(
      emptyCampaign('c', 'Road', edition, 'campaign'),
      { type: 'CreateCharacter', characterId: 'a', classId: 'Brute', name: 'Ana', gold: 30 },
      { type: 'UnlockScenario', scenarioId: '1', name: 'Black Barrow' },
      { type: 'UnlockScenario', scenarioId: '2', name: 'Barrow Lair' },
      { type: 'AddEventCards', deck: 'road', cardIds: ['1'], seed: 1 },
      {
        type: 'ApplyScenarioSettlement',
        scenarioId: '1',
        outcome: 'success',
        characters: [{ characterId: 'a', experience: 0, gold: 0, checkmarks: 0 }],
      },
    );
    expect(roadEventRefusal(settled)).toBeNull();
    const due = run(settled, { type: 'TravelToScenario', scenarioId: '2', name: 'Barrow Lair', needsRoadEvent: true });
    expect(english(roadEventRefusal(due))).toBe(
      'A road event is due on the way to scenario 2 "Barrow Lair"; draw and resolve it on the campaign screen before setting the scenario up. No scenario was started.',
    );
    const reading = run(due, { type: 'DrawEvent', deck: 'road' });
    expect(english(roadEventRefusal(reading))).toMatch(/^The road event being read is not resolved yet/);
    const resolved = run(reading, { type: 'ResolveEvent', option: 'A', effects: {}, disposition: 'return' });
    expect(roadEventRefusal(resolved)).toBeNull();
  });
});
