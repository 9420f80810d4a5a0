import { describe, expect, it } from 'vitest';
import type { Edition } from './edition';
import type { CardHalfFate, CardPool, HandCard } from './hand';
import type { CharacterInput } from './input';
import type { ScenarioCommandInput } from './commands';
import { CHARACTERS, run, testScenario } from './scenario.fixture';
import type { ScenarioState } from './state';
import { woundChoiceOf } from './wound-choice';

const plain: CardHalfFate = { isLost: false, bonus: 'none' };
const card = (id: string, name: string, initiative: number): HandCard => ({ id, name, level: 1, initiative, top: plain, bottom: plain });

/** Invented cards for Wren: a hand of four. */
const POOL: CardPool = {
  handSize: 4,
  cards: [card('1', 'Ember Step', 10), card('2', 'Ash Ward', 20), card('3', 'Long Watch', 30), card('4', 'Quiet Hand', 40)],
};

const wren = { kind: 'character', id: 'wren' } as const;
const wound = (condition: 'wound' | 'ward' = 'wound'): ScenarioCommandInput => ({ type: 'AddCondition', figure: wren, condition });

/** Wren keeps her hand of four; Tam does not. */
function tracked(edition: Edition = 'gh1'): ScenarioState {
  const characters: CharacterInput[] = CHARACTERS.map((c) => (c.id === 'wren' ? { ...c, cardPool: POOL } : c));
  return run(testScenario(edition, { characters }), { type: 'TrackHand', characterId: 'wren', cardIds: ['1', '2', '3', '4'] });
}

describe('the wound\'s damage at the start of a kept hand\'s turn (1st ed. rulebook p. 22 "Wound", p. 28 "Character Damage")', () => {
  it('asks a wounded kept hand whether to lose cards for the 1 damage', () => {
    expect(woundChoiceOf(run(tracked(), wound()), wren)).toEqual({ characterId: 'wren', amount: 1 });
  });

  it('asks nothing of a character that is not wounded', () => {
    expect(woundChoiceOf(tracked(), wren)).toBeUndefined();
  });

  it('asks nothing of a wounded character whose hand Haven does not keep', () => {
    const state = run(tracked(), { type: 'AddCondition', figure: { kind: 'character', id: 'tam' }, condition: 'wound' });
    expect(woundChoiceOf(state, { kind: 'character', id: 'tam' })).toBeUndefined();
  });

  it('asks nothing when no card may be lost: the two chosen cards are the whole hand and nothing is discarded', () => {
    const lose = (id: string): ScenarioCommandInput => ({
      type: 'LoseCardsForDamage',
      characterId: 'wren',
      amount: 1,
      source: 'other',
      cardIds: [id],
    });
    const bare = run(tracked(), wound(), lose('3'), lose('4'), { type: 'PlayCards', characterId: 'wren', leading: '1', second: '2' });
    expect(woundChoiceOf(bare, wren)).toBeUndefined();
  });

  it('2nd edition: asks nothing when ward halves the wound to no damage (2nd ed. rulebook "Ward")', () => {
    expect(woundChoiceOf(run(tracked('gh2'), wound()), wren)).toEqual({ characterId: 'wren', amount: 1 });
    expect(woundChoiceOf(run(tracked('gh2'), wound(), wound('ward')), wren)).toBeUndefined();
  });
});
