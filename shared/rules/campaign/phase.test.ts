import { describe, expect, it } from 'vitest';
import { run } from './campaign.fixture';
import type { CampaignCommandInput } from './commands';
import type { scenarioRewardsSchema } from './command-schemas';
import { campaignPhase } from './phase';
import { emptyCampaign, type CampaignState } from './state';
import type { z } from 'zod';

type ScenarioRewardsInput = z.input<typeof scenarioRewardsSchema>;

const settle = (scenarioId: string, experience = 0, rewards?: ScenarioRewardsInput): CampaignCommandInput => ({
  type: 'ApplyScenarioSettlement',
  scenarioId,
  outcome: 'success',
  characters: [{ characterId: 'a', experience, gold: 40, checkmarks: 0 }],
  ...(rewards ? { rewards } : {}),
});

const party = (edition: 'gh1' | 'gh2' = 'gh1', mode: 'campaign' | 'casual' = 'campaign') =>
  run(
    emptyCampaign('c', 'Phases', edition, mode),
    { type: 'CreateCharacter', characterId: 'a', classId: 'Brute', name: 'Ana', gold: 60, personalQuest: '510 Seeker of Xorn' },
    { type: 'UnlockScenario', scenarioId: '1', name: 'Black Barrow' },
    { type: 'UnlockScenario', scenarioId: '2', name: 'Barrow Lair' },
    { type: 'AddEventCards', deck: 'city', cardIds: ['1', '2', '3'], seed: 1 },
    { type: 'AddEventCards', deck: 'road', cardIds: ['1', '2', '3'], seed: 2 },
    { type: 'AddAchievement', scope: 'global', name: 'The Power of Enhancement' },
  );

const enhance: CampaignCommandInput = {
  type: 'BuyEnhancement',
  characterId: 'a',
  card: 'Trample',
  half: 'top',
  enhancement: 'attack',
  cardLevel: 1,
  isSlotConfirmed: true,
};
const create: CampaignCommandInput = { type: 'CreateCharacter', characterId: 'b', classId: 'Tinkerer', name: 'Bo', gold: 30 };
const retire: CampaignCommandInput = { type: 'RetireCharacter', characterId: 'a', isQuestFulfilled: true };
const catchUp: CampaignCommandInput = { type: 'CatchUpToProsperity', characterId: 'a' };

describe('the campaign phase is read from the state (1st ed. rulebook p. 41; 2nd ed. City Phase)', () => {
  it('starts in town; after a scenario the party is at it, then on the road or back in town', () => {
    expect(campaignPhase(party())).toMatchObject({ place: 'town', cityStep: null, levelsDue: [] });
    const after = run(party(), settle('1'));
    expect(campaignPhase(after).place).toBe('scenario');
    expect(campaignPhase(run(after, { type: 'TravelToScenario', scenarioId: '2', lastLinks: ['2'] })).place).toBe('road');
    expect(campaignPhase(run(after, { type: 'ReturnToTown' })).place).toBe('town');
  });

  it('2nd edition: a visit after a scenario is in its city event until the card is resolved, then downtime', () => {
    expect(campaignPhase(party('gh2')).cityStep).toBe('downtime');
    const town = run(party('gh2'), settle('1'), { type: 'ReturnToTown' });
    expect(campaignPhase(town).cityStep).toBe('cityEvent');
    const reading = run(town, { type: 'DrawEvent', deck: 'city' });
    expect(campaignPhase(reading).cityStep).toBe('cityEvent');
    const resolved = run(reading, { type: 'ResolveEvent', option: 'A', effects: {}, disposition: 'return' });
    expect(campaignPhase(resolved).cityStep).toBe('downtime');
  });
});

describe('creating, enhancing, retiring and catching up happen in town only (pp. 42, 45, 48)', () => {
  const away: Array<[string, (s: CampaignState) => CampaignState]> = [
    ['at the scenario just played', (s) => run(s, settle('1'))],
    ['on the road between linked scenarios', (s) => run(s, settle('1'), { type: 'TravelToScenario', scenarioId: '2', lastLinks: ['2'] })],
    ['on the road from town', (s) => run(s, { type: 'TravelToScenario', scenarioId: '1' })],
  ];
  for (const [where, leave] of away) {
    it(`refuses all four ${where}`, () => {
      const s = leave(party());
      expect(() => run(s, create)).toThrow('New characters are created only while the party visits Gloomhaven; return to town first.');
      expect(() => run(s, enhance)).toThrow('Ana can buy enhancements only while the party visits Gloomhaven');
      expect(() => run(s, retire)).toThrow('Ana can retire only while the party visits Gloomhaven');
      expect(() => run(s, catchUp)).toThrow('Ana can catch up to the prosperity level only while the party visits Gloomhaven');
    });
  }

  it('allows them once the party is back in town', () => {
    const town = run(party(), settle('1'), { type: 'ReturnToTown' });
    expect(run(town, create).characters).toHaveLength(2);
    expect(run(town, enhance).characters[0]?.enhancements).toHaveLength(1);
    expect(run(town, retire).characters[0]?.isRetired).toBe(true);
  });
});

