import { describe, expect, it } from 'vitest';
import { eventsOf, run } from '../campaign.fixture';
import type { CampaignCommandInput } from '../commands';
import { emptyCampaign, type CampaignState } from '../state';

const second = () =>
  run(emptyCampaign('c', 'Two', 'gh2', 'campaign'), {
    type: 'CreateCharacter',
    characterId: 'a',
    classId: 'Bruiser',
    name: 'Ana',
    gold: 25,
  });

describe('the 2nd edition campaign sheet', () => {
  it('keeps reputation per faction, never below -10', () => {
    const s = run(
      second(),
      { type: 'ChangeFactionReputation', faction: 'merchants', delta: 3 },
      { type: 'ChangeFactionReputation', faction: 'demons', delta: -15 },
    );
    expect(s.party.factionReputation).toEqual({ demons: -10, merchants: 3, military: 0 });
  });

  it('refuses faction reputation in a 1st edition campaign', () => {
    expect(() =>
      run(emptyCampaign('c', 'One', 'gh1', 'campaign'), { type: 'ChangeFactionReputation', faction: 'military', delta: 1 }),
    ).toThrow(/2nd edition rules/);
  });

  it('gains inspiration on a success (4 minus the characters) and never spends below 0', () => {
    const s = run(second(), {
      type: 'ApplyScenarioSettlement',
      scenarioId: '1',
      outcome: 'success',
      characters: [{ characterId: 'a', experience: 8, gold: 4, checkmarks: 0 }],
    });
    expect(s.party.inspiration).toBe(3);
    expect(() => run(s, { type: 'ChangeInspiration', delta: -4 })).toThrow(/has 3 inspiration/);
    expect(run(second(), { type: 'ApplyScenarioSettlement', scenarioId: '1', outcome: 'failure', characters: [] }).party.inspiration).toBe(
      0,
    );
  });

  it('counts each mastery as a perk mark', () => {
    expect(() => run(second(), { type: 'AddPerk', characterId: 'a', perk: 'Replace one -1' })).toThrow(/all 0 perks/);
    const s = run(
      second(),
      { type: 'SetMasteries', characterId: 'a', masteries: 1 },
      { type: 'AddPerk', characterId: 'a', perk: 'Replace one -1' },
    );
    expect(s.characters[0]?.perks).toEqual(['Replace one -1']);
  });
});

const setup = {
  startingEvents: { city: Array.from({ length: 20 }, (_, i) => i + 1), road: Array.from({ length: 20 }, (_, i) => i + 1) },
  milestones: [
    { track: 'prosperity' as const, value: 11, section: '48.2', name: 'Prosperity 3', requiresCompleted: [] },
    {
      track: 'reputation' as const,
      faction: 'merchants' as const,
      value: 6,
      section: '49.1',
      name: 'Merchant Reputation 6',
      requiresCompleted: ['8'],
    },
    {
      track: 'reputation' as const,
      faction: 'military' as const,
      value: 9,
      section: '83.3',
      name: 'Military Reputation 9',
      requiresCompleted: [],
    },
    { track: 'imbuement' as const, value: 10, section: '133.2', name: 'Imbuement 10', requiresCompleted: [] },
  ],
};
const setUp = () => run(second(), { type: 'SetUpSecondEditionCampaign', setup, seed: 7 });
const reached = (before: CampaignState, input: CampaignCommandInput) =>
  eventsOf(before, input).flatMap((event) => (event.type === 'MilestoneReached' ? [event.milestone.section] : []));

