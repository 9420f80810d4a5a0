import { describe, expect, it } from 'vitest';
import { turnOrder } from './initiative';
import type { FigureRef, ScenarioState } from './state';
import { run, testScenario } from './test-data';

const names = (order: { figure: FigureRef }[]) => order.map((slot) => slot.figure.id);

function withMonsters() {
  return run(
    testScenario('gh1'),
    {
      type: 'AddMonsters',
      monsters: [
        { typeId: 'rust-hound', rank: 'normal', standeeNumber: 1 },
        { typeId: 'rust-hound', rank: 'elite', standeeNumber: 4 },
        { typeId: 'rust-hound', rank: 'elite', standeeNumber: 2 },
        { typeId: 'gravel-sentry', rank: 'normal', standeeNumber: 1 },
        { typeId: 'cinder-sentry', rank: 'normal', standeeNumber: 3 },
      ],
    },
  );
}

describe('initiative order', () => {
  it('sorts by initiative; within a type elites first, then normals, by standee number', () => {
    const state = { ...withMonsters(), drawnAbilityCards: { 'hound-pack': 'hp-2', sentry: 'se-1' } }; // 25 and 15
    const order = turnOrder(state);
    expect(names(order)).toEqual(['gravel-sentry#1', 'cinder-sentry#3', 'rust-hound#2', 'rust-hound#4', 'rust-hound#1']);
  });

  it('a character goes before a tied monster; tied characters compare the second card', () => {
    let state: ScenarioState = { ...withMonsters(), drawnAbilityCards: { 'hound-pack': 'hp-2', sentry: 'se-1' } };
    state = run(
      state,
      { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'cards', leading: 25, second: 60 } },
      { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'cards', leading: 25, second: 40 } },
    );
    expect(names(turnOrder(state)).slice(2, 5)).toEqual(['tam', 'wren', 'rust-hound#2']);
  });

  it('long rest is 99; a full tie follows the party order, which the party can change', () => {
    let state = run(testScenario('gh2'), { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'longRest' } }, { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'longRest' } });
    expect(turnOrder(state).map((s) => [s.figure.id, s.initiative])).toEqual([['wren', 99], ['tam', 99]]);
    state = run(state, { type: 'SetCharacterTieOrder', characterIds: ['tam', 'wren'] });
    expect(names(turnOrder(state))).toEqual(['tam', 'wren']);
  });

  it('monster types tied on initiative follow the tie order the players set', () => {
    let state: ScenarioState = { ...withMonsters(), drawnAbilityCards: { 'hound-pack': 'hp-1', sentry: 'se-1' } };
    state = { ...state, abilityCards: { ...state.abilityCards, 'hound-pack': { ...state.abilityCards['hound-pack'], 'hp-1': { ...state.abilityCards['hound-pack']!['hp-1']!, initiative: 15 } } } };
    expect(names(turnOrder(state))[0]).toBe('rust-hound#2');
    state = run(state, { type: 'SetMonsterTieOrder', typeIds: ['gravel-sentry', 'cinder-sentry', 'rust-hound'] });
    expect(names(turnOrder(state))[0]).toBe('gravel-sentry#1');
  });

  it('a summon acts just before its owner', () => {
    let state = run(testScenario('gh1'), { type: 'AddSummon', summonId: 'wren/wolf', ownerId: 'wren', name: 'Wolf', maxHealth: 4 });
    state = run(
      state,
      { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'cards', leading: 30, second: 50 } },
      { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'cards', leading: 10, second: 50 } },
    );
    expect(names(turnOrder(state))).toEqual(['tam', 'wren/wolf', 'wren']);
  });
});
