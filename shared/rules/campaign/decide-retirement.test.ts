import { describe, expect, it } from 'vitest';
import { eventsOf, run } from './campaign.fixture';
import type { CampaignCommandInput } from './commands';
import { emptyCampaign } from './state';
import { questProgressOf } from './quest-progress';
import { campaignCommandSchema } from './commands';
import { campaignEngine } from './engine';
import { keysMissingFromCatalog, lineIn } from '../../i18n/catalogs.fixture';

const party = (edition: 'gh1' | 'gh2' = 'gh1') =>
  run(
    emptyCampaign('c', 'Quests', edition, 'campaign'),
    { type: 'CreateCharacter', characterId: 'a', classId: 'Brute', name: 'Ana', gold: 250, personalQuest: '512 Greed is Good' },
    { type: 'CreateCharacter', characterId: 'b', classId: 'Tinkerer', name: 'Bo', gold: 30, personalQuest: '511 Merchant Class' },
    { type: 'UnlockScenario', scenarioId: '1', name: 'Black Barrow' },
  );
/** Quest 512: have 200 gold; it unlocks the Three Spears class, whose unlock adds events 32. */
const greed: CampaignCommandInput = {
  type: 'RetireCharacter',
  characterId: 'a',
  questTargets: [200],
  questTracks: ['gold'],
  classEvents: [
    { deck: 'city', number: 42 },
    { deck: 'road', number: 42 },
  ],
  questUnlock: {
    classId: 'three-spears',
    name: 'Quartermaster',
    events: [
      { deck: 'city', number: 32 },
      { deck: 'road', number: 32 },
    ],
  },
};

/** Bo alone wins `scenarioId`, taking nothing home. */
const settle = (scenarioId: string): CampaignCommandInput => ({
  type: 'ApplyScenarioSettlement',
  scenarioId,
  outcome: 'success',
  characters: [{ characterId: 'b', experience: 0, gold: 0, checkmarks: 0 }],
});

describe('a quest the campaign can count is counted, and re-checked when the character retires', () => {
  it('counts gold held, items owned by slot, an item by number and a scenario completed', () => {
    const s = run(
      party(),
      { type: 'AddItem', characterId: 'b', item: 'Leather Armor' },
      { type: 'AddItem', characterId: 'b', item: 'Eagle Eye Goggles' },
    );
    const items = [
      { name: 'Leather Armor', number: 3, slot: 'body' as const },
      { name: 'Eagle Eye Goggles', number: 2, slot: 'head' as const },
    ];
    const bo = s.characters[1]!;
    expect(questProgressOf(bo, s, ['gold', 'itemType:head', 'itemType:onehand|twohand', 'item:3', 'scenario:1', null], items)).toEqual([
      30, 1, 0, 1, 0, 0,
    ]);
  });

  it('refuses a retirement once gold is spent below the goal (the FAQ: fulfilled at the moment of retiring)', () => {
    const spent = run(party(), { type: 'ChangeGold', characterId: 'a', amount: -60 });
    expect(() => run(spent, greed)).toThrow("Ana's personal quest is not fulfilled yet");
    expect(run(party(), greed).characters[0]?.isRetired).toBe(true);
  });

  it('counts gold donated, different scenarios completed and retirements seen since the character was made', () => {
    const s = run(
      party(),
      { type: 'Donate', characterId: 'b' },
      settle('1'),
      { type: 'ReturnToTown' },
      { type: 'UnlockScenario', scenarioId: '2', name: 'Barrow Lair' },
      settle('2'),
      { type: 'ReturnToTown' },
      greed,
    );
    const bo = s.characters[1]!;
    expect(questProgressOf(bo, s, ['donatedGold', 'scenariosCompleted', 'retiredChars'], [])).toEqual([10, 2, 1]);
  });

  it("counts the character's exhaustions in campaign scenarios, won or lost, and the boss scenarios it completed (quests 527, 528)", () => {
    const settle = (scenarioId: string, outcome: 'success' | 'failure', isExhausted: boolean, hasBoss = false): CampaignCommandInput => ({
      type: 'ApplyScenarioSettlement',
      scenarioId,
      outcome,
      hasBoss,
      characters: [
        { characterId: 'b', experience: 0, gold: 0, checkmarks: 0, isExhausted },
        { characterId: 'a', experience: 0, gold: 0, checkmarks: 0 },
      ],
    });
    const s = run(
      party(),
      settle('1', 'failure', true),
      { type: 'ReturnToTown' },
      settle('1', 'success', true, true),
      { type: 'ReturnToTown' },
      { type: 'UnlockScenario', scenarioId: '2', name: 'Barrow Lair' },
      settle('2', 'success', false),
    );
    const [ada, bo] = [s.characters.find((c) => c.id === 'a')!, s.characters.find((c) => c.id === 'b')!];
    expect(questProgressOf(bo, s, ['exhaustedSelf', 'bossScenarios'], [])).toEqual([2, 1]);
    expect(questProgressOf(ada, s, ['exhaustedSelf', 'bossScenarios'], [])).toEqual([0, 1]);
    // A character made before the campaign kept these counts has them typed, as before.
    const older = { ...bo, tallies: { donatedGold: 0, completedScenarios: [], retirementsSeen: 0 }, questProgress: [5, 3] };
    expect(questProgressOf(older, s, ['exhaustedSelf', 'bossScenarios'], [])).toEqual([5, 3]);
  });
});

