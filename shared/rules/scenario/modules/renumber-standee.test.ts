import { describe, expect, it } from 'vitest';
import type { ScenarioCommandInput } from '../commands';
import { refusal, run, testScenario } from '../scenario.fixture';
import type { ScenarioState } from '../state';

const hounds: ScenarioCommandInput = {
  type: 'AddMonsters',
  monsters: [
    { typeId: 'rust-hound', rank: 'elite', standeeNumber: 2 },
    { typeId: 'rust-hound', rank: 'normal', standeeNumber: 5 },
  ],
};
const floor: ScenarioCommandInput = { type: 'EditBoard', edit: { type: 'fillRectangle', from: [0, 0], to: [4, 2], terrain: 'floor' } };
const place = (id: string, hex: readonly [number, number]): ScenarioCommandInput => ({
  type: 'EditBoard',
  edit: {
    type: 'placeFigure',
    figure: { id, kind: 'monster', hex, name: 'Rust Hound', isElite: false, isLongResting: false, isInvisible: false },
  },
});

function placed(): ScenarioState {
  return run(testScenario('gh1'), hounds, floor, place('rust-hound#2', [1, 0]), place('rust-hound#5', [3, 0]), {
    type: 'SufferDamage',
    figure: { kind: 'monster', id: 'rust-hound#2' },
    amount: 1,
    source: 'other',
  });
}
const hexOf = (state: ScenarioState, id: string) => state.board?.figures.find((f) => f.id === id)?.hex;

describe('standee numbers made to match the standees drawn (1st ed. rulebook p. 13: randomized when placed)', () => {
  it('trades two numbers: the figure on each hex keeps its rank and hit points and takes the other number', () => {
    const before = placed();
    const elite = before.monsters['rust-hound#2']!;
    const after = run(before, { type: 'RenumberStandee', standeeId: 'rust-hound#2', number: 5 });
    // The elite on [1, 0] is now number 5; the normal on [3, 0] is number 2.
    expect(after.monsters['rust-hound#5']).toMatchObject({ rank: 'elite', number: 5, health: elite.health });
    expect(after.monsters['rust-hound#2']).toMatchObject({ rank: 'normal', number: 2 });
    expect(hexOf(after, 'rust-hound#5')).toEqual([1, 0]);
    expect(hexOf(after, 'rust-hound#2')).toEqual([3, 0]);
    expect(after.board?.figures.find((f) => f.id === 'rust-hound#5')?.isElite).toBe(true);
  });

  it('gives a number no standee has: the standee is known by it from now on, on the board too', () => {
    const after = run(placed(), { type: 'RenumberStandee', standeeId: 'rust-hound#5', number: 6 });
    expect(Object.keys(after.monsters).sort()).toEqual(['rust-hound#2', 'rust-hound#6']);
    expect(after.monsters['rust-hound#6']).toMatchObject({ id: 'rust-hound#6', number: 6, rank: 'normal' });
    expect(after.board?.figures.find((f) => f.id === 'rust-hound#6')).toMatchObject({ hex: [3, 0], standee: 6 });
  });

  it('refuses a number the type has no standee of, the same number, a standee gone, and a standee taking its turn', () => {
    const state = placed();
    expect(refusal(state, { type: 'RenumberStandee', standeeId: 'rust-hound#2', number: 7 })).toBe('no-such-standee');
    expect(refusal(state, { type: 'RenumberStandee', standeeId: 'rust-hound#2', number: 2 })).toBe('same-number');
    expect(refusal(state, { type: 'RenumberStandee', standeeId: 'rust-hound#4', number: 1 })).toBe('unknown-figure');
    const inTurn = { ...state, activeFigure: { kind: 'monster' as const, id: 'rust-hound#5' } };
    expect(refusal(inTurn, { type: 'RenumberStandee', standeeId: 'rust-hound#2', number: 5 })).toBe('standee-in-turn');
  });
});
