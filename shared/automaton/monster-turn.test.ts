import { describe, expect, it } from 'vitest';
import type { AbilityDeckInput } from '../rules/scenario/input';
import type { ScenarioCommandInput } from '../rules/scenario/commands';
import type { ScenarioState } from '../rules/scenario/state';
import { CROWN_DECK, run, SENTRY_DECK, testScenario } from '../rules/scenario/scenario.fixture';
import { monsterAttackCommands, monsterTurnPlay } from './monster-turn';
import { emptyPosition, type BoardPosition } from '../map/position';
import { testFigure } from '../map/position.fixture';

/** One hound card: Attack +0, consume ice: +2 attack and wound; infuse fire. */
const HOUNDS: AbilityDeckInput = {
  deck: 'hound-pack',
  cards: [
    {
      id: 'ice-1',
      initiative: 30,
      shuffle: false,
      actions: [
        {
          type: 'attack',
          value: 0,
          subActions: [
            {
              type: 'consume',
              element: 'ice',
              subActions: [
                { type: 'attack', value: 2 },
                { type: 'condition', condition: 'wound' },
              ],
            },
          ],
        },
        { type: 'infuse', element: 'fire' },
      ],
    },
  ],
};

const board: BoardPosition = {
  ...emptyPosition('gh'),
  tiles: { '0,0': 'floor', '1,0': 'floor', '2,0': 'floor', '0,1': 'floor' },
  figures: [
    testFigure('rust-hound#1', 'monster', [0, 0]),
    testFigure('rust-hound#2', 'monster', [0, 1]),
    testFigure('wren', 'character', [1, 0]),
    testFigure('tam', 'character', [2, 0]),
  ],
};

/** Ice strong; both hounds act at 30 after Wren (10), Tam rests (99). */
function houndsRound(): ScenarioState {
  let state = run(
    testScenario('gh1', { abilityDecks: [HOUNDS, SENTRY_DECK, CROWN_DECK] }),
    { type: 'AddMonsters', monsters: [1, 2].map((n) => ({ typeId: 'rust-hound', rank: 'normal' as const, standeeNumber: n })) },
    { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'cards', leading: 10, second: 60 } },
    { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'longRest' } },
  );
  state = { ...state, elements: { ...state.elements, ice: 'strong' }, board };
  return run(state, { type: 'DrawMonsterAbilityCards' }, { type: 'StartTurn' }, { type: 'EndTurn' }, { type: 'StartTurn' });
}

const playAll = (state: ScenarioState, commands: ScenarioCommandInput[]) => run(state, ...commands);

describe("a monster's turn on the board, kept in the scenario state", () => {
  it("consumes the element first, then attacks with its bonus; the steps are the state's, not the screen's", () => {
    const state = houndsRound();
    expect(state.activeFigure).toEqual({ kind: 'monster', id: 'rust-hound#1' });
    const commands = monsterAttackCommands(state, 'rust-hound#1', board, ['wren']);
    expect(commands.map((c) => c.type)).toEqual(['ConsumeElement', 'Attack']);
    expect(commands[1]).toMatchObject({ conditions: ['wound'], targets: [{ target: { kind: 'character', id: 'wren' }, bonus: 2 }] });
    const after = playAll(state, commands);
    expect(monsterTurnPlay(after, 'rust-hound#1', board).steps).toEqual(['consume:ice', 'attack']);
    // The next turn starts with no steps taken.
    expect(monsterTurnPlay(run(after, { type: 'EndTurn' }, { type: 'StartTurn' }), 'rust-hound#2', board).steps).toEqual([]);
  });

  it("every monster acting on the card gets the consumed element's bonus, not only the first (rulebook p. 24)", () => {
    let state = houndsRound();
    state = playAll(state, monsterAttackCommands(state, 'rust-hound#1', board, ['wren']));
    state = run(state, { type: 'EndTurn' }, { type: 'StartTurn' });
    expect(state.elements.ice).toBe('inert');
    const second = monsterTurnPlay(state, 'rust-hound#2', board);
    expect(second.bonus).toMatchObject({ attack: 2, conditions: ['wound'] });
    const commands = monsterAttackCommands(state, 'rust-hound#2', board, ['wren']);
    expect(commands).toHaveLength(1);
    expect(commands[0]).toMatchObject({ type: 'Attack', conditions: ['wound'], targets: [{ bonus: 2 }] });
    // A new round forgets what was consumed.
    const nextRound = run(run(state, { type: 'EndTurn' }), { type: 'StartTurn' }, { type: 'EndTurn' }, { type: 'EndRound' });
    expect(nextRound.consumedByCard).toEqual({});
  });

  it('retaliate hits back only an attacker the board shows within its range', () => {
    const state = houndsRound();
    const attack = (target: string, retaliateRange?: number) =>
      monsterAttackCommands(state, 'rust-hound#1', board, [target], {
        [target]: { shield: 1, retaliate: 2, ...(retaliateRange ? { retaliateRange } : {}) },
      }).at(-1);
    expect(attack('wren')).toMatchObject({ targets: [{ shield: 1, retaliate: 2, isWithinRetaliateRange: true }] });
    expect(attack('tam')).toMatchObject({ targets: [{ retaliate: 2, isWithinRetaliateRange: false }] });
    expect(attack('tam', 2)).toMatchObject({ targets: [{ retaliate: 2, isWithinRetaliateRange: true }] });
  });

  it('a character the party says loses cards instead takes the attack with its damage negated (rulebook p. 28)', () => {
    const commands = monsterAttackCommands(houndsRound(), 'rust-hound#1', board, ['wren', 'tam'], {
      wren: { shield: 0, retaliate: 0, negateDamage: true },
    });
    expect(commands.at(-1)).toMatchObject({ targets: [{ target: { id: 'wren' }, negateDamage: true }, { target: { id: 'tam' } }] });
    expect(commands.at(-1)).not.toMatchObject({ targets: [{}, { negateDamage: true }] });
  });

  it('a character whose hand Haven keeps names the cards it loses instead, and the attack carries them', () => {
    const commands = monsterAttackCommands(houndsRound(), 'rust-hound#1', board, ['wren'], {
      wren: { shield: 0, retaliate: 0, negateDamage: true, lostCards: ['7'] },
    });
    expect(commands.at(-1)).toMatchObject({ targets: [{ target: { id: 'wren' }, negateDamage: true, lostCards: ['7'] }] });
  });
});