describe('a 2nd edition campaign set up from its content', () => {
  it('starts the city and road decks with the cards the campaign names, shuffled by the seed (2nd ed. "Campaign Setup")', () => {
    const s = setUp();
    expect([...s.eventDecks.city].sort()).toEqual(setup.startingEvents.city.map((n) => `city:${n}`).sort());
    expect(s.eventDecks.road).toHaveLength(20);
    expect(s.eventDecks.city).not.toEqual(setup.startingEvents.city.map((n) => `city:${n}`));
    expect(run(second(), { type: 'SetUpSecondEditionCampaign', setup, seed: 7 }).eventDecks).toEqual(s.eventDecks);
    expect(s.secondEdition.milestones).toHaveLength(4);
  });

  it('is set up once, only in the 2nd edition, and only with a setup from the content', () => {
    expect(() => run(setUp(), { type: 'SetUpSecondEditionCampaign', setup, seed: 1 })).toThrow(/already set up/);
    expect(() => run(emptyCampaign('c', 'One', 'gh1', 'campaign'), { type: 'SetUpSecondEditionCampaign', setup, seed: 1 })).toThrow(
      /2nd edition rules/,
    );
    expect(() => run(second(), { type: 'SetUpSecondEditionCampaign', seed: 1 })).toThrow(/Gloomhaven 2nd Edition pack/);
  });

  it("moves the factions' reputation by a completed scenario's rewards, not by a failed one", () => {
    const settle = (outcome: 'success' | 'failure') =>
      run(setUp(), {
        type: 'ApplyScenarioSettlement',
        scenarioId: '1',
        outcome,
        characters: [],
        factionRewards: [
          { faction: 'merchants', delta: 1 },
          { faction: 'military', delta: 1 },
        ],
      });
    expect(settle('success').party.factionReputation).toEqual({ demons: 0, merchants: 1, military: 1 });
    expect(settle('failure').party.factionReputation).toEqual({ demons: 0, merchants: 0, military: 0 });
  });

  it('announces a milestone with its section when its track reaches it, once', () => {
    const s = setUp();
    expect(reached(s, { type: 'ChangeProsperity', delta: 10 })).toEqual([]);
    expect(reached(s, { type: 'ChangeProsperity', delta: 11 })).toEqual(['48.2']);
    const after = run(s, { type: 'ChangeProsperity', delta: 11 });
    expect(after.secondEdition.reached).toEqual(['48.2']);
    expect(reached(after, { type: 'ChangeProsperity', delta: 1 })).toEqual([]);
    expect(reached(s, { type: 'ChangeFactionReputation', faction: 'military', delta: 9 })).toEqual(['83.3']);
    expect(reached(s, { type: 'ChangeImbuement', delta: 10 })).toEqual(['133.2']);
  });

  it('reaches a reputation milestone below 0 going down, never going up', () => {
    const low = {
      track: 'reputation' as const,
      faction: 'demons' as const,
      value: -5,
      section: '9.9',
      name: 'Demons -5',
      requiresCompleted: [],
    };
    const s = run(second(), { type: 'SetUpSecondEditionCampaign', setup: { ...setup, milestones: [low] }, seed: 7 });
    expect(reached(s, { type: 'ChangeFactionReputation', faction: 'demons', delta: 5 })).toEqual([]);
    expect(reached(s, { type: 'ChangeFactionReputation', faction: 'demons', delta: -4 })).toEqual([]);
    expect(reached(s, { type: 'ChangeFactionReputation', faction: 'demons', delta: -5 })).toEqual(['9.9']);
  });

  it('holds a reputation milestone back until the scenarios it requires are completed', () => {
    const s = run(setUp(), { type: 'ChangeFactionReputation', faction: 'merchants', delta: 6 });
    expect(s.secondEdition.reached).toEqual([]);
    expect(reached(s, { type: 'ApplyScenarioSettlement', scenarioId: '8', outcome: 'success', characters: [] })).toEqual(['49.1']);
  });

  it('keeps imbuement at 0 or more and announces nothing in a campaign never set up', () => {
    expect(() => run(second(), { type: 'ChangeImbuement', delta: -1 })).toThrow(/Imbuement is at 0/);
    expect(reached(second(), { type: 'ChangeProsperity', delta: 20 })).toEqual([]);
  });
});

describe('2nd edition: faction reputation stops at 12 until the faction is unlocked (2nd ed. rulebook p. 50)', () => {
  it('refuses a gain past 12, and goes on to 20 once the faction is unlocked', () => {
    const at12 = run(second(), { type: 'ChangeFactionReputation', faction: 'merchants', delta: 15 });
    expect(at12.party.factionReputation.merchants).toBe(12);
    expect(() => run(at12, { type: 'ChangeFactionReputation', faction: 'merchants', delta: 1 })).toThrow(
      "Reputation with the Merchant's Guild is already 12, as far as it goes until the faction is unlocked",
    );
    const open = run(
      at12,
      { type: 'UnlockFaction', faction: 'merchants' },
      { type: 'ChangeFactionReputation', faction: 'merchants', delta: 20 },
    );
    expect(open.party.factionReputation.merchants).toBe(20);
  });

  it("a completed scenario's rewards stop at 12 too, and go past it once the faction is unlocked", () => {
    const settled = (...first: CampaignCommandInput[]) =>
      run(
        setUp(),
        ...first,
        { type: 'ChangeFactionReputation', faction: 'merchants', delta: 12 },
        {
          type: 'ApplyScenarioSettlement',
          scenarioId: '1',
          outcome: 'success',
          characters: [],
          factionRewards: [{ faction: 'merchants', delta: 2 }],
        },
      ).party.factionReputation.merchants;
    expect(settled()).toBe(12);
    expect(settled({ type: 'UnlockFaction', faction: 'merchants' })).toBe(14);
  });
});
