import { describe, expect, it } from 'vitest';
import { eventsOf, run } from './campaign.fixture';
import { campaignCommandSchema } from './commands';
import { describeCampaignEvent } from './describe';
import { emptyCampaign } from './state';
import { RuleViolation } from './violation';
import { issueMessage } from '../../ipc/format-issues';
import { lineIn } from '../../i18n/catalogs.fixture';

const base = (edition: 'gh1' | 'gh2' = 'gh1') =>
  run(emptyCampaign('c1', 'Test', edition, 'campaign'), {
    type: 'CreateCharacter',
    characterId: 'x',
    classId: 'Brute',
    name: 'Grok',
    gold: 30,
  });

describe('campaign commands', () => {
  it('clamps reputation changes to -20..+20 (rulebook "Reputation")', () => {
    expect(run(base(), { type: 'ChangeReputation', delta: 25 }).party.reputation).toBe(20);
    expect(run(base(), { type: 'ChangeReputation', delta: -30 }).party.reputation).toBe(-20);
  });

  it('rejects setting reputation out of range at the boundary, with a reason', () => {
    const parsed = campaignCommandSchema.safeParse({ type: 'SetReputation', value: 21 });
    expect(parsed.success).toBe(false);
    expect(issueMessage(parsed.error?.issues[0] ?? { message: '' })).toBe('reputation is at most 20');
  });

  it('levels a character up from experience and never lowers XP below the level minimum', () => {
    const s = run(base(), { type: 'GainExperience', characterId: 'x', amount: 50 });
    expect(s.characters[0]?.xp).toBe(50);
    expect(() => run(s, { type: 'GainExperience', characterId: 'x', amount: -10 })).toThrow(/cannot go below 45/);
  });

  it('refuses negative gold and leaves the campaign as it was', () => {
    const s = base();
    expect(() => run(s, { type: 'ChangeGold', characterId: 'x', amount: -31 })).toThrow(RuleViolation);
    expect(s.characters[0]?.gold).toBe(30);
  });

  it('donation costs 10 gold, once per visit, and earns prosperity at 150', () => {
    let s = run(base(), { type: 'ChangeGold', characterId: 'x', amount: 100 });
    s = { ...s, party: { ...s.party, donations: 140 } };
    s = run(s, { type: 'Donate', characterId: 'x' });
    expect(s.characters[0]?.gold).toBe(120);
    expect(s.party.donations).toBe(150);
    expect(s.party.prosperityCheckmarks).toBe(1);
    expect(() => run(s, { type: 'Donate', characterId: 'x' })).toThrow(/already donated/);
    s = run(
      s,
      { type: 'UnlockScenario', scenarioId: '1', name: '' },
      { type: 'RecordScenarioResult', scenarioId: '1', outcome: 'failure' },
    );
    // After the scenario the party is where it was played: donations wait for the next visit.
    expect(() => run(s, { type: 'Donate', characterId: 'x' })).toThrow(/only in Gloomhaven/);
    s = run(s, { type: 'ReturnToTown' });
    expect(run(s, { type: 'Donate', characterId: 'x' }).party.donations).toBe(160);
  });

  it('does not replay a completed scenario in campaign mode, and casual mode records no result', () => {
    const s = run(
      base(),
      { type: 'UnlockScenario', scenarioId: '1', name: 'Barrow' },
      { type: 'RecordScenarioResult', scenarioId: '1', outcome: 'success' },
    );
    expect(s.scenarios[0]).toMatchObject({ isCompleted: true, attempts: 1 });
    expect(() => run(s, { type: 'RecordScenarioResult', scenarioId: '1', outcome: 'success' })).toThrow(/cannot be played again/);
    // Casual play never touches the campaign (p. 34): its results are not recorded at all.
    const casual = run(s, { type: 'SetCampaignMode', mode: 'casual' });
    expect(() => run(casual, { type: 'RecordScenarioResult', scenarioId: '1', outcome: 'success' })).toThrow(/In casual mode/);
  });

  it('a success recorded by hand gains the rewards the host read for it, as a settlement does (p. 49)', () => {
    const s = run(
      base(),
      { type: 'UnlockScenario', scenarioId: '1', name: 'Barrow' },
      {
        type: 'RecordScenarioResult',
        scenarioId: '1',
        outcome: 'success',
        characterIds: ['x'],
        rewards: {
          partyAchievements: ['First Steps'],
          goldEach: 5,
          unlocks: [{ scenarioId: '2', name: 'Lair' }],
          items: [{ name: 'Boots', cost: 20, characterId: 'x' }],
        },
      },
    );
    expect(s.party.achievements).toEqual(['First Steps']);
    expect(s.scenarios.map((scenario) => [scenario.id, scenario.isCompleted])).toEqual([
      ['1', true],
      ['2', false],
    ]);
    expect([s.characters[0]?.gold, s.characters[0]?.items]).toEqual([35, ['Boots']]);
    // A failure gains nothing, whatever it carries.
    const lost = run(
      base(),
      { type: 'UnlockScenario', scenarioId: '1', name: 'Barrow' },
      {
        type: 'RecordScenarioResult',
        scenarioId: '1',
        outcome: 'failure',
        characterIds: ['x'],
        rewards: { partyAchievements: ['First Steps'] },
      },
    );
    expect(lost.party.achievements).toEqual([]);
  });

  it('needs a scenario unlocked before it is played', () => {
    expect(() => run(base(), { type: 'RecordScenarioResult', scenarioId: '9', outcome: 'success' })).toThrow(/not unlocked/);
  });

  it('allows one perk per level above 1 and per 3 checkmarks', () => {
    expect(() => run(base(), { type: 'AddPerk', characterId: 'x', perk: 'Remove two -1' })).toThrow(/all 0 perks/);
    const s = run(
      base(),
      { type: 'ChangeCheckmarks', characterId: 'x', amount: 3 },
      { type: 'AddPerk', characterId: 'x', perk: 'Remove two -1' },
    );
    expect(s.characters[0]?.perks).toEqual(['Remove two -1']);
    expect(() => run(s, { type: 'ChangeCheckmarks', characterId: 'x', amount: -1 })).toThrow(/cost a perk/);
  });

  it('refuses a second copy of an item', () => {
    const s = run(base(), { type: 'AddItem', characterId: 'x', item: 'Boots' });
    expect(() => run(s, { type: 'AddItem', characterId: 'x', item: 'Boots' })).toThrow(/two copies/);
  });

  it('starts new characters up to the prosperity level (1st ed.) or half of it rounded up (2nd ed.)', () => {
    const second = { type: 'CreateCharacter', characterId: 'y', classId: 'Tinkerer', name: 'Zip', gold: 45, level: 2 } as const;
    expect(() => run(base(), second)).toThrow(/level 1 at most/);
    expect(run(run(base('gh1'), { type: 'ChangeProsperity', delta: 4 }), second).characters[1]?.xp).toBe(45);
    // 2nd edition: prosperity level 2 still allows only level 1; level 3 allows level 2.
    expect(() => run(run(base('gh2'), { type: 'ChangeProsperity', delta: 6 }), second)).toThrow(
      /level 1 at most.*half the prosperity level/,
    );
    expect(run(run(base('gh2'), { type: 'ChangeProsperity', delta: 13 }), second).characters[1]?.xp).toBe(45);
  });

  it('retiring returns items, loses gold and gains 1 prosperity (2 in the 2nd edition)', () => {
    const quest = { type: 'SetPersonalQuest', characterId: 'x', quest: 'Seeker of Xorn' } as const;
    const retire = { type: 'RetireCharacter', characterId: 'x', isQuestFulfilled: true } as const;
    const s = run(base(), quest, { type: 'AddItem', characterId: 'x', item: 'Boots' }, retire);
    expect(s.characters[0]).toMatchObject({ isRetired: true, gold: 0, items: [] });
    expect(s.party.prosperityCheckmarks).toBe(1);
    expect(run(base('gh2'), quest, retire).party.prosperityCheckmarks).toBe(2);
    expect(() => run(s, { type: 'ChangeGold', characterId: 'x', amount: 5 })).toThrow(/retired/);
  });

  it('prosperity losses stop at the start of the level (edition thresholds differ)', () => {
    expect(
      run(base('gh1'), { type: 'ChangeProsperity', delta: 5 }, { type: 'ChangeProsperity', delta: -3 }).party.prosperityCheckmarks,
    ).toBe(4);
    expect(
      run(base('gh2'), { type: 'ChangeProsperity', delta: 4 }, { type: 'ChangeProsperity', delta: -2 }).party.prosperityCheckmarks,
    ).toBe(2);
  });

  it('unlocks a class once, kept in the campaign and named in its history (rulebook p. 40)', () => {
    const state = run(base(), { type: 'UnlockClass', classId: 'sun', name: 'Sun' });
    expect(state.unlockedClasses).toEqual(['sun']);
    expect(() => run(state, { type: 'UnlockClass', classId: 'sun', name: 'Sun' })).toThrow('The class Sun is already unlocked.');
  });

  it("shuffles the event cards the class's data names into both decks when it is unlocked (rulebook p. 48)", () => {
    const events = [
      { deck: 'city' as const, number: 31 },
      { deck: 'road' as const, number: 31 },
    ];
    const state = run(base(), { type: 'UnlockClass', classId: 'sun', name: 'Sun', events });
    expect(state.eventDecks).toEqual({ city: ['city:31'], road: ['road:31'] });
  });

  it('retires only with a fulfilled personal quest, never without one (rulebook p. 48)', () => {
    expect(() => run(base(), { type: 'RetireCharacter', characterId: 'x', isQuestFulfilled: true })).toThrow(/no personal quest/);
    const questing = run(
      base(),
      { type: 'SetPersonalQuest', characterId: 'x', quest: '510 Seeker of Xorn' },
      { type: 'SetQuestProgress', characterId: 'x', requirement: 0, value: 2 },
    );
    expect(() => run(questing, { type: 'RetireCharacter', characterId: 'x', questTargets: [3] })).toThrow(/not fulfilled yet/);
    // The card's targets decide; the players' word counts only for a card the content does not know.
    expect(() => run(questing, { type: 'RetireCharacter', characterId: 'x', questTargets: [3], isQuestFulfilled: true })).toThrow(
      /not fulfilled yet/,
    );
    expect(() => run(questing, { type: 'RetireCharacter', characterId: 'x' })).toThrow(/Confirm that Grok's personal quest/);
    const done = run(questing, { type: 'SetQuestProgress', characterId: 'x', requirement: 0, value: 3 });
    expect(run(done, { type: 'RetireCharacter', characterId: 'x', questTargets: [3] }).characters[0]?.isRetired).toBe(true);
  });

  it('lets a character below the prosperity catch up, each edition its own level (1st ed. p. 48, 2nd ed. p. 56)', () => {
    const gh1 = run(base('gh1'), { type: 'ChangeProsperity', delta: 9 }, { type: 'CatchUpToProsperity', characterId: 'x' });
    expect(gh1.characters[0]?.xp).toBe(95); // prosperity 3: level 3
    expect(() => run(gh1, { type: 'CatchUpToProsperity', characterId: 'x' })).toThrow(/catch up to level 3 only/);
    const gh2 = run(base('gh2'), { type: 'ChangeProsperity', delta: 13 }, { type: 'CatchUpToProsperity', characterId: 'x' });
    expect(gh2.characters[0]?.xp).toBe(45); // prosperity 3: half, rounded up, is level 2
  });

  it('the donation reaching 100 gold opens envelope B in the 1st edition, and says so (p. 49)', () => {
    const rich = (edition: 'gh1' | 'gh2') => {
      const s = run(base(edition), { type: 'ChangeGold', characterId: 'x', amount: 100 });
      return { ...s, party: { ...s.party, donations: 90 } };
    };
    const events = eventsOf(rich('gh1'), { type: 'Donate', characterId: 'x' });
    expect(events).toContainEqual({ type: 'SanctuaryEnvelopeOpened', envelope: 'B', total: 100 });
    expect(lineIn(describeCampaignEvent(rich('gh1'), { type: 'SanctuaryEnvelopeOpened', envelope: 'B', total: 100 }))).toBe(
      '100 gold donated to the sanctuary in total: open envelope B',
    );
    expect(eventsOf(rich('gh2'), { type: 'Donate', characterId: 'x' }).map((e) => e.type)).not.toContain('SanctuaryEnvelopeOpened');
  });

  it("a donation's two blesses wait for the next scenario in both editions (1st ed. p. 45; 2nd ed. City Phase: donate to the Great Oak)", () => {
    for (const edition of ['gh1', 'gh2'] as const) {
      const donated = run(base(edition), { type: 'ChangeGold', characterId: 'x', amount: 10 }, { type: 'Donate', characterId: 'x' });
      expect(donated.nextScenario).toEqual([
        { characterId: 'x', damage: 0, conditions: [], blesses: 2, curses: 0, spentItems: [], consumedItems: [] },
      ]);
    }
  });

  it("a player's next character gets one extra perk per character that player retired (p. 48)", () => {
    const create = (characterId: string, player: string) =>
      ({ type: 'CreateCharacter', characterId, classId: 'Brute', name: characterId, gold: 30, player, personalQuest: 'Quest' }) as const;
    const retire = (characterId: string) => ({ type: 'RetireCharacter', characterId, isQuestFulfilled: true }) as const;
    const s = run(
      base(),
      create('a1', 'Anna'),
      retire('a1'),
      create('a2', 'Anna'),
      retire('a2'),
      create('a3', 'Anna'),
      create('b1', 'Ben'),
    );
    expect(s.characters.map((c) => [c.id, c.bonusPerks])).toEqual([
      ['x', 0],
      ['a1', 0],
      ['a2', 1],
      ['a3', 2],
      ['b1', 0],
    ]);
  });
});
