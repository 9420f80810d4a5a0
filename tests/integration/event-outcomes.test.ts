import { expect, it } from 'vitest';
import { run } from '@shared/rules/campaign/campaign.fixture';
import { emptyCampaign } from '@shared/rules/campaign';
import { readEventEffects } from '@shared/rules/campaign/town';
import { importGhsEdition } from '@shared/content/import/ghs/import-ghs';
import { describeWithPeerData, readPeerJson } from '../support/peer';
import { lineIn } from '@shared/i18n/catalogs.fixture';

function pack(file: string) {
  const outcome = importGhsEdition(readPeerJson<Record<string, unknown>>('ghs-data', file), {}, file);
  if (!outcome.ok) throw new Error(`${file} did not import`);
  return outcome.pack;
}
const party = (edition: 'gh1' | 'gh2', deck: 'city' | 'road', card: number) =>
  run(
    emptyCampaign('c', 'Events', edition, 'campaign'),
    { type: 'CreateCharacter', characterId: 'a', classId: 'brute', name: 'Ana', gold: 30 },
    { type: 'CreateCharacter', characterId: 'b', classId: 'tinkerer', name: 'Bo', gold: 30 },
    { type: 'AddEventCards', deck, cardIds: [String(card)], seed: 1 },
    ...(deck === 'road'
      ? [
          { type: 'UnlockScenario' as const, scenarioId: '2', name: '' },
          { type: 'TravelToScenario' as const, scenarioId: '2' },
        ]
      : []),
    { type: 'DrawEvent', deck },
  );
/** A data code such as "payCollectiveGold" or "reputationFaction" shown to a player. */
const CODE = /\b[a-z]+[A-Z][A-Za-z]*\b/;

