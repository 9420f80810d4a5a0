import { describe, expect, it } from 'vitest';
import type { Edition } from './edition';
import type { CardHalfFate, CardPool, HandCard } from './hand';
import type { CharacterInput } from './input';
import type { ScenarioState } from './state';
import type { ScenarioCommandInput } from './commands';
import { CHARACTERS, eventsOf, refusal, run, testScenario } from './scenario.fixture';
import { commandSchemas } from './commands';
import { scenarioEngine } from './engine';
import { lineIn } from '../../i18n/catalogs.fixture';

const plain: CardHalfFate = { isLost: false, bonus: 'none' };
const card = (id: string, name: string, level: HandCard['level'], initiative: number, top = plain, bottom = plain): HandCard => ({
  id,
  name,
  level,
  initiative,
  top,
  bottom,
});

/** Invented cards for Wren (level 3): hand size 4, one card above her level. */
const WREN_POOL: CardPool = {
  handSize: 4,
  cards: [
    card('1', 'Ember Step', 1, 10, plain, { isLost: true, bonus: 'none' }),
    card('2', 'Ash Ward', 1, 20, { isLost: false, bonus: 'round' }, plain),
    card('3', 'Long Watch', 1, 30, plain, { isLost: true, bonus: 'persistent' }),
    card('4', 'Quiet Hand', 'X', 40),
    card('5', 'Cinder Arc', 2, 50),
    card('6', 'Far Star', 4, 60),
  ],
};

function tracked(edition: Edition = 'gh1', hand = ['1', '2', '3', '4']): ScenarioState {
  const characters: CharacterInput[] = CHARACTERS.map((c) => (c.id === 'wren' ? { ...c, cardPool: WREN_POOL } : c));
  return run(
    testScenario(edition, { characters }),
    { type: 'AddMonsters', monsters: [{ typeId: 'rust-hound', rank: 'normal', standeeNumber: 1 }] },
    { type: 'TrackHand', characterId: 'wren', cardIds: hand },
  );
}

const TAM_PLAYS: ScenarioCommandInput = {
  type: 'ChooseInitiative',
  characterId: 'tam',
  choice: { kind: 'cards', leading: 45, second: 70 },
};

/** Card selection with Wren's choice, then turns up to the start of the given character's turn. */
function untilTurnOf(state: ScenarioState, wrenChoice: ScenarioCommandInput, characterId: string, tam = TAM_PLAYS): ScenarioState {
  let current = run(state, wrenChoice, tam, { type: 'DrawMonsterAbilityCards' });
  while (current.activeFigure?.id !== characterId) {
    current = run(current, ...(current.activeFigure ? [{ type: 'EndTurn' as const }] : []), { type: 'StartTurn' });
  }
  return current;
}

/** Plays every turn of the round, Wren's with her commands, up to the round's cleanup. */
function playRound(state: ScenarioState, wrenChoice: ScenarioCommandInput, wrenTurn: ScenarioCommandInput[]): ScenarioState {
  let current = run(untilTurnOf(state, wrenChoice, 'wren'), ...wrenTurn, { type: 'EndTurn' });
  while (current.actedThisRound.length < 3) current = run(current, { type: 'StartTurn' }, { type: 'EndTurn' });
  return current;
}

/** A whole round, its end included. */
const fullRound = (state: ScenarioState, wrenChoice: ScenarioCommandInput, wrenTurn: ScenarioCommandInput[]) =>
  run(playRound(state, wrenChoice, wrenTurn), { type: 'EndRound' });

const hand = (state: ScenarioState) => state.hands?.wren;
const plays = (leading: string, second: string): ScenarioCommandInput => ({ type: 'PlayCards', characterId: 'wren', leading, second });
const half = (cardId: string, which: 'top' | 'bottom', isBasic = false): ScenarioCommandInput => ({
  type: 'PlayCardHalf',
  characterId: 'wren',
  cardId,
  half: which,
  isBasic,
});

