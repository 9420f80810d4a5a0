import { describe, expect, it } from 'vitest';
import { blackBarrowSettled, eventsOf, run } from './campaign.fixture';
import { campaignCommandSchema, type CampaignCommandInput } from './commands';
import { describeCampaignEvent } from './describe';
import { evolveCampaignAll } from './evolve';
import { emptyCampaign } from './state';
import { issueMessage } from '../../ipc/format-issues';
import { lineIn } from '../../i18n/catalogs.fixture';

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
    const events = eventsOf(party, settlement('success'));
    expect(events.map((e) => e.type)).toEqual([
      'ExperienceChanged',
      'GoldChanged',
      'CheckmarksChanged',
      'ExperienceChanged',
      'ScenarioUnlocked',
      'ScenarioPlayed',
      'ScenarioLeft',
      // Counted for the players' personal quests (quest-progress.ts).
      'CharactersCompletedScenario',
    ]);
    const after = evolveCampaignAll(party, events);
    expect(after.characters.map((c) => [c.xp, c.gold, c.checkmarks])).toEqual([
      [12, 36, 1],
      [50, 20, 0],
    ]);
    expect(after.scenarios).toEqual([{ id: 'demo-1', name: 'The Sunken Mill', isUnlocked: true, isCompleted: true, attempts: 1 }]);
    // Bo passes 45 XP: level 2, and the history line says so.
    expect(lineIn(describeCampaignEvent(party, events[3]!))).toMatch(/reached level 2/);
  });

  it('a failure still counts the attempt, without completing the scenario', () => {
    const after = run(party, settlement('failure', 0));
    expect(after.scenarios[0]).toMatchObject({ isCompleted: false, attempts: 1 });
    expect(after.characters[0]?.xp).toBe(12);
  });

  it('an unlocked scenario is not unlocked twice', () => {
    const unlocked = run(party, { type: 'UnlockScenario', scenarioId: 'demo-1', name: 'The Sunken Mill' });
    const events = eventsOf(unlocked, settlement('success'));
    expect(events.filter((e) => e.type === 'ScenarioUnlocked')).toHaveLength(0);
  });

  it('refuses an unknown or retired character, and negative shares at the boundary', () => {
    expect(() =>
      run(party, {
        ...settlement('success'),
        characters: [{ characterId: 'zz', experience: 1, gold: 0, checkmarks: 0 }],
      } as CampaignCommandInput),
    ).toThrow(/A character named in the settlement is not in this campaign/);
    const retired = run(
      party,
      { type: 'SetPersonalQuest', characterId: 'a', quest: 'Seeker of Xorn' },
      { type: 'RetireCharacter', characterId: 'a', isQuestFulfilled: true },
    );
    expect(() => run(retired, settlement('success'))).toThrow(/retired/);
    const parsed = campaignCommandSchema.safeParse({
      ...settlement('success'),
      characters: [{ characterId: 'a', experience: -1, gold: 0, checkmarks: 0 }],
    });
    expect(issueMessage(parsed.error?.issues[0] ?? { message: '' })).toBe('experience earned cannot be negative');
  });
});