describeWithPeerData('event outcomes from the real GHS files', () => {
  it('1st edition, city event 3 option A: pays 10 gold together and gives item 125 to who takes it', () => {
    const gh = pack('gh.json');
    const event = gh.events.find((e) => e.deck === 'city' && e.number === 3)!;
    const outcome = event.options[0]!.outcomes[0]!;
    expect(outcome.condition).toBe('If the party pays 10 gold together');
    const read = readEventEffects(outcome.effects);
    expect(read.collectiveGold).toBe(-10);
    expect(read.items).toEqual([125]);
    expect(read.byHand).toEqual([]);
    const item = gh.items.find((i) => i.number === 125)!;
    const s = run(party('gh1', 'city', 3), {
      type: 'ResolveEvent',
      option: 'A',
      disposition: 'remove',
      effects: {
        ...read.effects,
        collectiveGold: read.collectiveGold,
        goldShares: [
          { characterId: 'a', amount: -5 },
          { characterId: 'b', amount: -5 },
        ],
        items: [{ characterId: 'a', name: item.name }],
      },
    });
    expect(s.characters.map((c) => c.gold)).toEqual([25, 25]);
    expect(s.characters[0]?.items).toEqual([item.name]);
    expect(s.globalAchievements).toEqual(['Ancient Technology']);
  });

  it('1st edition, city event 2 option A: the party pays 10 gold together if it can, otherwise the other outcome (p. 41)', () => {
    const gh = pack('gh.json');
    const option = gh.events.find((e) => e.deck === 'city' && e.number === 2)!.options[0]!;
    expect(option.outcomes.map((o) => o.when)).toEqual(['payCollectiveGold 10', 'otherwise']);
    const choose = { type: 'ChooseEventOption' as const, option: 'A', outcomes: option.outcomes.map((o) => ({ when: o.when })) };
    expect(run(party('gh1', 'city', 2), choose).pendingEvent?.applies).toEqual([0]);
    const poor = run(
      party('gh1', 'city', 2),
      { type: 'ChangeGold', characterId: 'a', amount: -30 },
      { type: 'ChangeGold', characterId: 'b', amount: -25 },
    );
    expect(run(poor, choose).pendingEvent?.applies).toEqual([1]);
  });

  it('1st edition, city event 5 option B: the 5 more gold only below reputation -4', () => {
    const gh = pack('gh.json');
    const outcome = gh.events.find((e) => e.deck === 'city' && e.number === 5)!.options[1]!.outcomes[0]!;
    expect(outcome.effects).toEqual(['gold 5', 'additionalGold 5 if reputationLT -4']);
    expect(readEventEffects(outcome.effects, { reputation: -5 }).effects.goldEach).toBe(10);
    expect(readEventEffects(outcome.effects, { reputation: 3 }).effects.goldEach).toBe(5);
  });

  it("2nd edition: a trait condition reads the party's classes' traits, a faction condition its reputation", () => {
    const gh2 = pack('gh2e.json');
    const whens = gh2.events.flatMap((e) => e.options.flatMap((o) => o.outcomes.map((x) => x.when))).filter(Boolean);
    expect(whens).toContain('traits persuasive');
    expect(whens).toContain('reputationFactionGT military 6');
    const traits = gh2.characterClasses.find((c) => c.id === 'bruiser')?.traits;
    expect(traits).toEqual(['intimidating', 'strong', 'armored']);
  });

  it("a class's unlock and first-retirement event cards come from the data (1st ed. p. 48: one number, both decks)", () => {
    const sun = pack('gh.json').characterClasses.find((c) => c.id === 'sun')!;
    expect(sun.unlockEvents).toEqual([
      { deck: 'city', number: 31 },
      { deck: 'road', number: 31 },
    ]);
    expect(sun.retireEvents).toEqual([
      { deck: 'city', number: 48 },
      { deck: 'road', number: 48 },
    ]);
    const bruiser = pack('gh2e.json').characterClasses.find((c) => c.id === 'bruiser')!;
    expect(bruiser.retireEvents).toEqual([
      { deck: 'city', number: 82 },
      { deck: 'road', number: 56 },
    ]);
  });

  it('a personal quest names what the campaign counts for it (gold held, items of a slot, a scenario)', () => {
    const quests = pack('gh.json').personalQuests;
    expect(quests.find((q) => q.number === 512)?.requirements.map((r) => r.track)).toEqual(['gold']);
    expect(quests.find((q) => q.number === 511)?.requirements.map((r) => r.track)).toEqual([
      'itemType:head',
      'itemType:body',
      'itemType:legs',
      'itemType:onehand|twohand',
      'itemType:small',
    ]);
    // 510's "Crypt" scenarios are counted too: those of the data whose names say Crypt (quest-tracks.test.ts).
    expect(quests.find((q) => q.number === 510)?.requirements.map((r) => r.track)).toEqual(['scenarios:4|5|6|19|53', 'scenario:52|53']);
  });

  it("gh.json's Cloak of Pockets carries two more small items, and the Brute's perk ignores negative item effects", () => {
    const gh = pack('gh.json');
    expect(gh.items.find((i) => i.name === 'Cloak of Pockets')?.extraSmallItems).toBe(2);
    expect(gh.items.filter((i) => i.extraSmallItems !== undefined).map((i) => i.name)).toEqual(['Cloak of Pockets']);
    const brute = gh.characterClasses.find((c) => c.id === 'brute')!;
    expect(brute.perks.filter((p) => p.ignores === 'negativeItemEffects')).toHaveLength(1);
  });

  it("a class's ability cards carry the enhancement slots GHS prints on them", () => {
    const brute = pack('gh.json').characterClasses.find((c) => c.id === 'brute')!;
    const trample = brute.abilityCards?.find((card) => card.name === 'Trample');
    expect(trample?.enhancementSlots?.top.length).toBeGreaterThan(0);
    const shapes = new Set(
      brute.abilityCards?.flatMap((card) => [...(card.enhancementSlots?.top ?? []), ...(card.enhancementSlots?.bottom ?? [])]),
    );
    expect([...shapes].every((shape) => ['square', 'circle', 'diamond', 'diamondPlus', 'hex', 'any'].includes(shape))).toBe(true);
  });

  it('2nd edition: collective gold and faction reputation of a real card are applied', () => {
    const gh2 = pack('gh2e.json');
    const event = gh2.events.find((e) =>
      e.options.some((o) =>
        o.outcomes.some(
          (x) => x.effects.some((l) => l.startsWith('collectiveGold')) && x.effects.some((l) => l.startsWith('reputationFaction')),
        ),
      ),
    )!;
    const outcome = event.options
      .flatMap((o) => o.outcomes)
      .find((x) => x.effects.some((l) => l.startsWith('collectiveGold')) && x.effects.some((l) => l.startsWith('reputationFaction')))!;
    const read = readEventEffects(outcome.effects);
    expect(read.collectiveGold).toBeGreaterThan(0);
    expect(read.factionReputation.length).toBeGreaterThan(0);
    const half = Math.floor(read.collectiveGold / 2);
    const s = run(party('gh2', event.deck, event.number), {
      type: 'ResolveEvent',
      option: 'A',
      disposition: 'return',
      seed: 3,
      effects: {
        ...read.effects,
        characterIds: ['a', 'b'],
        collectiveGold: read.collectiveGold,
        goldShares: [
          { characterId: 'a', amount: half },
          { characterId: 'b', amount: read.collectiveGold - half },
        ],
        factionReputation: read.factionReputation,
        addedEvents: read.addedEvents,
        removedEvents: read.removedEvents,
      },
    });
    const eachGold = read.effects.goldEach;
    expect(s.characters.reduce((sum, c) => sum + c.gold, 0)).toBe(60 + read.collectiveGold + 2 * eachGold);
    const { faction, delta } = read.factionReputation[0]!;
    expect(s.party.factionReputation[faction]).toBe(Math.max(-10, delta));
  });

  it.each(['gh.json', 'gh2e.json'])('%s: every outcome of every event reads in words, never as a data code', (file) => {
    const { events } = pack(file);
    const codes: string[] = [];
    for (const event of events)
      for (const option of event.options)
        for (const outcome of option.outcomes) {
          const read = readEventEffects(outcome.effects);
          for (const line of [outcome.condition ?? '', ...[...read.words, ...read.byHand].map((words) => lineIn(words))])
            if (CODE.test(line.replace(/%[^%]*%/g, ''))) codes.push(`${event.deck} ${event.number} ${option.label}: ${line}`);
        }
    expect(codes).toEqual([]);
  });
});