describe('a quest of Crypt scenarios or enhancements is counted, not typed (1st ed. quests 510, 530)', () => {
  /** Bo completed Crypt of the Damned (4), Ruinous Crypt (5) and Black Barrow (1); its player typed three Crypts. */
  const played = () =>
    run(
      party(),
      { type: 'UnlockScenario', scenarioId: '4', name: 'Crypt of the Damned' },
      { type: 'UnlockScenario', scenarioId: '5', name: 'Ruinous Crypt' },
      settle('4'),
      { type: 'ReturnToTown' },
      settle('5'),
      { type: 'ReturnToTown' },
      settle('1'),
      { type: 'ReturnToTown' },
      { type: 'SetQuestProgress', characterId: 'b', requirement: 0, value: 3 },
    );
  const crypts = 'scenarios:4|5|6|19|53';

  it('counts the different Crypt scenarios the character completed, and refuses the retirement the typed number would allow', () => {
    const s = played();
    expect(questProgressOf(s.characters[1]!, s, [crypts], [])).toEqual([2]);
    const retire: CampaignCommandInput = { type: 'RetireCharacter', characterId: 'b', questTargets: [3], questTracks: [crypts] };
    expect(() => run(s, retire)).toThrow("Bo's personal quest is not fulfilled yet");
  });

  it('counts the enhancement stickers bought for its cards', () => {
    const open = run(
      party(),
      { type: 'AddAchievement', scope: 'global', name: 'The Power of Enhancement' },
      { type: 'ChangeGold', characterId: 'b', amount: 200 },
    );
    expect(questProgressOf(open.characters[1]!, open, ['enhancements'], [])).toEqual([0]);
    const bought = run(open, {
      type: 'BuyEnhancement',
      characterId: 'b',
      card: 'Proximity Mine',
      half: 'top',
      enhancement: 'move',
      cardLevel: 1,
      hasMultipleTargets: false,
      isSlotConfirmed: true,
    });
    expect(questProgressOf(bought.characters[1]!, bought, ['enhancements'], [])).toEqual([1]);
  });
});

/** Another Brute, made after Ana retired, with a quest of gold held it has already met. */
const secondBrute: CampaignCommandInput = {
  type: 'CreateCharacter',
  characterId: 'd',
  classId: 'Brute',
  name: 'Di',
  gold: 200,
  personalQuest: '515 Law Bringer',
};