describe('choosing the hand (1st ed. rulebook p. 12)', () => {
  it('is exactly the hand size, from the cards of the character’s level or lower', () => {
    const start = testScenario('gh1', { characters: CHARACTERS.map((c) => (c.id === 'wren' ? { ...c, cardPool: WREN_POOL } : c)) });
    expect(refusal(start, { type: 'TrackHand', characterId: 'wren', cardIds: ['1', '2', '3'] })).toBe('hand-size');
    expect(refusal(start, { type: 'TrackHand', characterId: 'wren', cardIds: ['1', '2', '3', '6'] })).toBe('card-not-available');
    expect(refusal(start, { type: 'TrackHand', characterId: 'wren', cardIds: ['1', '1', '2', '3'] })).toBe('card-not-available');
    expect(refusal(start, { type: 'TrackHand', characterId: 'tam', cardIds: [] })).toBe('no-card-pool');
    expect(hand(run(start, { type: 'TrackHand', characterId: 'wren', cardIds: ['4', '5', '1', '2'] }))?.hand).toEqual(['4', '5', '1', '2']);
  });

  it('is chosen before the first round’s cards', () => {
    const start = testScenario('gh1', { characters: CHARACTERS.map((c) => (c.id === 'wren' ? { ...c, cardPool: WREN_POOL } : c)) });
    const chosen = run(start, { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'cards', leading: 5, second: 9 } });
    expect(refusal(chosen, { type: 'TrackHand', characterId: 'wren', cardIds: ['1', '2', '3', '4'] })).toBe('hand-at-start');
  });
});

describe('playing two cards (1st ed. rulebook p. 16-18)', () => {
  it('a tracked character plays two cards from the hand; one not tracked chooses initiatives as before', () => {
    const state = tracked();
    expect(refusal(state, { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'cards', leading: 5, second: 9 } })).toBe(
      'play-from-hand',
    );
    expect(refusal(state, plays('1', '5'))).toBe('card-not-in-hand');
    expect(refusal(state, plays('1', '1'))).toBe('card-not-in-hand');
    const chosen = run(state, plays('2', '1'), {
      type: 'ChooseInitiative',
      characterId: 'tam',
      choice: { kind: 'cards', leading: 45, second: 70 },
    });
    expect(chosen.characters.wren?.initiative).toEqual({ kind: 'cards', leading: 20, second: 10 });
    expect(chosen.characters.tam?.initiative).toEqual({ kind: 'cards', leading: 45, second: 70 });
  });

  it('the top of one card and the bottom of the other, each to its pile: discard, lost, active', () => {
    const state = tracked();
    const after = playRound(state, plays('1', '3'), [half('1', 'bottom'), half('3', 'top')]);
    expect(hand(after)).toMatchObject({ hand: ['2', '4'], discard: ['3'], lost: ['1'], active: [] });
    // Two tops are refused, and the turn cannot end before both cards are played.
    const turn = untilTurnOf(state, plays('1', '3'), 'wren');
    expect(refusal(run(state, plays('1', '3'), TAM_PLAYS, { type: 'DrawMonsterAbilityCards' }), half('1', 'top'))).toBe('not-own-turn');
    const oneTop = run(turn, half('1', 'top'));
    expect(refusal(oneTop, half('3', 'top'))).toBe('half-played');
    expect(refusal(oneTop, { type: 'EndTurn' })).toBe('cards-unplayed');
    expect(refusal(turn, half('2', 'top'))).toBe('card-not-chosen');
  });

  it('a round bonus leaves the active area at the end of the round; a persistent one stays until taken out, then is lost', () => {
    const state = tracked();
    const played = playRound(state, plays('2', '3'), [half('2', 'top'), half('3', 'bottom')]);
    expect(hand(played)?.active.map((c) => c.cardId)).toEqual(['2', '3']);
    const round1 = run(played, { type: 'EndRound' });
    expect(hand(round1)).toMatchObject({ discard: ['2'], active: [{ cardId: '3', bonus: 'persistent', isLost: true }] });
    const removed = run(round1, { type: 'RemoveActiveCard', characterId: 'wren', cardId: '3' });
    expect(hand(removed)).toMatchObject({ active: [], lost: ['3'] });
    expect(refusal(removed, { type: 'RemoveActiveCard', characterId: 'wren', cardId: '3' })).toBe('card-not-active');
  });

  it('a card played for the basic attack 2 or move 2 is discarded whatever it says (1st ed. rulebook p. 18)', () => {
    const after = playRound(tracked(), plays('1', '2'), [half('1', 'bottom', true), half('2', 'top', true)]);
    expect(hand(after)).toMatchObject({ discard: ['1', '2'], lost: [], active: [] });
  });
});

