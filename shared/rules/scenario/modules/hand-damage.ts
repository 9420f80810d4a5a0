import { z } from 'zod';
import { defineCommand } from '../command-module';
import { damageEvents } from '../damage';
import { emit } from '../emitter';
import type { HandState } from '../hand';
import { poolCard } from '../hand';
import { refusedWith } from '../violation';
import { history, wordList } from '../../words';
import { own } from '../../own';
import { trackedHand } from './hand-commands';

/**
 * The cards a tracked character may lose to negate damage: any card of the hand except the two
 * chosen this round and not yet played, which are in neither pile (1st ed. rulebook p. 28
 * "Character Damage": "the two cards chosen at the beginning of the round are neither in the
 * player's hand or lost or discard pile"), and any card of the discard pile.
 */
export function cardsToLoseForDamage(hand: HandState): { fromHand: string[]; fromDiscard: string[] } {
  return { fromHand: hand.hand.filter((id) => !hand.chosen.includes(id)), fromDiscard: [...hand.discard] };
}

/** One card from the hand, or two from the discard pile (rulebook p. 28). */
export const CARDS_LOST_FROM_HAND = 1;
export const CARDS_LOST_FROM_DISCARD = 2;

/** Whether the tracked character has enough cards to negate one source of damage. */
export function canLoseCardsForDamage(hand: HandState): boolean {
  const { fromHand, fromDiscard } = cardsToLoseForDamage(hand);
  return fromHand.length >= CARDS_LOST_FROM_HAND || fromDiscard.length >= CARDS_LOST_FROM_DISCARD;
}

/**
 * Instead of suffering the damage of one source, a tracked character's player loses one card of
 * their choice from the hand or two from the discard pile, and the damage is negated entirely
 * (1st ed. rulebook p. 28 "Character Damage"; the 2nd edition is the same: refresher "You can
 * negate all damage from one source by losing a card of your choice from your hand or two from
 * your discard pile", after ward halves it, see damage.ts). Any other effect of the source still
 * applies, so only the damage is given here. A character whose hand Haven does not keep negates
 * with SufferDamage's `negateDamage` as before.
 */
export const loseCardsForDamage = defineCommand(
  z.object({
    type: z.literal('LoseCardsForDamage'),
    characterId: z.string().min(1).max(80),
    amount: z.number().int().min(1).max(999),
    source: z.enum(['trap', 'hazardousTerrain', 'other']),
    cardIds: z.array(z.string().min(1).max(20)).max(CARDS_LOST_FROM_DISCARD),
  }),
  {
    revealsHiddenInformation: false,
    decide(out, command) {
      const tracked = trackedHand(out.state, command.characterId);
      if ('violation' in tracked) return tracked.violation;
      const { character, hand } = tracked;
      if (character.isExhausted) return refusedWith('exhausted', 'scenario.loseCardsExhausted', { name: character.name }).violation;
      if (!canLoseCardsForDamage(hand))
        return refusedWith('not-enough-cards', 'scenario.loseCardsTooFew', { name: character.name }).violation;
      const { fromHand, fromDiscard } = cardsToLoseForDamage(hand);
      const ids = command.cardIds;
      const isOneFromHand = ids.length === CARDS_LOST_FROM_HAND && fromHand.includes(ids[0] ?? '');
      const isTwoFromDiscard =
        ids.length === CARDS_LOST_FROM_DISCARD && new Set(ids).size === ids.length && ids.every((id) => fromDiscard.includes(id));
      if (!isOneFromHand && !isTwoFromDiscard)
        return refusedWith('lose-cards-choice', 'scenario.loseCardsChoice', { name: character.name }).violation;
      emit(out, ...damageEvents(out.state, { kind: 'character', id: character.id }, command.amount, command.source, true));
      emit(out, { type: 'CardsLostForDamage', characterId: character.id, cardIds: ids });
      return undefined;
    },
    describe(before, command) {
      const name = own(before.characters, command.characterId)?.name ?? command.characterId;
      const cards = command.cardIds.map((id) => poolCard(before, command.characterId, id)?.name ?? id);
      return history('scenario.cardsLostForDamage', { name, cards: wordList(cards, 'and'), amount: command.amount });
    },
  },
);
