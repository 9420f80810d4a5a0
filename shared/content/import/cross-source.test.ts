import { expect, it } from 'vitest';
import { describeWithPeerData, readPeerJson } from '../../../tests/support/peer';
import { eachAction, type AbilityAction } from '../model/ability-action';
import { evaluateStatValue } from '../model/stat-formula';
import { importGhsEdition } from './ghs/import-ghs';
import { importXha } from './xha/import-xha';

const xhaFolder = ['xha-data', 'frosthaven_assistant', 'assets', 'data'] as const;

/**
 * The two community data sets describe the same printed cards in different formats, so our two
 * importers should read them alike: a check on the X-haven Assistant markup parser that does not
 * depend on our own reading of the markup.
 */
describeWithPeerData('the X-haven Assistant and Gloomhaven Secretariat importers', () => {
  const xha = importXha({
    edition: readPeerJson(...xhaFolder, 'editions', 'Gloomhaven.json'),
    rooms: readPeerJson(...xhaFolder, 'rooms', 'Gloomhaven.json'),
  });
  const ghs = importGhsEdition(readPeerJson('ghs-data', 'gh.json'));
  if (!xha.ok || !ghs.ok) throw new Error('both imports should succeed');

  // Compared: every structured action but who-is-affected notes and X-haven's explicit "range +0".
  const signature = (actions: AbilityAction[]) =>
    [...eachAction(actions)]
      .filter((action) => action.type !== 'affect' && !(action.type === 'range' && action.value === 0 && action.isRelative))
      .map((action) => (action.type === 'special' ? 'text' : JSON.stringify({ ...action, subActions: undefined })))
      .sort();

  it('agree on initiative, shuffle mark and actions of nearly every card both hold', () => {
    let compared = 0;
    let agreeing = 0;
    for (const ghsDeck of ghs.pack.abilityDecks) {
      const xhaDeck = xha.pack.abilityDecks.find((deck) => deck.id === ghsDeck.id.replace('-scenario-', '-'));
      for (const ghsCard of ghsDeck.cards) {
        const xhaCard = xhaDeck?.cards.find((card) => card.id === ghsCard.id);
        if (!xhaCard) continue;
        compared += 1;
        expect([xhaCard.initiative, xhaCard.hasShuffle]).toEqual([ghsCard.initiative, ghsCard.hasShuffle]);
        if (JSON.stringify(signature(xhaCard.actions)) === JSON.stringify(signature(ghsCard.actions))) agreeing += 1;
      }
    }
    // 240 cards, less Cave Bear 597 which X-haven's file numbers 587 (a typo in that file).
    expect(compared).toBe(239);
    expect(agreeing).toBeGreaterThanOrEqual(225);
  });

  it('agree on every monster stat both hold', () => {
    for (const ghsMonster of ghs.pack.monsterTypes) {
      const xhaMonster = xha.pack.monsterTypes.find((monster) => monster.id === ghsMonster.id.replace('-scenario-', '-'));
      expect(xhaMonster, ghsMonster.id).toBeDefined();
      ghsMonster.levels.forEach((level, index) => {
        const other = xhaMonster?.levels[index];
        if (level.kind === 'normal' && other?.kind === 'normal') {
          for (const rank of ['normal', 'elite'] as const) {
            const { attributes: _a, ...ghsStats } = level[rank];
            const { attributes: _b, ...xhaStats } = other[rank];
            expect(xhaStats, `${ghsMonster.id} level ${index} ${rank}`).toEqual(ghsStats);
          }
        } else if (level.kind === 'boss' && other?.kind === 'boss') {
          // The files write the same formula differently ("8xCx2", "16xC"): compare what they give.
          for (const C of [2, 3, 4])
            expect(evaluateStatValue(other.boss.health, { C, L: index }), `${ghsMonster.id} level ${index}`).toBe(
              evaluateStatValue(level.boss.health, { C, L: index }),
            );
          expect(other.boss.move).toBe(level.boss.move);
        } else expect(other?.kind, ghsMonster.id).toBe(level.kind);
      });
    }
  });
});
