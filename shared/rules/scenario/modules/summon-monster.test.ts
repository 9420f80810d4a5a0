import { describe, expect, it } from 'vitest';
import { lineIn } from '../../../i18n/catalogs.fixture';
import type { BoardEdit } from '../../../map/edit';
import { boardOf } from '../board-state';
import { scenarioEngine } from '../engine';
import type { AbilityDeckInput } from '../input';
import { CROWN_DECK, eventsOf, HOUND_PACK_DECK, refusal, run, SENTRY_DECK, testScenario, withDrawnCards } from '../scenario.fixture';
import type { ScenarioState } from '../state';

/** The Mire King's deck with a card that summons a Rust Hound, and one whose summon starts with the King's hit points. */
const CROWN: AbilityDeckInput = {
  ...CROWN_DECK,
  cards: [
    ...CROWN_DECK.cards,
    {
      id: 'cr-summon',
      initiative: 30,
      shuffle: false,
      actions: [{ type: 'summon', text: 'Summon normal Rust Hound', summon: { typeId: 'rust-hound', rank: 'normal' } }],
    },
    {
      id: 'cr-split',
      initiative: 31,
      shuffle: false,
      actions: [
        { type: 'summon', text: 'Summon elite Rust Hound', summon: { typeId: 'rust-hound', rank: 'elite', hasSummonersHealth: true } },
      ],
    },
  ],
};

const edit = (edit: BoardEdit) => ({ type: 'EditBoard' as const, edit });
const figure = (id: string, kind: 'character' | 'monster', hex: [number, number]) => ({
  id,
  kind,
  hex,
  name: id,
  isElite: false,
  isLongResting: false,
  isInvisible: false,
});

/**
 * Round 1, the King's turn on `card`: the King at (2,2) on a floor of 7×5 hexes, Wren at (5,2).
 * Of the King's six neighbours, (3,2) and (3,1) are nearest Wren (two hexes); (3,1) is an obstacle.
 */
function kingsTurn(card: string): ScenarioState {
  const start = testScenario('gh1', { scenarioLevel: 1, abilityDecks: [HOUND_PACK_DECK, SENTRY_DECK, CROWN] });
  const placed = run(
    start,
    { type: 'AddMonsters', monsters: [{ typeId: 'mire-king', rank: 'boss' }] },
    edit({ type: 'fillRectangle', from: [0, 0], to: [6, 4], terrain: 'floor' }),
    edit({ type: 'paintTerrain', hexes: [[3, 1]], terrain: 'obstacle' }),
    edit({ type: 'placeFigure', figure: figure('mire-king#1', 'monster', [2, 2]) }),
    edit({ type: 'placeFigure', figure: figure('wren', 'character', [5, 2]) }),
  );
  return withDrawnCards(placed, { 'mire-king': card });
}

describe('SummonMonster (1st ed. rulebook p. 31 "Summons")', () => {
  it('puts the summoned monster next to the summoner, as close to an enemy as it can, to act from the next round', () => {
    const state = run(kingsTurn('cr-summon'), { type: 'SummonMonster', summonerId: 'mire-king#1', typeId: 'rust-hound', rank: 'normal' });
    const hound = Object.values(state.monsters).find((m) => m.typeId === 'rust-hound');
    expect(hound).toMatchObject({ rank: 'normal', isSummoned: true, firstRound: state.round + 1, health: hound?.maxHealth });
    expect(boardOf(state).figures.find((f) => f.id === hound?.id)?.hex).toEqual([3, 2]);
  });

  it('refuses a hex farther from the enemies than another free one, and a summon the card does not print', () => {
    const state = kingsTurn('cr-summon');
    const command = { type: 'SummonMonster', summonerId: 'mire-king#1', typeId: 'rust-hound', rank: 'normal' } as const;
    expect(refusal(state, { ...command, hex: [1, 2] })).toBe('summon-hex');
    expect(refusal(state, { ...command, rank: 'elite' })).toBe('not-on-card');
    expect(refusal(state, { ...command, typeId: 'gravel-sentry' })).toBe('not-on-card');
  });

  it('fails when every standee of the type is on the map', () => {
    const full = run(kingsTurn('cr-summon'), {
      type: 'AddMonsters',
      monsters: Array.from({ length: 6 }, () => ({ typeId: 'rust-hound', rank: 'normal' as const })),
    });
    expect(refusal(full, { type: 'SummonMonster', summonerId: 'mire-king#1', typeId: 'rust-hound', rank: 'normal' })).toBe('summon-fails');
  });

  it("starts a split with the summoner's current hit points, and says who summoned whom", () => {
    const hurt = run(kingsTurn('cr-split'), {
      type: 'SufferDamage',
      figure: { kind: 'monster', id: 'mire-king#1' },
      amount: 8,
      source: 'other',
    });
    const king = hurt.monsters['mire-king#1']!;
    const command = { type: 'SummonMonster', summonerId: 'mire-king#1', typeId: 'rust-hound', rank: 'elite' } as const;
    const after = run(hurt, command);
    const hound = Object.values(after.monsters).find((m) => m.typeId === 'rust-hound')!;
    expect(hound.health).toBe(Math.min(king.health, hound.maxHealth));
    expect(hound.health).toBeLessThan(hound.maxHealth);
    expect(lineIn(scenarioEngine.describe(hurt, command, eventsOf(hurt, command)))).toBe(`Mire King 1 summoned Rust Hound ${hound.number}`);
  });
});
