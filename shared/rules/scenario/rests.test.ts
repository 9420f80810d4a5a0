import { describe, expect, it } from 'vitest';
import type { Edition } from './edition';
import type { ScenarioState } from './state';
import { eventsOf, refusal, run, testScenario } from './scenario.fixture';

/** Wren long rests (hurt to 5 of 10), Tam plays cards; one rust hound; turns played up to Wren's. */
function wrensRestingTurn(edition: Edition): ScenarioState {
  let state = run(
    testScenario(edition),
    { type: 'AddMonsters', monsters: [{ typeId: 'rust-hound', rank: 'normal', standeeNumber: 1 }] },
    { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'longRest', isForced: true } },
    { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'cards', leading: 5, second: 60 } },
    { type: 'DrawMonsterAbilityCards' },
  );
  state = { ...state, characters: { ...state.characters, wren: { ...state.characters.wren!, health: 5 } } };
  while (state.activeFigure?.id !== 'wren') {
    state = run(state, ...(state.activeFigure === null ? [] : [{ type: 'EndTurn' as const }]), { type: 'StartTurn' });
  }
  return state;
}

describe('long rest (1st ed. rulebook p. 17; 2nd ed. rulebook p. 36)', () => {
  it('is taken last in the round, and a forced one is recorded as such', () => {
    const state = wrensRestingTurn('gh1');
    expect(state.characters.wren?.initiative).toEqual({ kind: 'longRest', isForced: true });
    expect(state.actedThisRound).toEqual(['character:tam', 'monster:rust-hound#1', 'character:wren']);
  });

  it('1st edition: heals 2 and refreshes spent items, neither can be skipped', () => {
    const state = wrensRestingTurn('gh1');
    const rested = run(state, { type: 'LongRest' });
    expect(rested.characters.wren?.health).toBe(7);
    expect(refusal(state, { type: 'LongRest', heal: false })).toBe('long-rest-heals');
    expect(refusal(state, { type: 'LongRest', refreshItems: false })).toBe('long-rest-heals');
  });

  it('2nd edition: the heal and the refresh are the player’s choice', () => {
    const state = wrensRestingTurn('gh2');
    const skipped = run(state, { type: 'LongRest', heal: false, refreshItems: false });
    expect(skipped.characters.wren?.health).toBe(5);
    expect(run(state, { type: 'LongRest', heal: true }).characters.wren?.health).toBe(7);
  });

  it('is taken once, only by a character who declared it, on its own turn', () => {
    const state = wrensRestingTurn('gh2');
    expect(refusal(run(state, { type: 'LongRest' }), { type: 'LongRest' })).toBe('rested-already');
    const tamsTurn = run(testScenario('gh1'), { type: 'AddMonsters', monsters: [{ typeId: 'rust-hound', rank: 'normal' }] });
    const started = run(
      tamsTurn,
      { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'longRest' } },
      { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'cards', leading: 5, second: 60 } },
      { type: 'DrawMonsterAbilityCards' },
      { type: 'StartTurn' },
    );
    expect(started.activeFigure).toEqual({ kind: 'character', id: 'tam' });
    expect(refusal(started, { type: 'LongRest' })).toBe('not-long-resting');
  });

  it('a poisoned resting character is cured, not healed (the heal is a heal)', () => {
    const state = wrensRestingTurn('gh1');
    const poisoned = run(state, { type: 'AddCondition', figure: { kind: 'character', id: 'wren' }, condition: 'poison' });
    const rested = run(poisoned, { type: 'LongRest' });
    expect(rested.characters.wren?.health).toBe(5);
    expect(rested.characters.wren?.conditions).toEqual([]);
  });
});

describe('short rest (1st ed. rulebook p. 17; 2nd ed. rulebook p. 36)', () => {
  function cleanup(edition: Edition): ScenarioState {
    const state = run(wrensRestingTurn(edition), { type: 'LongRest' }, { type: 'EndTurn' });
    return state;
  }

  it('is noted at the end of the round, once per character', () => {
    const state = cleanup('gh1');
    const rested = run(state, { type: 'ShortRest', characterId: 'tam' });
    expect(rested.shortRestedThisRound).toEqual(['tam']);
    expect(refusal(rested, { type: 'ShortRest', characterId: 'tam' })).toBe('rested-already');
    // The next round allows it again.
    expect(run(rested, { type: 'EndRound' }).shortRestedThisRound).toEqual([]);
  });

  it('keeping the lost card costs 1 damage', () => {
    const state = cleanup('gh2');
    const events = eventsOf(state, { type: 'ShortRest', characterId: 'tam', sufferDamageToKeep: true });
    expect(events).toContainEqual(expect.objectContaining({ type: 'DamageSuffered', amount: 1, health: 7 }));
  });

  it("the 1 damage to keep the card may be negated by losing cards like any other (1st ed. rulebook p. 28 'any damage')", () => {
    const state = cleanup('gh1');
    const rested = run(state, { type: 'ShortRest', characterId: 'tam', sufferDamageToKeep: true, negateDamage: true });
    expect(rested.characters.tam?.health).toBe(state.characters.tam?.health);
  });

  it('is not taken while turns are left in the round', () => {
    expect(refusal(wrensRestingTurn('gh1'), { type: 'ShortRest', characterId: 'tam' })).toBe('not-cleanup');
  });
});
