import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lineIn } from '../../../i18n/catalogs.fixture';
import { describeWithPeerData, readPeerJson } from '../../../../tests/support/peer';
import type { RuleEffect } from '../../../rules/scenario/special-rules/rule';
import { importGhsEdition } from './import-ghs';

/**
 * The kinds of scenario rule issue 29 names (cards added to decks, spawns, a monster's changed
 * stats, doors that open), and the rest: what a rule of the data does, read from its own keys.
 */
type RuleKind = 'cardsInDecks' | 'doors' | 'spawns' | 'monsterStats' | 'figures' | 'randomDungeon' | 'noteOnly';

const rawRule = z.record(z.string(), z.unknown());
const rawScenarios = z.object({ scenarios: z.array(z.object({ index: z.string(), rules: z.array(rawRule).optional() }).loose()) });

export function kindOfRule(rule: Record<string, unknown>): RuleKind {
  const figures = Array.isArray(rule['figures']) ? (rule['figures'] as unknown[]) : [];
  if (
    figures.some(
      (figure) =>
        z
          .object({ type: z.literal('amAdd') })
          .loose()
          .safeParse(figure).success,
    )
  )
    return 'cardsInDecks';
  if (rule['rooms'] !== undefined) return 'doors';
  if (rule['spawns'] !== undefined) return 'spawns';
  if (rule['statEffects'] !== undefined) return 'monsterStats';
  if (figures.length > 0) return 'figures';
  if (rule['randomDungeon'] !== undefined) return 'randomDungeon';
  return 'noteOnly';
}

/** The data's rules the importer leaves as words, counted by kind. */
function shownByKind(file: string): Partial<Record<RuleKind, number>> {
  const raw = rawScenarios.parse(readPeerJson('ghs-data', file));
  const outcome = importGhsEdition(readPeerJson('ghs-data', file));
  if (!outcome.ok) throw new Error(`${file} did not import`);
  const counts: Partial<Record<RuleKind, number>> = {};
  for (const scenario of outcome.pack.scenarios) {
    const rules = raw.scenarios.find((candidate) => candidate.index === scenario.index)?.rules ?? [];
    (scenario.rules ?? []).forEach((rule, position) => {
      const data = rules[position];
      if (rule.kind !== 'shown' || data === undefined) return;
      const kind = kindOfRule(data);
      counts[kind] = (counts[kind] ?? 0) + 1;
    });
  }
  return counts;
}

describe('the kind of a rule of the data', () => {
  it('is read from what the rule does, cards before rooms before spawns', () => {
    expect(kindOfRule({ figures: [{ type: 'amAdd', value: 'curse:1' }], rooms: [2] })).toBe('cardsInDecks');
    expect(kindOfRule({ rooms: [2], spawns: [] })).toBe('doors');
    expect(kindOfRule({ figures: [{ type: 'dead' }], spawns: [] })).toBe('spawns');
    expect(kindOfRule({ statEffects: [] })).toBe('monsterStats');
    expect(kindOfRule({ figures: [{ type: 'damage' }] })).toBe('figures');
    expect(kindOfRule({ note: 'x' })).toBe('noteOnly');
  });
});

describeWithPeerData('the scenario rules Gloomhaven Secretariat’s data leaves as words, by kind', () => {
  it('gh.json: no rule adding cards, and of doors only one without a tile', () => {
    const counts = shownByKind('gh.json');
    console.info('gh.json rules shown as words, by kind:', counts);
    // Left as words, and why (see scenario-rules.ts; a door that opens when every monster of a type
    // is killed, 79, monsters that come as a door opens, 92, a door destroyed that opens a room, 33,
    // oozes spawning while a tree stands, 72, the Bloated Regent as grave c is destroyed, 75, and the
    // escort's death losing the scenario, 56, are applied):
    // - doors: monsters that come as a room is revealed whose room has no tile in the data (90: its
    //   room 3, the book's to place);
    // - spawns: a count the data gives as a formula ("F": while a water pump stands, 26, and as a
    //   grave a or b is destroyed, 75), or a boss at a changed level as one standee dies (57: the
    //   data's marker "2" is a tag Gloomhaven Secretariat puts on the elite City Guard room 3 sets
    //   up, which Haven's standees do not carry, and the Infiltrator is not among the monsters it
    //   sets up);
    // - figures: what the data's figures do is damage (a tree suffering 2, 68; a demon while a door
    //   stands, 36) or a note only the book words (the vocal cords, 42), which the engine does not apply;
    // - monster stats: stats as formulas of whether an altar stands (22: X of a value the board
    //   decides, which a stat card cannot hold), a Stone Golem turning into an Arcane Golem with
    //   "HxC" hit points once a room opens (67: a monster changing its type mid-scenario, which
    //   the engine's standees cannot). Poison on every Cave Bear attack (54), the scenario-78
    //   Cultist's immunities and lines (78) and the Cultists' own deck in 89 are applied (see
    //   stat-effects.ts).
    expect(counts).toEqual({ doors: 1, spawns: 6, monsterStats: 2, figures: 12, randomDungeon: 2, noteOnly: 6 });
  });

  it('gh2e.json: none of the four kinds (its spawn at the odd rounds from round 3 is applied)', () => {
    const counts = shownByKind('gh2e.json');
    console.info('gh2e.json rules shown as words, by kind:', counts);
    expect(counts).toEqual({ figures: 9, noteOnly: 5 });
  });
});

