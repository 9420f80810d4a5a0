import type { AbilityAction } from '../model/ability-action';
import type { MonsterLevel, MonsterStats, MonsterType } from '../model/monster-type';

/**
 * Haven's own demo monsters: invented names and numbers, written for a first run and for tests.
 * Each row is [health, move, attack, range] for levels 0-7.
 */
type Row = readonly [health: number, move: number, attack: number, range: number];

function levelsOf(
  normal: readonly Row[],
  elite: readonly Row[],
  attributes: (level: number, rank: 'normal' | 'elite') => AbilityAction[],
): MonsterLevel[] {
  return normal.map((row, level) => {
    const eliteRow = elite[level] ?? row;
    const stats = (values: Row, rank: 'normal' | 'elite'): MonsterStats => ({
      health: values[0],
      move: values[1],
      attack: values[2],
      range: values[3],
      attributes: attributes(level, rank),
      immunities: [],
    });
    return { kind: 'normal', level, normal: stats(row, 'normal'), elite: stats(eliteRow, 'elite') };
  });
}

export const thornling: MonsterType = {
  id: 'thornling',
  name: 'Thornling',
  deck: 'thornling',
  standeeCount: 6,
  isBoss: false,
  isFlying: false,
  isScenarioOnly: false,
  levels: levelsOf(
    [
      [3, 2, 2, 0],
      [4, 2, 2, 0],
      [5, 3, 2, 0],
      [6, 3, 3, 0],
      [7, 3, 3, 0],
      [8, 4, 3, 0],
      [10, 4, 4, 0],
      [11, 4, 4, 0],
    ],
    [
      [5, 2, 3, 0],
      [6, 3, 3, 0],
      [8, 3, 3, 0],
      [9, 3, 4, 0],
      [11, 4, 4, 0],
      [12, 4, 5, 0],
      [14, 4, 5, 0],
      [16, 5, 6, 0],
    ],
    // Thorns: it pricks whoever strikes it, more as it grows.
    (level, rank) => [{ type: 'retaliate', value: (rank === 'elite' ? 2 : 1) + (level >= 5 ? 1 : 0), isRelative: false }],
  ),
};

export const bogShambler: MonsterType = {
  id: 'bog-shambler',
  name: 'Bog Shambler',
  deck: 'bog-shambler',
  standeeCount: 4,
  isBoss: false,
  isFlying: false,
  isScenarioOnly: false,
  levels: levelsOf(
    [
      [6, 1, 3, 0],
      [7, 1, 3, 0],
      [9, 1, 4, 0],
      [10, 2, 4, 0],
      [12, 2, 4, 0],
      [13, 2, 5, 0],
      [15, 2, 5, 0],
      [17, 3, 6, 0],
    ],
    [
      [9, 1, 4, 0],
      [11, 2, 4, 0],
      [13, 2, 5, 0],
      [15, 2, 5, 0],
      [17, 2, 6, 0],
      [19, 3, 6, 0],
      [22, 3, 7, 0],
      [24, 3, 7, 0],
    ],
    (level, rank) => [
      { type: 'shield', value: rank === 'elite' || level >= 4 ? 2 : 1, isRelative: false },
      ...(rank === 'elite' ? [{ type: 'condition', condition: 'immobilize' } satisfies AbilityAction] : []),
    ],
  ),
};

export const emberMoth: MonsterType = {
  id: 'ember-moth',
  name: 'Ember Moth',
  deck: 'ember-moth',
  standeeCount: 8,
  isBoss: false,
  isFlying: true,
  isScenarioOnly: false,
  levels: levelsOf(
    [
      [2, 3, 1, 3],
      [3, 3, 1, 3],
      [3, 4, 2, 3],
      [4, 4, 2, 4],
      [5, 4, 2, 4],
      [5, 5, 3, 4],
      [6, 5, 3, 5],
      [7, 5, 3, 5],
    ],
    [
      [4, 3, 2, 3],
      [5, 4, 2, 4],
      [5, 4, 3, 4],
      [6, 4, 3, 4],
      [7, 5, 3, 5],
      [8, 5, 4, 5],
      [9, 5, 4, 5],
      [10, 6, 4, 6],
    ],
    (level, rank) => [
      { type: 'flying' },
      ...(rank === 'elite' || level >= 6 ? [{ type: 'condition', condition: 'wound' } satisfies AbilityAction] : []),
    ],
  ),
};

/** The Mill Warden: the demo's boss, its health scaling with the party (C) like printed bosses. */
export const millWarden: MonsterType = {
  id: 'mill-warden',
  name: 'Mill Warden',
  deck: 'mill-warden',
  standeeCount: 1,
  isBoss: true,
  isFlying: false,
  isScenarioOnly: true,
  levels: [5, 6, 7, 8, 9, 11, 12, 14].map((perCharacter, level) => ({
    kind: 'boss' as const,
    level,
    boss: {
      health: `${perCharacter}xC`,
      move: 2 + Math.floor(level / 3),
      attack: 3 + Math.floor(level / 2),
      range: 0,
      attributes: [{ type: 'shield' as const, value: 1 + Math.floor(level / 4), isRelative: false }],
      immunities: ['stun' as const, 'muddle' as const, 'immobilize' as const],
      special1: [
        { type: 'summon' as const, monster: 'thornling', rank: 'normal' as const },
        { type: 'heal' as const, value: 2, isRelative: false, subActions: [{ type: 'affect' as const, group: 'self' as const }] },
      ],
      special2: [
        {
          type: 'attack' as const,
          value: 1,
          isRelative: true,
          subActions: [
            { type: 'affect' as const, group: 'allAdjacentEnemies' as const },
            { type: 'push' as const, value: 1 },
          ],
        },
      ],
    },
  })),
};

export const demoMonsters: MonsterType[] = [thornling, bogShambler, emberMoth, millWarden];
