import { z } from 'zod';
import { defineCommand } from '../command-module';
import { damageEvents, negatedIn, healEvents } from '../damage';
import { characterName, figureWords, lineWithAftermath, scenarioWords } from '../describe';
import { emit, type Emitter } from '../emitter';
import { nextTurn } from '../initiative';
import { hasTakenStep } from '../turn-steps';
import { refusedWith, type RuleViolation } from '../violation';
import { own } from '../../own';
import { pickOne, type RngState } from '../../../random';
import type { ScenarioEvent } from '../events';
import { canRest, CARDS_LOST_FROM_DISCARD, handOf, lostCardsRefusal } from '../hand';
import { wordList } from '../../words';

/**
 * The long rest of the character whose turn it is. The card lost is the player's choice and stays
 * on the table; the 2nd edition lets the player skip the heal and the refresh, the 1st edition does
 * not. `loseCard`: the discarded card a tracked character loses (see hand.ts); required for one,
 * refused for others.
 */
const longRestSchema = z.object({
  type: z.literal('LongRest'),
  heal: z.boolean().default(true),
  refreshItems: z.boolean().default(true),
  loseCard: z.string().min(1).max(20).optional(),
});

/**
 * A short rest at the end of the round; `sufferDamageToKeep`: 1 damage to lose another random card
 * instead. That damage is damage like any other, which the player may negate by losing cards
 * (`negateDamage`; a kept hand names them in `lostCards`, from the hand the rest gave back).
 */
const shortRestSchema = z.object({
  type: z.literal('ShortRest'),
  characterId: z.string().min(1).max(80),
  sufferDamageToKeep: z.boolean().default(false),
  negateDamage: z.boolean().default(false),
  lostCards: z.array(z.string().min(1).max(20)).max(CARDS_LOST_FROM_DISCARD).default([]),
});

/** The heal a long rest performs: "Heal 2, Self" (1st ed. rulebook p. 17; 2nd ed. rulebook p. 36). */
export const LONG_REST_HEAL = 2;

/**
 * A long rest is the character's whole turn at initiative 99. The player loses one card of their
 * choice from the discard pile (the cards stay on the table, so Haven only says so). The 1st
 * edition's long rest always heals 2 and refreshes every spent item (rulebook p. 17 "Resting");
 * in the 2nd edition both are optional (rulebook p. 36 "Resting"; refresher: "optionally heal two
 * on yourself, and optionally recover all spent items").
 */
function decideLongRest(out: Emitter, command: z.output<typeof longRestSchema>): RuleViolation | undefined {
  const state = out.state;
  const active = state.phase === 'turns' ? state.activeFigure : null;
  const character = active?.kind === 'character' ? own(state.characters, active.id) : undefined;
  if (active === null || active === undefined || character === undefined)
    return refusedWith('not-resting-turn', 'scenario.notRestingTurn').violation;
  if (character.initiative?.kind !== 'longRest')
    return refusedWith('not-long-resting', 'scenario.notLongResting', { name: character.name }).violation;
  if (hasTakenStep(state, active, 'longRest'))
    return refusedWith('rested-already', 'scenario.longRestedAlready', { name: character.name }).violation;
  if (state.edition === 'gh1' && (!command.heal || !command.refreshItems))
    return refusedWith('long-rest-heals', 'scenario.longRestHeals', { name: character.name }).violation;
  // A tracked hand: the player chooses the discarded card to lose; the rest return to the hand.
  const hand = handOf(state, character.id);
  if (hand === undefined && command.loseCard !== undefined)
    return refusedWith('hand-not-tracked', 'scenario.handNotTracked', { name: character.name }).violation;
  if (hand !== undefined && !canRest(hand))
    return refusedWith('rest-needs-discards', 'scenario.restNeedsDiscards', { name: character.name }).violation;
  if (hand !== undefined && (command.loseCard === undefined || !hand.discard.includes(command.loseCard)))
    return refusedWith('choose-lost-card', 'scenario.chooseLostCard', { name: character.name }).violation;
  emit(out, {
    type: 'LongRested',
    characterId: character.id,
    round: state.round,
    heals: command.heal,
    refreshesItems: command.refreshItems,
  });
  if (hand !== undefined && command.loseCard !== undefined)
    emit(out, { type: 'RestCardLost', characterId: character.id, cardId: command.loseCard });
  if (command.heal) emit(out, ...healEvents(out.state, active, LONG_REST_HEAL, true));
  // Spent items only: consumed ones wait for the end of the scenario or a refresh ability.
  const spent = (character.items ?? []).filter((item) => item.status === 'spent' && !item.isUnrecoverable).map((item) => item.name);
  if (command.refreshItems && spent.length > 0) emit(out, { type: 'ItemsRefreshed', characterId: character.id, items: spent });
  return undefined;
}

