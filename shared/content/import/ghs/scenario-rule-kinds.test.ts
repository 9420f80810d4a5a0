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
  it('gh.json: no rule adding cards, and of doors only one opened by an objective and one without a tile', () => {
    const counts = shownByKind('gh.json');
    console.info('gh.json rules shown as words, by kind:', counts);
    // Left as words, and why (see scenario-rules.ts; a door that opens when every monster of a type
    // is killed, 79, and monsters that come as a door opens, 92, are applied):
    // - doors: a door destroyed opens a room (33); monsters that come as a room is revealed whose
    //   room has no tile in the data (90: its room 3, the book's to place);
    // - spawns: while an objective stands (26, 72), as a grave is destroyed (75), a count the data
    //   gives as a formula ("F"), or a boss at a changed level as one standee dies (57: the data's
    //   marker "2" is a tag Gloomhaven Secretariat puts on the elite City Guard room 3 sets up, which
    //   Haven's standees do not carry, and the Infiltrator is not among the monsters it sets up);
    // - monster stats: stats as formulas of an altar's state (22), added actions, immunities and
    //   decks (54, 78, 89), a monster turning into another (67).
    expect(counts).toEqual({ doors: 2, spawns: 13, monsterStats: 5, figures: 13, randomDungeon: 2, noteOnly: 6 });
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