/** Two rounds played: Wren's discard holds 4 and 2 (the round bonus ended), her hand 3; 1 lost. */
function twoDiscards(edition: Edition = 'gh1'): ScenarioState {
  const round1 = playRound(tracked(edition, ['1', '2', '4', '5']), plays('4', '2'), [half('4', 'top'), half('2', 'bottom')]);
  return round1;
}

describe('resting (1st ed. rulebook p. 17; 2nd ed. refresher)', () => {
  it('needs two discarded cards', () => {
    const state = tracked();
    expect(refusal(state, { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'longRest' } })).toBe('rest-needs-discards');
    const oneDiscard = playRound(state, plays('1', '3'), [half('1', 'bottom'), half('3', 'top')]);
    expect(hand(oneDiscard)?.discard).toEqual(['3']);
    expect(refusal(oneDiscard, { type: 'ShortRest', characterId: 'wren' })).toBe('rest-needs-discards');
  });

  it('a long rest loses the card the player chooses, heals 2, and takes the rest back; lost cards stay lost', () => {
    const ready = fullRound(tracked('gh1', ['1', '2', '4', '5']), plays('4', '1'), [half('4', 'top'), half('1', 'bottom')]);
    const again = fullRound(ready, plays('2', '5'), [half('2', 'bottom'), half('5', 'top')]);
    expect(hand(again)).toMatchObject({ hand: [], discard: ['4', '2', '5'], lost: ['1'] });
    const hurt = { ...again, characters: { ...again.characters, wren: { ...again.characters.wren!, health: 5 } } };
    const resting = untilTurnOf(hurt, { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'longRest' } }, 'wren');
    expect(refusal(resting, { type: 'LongRest' })).toBe('choose-lost-card');
    expect(refusal(resting, { type: 'LongRest', loseCard: '1' })).toBe('choose-lost-card');
    const rested = run(resting, { type: 'LongRest', loseCard: '2' });
    expect(hand(rested)).toMatchObject({ hand: ['4', '5'], discard: [], lost: ['1', '2'] });
    expect(rested.characters.wren?.health).toBe(7);
  });

  it('a short rest loses a random discarded card from the pinned seed, and another one for 1 damage', () => {
    const ready = twoDiscards();
    expect(hand(ready)?.discard).toEqual(['4', '2']);
    const rested = run(ready, { type: 'ShortRest', characterId: 'wren' });
    const lost = hand(rested)?.lost ?? [];
    expect(lost).toEqual(['4']);
    expect(hand(rested)).toMatchObject({ hand: ['1', '5', '2'], discard: [] });
    const kept = run(ready, { type: 'ShortRest', characterId: 'wren', sufferDamageToKeep: true });
    expect(hand(kept)?.lost).toEqual(['2']);
    expect(kept.characters.wren?.health).toBe(9);
  });

  it("a short rest's 1 damage may be negated by losing cards, from the hand the rest gave back (p. 17, p. 28)", () => {
    const ready = twoDiscards();
    const keep = (lostCards: string[]): ScenarioCommandInput => ({
      type: 'ShortRest',
      characterId: 'wren',
      sufferDamageToKeep: true,
      negateDamage: true,
      lostCards,
    });
    // The discard pile is back in the hand once the rest is taken: two discarded cards are none.
    expect(refusal(ready, keep(['4', '2']))).toBe('lose-cards-choice');
    const kept = run(ready, keep(['5']));
    expect([kept.characters.wren?.health, hand(kept)?.hand, hand(kept)?.lost]).toEqual([10, ['1', '4'], ['2', '5']]);
    const line = scenarioEngine.describe(ready, commandSchemas.ShortRest.parse(keep(['5'])), eventsOf(ready, keep(['5'])));
    expect(lineIn(line)).toMatch(/— Wren negates 1 by losing cards$/);
  });

  it('a card played this round and taken back by the short rest may be lost for its 1 damage (p. 28: only the chosen cards not yet played are out of reach)', () => {
    const ready = twoDiscards();
    // The rest keeps 4 (it loses 2 at random): 4 is back in the hand, no longer one of the round's two in play.
    const kept = run(ready, { type: 'ShortRest', characterId: 'wren', sufferDamageToKeep: true, negateDamage: true, lostCards: ['4'] });
    expect([kept.characters.wren?.health, hand(kept)?.lost]).toEqual([10, ['2', '4']]);
  });

  it('a long rest in the 2nd edition still loses the chosen card when the heal is skipped', () => {
    const ready = run(twoDiscards('gh2'), { type: 'EndRound' });
    const resting = untilTurnOf(ready, { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'longRest' } }, 'wren');
    const rested = run(resting, { type: 'LongRest', heal: false, refreshItems: false, loseCard: '4' });
    expect(hand(rested)).toMatchObject({ hand: ['1', '5', '2'], lost: ['4'] });
  });

  it('a character not tracked rests as before, and cannot name a card', () => {
    const state = twoDiscards();
    expect(run(state, { type: 'ShortRest', characterId: 'tam' }).shortRestedThisRound).toEqual(['tam']);
    const wrenRests: ScenarioCommandInput = { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'longRest' } };
    const tamRests = untilTurnOf(run(state, { type: 'EndRound' }), wrenRests, 'tam', {
      type: 'ChooseInitiative',
      characterId: 'tam',
      choice: { kind: 'longRest' },
    });
    expect(refusal(tamRests, { type: 'LongRest', loseCard: '1' })).toBe('hand-not-tracked');
    expect(run(tamRests, { type: 'LongRest' }).characters.tam?.health).toBe(8);
  });
});

