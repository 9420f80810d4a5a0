import type { Hex } from '../hex/types';
import { describe, expect, it } from 'vitest';
import { CROWN_DECK, run, SENTRY_DECK, testScenario, withDrawnCards } from '../rules/scenario/scenario.fixture';
import type { AbilityDeckInput } from '../rules/scenario/input';
import type { ScenarioState } from '../rules/scenario/state';
import { cardEffects, totalBonus } from './card-effects';
import { applyBoardEdit } from '../map/edit';
import { emptyPosition, type BoardFigure, type BoardPosition } from '../map/position';
import { hexesInRectangle } from '../map/rectangle';

const HOUNDS: AbilityDeckInput = {
  deck: 'hound-pack',
  cards: [
    {
      id: 'fx-1',
      initiative: 30,
      shuffle: false,
      actions: [
        {
          type: 'attack',
          value: 0,
          subActions: [
            { type: 'special', text: 'Push 2' },
            {
              type: 'consume',
              element: 'ice',
              subActions: [
                { type: 'attack', value: 2 },
                { type: 'condition', condition: 'wound' },
                { type: 'range', value: 1 },
              ],
            },
          ],
        },
        { type: 'heal', value: 3, subActions: [{ type: 'range', value: 2 }] },
        { type: 'infuse', element: 'fire' },
      ],
    },
    // As a pack imports it now: all adjacent enemies suffer 2, a summon, consume any element, shield and retaliate.
    {
      id: 'fx-3',
      initiative: 50,
      shuffle: false,
      actions: [
        { type: 'shield', value: 1 },
        { type: 'retaliate', value: 2 },
        { type: 'sufferDamage', value: 2, group: 'allAdjacentEnemies', text: 'All adjacent enemies suffer 2 damage' },
        { type: 'summon', text: 'Summon normal Gravel Sentry', summon: { typeId: 'gravel-sentry', rank: 'normal' } },
        { type: 'consume', isAnyElement: true, text: 'Consume any element', subActions: [{ type: 'attack', value: 1 }] },
        { type: 'infuse', isAnyElement: true, text: 'Infuse any element' },
        { type: 'push', value: 1, text: 'Push 1' },
        { type: 'sufferDamage', value: 1, text: 'Suffer 1 damage' },
      ],
    },
    // As imported from a pack: the heal's target group travels as text under it.
    {
      id: 'fx-2',
      initiative: 40,
      shuffle: false,
      actions: [
        { type: 'heal', value: 1, subActions: [{ type: 'special', text: 'Self' }] },
        { type: 'special', text: 'Pull 1' },
        { type: 'special', text: 'Suffer 1 damage' },
        { type: 'special', text: 'Mud spreads.' },
      ],
    },
  ],
};

function figure(id: string, hex: Hex): BoardFigure {
  return { id, kind: 'monster', hex, name: id, isElite: false, isLongResting: false, isInvisible: false };
}

function board(figures: BoardFigure[], walls: Hex[] = []): BoardPosition {
  let position = applyBoardEdit(emptyPosition('gh'), { type: 'paintTerrain', hexes: hexesInRectangle([0, 0], [8, 4]), terrain: 'floor' });
  if (walls.length) position = applyBoardEdit(position, { type: 'paintTerrain', hexes: walls, terrain: 'wall' });
  return { ...position, figures };
}

function scenario(card: string): ScenarioState {
  const state = run(testScenario('gh1', { abilityDecks: [HOUNDS, SENTRY_DECK, CROWN_DECK] }), {
    type: 'AddMonsters',
    monsters: [1, 2, 3].map((n) => ({ typeId: 'rust-hound', rank: 'normal' as const, standeeNumber: n })),
  });
  return withDrawnCards(state, { 'rust-hound': card });
}

const hurt = (state: ScenarioState, id: string, amount: number) =>
  run(state, { type: 'SufferDamage', figure: { kind: 'monster', id }, amount, source: 'other' });