describe('2nd edition: downtime waits for the city event (refresher, "The City Phase")', () => {
  const town = () => run(party('gh2'), settle('1'), { type: 'ReturnToTown' });
  const waiting: CampaignCommandInput[] = [
    { type: 'LevelUp', characterId: 'a' },
    { type: 'BuyItem', characterId: 'a', item: { name: 'Boots of Striding', cost: 20, count: 2, prosperity: 1 } },
    { type: 'SellItem', characterId: 'a', item: { name: 'Boots of Striding', cost: 20 } },
    { type: 'Donate', characterId: 'a' },
    enhance,
    create,
    retire,
  ];

  it('refuses levelling, buying, selling, donating, enhancing, creating and retiring before it', () => {
    for (const command of waiting) {
      expect(() => run(town(), command)).toThrow(/^The City Phase begins with its city event: draw and resolve it first, then /);
    }
  });

  it('allows them after it, and the 1st edition never waits', () => {
    const downtime = run(
      town(),
      { type: 'DrawEvent', deck: 'city' },
      { type: 'ResolveEvent', option: 'A', effects: {}, disposition: 'return' },
    );
    expect(run(downtime, { type: 'Donate', characterId: 'a' }).party.donations).toBe(10);
    const first = run(party('gh1'), settle('1'), { type: 'ReturnToTown' });
    expect(run(first, { type: 'Donate', characterId: 'a' }).party.donations).toBe(10);
  });
});

describe('a level that is due is taken before the party leaves town (p. 44)', () => {
  it('refuses to travel, saying who takes which level, until it is taken', () => {
    const town = run(party(), settle('1', 50), { type: 'ReturnToTown' });
    expect(campaignPhase(town).levelsDue).toEqual([{ characterId: 'a', name: 'Ana', level: 2 }]);
    expect(() => run(town, { type: 'TravelToScenario', scenarioId: '2' })).toThrow(
      'A level that is earned is taken in town, before the party leaves Gloomhaven: Ana takes level 2.',
    );
    expect(run(town, { type: 'LevelUp', characterId: 'a' }, { type: 'TravelToScenario', scenarioId: '2' }).whereabouts.place).toBe('road');
  });

  it('travelling on from the scenario, where no level can be taken, is not held up', () => {
    const after = run(party(), settle('1', 50));
    expect(run(after, { type: 'TravelToScenario', scenarioId: '2', lastLinks: ['2'] }).whereabouts.place).toBe('road');
  });
});

describe('casual mode never touches the campaign (p. 34, p. 42)', () => {
  it('the Scenarios panel cannot mark a scenario completed or played', () => {
    expect(() => run(party('gh1', 'casual'), { type: 'RecordScenarioResult', scenarioId: '1', outcome: 'success' })).toThrow(
      "In casual mode a scenario's result is not written into the campaign: scenario 1 is not marked completed or played.",
    );
  });

  it('a casual scenario is followed by no visit to town: the party stays where it was', () => {
    const visited = run(party('gh1', 'casual'), { type: 'Donate', characterId: 'a' });
    const after = run(visited, settle('1', 10));
    expect(after.whereabouts).toEqual(visited.whereabouts);
    expect(after.characters[0]).toMatchObject({ xp: 10, gold: 90, hasDonatedThisVisit: true });
    expect(() => run(after, { type: 'ReturnToTown' })).toThrow(/already in Gloomhaven/);
    expect(() => run(after, { type: 'TravelToScenario', scenarioId: '1' })).toThrow(/In casual mode the party does not travel/);
  });
});

describe('a random dungeon never advances the campaign (p. 50)', () => {
  it('is not recorded, unlocks nothing, leaves the party in town and can be played again', () => {
    const s = party();
    // Rewards sent along with it (as a host reading them from content might) are not given either.
    const rewards = { globalAchievements: ['First Steps'], unlocks: [{ scenarioId: '3', name: 'Inox Encampment' }], prosperity: 1 };
    const once = run(s, settle('rnd', 12, rewards));
    expect(once.scenarios).toEqual(s.scenarios);
    expect(once.globalAchievements).toEqual(s.globalAchievements);
    expect(once.party.prosperityCheckmarks).toBe(s.party.prosperityCheckmarks);
    expect(once.whereabouts).toEqual(s.whereabouts);
    expect(once.characters[0]).toMatchObject({ xp: 12, gold: 100 });
    expect(run(once, settle('rnd', 12)).characters[0]?.xp).toBe(24);
  });
});
