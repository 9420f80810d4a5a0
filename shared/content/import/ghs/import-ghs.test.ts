import { describe, expect, it } from 'vitest';
import { englishRefusal } from '../../../rules/refusal';
import { describeWithPeerData, itWithPeerData, readPeerJson } from '../../../../tests/support/peer';
import { standeesFor } from '../../model/scenario';
import { ghsFoldersOf, importGhsFolders } from './folders';
import { importGhsEdition } from './import-ghs';
import { labelsOf } from './labels';
import { rewardsFromGhs } from './scenario-rewards';

type Compiled = Record<string, unknown> & {
  monsters: Record<string, unknown>[];
  scenarios: { rooms?: { monster?: { name: string }[] }[] }[];
};
const compiled = () => readPeerJson<Compiled>('ghs-data', 'gh.json');

function imported() {
  const outcome = importGhsEdition(compiled());
  if (!outcome.ok) throw new Error(outcome.errors.map((error) => `${error.file} ${error.path}: ${error.reason}`).join('\n'));
  return outcome;
}

describeWithPeerData('importGhsEdition on Gloomhaven Secretariat gh.json', () => {
  const { pack, report } = imported();

  it('brings in every record of the edition', () => {
    expect(pack.edition).toBe('gh1');
    expect(pack.monsterTypes).toHaveLength(60);
    expect(pack.abilityDecks).toHaveLength(30);
    expect(pack.abilityDecks.reduce((sum, deck) => sum + deck.cards.length, 0)).toBe(240);
    expect(pack.scenarios).toHaveLength(96);
    expect(pack.characterClasses).toHaveLength(17);
    expect(pack.items).toHaveLength(133);
    expect(pack.personalQuests).toHaveLength(24);
    expect(pack.battleGoals).toHaveLength(24);
    expect(pack.events).toHaveLength(10);
    expect(pack.treasures).toHaveLength(75);
  });

  it('structures over 95% of the card actions', () => {
    expect(report.structuredShare).toBeGreaterThan(0.95);
    expect(report.notes).toContain('The data has 10 city events and no road events.');
    expect(report.noteWords?.map(englishRefusal)).toEqual(report.notes);
  });

  it('reads a level-3 elite Bandit Guard as the file has it', () => {
    const level = pack.monsterTypes.find((monster) => monster.id === 'bandit-guard')?.levels[3];
    if (level?.kind !== 'normal') throw new Error('expected a normal monster level');
    expect(level.elite).toEqual({
      health: 10,
      move: 3,
      attack: 4,
      range: 0,
      attributes: [{ type: 'shield', value: 2, isRelative: false }],
      immunities: [],
    });
  });

  it('reads a card initiative and actions', () => {
    const card = pack.abilityDecks.find((deck) => deck.id === 'guard')?.cards.find((candidate) => candidate.id === 526);
    expect(card).toEqual({
      id: 526,
      initiative: 35,
      hasShuffle: false,
      actions: [
        { type: 'move', value: -1, isRelative: true },
        { type: 'attack', value: 0, isRelative: true, subActions: [{ type: 'range', value: 2, isRelative: false }] },
      ],
    });
  });

  it('keeps a boss summon whose rank depends on the party size', () => {
    const commander = pack.monsterTypes.find((monster) => monster.id === 'bandit-commander')?.levels[0];
    expect(commander?.kind === 'boss' && commander.boss.special2).toEqual([
      { type: 'summon', monster: 'living-bones', rank: 'normal', rankByPartySize: ['normal', 'elite', 'elite'] },
    ]);
  });

  it('counts scenario 1 standees per party size from the spawn list', () => {
    const blackBarrow = pack.scenarios.find((scenario) => scenario.index === '1');
    const guards = blackBarrow?.rooms[0]?.placements.find((placement) => placement.monster === 'bandit-guard');
    expect(guards).toEqual({ monster: 'bandit-guard', normal: [2, 6, 4], elite: [1, 0, 2] });
    expect(guards && standeesFor(guards, 3)).toEqual({ normal: 6, elite: 0 });
    expect(blackBarrow?.unlocks).toEqual(['2']);
    expect(blackBarrow?.links).toEqual(['2']);
  });

  it('keeps level changes written onto monster names as rules the engine applies', () => {
    const chamber = pack.scenarios.find((scenario) => scenario.index === '28');
    expect(chamber?.monsters).toContain('living-corpse');
    expect(chamber?.rules?.at(-1)).toMatchObject({
      kind: 'applied',
      rule: { at: 'always', effects: [{ kind: 'monsterLevel', monster: 'living-corpse', name: 'Living Corpse', change: 2 }] },
    });
  });

  it('brings in items, quests, goals and events with their text', () => {
    expect(pack.items[0]).toMatchObject({
      id: 'item-1',
      name: 'Boots of Striding',
      cost: 20,
      slot: 'legs',
      count: 2,
      prosperity: 1,
      usage: 'spent',
    });
    // Hide Armor adds two -1 cards to its owner's deck (GHS "minusOne").
    expect(pack.items.find((item) => item.name === 'Hide Armor')?.minusOnes).toBe(2);
    expect(pack.items[0]?.minusOnes).toBeUndefined();
    // Use slots (rulebook p. 8): Hide Armor is used twice, then spent; Steam Armor 5 times, then consumed.
    expect(pack.items.find((item) => item.name === 'Hide Armor')).toMatchObject({ uses: 2, usage: 'spent' });
    expect(pack.items.find((item) => item.name === 'Steam Armor')).toMatchObject({ uses: 5, usage: 'consumed' });
    expect(pack.items[0]?.uses).toBeUndefined();
    expect(pack.personalQuests[0]).toMatchObject({ number: 510, name: 'Seeker of Xorn', unlocks: { characterClass: 'squidface' } });
    expect(pack.battleGoals.find((goal) => goal.name === 'Aggressor')?.checks).toBe(2);
    expect(pack.events[0]?.options[0]?.outcomes[0]?.effects).toEqual(['experience 10', 'loseGold 5', 'loseReputation 1']);
  });

  it('writes item texts in words: an icon after its own word is said once, icons with a number read "range 3"', () => {
    const text = (name: string) => pack.items.find((item) => item.name === name)?.text;
    expect(text('Minor Stamina Potion')).toBe('During your turn, Recover up to two of your discarded cards.');
    expect(text('Staff of Summoning')).toContain('a summoned ally within range 3 performs');
    expect(text('Iron Helmet')).toBe('When attacked, consider any ×2 attack modifier card the enemy draws to be a +0 instead.');
    expect(text('Brilliant Blade')).toContain('consume light to add +2 attack');
    // The drawn part of an item (its area, a second line) follows the label's first line.
    expect(text('Unstable Explosives')).toBe(
      'Turn a single target ranged attack into the following: Area: 4 hexes All allies in the attack area suffer 3 damage.',
    );
    const words = pack.items.map((item) => item.text ?? '').join('\n');
    expect(words).not.toMatch(/\b(\w+) \1\b/i);
    expect(words).not.toMatch(/\w:\d|plus0|minus1|specialTarget/);
  });

  it('reads the six starting classes of the 1st edition as open, every other class as locked (rulebook p. 6)', () => {
    const open = pack.characterClasses.filter((characterClass) => !characterClass.isLocked).map((characterClass) => characterClass.name);
    expect(open.sort()).toEqual(['Brute', 'Cragheart', 'Mindthief', 'Scoundrel', 'Spellweaver', 'Tinkerer']);
    expect(pack.characterClasses.find((characterClass) => characterClass.id === 'sun')?.isLocked).toBe(true);
  });

  it('keeps where each half of a class card goes once played: lost, round bonus, persistent (rulebook p. 17, p. 25)', () => {
    const brute = pack.characterClasses.find((characterClass) => characterClass.id === 'brute');
    const card = (name: string) => brute?.abilityCards?.find((c) => c.name === name)?.fates;
    expect(card('Trample')).toEqual({ top: { isLost: false, bonus: 'none' }, bottom: { isLost: true, bonus: 'none' } });
    expect(card('Eye for an Eye')?.top).toEqual({ isLost: false, bonus: 'round' });
    expect(card('Immovable Phalanx')?.bottom.bonus).toBe('persistent');
  });

  it('reads class perks with replace as remove-then-add', () => {
    const doomstalker = pack.characterClasses.find((characterClass) => characterClass.id === 'angry-face');
    expect(doomstalker?.name).toBe('Doomstalker');
    expect(doomstalker?.isLocked).toBe(true);
    expect(doomstalker?.handSize).toBe(12);
    expect(doomstalker?.perks[1]).toEqual({
      checkboxes: 3,
      remove: [{ card: { value: 0, effects: [], isRolling: false }, count: 2 }],
      add: [{ card: { value: 1, effects: [], isRolling: false }, count: 2 }],
    });
  });
});

