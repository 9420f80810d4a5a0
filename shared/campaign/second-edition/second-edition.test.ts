import { describe, expect, it } from 'vitest';
import { campaignCommandSchema, type CampaignCommandInput } from '../commands';
import { decideCampaign } from '../decide';
import { evolveCampaignAll } from '../evolve';
import { emptyCampaign, type CampaignState } from '../state';

function run(state: CampaignState, ...inputs: CampaignCommandInput[]): CampaignState {
  return inputs.reduce((s, input) => evolveCampaignAll(s, decideCampaign(s, campaignCommandSchema.parse(input))), state);
}
const second = () => run(emptyCampaign('c', 'Two', 'gh2', 'campaign'), { type: 'CreateCharacter', characterId: 'a', classId: 'Bruiser', name: 'Ana', gold: 25 });

describe('the 2nd edition campaign sheet', () => {
  it('keeps reputation per faction, never below -10', () => {
    const s = run(second(), { type: 'ChangeFactionReputation', faction: 'merchants', delta: 3 }, { type: 'ChangeFactionReputation', faction: 'demons', delta: -15 });
    expect(s.party.factionReputation).toEqual({ demons: -10, merchants: 3, military: 0 });
  });

  it('refuses faction reputation in a 1st edition campaign', () => {
    expect(() => run(emptyCampaign('c', 'One', 'gh1', 'campaign'), { type: 'ChangeFactionReputation', faction: 'military', delta: 1 })).toThrow(/2nd edition rules/);
  });

  it('gains inspiration on a success (4 minus the characters) and never spends below 0', () => {
    const s = run(second(), { type: 'ApplyScenarioSettlement', scenarioId: '1', outcome: 'success', characters: [{ characterId: 'a', experience: 8, gold: 4, checkmarks: 0 }] });
    expect(s.party.inspiration).toBe(3);
    expect(() => run(s, { type: 'ChangeInspiration', delta: -4 })).toThrow(/has 3 inspiration/);
    expect(run(second(), { type: 'ApplyScenarioSettlement', scenarioId: '1', outcome: 'failure', characters: [] }).party.inspiration).toBe(0);
  });

  it('counts each mastery as a perk mark', () => {
    expect(() => run(second(), { type: 'AddPerk', characterId: 'a', perk: 'Replace one -1' })).toThrow(/all 0 perks/);
    const s = run(second(), { type: 'SetMasteries', characterId: 'a', masteries: 1 }, { type: 'AddPerk', characterId: 'a', perk: 'Replace one -1' });
    expect(s.characters[0]?.perks).toEqual(['Replace one -1']);
  });
});
