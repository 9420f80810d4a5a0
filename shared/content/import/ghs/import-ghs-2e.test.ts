import { describe, expect, it } from 'vitest';
import { describeWithPeerData, readPeerJson } from '../../../../tests/support/peer';
import { standeesFor } from '../../model/scenario';
import { importGhsEdition } from './import-ghs';
import { englishRefusal } from '../../../rules/refusal';
import { prosperityLevel } from '../../../rules/campaign/prosperity';

type Compiled = Record<string, unknown> & {
  sections: { index: string; monsters?: string[]; rooms?: { monster?: { name: string }[] }[] }[];
  events: unknown[];
};
const compiled = () => readPeerJson<Compiled>('ghs-data', 'gh2e.json');

function imported() {
  const outcome = importGhsEdition(compiled(), {}, 'gh2e.json');
  if (!outcome.ok) throw new Error(outcome.errors.map((error) => `${error.file} ${error.path}: ${error.reason}`).join('\n'));
  return outcome;
}

describeWithPeerData('importGhsEdition on Gloomhaven Secretariat gh2e.json', () => {
  const { pack, report } = imported();

  it('brings in every record of the 2nd edition', () => {
    expect(pack.edition).toBe('gh2');
    expect(pack.monsterTypes).toHaveLength(82);
    expect(pack.monsterTypes.filter((monster) => /-scenario-/.test(monster.id))).toHaveLength(16);
    expect(pack.abilityDecks).toHaveLength(52);
    expect(pack.abilityDecks.reduce((sum, deck) => sum + deck.cards.length, 0)).toBe(321);
    expect(pack.scenarios).toHaveLength(104);
    expect(pack.scenarios.map((scenario) => scenario.index)).toEqual(
      expect.arrayContaining(['0', '1', '23A', '23B', '25A', '25B', '100', 'S']),
    );
    expect(pack.sections).toHaveLength(320);
    expect(pack.items).toHaveLength(152);
    // The label stops at "perform:"; the action drawn on the card completes it.
    expect(pack.items.find((item) => item.name === 'Amulet of Life')?.text).toBe('During your turn, perform: Heal 1 (Self)');
    expect(pack.items.find((item) => item.name === 'Lucky Eye')?.text).toBe('During your turn, perform: Strengthen (all, Range 1)');
    expect(pack.items.filter((item) => item.text?.endsWith(':'))).toEqual([]);
    expect(pack.events).toHaveLength(177);
    expect(pack.events.filter((event) => event.deck === 'city')).toHaveLength(100);
    expect(pack.personalQuests).toHaveLength(22);
    expect(pack.battleGoals).toHaveLength(60);
    expect(pack.treasures).toHaveLength(79);
    expect(pack.characterClasses).toHaveLength(18);
    expect(pack.characterClasses.filter((characterClass) => characterClass.abilityCards?.length)).toHaveLength(5);
    expect(pack.conditions.map((condition) => condition.id)).toEqual([
      'stun',
      'immobilize',
      'disarm',
      'wound',
      'muddle',
      'poison',
      'invisible',
      'strengthen',
      'curse',
      'bless',
      'safeguard',
      'ward',
    ]);
    expect(pack.campaignSetups).toHaveLength(1);
    expect(report.details).toMatchObject({
      monsterTypes: '16 of them scenario variants',
      abilityDecks: '321 cards',
      events: '100 city, 77 road',
      characterClasses: '5 with ability cards',
    });
  });

  it('imports the known faults of the file with a warning naming each and what was done', () => {
    expect(report.warnings).toEqual([
      'scenario 11 spawns "living-corpse:+1", which no monster is named: matched to "living-corpse", its level change +1 kept as a special rule.',
      'section 6.1 names the monster "candlekeeper-trice-56", which no record is named: matched to "candlekeeper-trice-scenario-56".',
      'section 46.2 names the monster "the-prime-demon-56", which no record is named: matched to "the-prime-demon-scenario-56".',
      'campaign.reputationSections[15]: a reputation milestone of "special" at 13 (city-event 57) names no faction of the campaign sheet; skipped.',
    ]);
    // Each beside its catalog key, so the content page words it in its language (issue 18).
    expect(report.warningWords?.map(englishRefusal)).toEqual(report.warnings);
    expect(report.warningWords?.map((words) => words.key)).toEqual([
      'files.report.spawnLevel',
      'files.report.monsterMatched',
      'files.report.monsterMatched',
      'files.report.reputationFaction',
    ]);
    const ritual = pack.scenarios.find((scenario) => scenario.index === '11');
    expect(ritual?.monsters).toContain('living-corpse');
    expect(ritual?.rules?.at(-1)).toMatchObject({
      kind: 'applied',
      rule: { effects: [{ kind: 'monsterLevel', monster: 'living-corpse', change: 1 }] },
    });
    const placements = pack.scenarios
      .find((scenario) => scenario.index === '56')
      ?.rooms.flatMap((room) => room.placements.map((placement) => placement.monster));
    expect(placements).toEqual(expect.arrayContaining(['candlekeeper-trice-scenario-56', 'the-prime-demon-scenario-56']));
  });

  it('puts the rooms its sections reveal into Bandit Camp, behind the first room, with monsters by party size', () => {
    const camp = pack.scenarios.find((scenario) => scenario.index === '1');
    expect(camp?.rooms.map((room) => [room.number, room.tile, room.isStart, room.doorsTo])).toEqual([
      [1, 'room 1', true, [2, 3]],
      [2, 'section 11.1', false, []],
      [3, 'section 43.2', false, []],
    ]);
    const room2 = camp?.rooms[1]?.placements ?? [];
    const scouts = room2.find((placement) => placement.monster === 'bandit-scout');
    const archers = room2.find((placement) => placement.monster === 'bandit-archer');
    expect(scouts && standeesFor(scouts, 4)).toEqual({ normal: 1, elite: 3 });
    expect(scouts && standeesFor(scouts, 2)).toEqual({ normal: 1, elite: 1 });
    expect(archers && standeesFor(archers, 4)).toEqual({ normal: 3, elite: 0 });
    expect(camp?.monsters).toEqual(['bandit-scout', 'bandit-archer']);
    expect(camp?.factionRewards).toEqual([
      { faction: 'merchants', delta: 1 },
      { faction: 'military', delta: 1 },
    ]);
    // The factions move through factionRewards at settlement, so they are not also told as words.
    expect(camp?.rewards).toMatchObject({ gold: 10, other: [] });
    expect(pack.sections.find((section) => section.number === '11.1')).toMatchObject({
      id: 'section-11-1',
      scenario: '1',
      marker: '1',
      roomNumbers: [2],
      isConclusion: false,
    });
  });

  it('opens a section room from the room of the section that leads to it', () => {
    const scenario = pack.scenarios.find((candidate) => candidate.index === '63');
    // 83.1 -> 66.3 (room 3) -> 107.2 (room 4) -> 89.4 (room 5)
    expect(scenario?.rooms.find((room) => room.number === 3)?.doorsTo).toContain(4);
    expect(scenario?.rooms.find((room) => room.number === 4)?.doorsTo).toContain(5);
  });

  it('keeps event narratives, options and outcomes in the model 1st-edition events use', () => {
    const c01 = pack.events.find((event) => event.id === 'city-1');
    expect(c01?.text).toMatch(/^You're at the University/);
    expect(c01?.text).toContain('\n\nThe day passes');
    expect(c01?.options.map((option) => [option.label, option.choice])).toEqual([
      ['A', 'Call after the curators and return it to them.'],
      ['B', "It won't be missed. Keep the link for good luck."],
    ]);
    expect(c01?.options[0]?.outcomes[0]?.effects).toEqual(['reputationFaction merchants 1', 'collectiveGold 10']);
    const r01 = pack.events.find((event) => event.id === 'road-1');
    expect(r01?.options[0]?.outcomes.map((outcome) => outcome.condition)).toEqual([
      'If the party has the arcane and intimidating traits',
      'Otherwise',
    ]);
    expect(r01?.options[0]?.outcomes[1]?.effects).toEqual(['noEffect']);
  });

  it('reads the campaign object: starting decks, factions and milestones with their sections', () => {
    const setup = pack.campaignSetups[0];
    expect(setup?.startingEvents).toEqual({
      city: Array.from({ length: 20 }, (_, i) => i + 1),
      road: Array.from({ length: 20 }, (_, i) => i + 1),
    });
    expect(setup?.factions).toEqual(['demons', 'merchants', 'military']);
    expect(
      setup?.milestones
        .filter((milestone) => milestone.track === 'prosperity')
        .map((milestone) => [milestone.value, milestone.section, milestone.name]),
    ).toEqual([
      [12, '48.2', 'Prosperity 3'],
      [22, '54.2', 'Prosperity 4'],
      [33, '16.5', 'Prosperity 5'],
      [45, '62.3', 'Prosperity 6'],
    ]);
    // Each "Prosperity N" section is read exactly when the town reaches level N.
    for (const milestone of setup?.milestones.filter((m) => m.track === 'prosperity') ?? []) {
      const level = Number(/Prosperity (\d)/.exec(milestone.name)?.[1]);
      expect([prosperityLevel('gh2', milestone.value - 1), prosperityLevel('gh2', milestone.value)]).toEqual([level - 1, level]);
    }
    expect(setup?.milestones.filter((milestone) => milestone.track === 'reputation')).toHaveLength(15);
    expect(setup?.milestones).toContainEqual({
      track: 'reputation',
      faction: 'merchants',
      value: 6,
      section: '49.1',
      name: 'Merchant Reputation 6',
      requiresCompleted: ['8'],
    });
    expect(setup?.milestones).toContainEqual({
      track: 'imbuement',
      value: 10,
      section: '133.2',
      name: 'Imbuement 10',
      requiresCompleted: [],
    });
  });

  it('keeps quests, goals, class cards and the German labels', () => {
    expect(pack.personalQuests[0]).toMatchObject({ number: 1, requirements: [], unlocks: { characterClass: 'sun' }, followUp: 16 });
    expect(pack.battleGoals[0]).toMatchObject({ number: 1016, name: 'Accountant', checks: 1 });
    const bruiser = pack.characterClasses.find((characterClass) => characterClass.id === 'bruiser');
    expect(bruiser?.abilityCards?.[0]).toMatchObject({ name: 'Trample', level: 1, initiative: 72 });
    // gh2e.json marks the lost symbol on the card (`bottomLost`), not as an action.
    expect(bruiser?.abilityCards?.[0]?.fates?.bottom).toEqual({ isLost: true, bonus: 'none' });
    const german = pack.translations.find((translation) => translation.language === 'de');
    expect(german?.labels['character.gh2e.cragheart']).toBe('Felsenherz');
  });
});

describeWithPeerData('gh2e.json with faults that are not known ones', () => {
  it('refuses a section naming a monster the file does not have, and imports nothing', () => {
    const data = compiled();
    const section = data.sections.find((candidate) => candidate.index === '11.1');
    section!.rooms![0]!.monster![0]!.name = 'foo';
    const outcome = importGhsEdition(data, {}, 'gh2e.json');
    expect(outcome.ok).toBe(false);
    if (!outcome.ok)
      expect(outcome.errors).toContainEqual(
        expect.objectContaining({
          file: 'gh2e.json',
          path: expect.stringMatching(/^\$\.sections\[\d+\]\.rooms\[0\]\.monster\[0\]\.name$/),
          reason: 'unknown monster "foo"',
        }),
      );
  });

  it('refuses an event card numbered neither C-nn nor R-nn', () => {
    const data = compiled();
    (data.events[0] as { cardId: string }).cardId = 'C-x';
    expect(importGhsEdition(data, {}, 'gh2e.json').ok).toBe(false);
  });
});

describe('a file that is not GHS data', () => {
  it('is refused whole', () => {
    const outcome = importGhsEdition({ edition: 'gh2e', events: [{ cardId: 'C-01' }], sections: 'none' }, {}, 'other.json');
    expect(outcome.ok).toBe(false);
  });
});
