import { describe, expect, it } from 'vitest';
import { lineIn } from '../../../i18n/catalogs.fixture';
import { scenarioEngine } from '../engine';
import type { Edition } from '../edition';
import type { CardHalfFate, CardPool, HandCard } from '../hand';
import type { CharacterInput } from '../input';
import type { ScenarioCommandInput } from '../commands';
import { nextTurn } from '../initiative';
import { CHARACTERS, eventsOf, refusal, run, testScenario } from '../scenario.fixture';
import type { ScenarioState } from '../state';

const plain: CardHalfFate = { isLost: false, bonus: 'none' };
const card = (id: string, name: string, initiative: number): HandCard => ({ id, name, level: 1, initiative, top: plain, bottom: plain });

/** Invented cards for Wren: a hand of four. */
const POOL: CardPool = {
  handSize: 4,
  cards: [card('1', 'Ember Step', 10), card('2', 'Ash Ward', 20), card('3', 'Long Watch', 30), card('4', 'Quiet Hand', 40)],
};

function tracked(edition: Edition = 'gh1'): ScenarioState {
  const characters: CharacterInput[] = CHARACTERS.map((c) => (c.id === 'wren' ? { ...c, cardPool: POOL } : c));
  return run(
    testScenario(edition, { characters }),
    { type: 'AddMonsters', monsters: [{ typeId: 'rust-hound', rank: 'normal', standeeNumber: 1 }] },
    { type: 'TrackHand', characterId: 'wren', cardIds: ['1', '2', '3', '4'] },
  );
}

const lose = (cardIds: string[], amount = 3, characterId = 'wren'): ScenarioCommandInput => ({
  type: 'LoseCardsForDamage',
  characterId,
  amount,
  source: 'other',
  cardIds,
});

/** Wren chooses Ember Step and Ash Ward, and her turn comes; she plays both, so both are discarded. */
function afterFirstTurn(state: ScenarioState): ScenarioState {
  return run(
    untilTurnOf(state, 'wren'),
    { type: 'PlayCardHalf', characterId: 'wren', cardId: '1', half: 'top' },
    { type: 'PlayCardHalf', characterId: 'wren', cardId: '2', half: 'bottom' },
  );
}