describe("a monster card's other effects on the board", () => {
  it('reads the push, the consume with its bonus, the heal and the infusion from the card', () => {
    const effects = cardEffects(scenario('fx-1'), 'rust-hound#1', board([figure('rust-hound#1', [1, 1])]));
    expect(effects.map((e) => e.kind)).toEqual(['heal', 'push', 'consume', 'infuse']);
    expect(effects).toContainEqual({ kind: 'push', amount: 2 });
    expect(effects).toContainEqual({ kind: 'infuse', element: 'fire' });
    const consume = effects.find((e) => e.kind === 'consume');
    // Ice is inert: the monster cannot consume it.
    expect(consume).toMatchObject({ element: 'ice', isAvailable: false, bonus: { attack: 2, range: 1, conditions: ['wound'] } });
  });

  it('a consume is available once the element is strong or waning', () => {
    const state = { ...scenario('fx-1'), elements: { ...scenario('fx-1').elements, ice: 'waning' as const } };
    const effects = cardEffects(state, 'rust-hound#1', board([]));
    expect(effects.find((e) => e.kind === 'consume')).toMatchObject({ isAvailable: true });
    expect(totalBonus(effects, (element) => element === 'ice')).toMatchObject({ attack: 2, range: 1, conditions: ['wound'] });
    expect(totalBonus(effects, () => false).attack).toBe(0);
  });

  it('a heal with a range goes to the figure of its side in range that has lost the most hit points', () => {
    let state = hurt(hurt(hurt(scenario('fx-1'), 'rust-hound#2', 2), 'rust-hound#3', 3), 'rust-hound#1', 1);
    // #3 has lost the most but stands out of range (4 hexes away); #2 is in range.
    const position = board([figure('rust-hound#1', [1, 1]), figure('rust-hound#2', [3, 1]), figure('rust-hound#3', [5, 1])]);
    expect(cardEffects(state, 'rust-hound#1', position)[0]).toMatchObject({ kind: 'heal', amount: 3, range: 2, targets: ['rust-hound#2'] });
    // Equal losses are the party's pick.
    state = hurt(state, 'rust-hound#1', 1);
    expect(cardEffects(state, 'rust-hound#1', position)[0]).toMatchObject({ targets: ['rust-hound#1', 'rust-hound#2'] });
  });

  it('a heal needs sight: a wall between the two keeps the ally out of reach', () => {
    const state = hurt(scenario('fx-1'), 'rust-hound#2', 2);
    const open = board([figure('rust-hound#1', [1, 1]), figure('rust-hound#2', [3, 1])]);
    expect(cardEffects(state, 'rust-hound#1', open)[0]).toMatchObject({ targets: ['rust-hound#2'] });
    const walled = board(
      [figure('rust-hound#1', [1, 1]), figure('rust-hound#2', [3, 1])],
      [
        [2, 1],
        [2, 0],
        [3, 0],
        [1, 2],
        [2, 2],
      ],
    );
    expect(cardEffects(state, 'rust-hound#1', walled)[0]).toMatchObject({ targets: [] });
  });

  it('reads what a pack structures: damage to the adjacent enemies, a summon, any element, push, self-damage, shield and retaliate', () => {
    const state = { ...scenario('fx-3'), elements: { ...scenario('fx-3').elements, air: 'waning' as const } };
    const character = (id: string, hex: Hex): BoardFigure => ({ ...figure(id, hex), kind: 'character' });
    // Wren next to the hound, Tam two hexes away, another hound next to it.
    const position = board([
      figure('rust-hound#1', [2, 2]),
      character('wren', [3, 2]),
      character('tam', [4, 2]),
      figure('rust-hound#2', [1, 2]),
    ]);
    const effects = cardEffects(state, 'rust-hound#1', position);
    expect(effects.map((e) => e.kind)).toEqual(['damage', 'summon', 'consumeAny', 'infuseAny', 'push', 'suffer', 'defence']);
    expect(effects[0]).toEqual({ kind: 'damage', amount: 2, group: 'allAdjacentEnemies', targets: ['wren'], isPlaced: true });
    // Of the hound's free neighbours, the two next to Wren are the closest to an enemy: the party picks.
    expect(effects[1]).toEqual({
      kind: 'summon',
      typeId: 'gravel-sentry',
      rank: 'normal',
      name: 'Gravel Sentry',
      places: {
        hexes: [
          [2, 3],
          [3, 1],
        ],
      },
    });
    expect(effects[2]).toMatchObject({ kind: 'consumeAny', available: ['air'], bonus: { attack: 1 } });
    expect(effects.slice(4)).toEqual([
      { kind: 'push', amount: 1 },
      { kind: 'suffer', amount: 1 },
      // Before its turn the card's shield and retaliate are not on it yet.
      { kind: 'defence', shield: 1, retaliate: 2, isActive: false },
    ]);
    // Off the board: the party names whom the damage reaches and places the summon.
    expect(cardEffects(state, 'rust-hound#3', board([]))).toContainEqual({
      kind: 'damage',
      amount: 2,
      group: 'allAdjacentEnemies',
      targets: [],
      isPlaced: false,
    });
  });

  it('a heal without a range heals the monster itself; a pull, damage to itself and other text are read too', () => {
    const effects = cardEffects(scenario('fx-2'), 'rust-hound#2', board([]));
    expect(effects).toEqual([
      { kind: 'heal', amount: 1, range: null, targets: ['rust-hound#2'], reason: expect.any(String) },
      { kind: 'pull', amount: 1 },
      { kind: 'suffer', amount: 1 },
      { kind: 'special', text: 'Mud spreads.' },
    ]);
  });
});