/**
 * A short rest happens in the cleanup at the end of the round, once every figure has acted (1st ed.
 * rulebook p. 17 "Resting"; 2nd ed. rulebook p. 36): one random card from the discard pile is lost
 * (the players draw it), and once per rest the character may suffer 1 damage to lose a different
 * random card instead. One short rest per character per round.
 */
function decideShortRest(out: Emitter, command: z.output<typeof shortRestSchema>): RuleViolation | undefined {
  const state = out.state;
  const character = own(state.characters, command.characterId);
  if (character === undefined) return refusedWith('unknown-character', 'scenario.shortRestUnknownCharacter').violation;
  if (character.isExhausted) return refusedWith('exhausted', 'scenario.shortRestExhausted', { name: character.name }).violation;
  if (state.phase !== 'turns' || state.activeFigure !== null || nextTurn(state) !== undefined)
    return refusedWith('not-cleanup', 'scenario.notCleanup', { name: character.name }).violation;
  if ((state.shortRestedThisRound ?? []).includes(character.id))
    return refusedWith('rested-already', 'scenario.shortRestedAlready', { name: character.name }).violation;
  const hand = handOf(state, character.id);
  if (hand !== undefined && !canRest(hand))
    return refusedWith('rest-needs-discards', 'scenario.restNeedsDiscards', { name: character.name }).violation;
  emit(out, { type: 'ShortRested', characterId: character.id, round: state.round, keptCard: command.sufferDamageToKeep });
  if (hand !== undefined) emit(out, randomCardLost(out.state.rng, character.id, hand.discard, command.sufferDamageToKeep));
  if (!command.sufferDamageToKeep) return undefined;
  // "Whenever any damage is dealt to a character" it may be negated by losing one card from the
  // hand or two from the discard pile (1st ed. rulebook p. 28 "Character Damage"); neither p. 17
  // nor the 2nd ed. refresher excepts the rest's 1 damage. The cards are the ones the rest left.
  const keptHand = command.negateDamage && hand !== undefined;
  const lostRefused = keptHand ? lostCardsRefusal(out.state, character.id, command.lostCards) : undefined;
  if (lostRefused) return lostRefused;
  const events = damageEvents(out.state, { kind: 'character', id: character.id }, 1, 'other', command.negateDamage);
  emit(out, ...events);
  const negated = negatedIn(events) > 0;
  if (keptHand && negated) emit(out, { type: 'CardsLostForDamage', characterId: character.id, cardIds: command.lostCards });
  return undefined;
}

/**
 * A short rest's random card, from the pinned generator: with `drawsAgain` the first card is kept
 * and a different one is drawn (rulebook p. 17), so the event names only the card that is lost.
 */
function randomCardLost(rng: RngState, characterId: string, discard: readonly string[], drawsAgain: boolean): ScenarioEvent {
  const first = pickOne(discard, rng);
  const second = drawsAgain
    ? pickOne(
        discard.filter((id) => id !== first.item),
        first.rng,
      )
    : first;
  return { type: 'RestCardLost', characterId, cardId: second.item ?? first.item ?? '', rng: second.rng };
}

export const longRest = defineCommand(longRestSchema, {
  revealsHiddenInformation: false,
  decide: decideLongRest,
  describe(before, command, events) {
    const who = before.activeFigure ? figureWords(before, before.activeFigure) : scenarioWords('theCharacter');
    const done = [...(command.heal ? [scenarioWords('restHeals')] : []), ...(command.refreshItems ? [scenarioWords('restRefreshes')] : [])];
    return done.length > 0
      ? lineWithAftermath(before, events, 'longRestsAnd', { name: who, done: wordList(done, 'and') })
      : lineWithAftermath(before, events, 'longRests', { name: who });
  },
});

export const shortRest = defineCommand(shortRestSchema, {
  revealsHiddenInformation: false,
  decide: decideShortRest,
  describe(before, command, events) {
    const name = characterName(before, command.characterId, scenarioWords('aCharacter'));
    const line = lineWithAftermath(before, events, command.sufferDamageToKeep ? 'shortRestsDamage' : 'shortRests', { name });
    // The rest's damage negated by losing cards (p. 28), said after the line.
    const negated = negatedIn(events);
    return negated > 0 ? scenarioWords('withTail', { line, tail: scenarioWords('takesNegated', { name, damage: negated }) }) : line;
  },
});