describe('a fulfilled quest leaves the game and its unlock is applied (p. 48)', () => {
  it('unlocks the class with its event cards, adds the retiring class first events and opens the Town Records', () => {
    const s = run(party(), greed);
    expect(s.unlockedClasses).toEqual(['three-spears']);
    for (const card of ['city:32', 'road:32', 'city:42', 'road:42']) expect([...s.eventDecks.city, ...s.eventDecks.road]).toContain(card);
    expect(s.completedQuests).toEqual(['512 Greed is Good']);
    expect(s.townRecords).toBe(true);
  });

  it('never deals the fulfilled card again', () => {
    const s = run(party(), greed);
    const deck = [
      { id: 'pq-512', number: 512, name: 'Greed is Good' },
      { id: 'pq-513', number: 513, name: 'Finding the Cure' },
    ];
    const [dealt] = eventsOf(s, { type: 'DealPersonalQuests', deck });
    expect(dealt).toMatchObject({ type: 'PersonalQuestsDealt', quests: [{ name: '513 Finding the Cure' }] });
  });

  it('never deals it again when the sheet named it by its name alone, nor a card an active character holds so', () => {
    const deck = [
      { id: 'pq-512', number: 512, name: 'Greed is Good' },
      { id: 'pq-513', number: 513, name: 'Finding the Cure' },
      { id: 'pq-514', number: 514, name: 'A Study of Anatomy' },
    ];
    const s = run(party(), { type: 'SetPersonalQuest', characterId: 'a', quest: 'Greed is Good' }, greed, {
      type: 'SetPersonalQuest',
      characterId: 'b',
      quest: ' Finding the Cure',
    });
    const [dealt] = eventsOf(s, { type: 'DealPersonalQuests', deck });
    expect(dealt).toMatchObject({ type: 'PersonalQuestsDealt', quests: [{ name: '514 A Study of Anatomy' }] });
  });

  it('an envelope is opened; a class open already gives a random design and side scenario instead; a second retirement of the class adds no events', () => {
    const envelope = eventsOf(party(), { ...greed, questUnlock: { envelope: 'X' }, classEvents: [] });
    expect(envelope).toContainEqual({ type: 'EnvelopeOpened', envelope: 'X', reason: 'quest' });
    expect(envelope.some((e) => e.type === 'ClassUnlocked')).toBe(false);
    const open = run(party(), { type: 'UnlockClass', classId: 'three-spears', name: 'Quartermaster' });
    expect(eventsOf(open, greed)).toContainEqual({ type: 'UnlockOpenedBefore', name: 'Quartermaster' });
    const again = run(run(open, greed), secondBrute);
    const road = again.eventDecks.road.length;
    const second = run(again, { ...greed, characterId: 'd', questTracks: ['gold'], questUnlock: { envelope: 'X' } });
    expect(second.eventDecks.road).toHaveLength(road);
  });

  it("a class's second retirement adds none of the cards the command names, even ones the decks do not hold (p. 48: the first)", () => {
    const first = run(party(), greed, secondBrute);
    const decks = first.eventDecks;
    const second = run(first, {
      ...greed,
      characterId: 'd',
      classEvents: [
        { deck: 'city', number: 43 },
        { deck: 'road', number: 43 },
      ],
      questUnlock: { envelope: 'X' },
    });
    expect(second.eventDecks).toEqual(decks);
  });
});

describe('the history says what a retirement did, in both languages', () => {
  it('words every line from keys both catalogs have', () => {
    const before = party();
    const command = campaignCommandSchema.parse(greed);
    const decision = campaignEngine.decide(before, command);
    if (!('events' in decision)) throw new Error(decision.violation.message);
    const line = campaignEngine.describe(before, command, decision.events);
    expect(keysMissingFromCatalog(line)).toEqual([]);
    expect(lineIn(line)).toContain("Ana's personal quest 512 Greed is Good is fulfilled and leaves the game");
    expect(lineIn(line)).toContain('open the Town Records book');
    expect(lineIn(line, 'de')).toContain('Die persönliche Aufgabe 512 Greed is Good von Ana ist erfüllt');
  });
});

describe('2nd edition: the party may spend 15 inspiration to retire a character whose quest is not fulfilled (p. 55)', () => {
  /** Bo holds 30 gold towards quest 511's goal of 200: the quest is in progress. */
  const bored: CampaignCommandInput = { ...greed, characterId: 'b', spendInspiration: true };
  const inspired = (amount: number) => run(party('gh2'), { type: 'ChangeInspiration', delta: amount });

  it('spends 15 inspiration and retires the character as by its quest', () => {
    const s = run(inspired(16), bored);
    expect(s.party.inspiration).toBe(1);
    expect(s.characters.find((c) => c.id === 'b')?.isRetired).toBe(true);
    expect(s.completedQuests).toEqual(['511 Merchant Class']);
    expect(s.unlockedClasses).toEqual(['three-spears']);
  });

  it('refuses with 14 inspiration, in the 1st edition, and for a quest fulfilled anyway', () => {
    expect(() => run(inspired(14), bored)).toThrow('The party has 14 inspiration; retiring without the personal quest fulfilled costs 15.');
    expect(() => run(party('gh1'), bored)).toThrow(/1st edition, which has no inspiration/);
    expect(() => run(inspired(15), { ...greed, spendInspiration: true })).toThrow(
      "Ana's personal quest is fulfilled; retiring by the quest costs no inspiration.",
    );
  });
});
