import { describe, expect, it } from 'vitest';
import type { Edition } from './edition';
import { nextTurn } from './initiative';
import { settle } from './settlement';
import type { ScenarioState } from './state';
import { decideInput, eventsOf, refusal, run, testScenario, withDrawnCards } from './scenario.fixture';
import { cardsChosen, houndCardsStacked, rustHounds } from './round.fixture';

/** Two characters and two rust hounds, cards chosen, monster card drawn and fixed to hp-2 (initiative 25). */
function roundUnderway(edition: Edition): ScenarioState {
  const state = run(testScenario(edition), rustHounds('elite', 'normal'), cardsChosen('wren', 10, 60), cardsChosen('tam', 50, 70));
  return run(houndCardsStacked(state, ['hp-2', 'hp-1', 'hp-3', 'hp-4', 'hp-5', 'hp-6']), { type: 'DrawMonsterAbilityCards' });
}

describe('a round', () => {
  it('2nd edition: cards are drawn only once every character has chosen, one per monster set', () => {
    const state = run(testScenario('gh2'), {
      type: 'AddMonsters',
      monsters: [
        { typeId: 'gravel-sentry', rank: 'normal' },
        { typeId: 'cinder-sentry', rank: 'normal' },
      ],
    });
    expect(refusal(state, { type: 'DrawMonsterAbilityCards' })).toBe('initiative-missing');
    const ready = run(
      state,
      { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'longRest' } },
      { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'longRest' } },
    );
    const [drawn] = eventsOf(ready, { type: 'DrawMonsterAbilityCards' });
    // Both sentry types share the sentry deck: one card for both.
    expect(drawn).toMatchObject({ type: 'MonsterAbilityCardsDrawn', draws: [{ deck: 'sentry' }] });
  });

  it('refusals name the figures as players do, never by id', () => {
    const message = (state: ScenarioState, command: Parameters<typeof decideInput>[1]) => {
      const decision = decideInput(state, command);
      return 'violation' in decision ? decision.violation.message : '';
    };
    const wrensTurn = run(roundUnderway('gh1'), { type: 'StartTurn' });
    expect(message(wrensTurn, { type: 'StartTurn' })).toBe("It is still Wren's turn; no new turn was started. End that turn first.");
    expect(
      message(wrensTurn, {
        type: 'Attack',
        attacker: { kind: 'monster', id: 'rust-hound#2' },
        targets: [{ target: { kind: 'character', id: 'wren' } }],
      }),
    ).toContain("It is not Rust Hound 2's turn");
    expect(message(wrensTurn, { type: 'Heal', figure: { kind: 'monster', id: 'rust-hound#6' }, amount: 1 })).toMatch(
      /^That monster is not on the map/,
    );
  });

  it('plays turns in order and knows whose turn it is', () => {
    let state = roundUnderway('gh1');
    expect(refusal(state, { type: 'EndRound' })).toBe('turns-left');
    const order: string[] = [];
    while (nextTurn(state) !== undefined) {
      state = run(state, { type: 'StartTurn' });
      order.push(state.activeFigure?.id ?? '');
      expect(refusal(state, { type: 'StartTurn' })).toBe('turn-in-progress');
      state = run(state, { type: 'EndTurn' });
    }
    expect(order).toEqual(['wren', 'rust-hound#1', 'rust-hound#2', 'tam']);
    state = run(state, { type: 'EndRound' });
    expect(state.round).toBe(2);
    expect(state.phase).toBe('cardSelection');
    expect(state.characters.wren?.initiative).toBeNull();
  });

  it('infusions become strong at the end of the turn and wane at the end of the round', () => {
    let state = run(roundUnderway('gh1'), { type: 'StartTurn' }, { type: 'InfuseElement', element: 'fire' });
    expect(state.elements.fire).toBe('inert');
    expect(refusal(state, { type: 'ConsumeElement', element: 'fire' })).toBe('element-not-available');
    state = run(state, { type: 'EndTurn' });
    expect(state.elements.fire).toBe('strong');
    state = run(state, { type: 'StartTurn' }, { type: 'ConsumeElement', element: 'fire' });
    expect(state.elements.fire).toBe('inert');
    expect(refusal(state, { type: 'ConsumeElement', element: 'fire' })).toBe('element-not-available');
  });

  it('elements wane at the end of the round', () => {
    let state = run(roundUnderway('gh2'), { type: 'StartTurn' }, { type: 'InfuseElement', element: 'ice' }, { type: 'EndTurn' });
    for (let i = 0; i < 3; i += 1) state = run(state, { type: 'StartTurn' }, { type: 'EndTurn' });
    state = run(state, { type: 'EndRound' });
    expect(state.elements.ice).toBe('waning');
  });

  it('2nd edition: an element made strong during this turn cannot be consumed in it', () => {
    const gh1 = run(roundUnderway('gh1'), { type: 'StartTurn' }, { type: 'InfuseElement', element: 'dark', isImmediate: true });
    expect(eventsOf(gh1, { type: 'ConsumeElement', element: 'dark' })).toHaveLength(1);
    const gh2 = run(roundUnderway('gh2'), { type: 'StartTurn' }, { type: 'InfuseElement', element: 'dark', isImmediate: true });
    expect(refusal(gh2, { type: 'ConsumeElement', element: 'dark' })).toBe('element-not-available');
  });

  it('end of turn loot goes to the character; monsters cannot loot', () => {
    let state = run(roundUnderway('gh1'), { type: 'StartTurn' }, { type: 'EndTurn', moneyTokensLooted: 2 });
    expect(state.characters.wren?.moneyTokens).toBe(2);
    state = run(state, { type: 'StartTurn' });
    expect(refusal(state, { type: 'EndTurn', moneyTokensLooted: 1 })).toBe('only-characters-loot');
  });

  it('a monster card with the shuffle mark shuffles its deck at the end of the round; others do not', () => {
    const finish = (state: ScenarioState) => {
      let s = state;
      while (nextTurn(s) !== undefined) s = run(s, { type: 'StartTurn' }, { type: 'EndTurn' });
      return run(s, { type: 'EndRound' });
    };
    const plain = finish(roundUnderway('gh1'));
    expect(plain.abilityDecks['hound-pack']).toEqual({ drawPile: ['hp-1', 'hp-3', 'hp-4', 'hp-5', 'hp-6'], discardPile: ['hp-2'] });
    let marked = roundUnderway('gh1');
    marked = withDrawnCards(marked, { 'rust-hound': 'hp-3' });
    const shuffled = finish(marked).abilityDecks['hound-pack'];
    expect(shuffled?.discardPile).toEqual([]);
    expect(shuffled?.drawPile).toHaveLength(6);
  });
});