describeWithPeerData('doors the data opens at a round', () => {
  const outcome = importGhsEdition(readPeerJson('ghs-data', 'gh.json'));
  if (!outcome.ok) throw new Error('gh.json did not import');
  const effectsOf = (index: string): Array<RuleEffect[] | false> =>
    outcome.pack.scenarios
      .find((scenario) => scenario.index === index)
      ?.rules?.map((rule) => rule.kind === 'applied' && rule.rule.effects) ?? [];

  it('are applied: each room by its number and tile, with the monsters the scenario sets up in it', () => {
    const opened = effectsOf('53')
      .flatMap((effects) => (effects ? effects : []))
      .filter((effect) => effect.kind === 'openRooms');
    expect(opened.map((effect) => effect.rooms.map((room) => room.number))).toEqual([[2], [4], [3], [5]]);
    expect(opened.every((effect) => effect.rooms.every((room) => room.placements.length > 0))).toBe(true);
    expect(effectsOf('74').filter((effects) => effects && effects.some((effect) => effect.kind === 'openRooms'))).toHaveLength(2);
  });

  it("and when every monster of a type is killed: Lost Temple's room 2 opens with its boss once the last Stone Golem dies", () => {
    const [rule] = outcome.pack.scenarios.find((scenario) => scenario.index === '79')?.rules ?? [];
    expect(rule?.kind === 'applied' && [rule.rule.at, rule.rule.isOnce, rule.rule.figures]).toEqual([
      'figureDied',
      true,
      [{ kind: 'allKilled', monster: 'stone-golem', name: 'Stone Golem' }],
    ]);
    const opened = rule?.kind === 'applied' ? rule.rule.effects : [];
    expect(opened.map((effect) => effect.kind === 'openRooms' && effect.rooms.map((room) => [room.number, room.tile]))).toEqual([
      [[2, 'C2b']],
    ]);
  });

  it("Demonic Rift's spawns, whose room has no tile, are left to the scenario book's moment, never all scenario long", () => {
    const [rule] = outcome.pack.scenarios.find((scenario) => scenario.index === '90')?.rules ?? [];
    expect(rule?.kind === 'shown' && lineIn(rule.line, 'en')).toMatch(/^When the scenario book says, once: Living Spirit spawns/);
  });

  it("and Back Alley Brawl's City Guards come as its door opens: spawns once room 2 (tile F1a) is revealed", () => {
    const [rule] = outcome.pack.scenarios.find((scenario) => scenario.index === '92')?.rules ?? [];
    expect(rule?.kind === 'applied' && [rule.rule.at, rule.rule.requiredRooms, rule.rule.effects.map((effect) => effect.kind)]).toEqual([
      'roomsRevealed',
      [{ number: 2, tile: 'F1a' }],
      ['spawn'],
    ]);
  });
});

describeWithPeerData("a monster's changed stats the data states", () => {
  const outcome = importGhsEdition(readPeerJson('ghs-data', 'gh.json'));
  if (!outcome.ok) throw new Error('gh.json did not import');
  const firstRule = (index: string) => outcome.pack.scenarios.find((scenario) => scenario.index === index)?.rules?.[0];

  it('are applied: every Cave Bear attack poisons in scenario 54, all scenario long', () => {
    expect(firstRule('54')).toEqual({
      kind: 'applied',
      rule: {
        index: 0,
        at: 'always',
        rounds: [],
        isOnce: false,
        requiredRooms: [],
        effects: [
          { kind: 'monsterAttributes', monster: 'cave-bear', name: 'Cave Bear', conditionsOnAttack: ['poison'], immunities: [], lines: [] },
        ],
      },
    });
  });

  it("are applied: scenario 89's Cultists draw the deck the pack has for it", () => {
    expect(firstRule('89')).toMatchObject({
      kind: 'applied',
      rule: { at: 'always', requiredRooms: [], effects: [{ kind: 'monsterDeck', monster: 'cultist', deck: 'cultist-scenario-89' }] },
    });
    expect(outcome.pack.abilityDecks.some((deck) => deck.id === 'cultist-scenario-89')).toBe(true);
  });

  it("are applied from the room's reveal: the scenario-78 Cultist's immunities, and its two lines as words", () => {
    const rule = firstRule('78');
    expect(rule?.kind === 'applied' && rule.rule).toMatchObject({
      at: 'always',
      requiredRooms: [{ number: 2 }],
      effects: [
        {
          kind: 'monsterAttributes',
          monster: 'cultist-scenario-78',
          name: 'Cultist (scenario 78)',
          conditionsOnAttack: [],
          immunities: ['immobilize', 'stun'],
          lines: [
            { id: '78/1.1.1', text: 'Immune to forced movement' },
            { id: '78/1.1.2', text: 'Can open doors' },
          ],
        },
      ],
    });
  });
});