describe('importGhsFolders on the same records spread over data/gh/', () => {
  itWithPeerData('gives the same pack as the compiled file', () => {
    const folders = ghsFoldersOf(compiled());
    expect(folders.has('monster/hound.json')).toBe(true);
    const outcome = importGhsFolders(new Map([...folders].map(([path, json]) => [`data/gh/${path}`, json])));
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors.slice(0, 3)));
    const fromFile = imported().pack;
    expect(outcome.pack.monsterTypes.length).toBe(fromFile.monsterTypes.length);
    expect(outcome.pack.characterClasses.length).toBe(17);
    expect(outcome.pack.items).toEqual(fromFile.items);
    expect(new Set(outcome.pack.scenarios.map((scenario) => scenario.index))).toEqual(
      new Set(fromFile.scenarios.map((scenario) => scenario.index)),
    );
  });

  itWithPeerData('names the scenario file of an unknown monster and imports nothing', () => {
    const folders = ghsFoldersOf(compiled());
    const scenario = structuredClone(folders.get('scenarios/2.json')) as { rooms: { monster: { name: string }[] }[] };
    scenario.rooms[1]!.monster[0]!.name = 'foo';
    folders.set('scenarios/2.json', scenario);
    const outcome = importGhsFolders(folders);
    expect(outcome).toMatchObject({
      ok: false,
      errors: [{ file: 'scenarios/2.json', path: '$.rooms[1].monster[0].name', reason: 'unknown monster "foo"' }],
    });
  });

  itWithPeerData('takes the Gloomhaven edition out of a data/ folder that holds other games too', () => {
    const files = new Map([...ghsFoldersOf(compiled())].map(([path, json]) => [`data/gh/${path}`, json] as [string, unknown]));
    files.set('data/fh/base.json', { edition: 'fh' });
    files.set('data/fh/monster/algox-archer.json', { name: 'algox-archer' });
    const outcome = importGhsFolders(files);
    expect(outcome.ok && outcome.pack.edition).toBe('gh1');
  });

  it('says so when there is no base.json', () => {
    const outcome = importGhsFolders(new Map([['monster/hound.json', {}]]));
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors[0]?.reason).toMatch(/no base\.json/);
  });
});

