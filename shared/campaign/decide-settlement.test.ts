import { describe, expect, it } from 'vitest';
import { campaignCommandSchema, type CampaignCommandInput } from './commands';
import { decideCampaign } from './decide';
import { describeCampaignEvent } from './describe';
import { evolveCampaignAll } from './evolve';
import { emptyCampaign, type CampaignState } from './state';

function run(state: CampaignState, ...inputs: CampaignCommandInput[]): CampaignState {
  return inputs.reduce((s, input) => evolveCampaignAll(s, decideCampaign(s, campaignCommandSchema.parse(input))), state);
}

const party = run(
  emptyCampaign('c1', 'Test', 'gh1', 'campaign'),
  { type: 'CreateCharacter', characterId: 'a', classId: 'lanternwright', name: 'Ada', gold: 30 },
  { type: 'CreateCharacter', characterId: 'b', classId: 'reedwalker', name: 'Bo', gold: 20 },
);

const settlement = (outcome: 'success' | 'failure', checkmarks = 1): CampaignCommandInput => ({
  type: 'ApplyScenarioSettlement',
  scenarioId: 'demo-1',
  scenarioName: 'The Sunken Mill',
  outcome,
  characters: [
    { characterId: 'a', experience: 12, gold: 6, checkmarks },
    { characterId: 'b', experience: 50, gold: 0, checkmarks: 0 },
  ],
});

describe('applying a scenario settlement (guide "Ending a scenario and cashing out")', () => {
  it('gives each character its experience, gold and checkmarks and records the scenario, in one entry', () => {
    const events = decideCampaign(party, campaignCommandSchema.parse(settlement('success')));
    expect(events.map((e) => e.type)).toEqual(['ExperienceChanged', 'GoldChanged', 'CheckmarksChanged', 'ExperienceChanged', 'ScenarioUnlocked', 'ScenarioPlayed']);
    const after = evolveCampaignAll(party, events);
    expect(after.characters.map((c) => [c.xp, c.gold, c.checkmarks])).toEqual([[12, 36, 1], [50, 20, 0]]);
    expect(after.scenarios).toEqual([{ id: 'demo-1', name: 'The Sunken Mill', isUnlocked: true, isCompleted: true, attempts: 1 }]);
    // Bo passes 45 XP: level 2, and the history line says so.
    expect(describeCampaignEvent(party, events[3]!)).toMatch(/reached level 2/);
  });

  it('a failure still counts the attempt, without completing the scenario', () => {
    const after = run(party, settlement('failure', 0));
    expect(after.scenarios[0]).toMatchObject({ isCompleted: false, attempts: 1 });
    expect(after.characters[0]?.xp).toBe(12);
  });

  it('an unlocked scenario is not unlocked twice', () => {
    const unlocked = run(party, { type: 'UnlockScenario', scenarioId: 'demo-1', name: 'The Sunken Mill' });
    const events = decideCampaign(unlocked, campaignCommandSchema.parse(settlement('success')));
    expect(events.filter((e) => e.type === 'ScenarioUnlocked')).toHaveLength(0);
  });

  it('refuses an unknown or retired character, and negative shares at the boundary', () => {
    expect(() => run(party, { ...settlement('success'), characters: [{ characterId: 'zz', experience: 1, gold: 0, checkmarks: 0 }] } as CampaignCommandInput)).toThrow(/no character with id zz/);
    const retired = run(party, { type: 'RetireCharacter', characterId: 'a' });
    expect(() => run(retired, settlement('success'))).toThrow(/retired/);
    const parsed = campaignCommandSchema.safeParse({ ...settlement('success'), characters: [{ characterId: 'a', experience: -1, gold: 0, checkmarks: 0 }] });
    expect(parsed.error?.issues[0]?.message).toBe('experience earned cannot be negative');
  });
});
