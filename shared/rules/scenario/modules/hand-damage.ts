import { z } from 'zod';
import { defineCommand } from '../command-module';
import { damageEvents } from '../damage';
import { emit } from '../emitter';
import { CARDS_LOST_FROM_DISCARD, lostCardsRefusal, poolCard } from '../hand';
import { history, wordList } from '../../words';
import { own } from '../../own';

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
      const refused = lostCardsRefusal(out.state, command.characterId, command.cardIds);
      if (refused) return refused;
      emit(out, ...damageEvents(out.state, { kind: 'character', id: command.characterId }, command.amount, command.source, true));
      emit(out, { type: 'CardsLostForDamage', characterId: command.characterId, cardIds: command.cardIds });
      return undefined;
    },
    describe(before, command, events) {
      const name = own(before.characters, command.characterId)?.name ?? command.characterId;
      const cards = command.cardIds.map((id) => poolCard(before, command.characterId, id)?.name ?? id);
      // The damage negated, after ward halved it (2nd edition).
      const suffered = events.find((event) => event.type === 'DamageSuffered');
      const amount = suffered?.type === 'DamageSuffered' ? (suffered.negated ?? 0) : command.amount;
      return history('scenario.cardsLostForDamage', { name, cards: wordList(cards, 'and'), amount });
    },
  },
);
