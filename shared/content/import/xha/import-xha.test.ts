import { describe, expect, it } from 'vitest';
import { describeWithPeerData, itWithPeerData, readPeerJson } from '../../../../tests/support/peer';
import { standeesFor } from '../../model/scenario';
import { importXha, type XhaSource } from './import-xha';

const folder = ['xha-data', 'frosthaven_assistant', 'assets', 'data'] as const;
const source = (): XhaSource => ({
  edition: readPeerJson(...folder, 'editions', 'Gloomhaven.json'),
  rooms: readPeerJson(...folder, 'rooms', 'Gloomhaven.json'),
  summons: readPeerJson(...folder, 'summons.json'),
});

function imported() {
  const outcome = importXha(source());
  if (!outcome.ok) throw new Error(outcome.errors.map((error) => `${error.file} ${error.path}: ${error.reason}`).join('\n'));
  return outcome;
}

describeWithPeerData('importXha on the X-haven Assistant Gloomhaven files', () => {
  const { pack, report } = imported();

  it('brings in every record of the edition', () => {
    expect(pack.edition).toBe('gh1');
    expect(pack.source).toBe('xha');
    expect(pack.monsterTypes).toHaveLength(60);
    expect(pack.abilityDecks).toHaveLength(31);
    expect(pack.abilityDecks.reduce((sum, deck) => sum + deck.cards.length, 0)).toBe(248);
    expect(pack.scenarios).toHaveLength(96);
    expect(pack.scenarios.filter((scenario) => scenario.rooms.length > 0)).toHaveLength(96);
    expect(pack.characterClasses).toHaveLength(18);
    expect(pack.items).toHaveLength(0);
  });

  it('turns over 95% of the ability-card lines into structured actions', () => {
    expect(report.cardLines).toBeGreaterThan(800);
    expect(report.structuredShare).toBeGreaterThan(0.95);
    expect(report.keptAsText.length).toBe(report.cardLines - report.structuredCardLines);
  });

  it('reads a level-3 elite Stone Golem as the file has it', () => {
    const golem = pack.monsterTypes.find((monster) => monster.id === 'stone-golem');
    const level = golem?.levels[3];
    expect(level?.kind).toBe('normal');
    if (level?.kind !== 'normal') return;
    expect(level.elite).toEqual({
      health: 15,
      move: 2,
      attack: 5,
      range: 0,
      attributes: [{ type: 'shield', value: 3, isRelative: false }],
      immunities: [],
    });
    expect(level.normal.health).toBe(11);
  });

  it('keeps a boss health formula and its specials', () => {
    const commander = pack.monsterTypes.find((monster) => monster.id === 'bandit-commander');
    const level = commander?.levels[3];
    expect(commander?.isBoss).toBe(true);
    expect(level?.kind).toBe('boss');
    if (level?.kind !== 'boss') return;
    expect(level.boss.health).toBe('13xC');
    expect(level.boss.immunities).toEqual(['stun', 'immobilize', 'curse']);
    // Boss cards wrap sentences over lines; the importer joins them.
    expect(level.boss.special1).toEqual([{ type: 'special', text: 'Move to next door and reveal room' }]);
    expect(level.boss.special2).toEqual([{ type: 'summon', monster: 'living-bones', rank: 'normal' }]);
    const jekserah = pack.monsterTypes.find((monster) => monster.id === 'jekserah')?.levels[0];
    expect(jekserah?.kind === 'boss' && jekserah.boss.special1).toEqual([
      { type: 'summon', monster: 'living-bones', rank: 'normal' },
      { type: 'attack', value: -1, isRelative: true, subActions: [{ type: 'affect', group: 'allAdjacentEnemies' }] },
    ]);
  });

  it('parses a card with an element bonus into its initiative and actions', () => {
    const card = pack.abilityDecks.find((deck) => deck.id === 'frost-demon')?.cards.find((candidate) => candidate.id === 623);
    expect(card).toEqual({
      id: 623,
      initiative: 58,
      hasShuffle: false,
      actions: [
        { type: 'move', value: -1, isRelative: true },
        {
          type: 'attack',
          value: 0,
          isRelative: true,
          subActions: [
            { type: 'range', value: 2, isRelative: false },
            // The ice bonus improves the attack printed above it, so it sits under that attack.
            {
              type: 'element',
              element: 'ice',
              use: 'consume',
              subActions: [
                { type: 'attack', value: 2, isRelative: true },
                { type: 'range', value: 1, isRelative: true },
              ],
            },
          ],
        },
      ],
    });
  });

  it('keeps a standalone element effect on the top level and a summon with its note', () => {
    const frost = pack.abilityDecks.find((deck) => deck.id === 'frost-demon')?.cards.find((card) => card.id === 627);
    expect(frost?.actions.at(-1)).toEqual({
      type: 'element',
      element: 'fire',
      use: 'consume',
      subActions: [{ type: 'sufferDamage', value: 1, who: 'self' }],
    });
    const ooze = pack.abilityDecks.find((deck) => deck.id === 'ooze')?.cards.find((card) => card.id === 696);
    expect(ooze?.actions).toEqual([
      { type: 'sufferDamage', value: 2, who: 'self' },
      {
        type: 'summon',
        monster: 'ooze',
        rank: 'normal',
        subActions: [
          {
            type: 'special',
            text: "with a hit point value equal to the summoning Ooze's current hit point value (limited by a normal Ooze's specified maximum hit point value)",
          },
        ],
      },
    ]);
  });

  it('gives area attacks their hex cells and an "On Death" trigger its attack', () => {
    const cultist = pack.abilityDecks.find((deck) => deck.id === 'cultist')?.cards.find((card) => card.id === 604);
    const onDeath = cultist?.actions.find((action) => action.type === 'onDeath');
    const area = onDeath?.subActions?.[0]?.subActions?.[0];
    expect(onDeath?.subActions?.[0]).toMatchObject({ type: 'attack', value: 2, isRelative: true });
    expect(area?.type === 'area' && area.cells).toHaveLength(7);
    expect(area?.type === 'area' && area.cells.filter((cell) => cell.role === 'active')).toEqual([{ x: 1, y: 1, role: 'active' }]);
  });

  it('places scenario 2 monsters for three characters', () => {
    const barrowLair = pack.scenarios.find((scenario) => scenario.index === '2');
    expect(barrowLair?.name).toBe('Barrow Lair');
    const secondRoom = barrowLair?.rooms[1];
    expect(secondRoom?.tile).toBe('M1a');
    const archers = secondRoom?.placements.find((placement) => placement.monster === 'bandit-archer');
    expect(archers && standeesFor(archers, 3)).toEqual({ normal: 1, elite: 1 });
    expect(barrowLair?.rooms[0]?.doorsTo).toEqual([2]);
  });

  it('keeps objectives, allies and timers of special scenarios', () => {
    const voice = pack.scenarios.find((scenario) => scenario.index === '42');
    expect(voice?.objectives).toHaveLength(6);
    expect(voice?.objectives[0]).toEqual({ name: 'Vocal Cord 1', health: '2+(LxC/2)', isEscort: false });
    const square = pack.scenarios.find((scenario) => scenario.index === '11');
    expect(square?.allies).toEqual(['living-bones', 'living-corpse']);
  });

  it('reads perks as modifier-deck changes, one perk per distinct line', () => {
    const brute = pack.characterClasses.find((characterClass) => characterClass.id === 'brute');
    expect(brute?.health).toEqual([10, 12, 14, 16, 18, 20, 22, 24, 26]);
    expect(brute?.isLocked).toBe(false);
    expect(brute?.perks[0]).toEqual({ checkboxes: 1, remove: [{ card: { value: -1, effects: [], isRolling: false }, count: 2 }], add: [] });
    const pushes = brute?.perks.find((perk) => perk.add[0]?.card.effects[0] === 'push 1');
    expect(pushes).toEqual({ checkboxes: 2, remove: [], add: [{ card: { value: 0, effects: ['push 1'], isRolling: true }, count: 3 }] });
  });
});

