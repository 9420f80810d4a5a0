import { describe, expect, it } from 'vitest';
import { importGhsEdition } from '../../content/import/ghs/import-ghs';
import { toMonsterTypeInputAt } from '../../content/to-scenario';
import { itWithPeerData, readPeerJson } from '../../../tests/support/peer';
import { summonRank } from './summon-rank';

describe('summonRank', () => {
  itWithPeerData("reads the party-size marking: the Bandit Commander's Living Bones are elite at three and four characters", () => {
    // Gloomhaven Secretariat's data through the importer, read from the peer folder (never copied).
    const outcome = importGhsEdition(readPeerJson('ghs-data', 'gh.json'));
    if (!outcome.ok) throw new Error('gh.json did not import');
    const types = outcome.pack.monsterTypes;
    const commander = types.find((type) => type.id === 'bandit-commander')!;
    const row = commander.levels[1]!;
    if (row.kind !== 'boss') throw new Error('the Bandit Commander is a boss');
    const summon = row.boss.special2.find((action) => action.type === 'summon');
    if (summon?.type !== 'summon') throw new Error('its second special summons');
    expect([1, 2, 3, 4].map((characters) => summonRank(summon, characters))).toEqual(['normal', 'normal', 'elite', 'elite']);

    // The stat card at the table names the monster and the rank for the party.
    const names = (id: string) => types.find((type) => type.id === id)?.name ?? id;
    const specials = (characters: number) =>
      toMonsterTypeInputAt({ characters, monsterName: names })(commander).levels[1]?.boss?.attributes.special ?? [];
    expect(specials(4).join(' ')).toContain('Summon elite Living Bones');
    expect(specials(2).join(' ')).toContain('Summon normal Living Bones');
    expect(specials(4).join(' ')).not.toContain('living-bones');
  });

  it("keeps a summon's one rank whatever the party", () => {
    expect(summonRank({ rank: 'elite' }, 2)).toBe('elite');
    expect(summonRank({ rank: 'normal' }, 4)).toBe('normal');
  });
});
