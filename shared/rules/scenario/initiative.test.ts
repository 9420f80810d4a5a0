import { describe, expect, it } from 'vitest';
import { turnOrder } from './initiative';
import type { FigureRef, ScenarioState } from './state';
import { run, testScenario, withDrawnCards } from './scenario.fixture';

const names = (order: { figure: FigureRef }[]) => order.map((slot) => slot.figure.id);

function withMonsters() {
  return run(testScenario('gh1'), {
    type: 'AddMonsters',
    monsters: [
      { typeId: 'rust-hound', rank: 'normal', standeeNumber: 1 },
      { typeId: 'rust-hound', rank: 'elite', standeeNumber: 4 },
      { typeId: 'rust-hound', rank: 'elite', standeeNumber: 2 },
      { typeId: 'gravel-sentry', rank: 'normal', standeeNumber: 1 },
      { typeId: 'cinder-sentry', rank: 'normal', standeeNumber: 3 },
    ],
  });
}

describe('initiative order', () => {
  it('sorts by initiative; within a type elites first, then normals, by standee number', () => {
    const state = withDrawnCards(withMonsters(), { 'rust-hound': 'hp-2', 'gravel-sentry': 'se-1', 'cinder-sentry': 'se-1' }); // 25 and 15
    const order = turnOrder(state);
    expect(names(order)).toEqual(['gravel-sentry#1', 'cinder-sentry#3', 'rust-hound#2', 'rust-hound#4', 'rust-hound#1']);
  });

  it('a character goes before a tied monster; tied characters compare the second card', () => {
    let state: ScenarioState = withDrawnCards(withMonsters(), { 'rust-hound': 'hp-2', 'gravel-sentry': 'se-1', 'cinder-sentry': 'se-1' });
    state = run(
      state,
      { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'cards', leading: 25, second: 60 } },
      { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'cards', leading: 25, second: 40 } },
    );
    expect(names(turnOrder(state)).slice(2, 5)).toEqual(['tam', 'wren', 'rust-hound#2']);
  });

  it('one number is enough: a left-out second card goes after a known one, and two left out follow the party order (p. 18)', () => {
    const choose = (characterId: string, leading: number, second?: number) =>
      ({ type: 'ChooseInitiative', characterId, choice: { kind: 'cards', leading, ...(second ? { second } : {}) } }) as const;
    const known = run(testScenario('gh1'), choose('wren', 25), choose('tam', 25, 90));
    expect(names(turnOrder(known))).toEqual(['tam', 'wren']);
    const neither = run(testScenario('gh1'), choose('wren', 25), choose('tam', 25));
    expect(names(turnOrder(neither))).toEqual(['wren', 'tam']);
    expect(names(turnOrder(run(neither, { type: 'SetCharacterTieOrder', characterIds: ['tam', 'wren'] })))).toEqual(['tam', 'wren']);
  });

  it('long rest is 99; a full tie follows the party order, which the party can change', () => {
    let state = run(
      testScenario('gh2'),
      { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'longRest' } },
      { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'longRest' } },
    );
    expect(turnOrder(state).map((s) => [s.figure.id, s.initiative])).toEqual([
      ['wren', 99],
      ['tam', 99],
    ]);
    state = run(state, { type: 'SetCharacterTieOrder', characterIds: ['tam', 'wren'] });
    expect(names(turnOrder(state))).toEqual(['tam', 'wren']);
  });

  it('monster types tied on initiative follow the tie order the players set', () => {
    let state: ScenarioState = withDrawnCards(withMonsters(), { 'rust-hound': 'hp-1', 'gravel-sentry': 'se-1', 'cinder-sentry': 'se-1' });
    state = {
      ...state,
      abilityCards: {
        ...state.abilityCards,
        'hound-pack': { ...state.abilityCards['hound-pack'], 'hp-1': { ...state.abilityCards['hound-pack']!['hp-1']!, initiative: 15 } },
      },
    };
    expect(names(turnOrder(state))[0]).toBe('rust-hound#2');
    state = run(state, { type: 'SetMonsterTieOrder', typeIds: ['gravel-sentry', 'cinder-sentry', 'rust-hound'] });
    expect(names(turnOrder(state))[0]).toBe('gravel-sentry#1');
  });

  it('1st edition: types sharing a deck each draw a card; 2nd edition: the set shares one card', () => {
    const draw = (edition: 'gh1' | 'gh2') => {
      const state = run(
        testScenario(edition),
        {
          type: 'AddMonsters',
          monsters: [
            { typeId: 'gravel-sentry', rank: 'normal' },
            { typeId: 'cinder-sentry', rank: 'normal' },
          ],
        },
        { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'longRest' } },
        { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'longRest' } },
        { type: 'DrawMonsterAbilityCards' },
      );
      return { drawn: Object.keys(state.drawnAbilityCards), sentryDeck: state.abilityDecks.sentry };
    };
    expect(draw('gh1').drawn).toEqual(['cinder-sentry', 'gravel-sentry']);
    expect(draw('gh1').sentryDeck?.discardPile).toHaveLength(2);
    expect(draw('gh2').drawn).toEqual(['sentry']);
    expect(draw('gh2').sentryDeck?.discardPile).toHaveLength(1);
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