describe('start and end of turn conditions', () => {
  it('wound deals 1 damage at the start of the turn', () => {
    let state = run(roundUnderway('gh1'), { type: 'AddCondition', figure: { kind: 'character', id: 'wren' }, condition: 'wound' });
    state = run(state, { type: 'StartTurn' });
    expect(state.characters.wren?.health).toBe(9);
  });

  it('2nd edition: safeguard prevents the next negative condition and is used up', () => {
    let state = run(roundUnderway('gh2'), { type: 'AddCondition', figure: { kind: 'character', id: 'wren' }, condition: 'safeguard' });
    state = run(state, { type: 'AddCondition', figure: { kind: 'character', id: 'wren' }, condition: 'strengthen' });
    expect(state.characters.wren?.conditions.map((c) => c.name)).toEqual(['safeguard', 'strengthen']);
    const events = eventsOf(state, { type: 'AddCondition', figure: { kind: 'character', id: 'wren' }, condition: 'poison' });
    expect(events[0]).toMatchObject({ type: 'ConditionsChanged', added: [], removed: ['safeguard'], prevented: ['poison'] });
    state = run(
      state,
      { type: 'AddCondition', figure: { kind: 'character', id: 'wren' }, condition: 'poison' },
      { type: 'AddCondition', figure: { kind: 'character', id: 'wren' }, condition: 'wound' },
    );
    expect(state.characters.wren?.conditions.map((c) => c.name)).toEqual(['strengthen', 'wound']);
  });

  it('2nd edition: safeguard stops a curse card', () => {
    const state = run(
      roundUnderway('gh2'),
      { type: 'AddCondition', figure: { kind: 'character', id: 'tam' }, condition: 'safeguard' },
      { type: 'ShuffleInModifierCard', deck: 'tam', card: 'curse' },
    );
    expect(state.characterModifierDecks.tam?.drawPile.some((c) => c.id === 'curse')).toBe(false);
    expect(state.characters.tam?.conditions).toEqual([]);
  });

  it('2nd edition: a monster set infuses when its last monster ends its turn', () => {
    const infuseOnHoundTurns = (edition: Edition) => {
      let state = run(
        roundUnderway(edition),
        { type: 'StartTurn' },
        { type: 'EndTurn' },
        { type: 'StartTurn' },
        { type: 'InfuseElement', element: 'earth' },
        { type: 'EndTurn' },
      );
      const afterFirst = state.elements.earth;
      state = run(state, { type: 'StartTurn' }, { type: 'EndTurn' });
      return [afterFirst, state.elements.earth];
    };
    expect(infuseOnHoundTurns('gh1')).toEqual(['strong', 'strong']);
    expect(infuseOnHoundTurns('gh2')).toEqual(['inert', 'strong']);
  });

  it('a character may negate wound damage by losing cards', () => {
    const state = run(
      roundUnderway('gh1'),
      { type: 'AddCondition', figure: { kind: 'character', id: 'wren' }, condition: 'wound' },
      { type: 'StartTurn', negateDamage: true },
    );
    expect(state.characters.wren?.health).toBe(10);
  });

  it('a character at 0 hit points is exhausted, and its summons leave the map', () => {
    let state = run(testScenario('gh1'), { type: 'AddSummon', summonId: 'tam/sprite', ownerId: 'tam', name: 'Sprite', maxHealth: 2 });
    state = run(state, { type: 'SufferDamage', figure: { kind: 'character', id: 'tam' }, amount: 20, source: 'trap' });
    expect(state.characters.tam).toMatchObject({ health: 0, isExhausted: true });
    expect(state.summons).toEqual({});
    expect(refusal(state, { type: 'Heal', figure: { kind: 'character', id: 'tam' }, amount: 2 })).toBe('unknown-figure');
  });

  it('1st edition refuses 2nd edition conditions', () => {
    expect(refusal(roundUnderway('gh1'), { type: 'AddCondition', figure: { kind: 'character', id: 'wren' }, condition: 'ward' })).toBe(
      'condition-not-in-edition',
    );
  });

  it('a condition put on before the figure acts expires at the end of its turn; one put on during its own turn lasts another turn', () => {
    let state = run(
      roundUnderway('gh1'),
      { type: 'AddCondition', figure: { kind: 'character', id: 'wren' }, condition: 'muddle' },
      { type: 'StartTurn' },
    );
    state = run(state, { type: 'AddCondition', figure: { kind: 'character', id: 'wren' }, condition: 'strengthen' }, { type: 'EndTurn' });
    expect(state.characters.wren?.conditions.map((c) => c.name)).toEqual(['strengthen']);
  });

  it('heal removes poison instead of healing; wound is removed and the heal applies', () => {
    let state = run(
      roundUnderway('gh1'),
      { type: 'SufferDamage', figure: { kind: 'character', id: 'tam' }, amount: 4, source: 'other' },
      { type: 'AddCondition', figure: { kind: 'character', id: 'tam' }, condition: 'poison' },
      { type: 'AddCondition', figure: { kind: 'character', id: 'tam' }, condition: 'wound' },
      { type: 'Heal', figure: { kind: 'character', id: 'tam' }, amount: 3 },
    );
    expect(state.characters.tam).toMatchObject({ health: 4, conditions: [] });
    state = run(
      state,
      { type: 'AddCondition', figure: { kind: 'character', id: 'tam' }, condition: 'wound' },
      { type: 'Heal', figure: { kind: 'character', id: 'tam' }, amount: 9 },
    );
    expect(state.characters.tam).toMatchObject({ health: 8, conditions: [] });
  });
});

