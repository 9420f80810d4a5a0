import type { Hex } from '../../hex/types';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexesInRectangle } from '../../map/rectangle';
import type { BoardFigure } from '../../map/position';
import { replay } from './replay';
import type { ScenarioCommandInput } from './commands';
import { evolveAll } from './evolve';
import { decideInput, refusal, run, testScenario } from './scenario.fixture';

const room: ScenarioCommandInput = { type: 'EditBoard', edit: { type: 'fillRectangle', from: [0, 0], to: [5, 4], terrain: 'floor' } };

function figure(id: string, kind: BoardFigure['kind'], hex: Hex, name = id): BoardFigure {
  return { id, kind, hex, name, isElite: false, isLongResting: false, isInvisible: false };
}
const place = (f: BoardFigure): ScenarioCommandInput => ({ type: 'EditBoard', edit: { type: 'placeFigure', figure: f } });

function withHounds() {
  return run(
    testScenario('gh1'),
    {
      type: 'AddMonsters',
      monsters: [
        { typeId: 'rust-hound', rank: 'normal', standeeNumber: 1 },
        { typeId: 'rust-hound', rank: 'elite', standeeNumber: 2 },
      ],
    },
    room,
  );
}

describe('the scenario board in the scenario state', () => {
  it('starts without a board; the first edit draws on an empty board in the rule set of the edition', () => {
    expect(testScenario('gh1').board).toBeUndefined();
    expect(run(testScenario('gh1'), room).board?.rules).toBe('gh');
    // 2nd edition monsters follow the Frosthaven rules of movement and focus.
    expect(run(testScenario('gh2'), room).board?.rules).toBe('fh');
    expect(Object.keys(run(testScenario('gh1'), room).board?.tiles ?? {})).toHaveLength(hexesInRectangle([0, 0], [5, 4]).length);
  });

  it('places only the living figures of the scenario', () => {
    const state = withHounds();
    expect(refusal(state, place(figure('rust-hound#3', 'monster', [1, 1])))).toBe('unknown-figure');
    expect(refusal(state, place(figure('nobody', 'character', [1, 1])))).toBe('unknown-figure');
    const placed = run(state, place(figure('rust-hound#1', 'monster', [1, 1])), place(figure('wren', 'character', [2, 1])));
    expect(placed.board?.figures.map((f) => f.id)).toEqual(['rust-hound#1', 'wren']);
  });

  it('refuses an edit that changes nothing, so the history gets no empty step', () => {
    const state = run(withHounds(), place(figure('wren', 'character', [2, 1])));
    expect(refusal(state, { type: 'EditBoard', edit: { type: 'moveFigure', id: 'wren', to: [2, 1] } })).toBe('board-unchanged');
    // Off the board.
    expect(refusal(state, { type: 'EditBoard', edit: { type: 'moveFigure', id: 'wren', to: [9, 9] } })).toBe('board-unchanged');
    expect(run(state, { type: 'EditBoard', edit: { type: 'moveFigure', id: 'wren', to: [3, 1] } }).board?.figures[0]?.hex).toEqual([3, 1]);
  });

  it('takes a dead standee off the board, so its number reused later does not appear where it died', () => {
    let state = run(withHounds(), place(figure('rust-hound#1', 'monster', [1, 1])));
    state = run(state, { type: 'SufferDamage', figure: { kind: 'monster', id: 'rust-hound#1' }, amount: 50, source: 'other' });
    expect(state.monsters['rust-hound#1']).toBeUndefined();
    expect(state.board?.figures).toEqual([]);
    state = run(state, { type: 'AddMonsters', monsters: [{ typeId: 'rust-hound', rank: 'normal', standeeNumber: 1 }] });
    expect(state.board?.figures).toEqual([]);
  });

  it('takes an exhausted character and its summons off the board', () => {
    let state = run(
      withHounds(),
      { type: 'AddSummon', summonId: 'wolf', ownerId: 'wren', name: 'Wolf', maxHealth: 4 },
      place(figure('wren', 'character', [2, 1])),
      place(figure('wolf', 'summon', [3, 1])),
      place(figure('tam', 'character', [4, 1])),
    );
    state = run(state, { type: 'ExhaustCharacter', characterId: 'wren' });
    expect(state.board?.figures.map((f) => f.id)).toEqual(['tam']);
  });

  it('replays to the same board: the edits are in the events', () => {
    const commands: ScenarioCommandInput[] = [
      { type: 'AddMonsters', monsters: [{ typeId: 'rust-hound', rank: 'normal', standeeNumber: 1 }] },
      room,
      place(figure('rust-hound#1', 'monster', [1, 1])),
      { type: 'EditBoard', edit: { type: 'toggleThinWall', a: [1, 1], b: [2, 1] } },
      { type: 'EditBoard', edit: { type: 'paintTerrain', hexes: [[3, 3]], terrain: 'obstacle' } },
    ];
    const live = run(testScenario('gh1'), ...commands);
    const replayed = replay(testScenario('gh1'), commands);
    expect('state' in replayed && replayed.state.board).toEqual(live.board);
    expect(live.board?.thinWalls).toHaveLength(1);
  });

  it('refuses a malformed edit with the place it is wrong', () => {
    expect(
      refusal(withHounds(), {
        type: 'EditBoard',
        edit: { type: 'moveFigure', id: 'wren', to: [1.5, 2] },
      } as unknown as ScenarioCommandInput),
    ).toBe('invalid-command');
  });

  it('whatever is placed, moved, hurt, summoned or exhausted, the board holds only figures still in the scenario', () => {
    const ids = ['wren', 'tam', 'rust-hound#1', 'rust-hound#2', 'wolf'];
    const kindOf = (id: string): BoardFigure['kind'] => (id === 'wolf' ? 'summon' : id.includes('#') ? 'monster' : 'character');
    const step = fc.oneof(
      fc.record({ place: fc.constantFrom(...ids), q: fc.nat(5), r: fc.nat(4) }),
      fc.record({ hurt: fc.constantFrom(...ids), amount: fc.integer({ min: 1, max: 12 }) }),
      fc.record({ exhaust: fc.constantFrom('wren', 'tam') }),
      fc.record({ again: fc.constantFrom(1, 2) }),
    );
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        let state = run(withHounds(), { type: 'AddSummon', summonId: 'wolf', ownerId: 'wren', name: 'Wolf', maxHealth: 4 });
        for (const s of steps) {
          let command: ScenarioCommandInput;
          if ('place' in s) command = place(figure(s.place, kindOf(s.place), [s.q, s.r]));
          else if ('hurt' in s)
            command = { type: 'SufferDamage', figure: { kind: kindOf(s.hurt), id: s.hurt }, amount: s.amount, source: 'other' };
          else if ('exhaust' in s) command = { type: 'ExhaustCharacter', characterId: s.exhaust };
          else command = { type: 'AddMonsters', monsters: [{ typeId: 'rust-hound', rank: 'normal', standeeNumber: s.again }] };
          const decision = decideInput(state, command);
          if ('violation' in decision) continue;
          state = evolveAll(state, decision.events);
          const living = new Set([
            ...Object.values(state.characters)
              .filter((c) => !c.isExhausted)
              .map((c) => c.id),
            ...Object.keys(state.summons),
            ...Object.keys(state.monsters),
          ]);
          for (const f of state.board?.figures ?? []) expect(living.has(f.id)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