describe('importGhsEdition on broken input', () => {
  itWithPeerData('names the path of a wrong type', () => {
    const data = compiled();
    (data.monsters[4] as { count: unknown }).count = 'six';
    const outcome = importGhsEdition(data);
    expect(outcome).toMatchObject({
      ok: false,
      errors: [{ file: 'gh.json', path: '$.monsters[4].count', reason: 'Invalid input: expected number, received string' }],
    });
  });

  itWithPeerData('rejects a scenario with an unknown monster', () => {
    const data = compiled();
    data.scenarios[0]!.rooms![0]!.monster![0]!.name = 'foo';
    const outcome = importGhsEdition(data);
    expect(outcome).toMatchObject({
      ok: false,
      errors: [{ file: 'gh.json', path: '$.scenarios[0].rooms[0].monster[0].name', reason: 'unknown monster "foo"' }],
    });
  });

  it('refuses an edition it does not know', () => {
    const outcome = importGhsEdition({ edition: 'fh' });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors[0]).toMatchObject({
      file: 'gh.json',
      path: '$.edition',
      reason: '"fh" is not a Gloomhaven edition (expected "gh" or "gh2e")',
    });
  });
});

describeWithPeerData('scenario rewards and treasures from GHS data (1st ed. rulebook p. 49 "Scenario Completion")', () => {
  it("reads Black Barrow's rewards and treasure tile, and Barrow Lair's requirements by name", () => {
    const outcome = importGhsEdition(readPeerJson('ghs-data', 'gh.json'));
    if (!outcome.ok) throw new Error('gh.json did not import');
    const [barrow, lair] = outcome.pack.scenarios;
    expect(barrow?.rewards).toMatchObject({ partyAchievements: ['First Steps'], gold: 0, other: [] });
    expect(barrow?.unlocks).toEqual(['2']);
    expect(barrow?.treasures).toEqual([7]);
    expect(lair?.rewards).toMatchObject({ gold: 10, prosperity: 1 });
    expect(lair?.requirements).toEqual(['completed: 1', 'party: First Steps']);
    const classReward = outcome.pack.scenarios.find((s) => s.id === '44')?.rewards?.other ?? [];
    expect(classReward.join(' ')).toMatch(/^A class is unlocked: /);
    expect(classReward.join(' ')).not.toMatch(/angry-face/);
  });

  it('names 2nd-edition achievements as printed, not by their ids', () => {
    const data = readPeerJson<{ label: unknown; labelSpoiler: unknown; scenarios: { index: string; rewards?: Record<string, unknown> }[] }>(
      'ghs-data',
      'gh2e.json',
    );
    const rewards = data.scenarios.find((s) => s.index === '3')?.rewards ?? {};
    expect(rewardsFromGhs(rewards, labelsOf(data.label, data.labelSpoiler)).globalAchievements).toEqual(['The Power of Enhancement']);
  });
});