describe('end of the scenario and settlement', () => {
  function playOut(state: ScenarioState): ScenarioState {
    let s = state;
    while (nextTurn(s) !== undefined) s = run(s, { type: 'StartTurn' }, { type: 'EndTurn' });
    return run(s, { type: 'EndRound' });
  }

  it.each(['gh1', 'gh2'] as const)('%s: the goal met ends the scenario at the end of the round, a success', (edition) => {
    const state = playOut(run(roundUnderway(edition), { type: 'MarkGoalMet' }));
    expect(state).toMatchObject({ phase: 'ended', outcome: 'success', round: 1 });
    expect(refusal(state, { type: 'StartTurn' })).toBe('scenario-ended');
  });

  it.each(['gh1', 'gh2'] as const)(
    '%s: a loss condition met ends the scenario at the end of the round, lost (issue 16, point 6)',
    (edition) => {
      const marked = run(roundUnderway(edition), { type: 'MarkLossConditionMet' });
      expect(marked.phase).toBe('turns');
      const state = playOut(marked);
      expect(state).toMatchObject({ phase: 'ended', outcome: 'lost', round: 1 });
      expect(refusal(state, { type: 'StartTurn' })).toBe('scenario-ended');
    },
  );

  it('goal met and every character exhausted in one round: 1st edition success, 2nd edition lost', () => {
    const both = (edition: Edition) =>
      playOut(
        run(
          roundUnderway(edition),
          { type: 'MarkGoalMet' },
          { type: 'ExhaustCharacter', characterId: 'wren' },
          { type: 'ExhaustCharacter', characterId: 'tam' },
        ),
      );
    expect(both('gh1').outcome).toBe('success');
    expect(both('gh2').outcome).toBe('lost');
  });

  it('settles: XP kept, tokens to gold at the level, bonus XP and checkmarks only on success, 2nd edition inspiration', () => {
    const won = playOut(
      run(
        roundUnderway('gh2'),
        { type: 'GainExperience', characterId: 'wren', amount: 5 },
        { type: 'LootMoneyTokens', characterId: 'wren', count: 3 },
        { type: 'MarkGoalMet' },
      ),
    );
    const settlement = settle(won, { wren: 1 });
    if (!('settlement' in settlement)) throw new Error(settlement.error);
    // Level 2: 3 gold per token, bonus XP 8; two characters: 2 inspiration.
    expect(settlement.settlement.characters[0]).toEqual({ characterId: 'wren', experience: 13, moneyTokens: 3, gold: 9, checkmarks: 1 });
    expect(settlement.settlement.inspiration).toBe(2);

    const lost = playOut(
      run(
        roundUnderway('gh1'),
        { type: 'GainExperience', characterId: 'wren', amount: 5 },
        { type: 'LootMoneyTokens', characterId: 'wren', count: 3 },
        { type: 'ExhaustCharacter', characterId: 'wren' },
        { type: 'ExhaustCharacter', characterId: 'tam' },
      ),
    );
    const lostSettlement = settle(lost, { wren: 1 });
    if (!('settlement' in lostSettlement)) throw new Error(lostSettlement.error);
    expect(lostSettlement.settlement).toMatchObject({ outcome: 'lost', inspiration: 0 });
    expect(lostSettlement.settlement.characters[0]).toEqual({ characterId: 'wren', experience: 5, moneyTokens: 3, gold: 9, checkmarks: 0 });
    expect(settle(roundUnderway('gh1'))).toHaveProperty('error');
  });
});