describe('a scenario settlement writes the story in campaign mode only (1st ed. rulebook p. 34, p. 49)', () => {
  const blackBarrow = (outcome: 'success' | 'failure'): CampaignCommandInput =>
    blackBarrowSettled(
      outcome,
      [
        { characterId: 'a', experience: 10, gold: 4, checkmarks: 0 },
        { characterId: 'b', experience: 8, gold: 0, checkmarks: 0 },
      ],
      {
        scenarioName: 'Black Barrow',
        rewards: {
          partyAchievements: ['First Steps'],
          unlocks: [{ scenarioId: '2', name: 'Barrow Lair' }],
          goldEach: 10,
          prosperity: 1,
          reputation: 2,
        },
      },
    );

  it('a success gives the achievements, unlocks, gold for each, prosperity and reputation', () => {
    const after = run(party, blackBarrow('success'));
    expect(after.party.achievements).toEqual(['First Steps']);
    expect(after.scenarios.map((s) => [s.id, s.name, s.isCompleted])).toEqual([
      ['1', 'Black Barrow', true],
      ['2', 'Barrow Lair', false],
    ]);
    expect(after.characters.map((c) => c.gold)).toEqual([30 + 4 + 10, 20 + 10]);
    expect(after.party.prosperityCheckmarks).toBe(1);
    expect(after.party.reputation).toBe(2);
  });

  it('a failure gives none of the scenario rewards', () => {
    const after = run(party, blackBarrow('failure'));
    expect(after.party.achievements).toEqual([]);
    expect(after.scenarios.map((s) => s.id)).toEqual(['1']);
    expect(after.characters.map((c) => c.gold)).toEqual([34, 20]);
  });

  it('campaign mode never settles a completed scenario again', () => {
    const once = run(party, blackBarrow('success'));
    expect(() => run(once, blackBarrow('success'))).toThrow(/already completed; in campaign mode it cannot be played again/);
  });

  it('casual mode keeps XP and gold but completes, unlocks and rewards nothing, and gives no inspiration', () => {
    const casual = run(party, { type: 'SetCampaignMode', mode: 'casual' });
    const after = run(casual, blackBarrow('success'), blackBarrow('success'));
    expect(after.characters.map((c) => [c.xp, c.gold])).toEqual([
      [20, 38],
      [16, 20],
    ]);
    expect(after.scenarios).toEqual([]);
    expect(after.party.achievements).toEqual([]);
    const gh2 = run(emptyCampaign('c2', 'Two', 'gh2', 'casual'), {
      type: 'CreateCharacter',
      characterId: 'a',
      classId: 'x',
      name: 'Ada',
      gold: 0,
    });
    const settled = run(gh2, {
      ...blackBarrow('success'),
      characters: [{ characterId: 'a', experience: 1, gold: 0, checkmarks: 0 }],
    } as CampaignCommandInput);
    expect(settled.party.inspiration).toBe(0);
  });

  it('a typed global achievement replaces the active one of its type; lost achievements go only if held', () => {
    const ruled = run(party, { type: 'AddAchievement', scope: 'global', name: 'City Rule: Economic' });
    const after = run(ruled, {
      ...blackBarrow('success'),
      rewards: { globalAchievements: ['City Rule: Militaristic'], lostPartyAchievements: ['Not Held'] },
    } as CampaignCommandInput);
    expect(after.globalAchievements).toEqual(['City Rule: Militaristic']);
  });

  it('reward items go to the chosen character; a copy already owned is refused with a sentence', () => {
    const withItem = {
      ...blackBarrow('success'),
      rewards: { items: [{ name: 'Boots of Striding', cost: 20, characterId: 'b' }] },
    } as CampaignCommandInput;
    expect(run(party, withItem).characters[1]?.items).toEqual(['Boots of Striding']);
    const owned = run(party, { type: 'AddItem', characterId: 'b', item: 'Boots of Striding' });
    expect(() => run(owned, withItem)).toThrow(/Bo already owns Boots of Striding; give it to another character/);
  });

  it('looted treasures give their gold, experience or item, win or lose, and each tile is looted once', () => {
    const looted = {
      ...blackBarrow('failure'),
      treasures: [
        { characterId: 'a', number: 4, reward: 'gold 15' },
        { characterId: 'b', number: 7, reward: 'item 32', item: { name: 'Spiked Shield', cost: 30 } },
        { characterId: 'b', number: 9, reward: 'experience 10' },
      ],
    } as CampaignCommandInput;
    const after = run(party, looted);
    expect(after.characters.map((c) => [c.gold, c.xp, c.items])).toEqual([
      [30 + 4 + 15, 10, []],
      [20, 8 + 10, ['Spiked Shield']],
    ]);
    expect(after.lootedTreasures).toEqual([4, 7, 9]);
    expect(() => run(after, looted)).toThrow(/Treasure 4 was looted before/);
    // p. 27: an item the looter owns already is sold to the city at once (half its cost).
    const owned = run(party, { type: 'AddItem', characterId: 'b', item: 'Spiked Shield' });
    const sold = run(owned, {
      ...blackBarrow('failure'),
      treasures: [{ characterId: 'b', number: 7, reward: 'item 32', item: { name: 'Spiked Shield', cost: 30 } }],
    } as CampaignCommandInput);
    expect(sold.characters[1]?.gold).toBe(20 + 15);
  });

  it('rewards left to the players are kept in the history in words', () => {
    const events = eventsOf(party, { ...blackBarrow('success'), rewards: { other: ['Open envelope X'] } } as CampaignCommandInput);
    const note = events.find((e) => e.type === 'RewardsNoted');
    expect(note && lineIn(describeCampaignEvent(party, note))).toBe('To apply by hand: Open envelope X');
  });
});