describe('exhaustion by cards (1st ed. rulebook p. 17, p. 28)', () => {
  it('comes at the round’s end when the hand has fewer than two cards and the discard pile too; every card is then lost', () => {
    const round1 = fullRound(tracked('gh1', ['1', '2', '3', '4']), plays('1', '3'), [half('1', 'bottom'), half('3', 'top')]);
    expect(round1.characters.wren?.isExhausted).toBe(false);
    const round2 = fullRound(round1, plays('2', '4'), [half('2', 'bottom'), half('4', 'top')]);
    // Hand empty, but three discarded: she can rest, so she plays on.
    expect(round2.characters.wren?.isExhausted).toBe(false);
    expect(hand(round2)).toMatchObject({ hand: [], discard: ['3', '2', '4'] });
  });

  /** Wren tracks a hand of two cards whose halves she plays are both lost: one round and she is out of cards. */
  const losingRound = (isPermanentDeath = false) => {
    const losing: CardPool = {
      handSize: 2,
      cards: [
        card('1', 'Ember Step', 1, 10, { isLost: true, bonus: 'none' }, { isLost: true, bonus: 'none' }),
        card('2', 'Ash Ward', 1, 20, { isLost: true, bonus: 'none' }, plain),
      ],
    };
    const characters: CharacterInput[] = CHARACTERS.map((c) => (c.id === 'wren' ? { ...c, cardPool: losing } : c));
    const start = run(
      testScenario('gh1', { characters, isPermanentDeath }),
      { type: 'AddMonsters', monsters: [{ typeId: 'rust-hound', rank: 'normal', standeeNumber: 1 }] },
      { type: 'TrackHand', characterId: 'wren', cardIds: ['1', '2'] },
    );
    return fullRound(start, plays('1', '2'), [half('1', 'bottom'), half('2', 'top')]);
  };

  it('exhausts a character who can neither play two cards nor rest', () => {
    const ended = losingRound();
    expect(ended.characters.wren?.isExhausted).toBe(true);
    expect(hand(ended)).toMatchObject({ hand: [], discard: [], lost: ['1', '2'] });
    expect(refusal(ended, plays('1', '2'))).toBe('card-not-in-hand');
  });

  it('under permanent death, a character so exhausted stays on the map, alive (1st ed. rulebook p. 50)', () => {
    const wren = losingRound(true).characters.wren;
    expect(wren).toMatchObject({ isExhausted: true, staysOnMap: true });
    expect(wren?.isDead).toBeUndefined();
  });
});
