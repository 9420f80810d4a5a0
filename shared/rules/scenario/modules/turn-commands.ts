import { z } from 'zod';
import { defineCommand } from '../command-module';
import { expireAtEndOfTurn, hasCondition } from '../conditions';
import { damageEvents, negatedIn } from '../damage';
import { endOfTurn } from '../decide-turns';
import { figureWords, lineWithAftermath, scenarioWords } from '../describe';
import { emit } from '../emitter';
import { describeFigure, figureView } from '../figures';
import { CARDS_LOST_FROM_DISCARD, handOf, lostCardsRefusal } from '../hand';
import { nextTurn } from '../initiative';
import { emitLoot } from '../loot';
import { boardHexOf, countOf, tokensAt } from '../money-tokens';
import { atOnce } from '../command-schemas';
import { MAX_MONEY_TOKENS_AT_ONCE } from '../settlement';
import { refusedWith } from '../violation';
import { WOUND_DAMAGE } from '../wound-choice';
import { own } from '../../own';

/**
 * Starts the next figure's turn in initiative order. Start of turn: a wounded figure suffers 1
 * damage (guide "Conditions"; 1st ed. rulebook "Wound"; 2nd ed. rulebook "Wound").
 */
export const startTurn = defineCommand(
  z.object({
    type: z.literal('StartTurn'),
    /** The character whose turn starts loses cards to negate its wound damage. */
    negateDamage: z.boolean().default(false),
    /** The cards a character whose hand Haven keeps loses to negate it, by id (modules/hand-damage.ts). */
    lostCards: z.array(z.string().min(1).max(20)).max(CARDS_LOST_FROM_DISCARD).default([]),
  }),
  {
    revealsHiddenInformation: false,
    decide(out, command) {
      const state = out.state;
      if (state.phase !== 'turns') {
        return (
          state.phase === 'ended'
            ? refusedWith('not-turns', 'scenario.turnEndedScenario')
            : refusedWith('not-turns', 'scenario.monsterCardsHidden', { round: state.round })
        ).violation;
      }
      if (state.activeFigure !== null) {
        return refusedWith('turn-in-progress', 'scenario.turnStillRunning', {
          name: describeFigure(state, state.activeFigure),
        }).violation;
      }
      const next = nextTurn(state);
      if (next === undefined) return refusedWith('everyone-acted', 'scenario.everyoneActed', { round: state.round }).violation;
      const view = figureView(state, next.figure);
      const isWounded = view !== undefined && hasCondition(view.conditions, 'wound');
      // A kept hand names the cards it loses to negate its wound damage, as for any other damage
      // (1st ed. rulebook p. 28 "Character Damage"; modules/hand-damage.ts).
      const keptHand = isWounded && command.negateDamage && next.figure.kind === 'character' && handOf(state, next.figure.id) !== undefined;
      const lostRefused = keptHand ? lostCardsRefusal(state, next.figure.id, command.lostCards) : undefined;
      if (lostRefused) return lostRefused;
      emit(out, { type: 'TurnStarted', figure: next.figure, elementsAtTurnStart: state.elements });
      if (isWounded) {
        const events = damageEvents(out.state, next.figure, WOUND_DAMAGE, 'wound', command.negateDamage);
        emit(out, ...events);
        const negated = negatedIn(events) > 0;
        if (keptHand && negated) emit(out, { type: 'CardsLostForDamage', characterId: next.figure.id, cardIds: command.lostCards });
      }
      return undefined;
    },
    describe(before, _command, events) {
      const started = events.find((e) => e.type === 'TurnStarted');
      return started?.type === 'TurnStarted'
        ? lineWithAftermath(before, events, 'turnOf', { name: figureWords(before, started.figure) })
        : lineWithAftermath(before, events, 'turnStarted');
    },
  },
);

/**
 * Ends the active figure's turn: a character loots money tokens in its hex (2nd ed. rulebook
 * "End-of-Turn Looting"), pending infusions become strong (guide "Conditions and elements"), and
 * then, after every other end-of-turn effect, conditions that last until the end of the next turn
 * expire (2nd ed. rulebook "Conditions").
 */
export const endTurn = defineCommand(
  z.object({
    type: z.literal('EndTurn'),
    moneyTokensLooted: atOnce(0, MAX_MONEY_TOKENS_AT_ONCE, 'files.schema.command.moneyTokensAtOnce').default(0),
  }),
  {
    revealsHiddenInformation: false,
    decide(out, command) {
      const state = out.state;
      const figure = state.activeFigure;
      if (figure === null) return refusedWith('no-active-turn', 'scenario.noActiveTurn').violation;
      // A tracked character's turn is its two cards: the top of one, the bottom of the other (rulebook p. 18).
      const hand = figure.kind === 'character' ? handOf(state, figure.id) : undefined;
      if (hand !== undefined && hand.chosen.some((id) => !hand.played.some((p) => p.cardId === id))) {
        const name = own(state.characters, figure.id)?.name ?? figure.id;
        return refusedWith('cards-unplayed', 'scenario.cardsUnplayed', { name }).violation;
      }
      const character = figure.kind === 'character' ? own(state.characters, figure.id) : undefined;
      if (command.moneyTokensLooted > 0 && character === undefined) {
        return refusedWith('only-characters-loot', 'scenario.onlyCharactersLoot', {
          name: describeFigure(state, figure),
        }).violation;
      }
      if (character !== undefined) {
        // A character must loot the money tokens in the hex it ends its turn in (1st ed. rulebook p. 27
        // "End-of-turn looting"; 2nd ed. refresher); summons do not. Tokens off Haven's board come by number.
        const at = boardHexOf(state, character.id);
        const fromBoard = at ? tokensAt(state, at) : [];
        const count = command.moneyTokensLooted + countOf(fromBoard);
        const refusal = emitLoot(out, character, count, fromBoard);
        if (refusal !== undefined) return refusal;
      }
      emit(out, endOfTurn(out.state, figure));
      const view = figureView(out.state, figure);
      if (view === undefined) return undefined;
      const { kept, expired } = expireAtEndOfTurn(view.conditions);
      const changed = expired.length > 0 || view.conditions.some((token) => token.isFresh);
      if (changed) emit(out, { type: 'ConditionsChanged', figure, conditions: kept, added: [], removed: expired, cause: 'endOfTurn' });
      return undefined;
    },
    describe(before, _command, events) {
      const who = before.activeFigure ? figureWords(before, before.activeFigure) : scenarioWords('turn');
      const looted = events.find((e) => e.type === 'MoneyTokensLooted');
      return looted?.type === 'MoneyTokensLooted'
        ? scenarioWords('endedLooting', { name: who, count: looted.count })
        : scenarioWords('ended', { name: who });
    },
  },
);