describe('losing cards to negate damage (1st ed. rulebook p. 28 "Character Damage")', () => {
  it('one card from the hand negates the damage entirely and goes to the lost pile', () => {
    const after = run(tracked(), lose(['3']));
    expect([after.characters.wren?.health, after.hands?.wren?.hand, after.hands?.wren?.lost]).toEqual([10, ['1', '2', '4'], ['3']]);
  });

  it('two cards from the discard pile negate it as well, and both are lost', () => {
    const after = run(afterFirstTurn(tracked()), lose(['1', '2'], 5));
    expect([after.characters.wren?.health, after.hands?.wren?.discard, after.hands?.wren?.lost]).toEqual([10, [], ['1', '2']]);
  });

  it('one card from the discard pile is not enough', () => {
    expect(refusal(afterFirstTurn(tracked()), lose(['1']))).toBe('lose-cards-choice');
  });

  it('the two cards chosen this round and not yet played cannot be lost', () => {
    const chosen = run(tracked(), { type: 'PlayCards', characterId: 'wren', leading: '1', second: '2' });
    expect(refusal(chosen, lose(['1']))).toBe('lose-cards-choice');
  });

  it('is refused when neither a card in hand nor two in the discard pile are left', () => {
    // Wren's two chosen cards are the rest of her hand once the other two are lost.
    const bare = run(tracked(), lose(['3']), lose(['4']), { type: 'PlayCards', characterId: 'wren', leading: '1', second: '2' });
    expect(refusal(bare, lose(['1']))).toBe('not-enough-cards');
  });

  it('is refused for a character whose hand Haven does not keep', () => {
    expect(refusal(tracked(), lose(['1'], 3, 'tam'))).toBe('hand-not-tracked');
  });

  it('2nd edition: the same choice, after ward has halved the damage (refresher "negate all damage from one source")', () => {
    const warded = run(tracked('gh2'), { type: 'AddCondition', figure: { kind: 'character', id: 'wren' }, condition: 'ward' });
    const events = eventsOf(warded, lose(['4'], 5));
    expect(events.find((event) => event.type === 'DamageSuffered')).toMatchObject({ amount: 0, negated: 2, health: 10 });
  });

  it('the history names the card lost and the damage negated, after ward, in English and German', () => {
    const warded = run(tracked('gh2'), { type: 'AddCondition', figure: { kind: 'character', id: 'wren' }, condition: 'ward' });
    const command = { type: 'LoseCardsForDamage', characterId: 'wren', amount: 5, source: 'other', cardIds: ['4'] } as const;
    const line = scenarioEngine.describe(warded, { ...command, cardIds: ['4'] }, eventsOf(warded, { ...command, cardIds: ['4'] }));
    expect([lineIn(line), lineIn(line, 'de')]).toEqual([
      'Wren loses Quiet Hand to negate 2 damage',
      'Wren verliert Quiet Hand und wendet 2 Schaden ab',
    ]);
  });

  it('an attack on a kept hand names the cards lost: the damage is negated and they go to the lost pile', () => {
    const houndsTurn = untilTurnOf(tracked(), 'rust-hound#1');
    const attack = (lostCards: string[]): ScenarioCommandInput => ({
      type: 'Attack',
      attacker: { kind: 'monster', id: 'rust-hound#1' },
      targets: [{ target: { kind: 'character', id: 'wren' }, negateDamage: true, lostCards }],
    });
    expect(refusal(houndsTurn, attack([]))).toBe('lose-cards-choice');
    const after = run(houndsTurn, attack(['4']));
    expect([after.characters.wren?.health, after.hands?.wren?.lost]).toEqual([10, ['4']]);
  });

  it("a kept hand's attacker names the cards it loses to negate a target's retaliate; they go to the lost pile", () => {
    const sentry = (n: number) => ({ kind: 'monster' as const, id: `gravel-sentry#${n}` });
    const withSentries = run(tracked(), {
      type: 'AddMonsters',
      monsters: [1, 2].map((standeeNumber) => ({ typeId: 'gravel-sentry', rank: 'normal' as const, standeeNumber })),
    });
    const wrensTurn = untilTurnOf(withSentries, 'wren');
    const attack = (...lost: string[][]): ScenarioCommandInput => ({
      type: 'Attack',
      attacker: { kind: 'character', id: 'wren' },
      attack: 1,
      targets: lost.map((retaliateLostCards, index) => ({ target: sentry(index + 1), negateRetaliate: true, retaliateLostCards })),
    });
    expect(refusal(wrensTurn, attack([]))).toBe('lose-cards-choice');
    // Each target's retaliate is a source of its own: the same card cannot negate both.
    expect(refusal(wrensTurn, attack(['4'], ['4']))).toBe('lose-cards-choice');
    const after = run(wrensTurn, attack(['4'], ['3']));
    expect([after.characters.wren?.health, after.hands?.wren?.hand, after.hands?.wren?.lost]).toEqual([10, ['1', '2'], ['4', '3']]);
  });

  it('SufferDamage cannot negate for a kept hand without naming the cards', () => {
    const command: ScenarioCommandInput = {
      type: 'SufferDamage',
      figure: { kind: 'character', id: 'wren' },
      amount: 2,
      source: 'trap',
      negateDamage: true,
    };
    expect(refusal(tracked(), command)).toBe('name-lost-cards');
  });

  it("a wounded kept hand names the cards it loses to negate the wound's damage at the start of its turn", () => {
    const wounded = untilNextTurnIs(
      run(tracked(), { type: 'AddCondition', figure: { kind: 'character', id: 'wren' }, condition: 'wound' }),
      'wren',
    );
    expect(refusal(wounded, { type: 'StartTurn', negateDamage: true })).toBe('lose-cards-choice');
    const after = run(wounded, { type: 'StartTurn', negateDamage: true, lostCards: ['4'] });
    expect([after.activeFigure?.id, after.characters.wren?.health, after.hands?.wren?.hand, after.hands?.wren?.lost]).toEqual([
      'wren',
      10,
      ['1', '2', '3'],
      ['4'],
    ]);
  });
});

/** Card selection: Wren chooses Ember Step and Ash Ward, Tam an initiative of 45, and the monsters draw. */
function cardsChosen(state: ScenarioState): ScenarioState {
  return run(
    state,
    { type: 'PlayCards', characterId: 'wren', leading: '1', second: '2' },
    { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'cards', leading: 45, second: 70 } },
    { type: 'DrawMonsterAbilityCards' },
  );
}

/** Card selection (cardsChosen), then turns up to the moment `id`'s turn is the next to start. */
function untilNextTurnIs(state: ScenarioState, id: string): ScenarioState {
  let current = cardsChosen(state);
  while (nextTurn(current)?.figure.id !== id) current = run(current, { type: 'StartTurn' }, { type: 'EndTurn' });
  return current;
}

/** Card selection (cardsChosen), then turns (Wren plays hers) up to `id`'s turn. */
function untilTurnOf(state: ScenarioState, id: string): ScenarioState {
  let current = cardsChosen(state);
  while (current.activeFigure?.id !== id) {
    if (current.activeFigure?.id === 'wren')
      current = run(
        current,
        { type: 'PlayCardHalf', characterId: 'wren', cardId: '1', half: 'top' },
        { type: 'PlayCardHalf', characterId: 'wren', cardId: '2', half: 'bottom' },
      );
    current = run(current, ...(current.activeFigure ? [{ type: 'EndTurn' as const }] : []), { type: 'StartTurn' });
  }
  return current;
}
