import { z } from 'zod';
import { BLESS_CURSE_LIMIT, cardsInPlay } from '../bless-curse';
import { defineCommand } from '../command-module';
import { figureRefSchema } from '../command-schemas';
import { hasCondition, withoutConditions } from '../conditions';
import { deckOf, scenarioWords } from '../describe';
import { emit } from '../emitter';
import { figureView } from '../figures';
import { BLESS_CARD, CURSE_CARD } from '../modifier-cards';
import { shuffleCardIn } from '../modifier-deck';
import { curseSetOf, modifierDeckOf } from '../modifier-deck-keys';
import { standeeStats } from '../monster-stats';
import type { FigureRef } from '../state';
import { refusedWith } from '../violation';
import { own } from '../../own';

const shuffleInSchema = z.object({
  type: z.literal('ShuffleInModifierCard'),
  /** 'monsters', 'allies' (2nd edition) or a character id. */
  deck: z.string().min(1),
  card: z.enum(['bless', 'curse']),
  /** The figure blessed or cursed, when it is not the deck's character: checked for safeguard and immunity. */
  figure: figureRefSchema.optional(),
});

function cursedFigure(command: z.output<typeof shuffleInSchema>): FigureRef | undefined {
  if (command.figure !== undefined) return command.figure;
  return command.deck === 'monsters' || command.deck === 'allies' ? undefined : { kind: 'character', id: command.deck };
}

/**
 * Bless or curse shuffled into a deck, from the box's cards (see bless-curse.ts). A figure immune
 * to curse adds none; 2nd edition safeguard stops a curse and is used up (2nd ed. rulebook
 * "Safeguard").
 */
export const shuffleInModifierCard = defineCommand(shuffleInSchema, {
  revealsHiddenInformation: true,
  decide(out, command) {
    const state = out.state;
    const deck = modifierDeckOf(state, command.deck);
    if (deck === undefined) return refusedWith('unknown-deck', 'scenario.unknownDeck').violation;
    if (cardsInPlay(state, command.card, command.deck) >= BLESS_CURSE_LIMIT) {
      const which = command.card === 'bless' ? 'bless' : curseSetOf(command.deck) === 'monsters' ? 'monsterCurse' : 'characterCurse';
      return refusedWith('bless-curse-limit', 'scenario.blessCurseLimit', {
        count: BLESS_CURSE_LIMIT,
        which,
        card: command.card,
      }).violation;
    }
    const figure = cursedFigure(command);
    const view = figure === undefined ? undefined : figureView(state, figure);
    if (command.card === 'curse' && figure !== undefined && view !== undefined) {
      const standee = figure.kind === 'monster' ? own(state.monsters, figure.id) : undefined;
      const stats = standee === undefined ? undefined : standeeStats(state, standee);
      if ((stats?.attributes.immunities ?? []).includes('curse')) {
        return refusedWith('immune-to-curse', 'scenario.immuneToCurse', { name: view.name }).violation;
      }
      if (state.edition === 'gh2' && hasCondition(view.conditions, 'safeguard')) {
        emit(out, {
          type: 'ConditionsChanged',
          figure,
          conditions: withoutConditions(view.conditions, ['safeguard']),
          added: [],
          removed: ['safeguard'],
          prevented: [],
          cause: 'curse',
        });
        return undefined;
      }
    }
    const result = shuffleCardIn(deck, command.card === 'bless' ? BLESS_CARD : CURSE_CARD, state.rng);
    emit(out, { type: 'ModifierCardShuffledIn', deck: command.deck, cardId: command.card, deckAfter: result.deck, rng: result.rng });
    return undefined;
  },
  describe: (before, command) => scenarioWords('shuffledIn', { card: command.card, deck: deckOf(before, command.deck) }),
});