describe('importXha on broken input', () => {
  itWithPeerData('names the rooms file and path of an unknown monster, and imports nothing', () => {
    const broken = source();
    const rooms = structuredClone(broken.rooms) as Record<string, Record<string, Record<string, unknown>>[]>;
    rooms['3']![1]!['G1b'] = { foo: { normal: [1, 1, 1], elite: [0, 0, 0] } };
    const outcome = importXha({ ...broken, rooms });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors).toContainEqual(
      expect.objectContaining({ file: 'rooms/Gloomhaven.json', path: '$["3"][1].G1b.foo', reason: 'unknown monster "foo"' }),
    );
  });

  itWithPeerData('names the path of a stat of the wrong type', () => {
    const broken = source();
    const edition = structuredClone(broken.edition) as { monsters: Record<string, { levels: { normal: { health: unknown } }[] }> };
    edition.monsters['Hound']!.levels[2]!.normal.health = 'lots';
    const outcome = importXha({ ...broken, edition });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors).toMatchObject([
      {
        file: 'editions/Gloomhaven.json',
        path: '$.monsters.Hound.levels[2].normal.health',
        reason: '"lots" is neither a number nor a formula in C and L',
      },
    ]);
  });

  itWithPeerData('rejects a monster whose deck does not exist', () => {
    const broken = source();
    const edition = structuredClone(broken.edition) as { monsters: Record<string, { deck: string }> };
    edition.monsters['Hound']!.deck = 'Nowhere';
    const outcome = importXha({ ...broken, edition });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors).toMatchObject([
      { file: 'editions/Gloomhaven.json', path: '$.monsters.Hound.deck', reason: 'unknown ability deck "Nowhere"' },
    ]);
  });

  it('refuses an edition that is not Gloomhaven', () => {
    const outcome = importXha({ edition: { edition: 'Frosthaven', monsterAbilities: [], monsters: {}, scenarios: {} } });
    expect(outcome).toMatchObject({
      ok: false,
      errors: [
        {
          file: 'editions/Gloomhaven.json',
          path: '$.edition',
          reason: '"Frosthaven" is not a Gloomhaven edition (expected "Gloomhaven" or "Gloomhaven 2nd Edition")',
        },
      ],
    });
  });

  it('says what is missing when the file is not an edition file at all', () => {
    const outcome = importXha({ edition: [1, 2, 3] });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors[0]).toMatchObject({ file: 'editions/Gloomhaven.json', path: '$' });
  });
});
