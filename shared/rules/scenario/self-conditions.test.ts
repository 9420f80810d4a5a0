import { describe, expect, it } from 'vitest';
import { describeWithPeerData, readPeerJson } from '../../../tests/support/peer';
import { importGhsEdition } from '../../content/import/ghs/import-ghs';
import { toEngineAction } from '../../content/to-scenario';
import { hasTakenOnThisTurn, selfConditionsOfCard, selfConditionsOnTurn } from './self-conditions';
import type { ScenarioState } from './state';
import { RUST_HOUND, run, SELF_STRENGTHEN_DECK as DECK, testScenario, withDrawnCards } from './scenario.fixture';

function houndTurn(card: string): ScenarioState {
  let state = run(
    testScenario('gh1', { monsterTypes: [RUST_HOUND], abilityDecks: [DECK] }),
    { type: 'AddMonsters', monsters: [{ typeId: 'rust-hound', rank: 'normal', standeeNumber: 1 }] },
    { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'cards', leading: 80, second: 81 } },
    { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'cards', leading: 82, second: 83 } },
    { type: 'DrawMonsterAbilityCards' },
  );
  state = withDrawnCards(state, { 'rust-hound': card });
  return run(state, { type: 'StartTurn' });
}

describe("a monster card's conditions on the monster itself (1st ed. rulebook pp. 23, 26)", () => {
  it("only a condition line of its own that names the monster: not an attack's condition, not a consume's bonus", () => {
    expect(selfConditionsOfCard(DECK.cards.at(-1)!.actions)).toEqual(['strengthen']);
    expect(selfConditionsOfCard(DECK.cards[2]!.actions)).toEqual([]);
  });

  it('the standee whose turn it is gets it once, in one command; a stunned one performs nothing', () => {
    const state = houndTurn('hp-self');
    expect(state.activeFigure).toEqual({ kind: 'monster', id: 'rust-hound#1' });
    expect(selfConditionsOnTurn(state, 'rust-hound#1')).toEqual(['strengthen']);
    expect(hasTakenOnThisTurn(state, 'rust-hound#1', 'strengthen')).toBe(false);
    const after = run(state, { type: 'AddCondition', figure: { kind: 'monster', id: 'rust-hound#1' }, condition: 'strengthen' });
    expect(hasTakenOnThisTurn(after, 'rust-hound#1', 'strengthen')).toBe(true);
    // Put on during its own turn, it lasts through its next turn (1st ed. FAQ "Conditions").
    const ended = run(after, { type: 'EndTurn' });
    expect(ended.monsters['rust-hound#1']?.conditions.map((c) => c.name)).toEqual(['strengthen']);

    const stunned = {
      ...state,
      monsters: {
        ...state.monsters,
        'rust-hound#1': { ...state.monsters['rust-hound#1']!, conditions: [{ name: 'stun' as const, isFresh: false }] },
      },
    };
    expect(selfConditionsOnTurn(stunned, 'rust-hound#1')).toEqual([]);
  });

  it('a card without one offers nothing', () => {
    expect(selfConditionsOnTurn(houndTurn('hp-1'), 'rust-hound#1')).toEqual([]);
  });
});

describeWithPeerData("with Gloomhaven Secretariat's gh.json", () => {
  it("the Guard's, the drakes' strengthen themselves; the Imp's strengthen goes to its allies, the Hound's muddle to its enemies", () => {
    const outcome = importGhsEdition(readPeerJson('ghs-data', 'gh.json'));
    if (!outcome.ok) throw new Error('gh.json did not import');
    const selfOf = (deck: string) =>
      outcome.pack.abilityDecks
        .find((d) => d.id === deck || d.id.endsWith(`-${deck}`) || d.name?.toLowerCase() === deck)!
        .cards.map((card) => selfConditionsOfCard(card.actions.map((a) => toEngineAction(a))))
        .filter((found) => found.length > 0);
    expect(selfOf('guard')).toEqual([['strengthen']]);
    expect(selfOf('rending-drake')).toEqual([['strengthen']]);
    expect(selfOf('spitting-drake')).toEqual([['strengthen']]);
    expect(selfOf('imp')).toEqual([]);
    expect(selfOf('hound')).toEqual([]);
  });
});
