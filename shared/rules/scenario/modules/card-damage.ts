import { z } from 'zod';
import { areAdjacent } from '../../../map/adjacency';
import { history, wordList } from '../../words';
import { boardOf } from '../board-state';
import { figureRefSchema } from '../command-schemas';
import { defineCommand } from '../command-module';
import { damageEvents, negatedIn } from '../damage';
import { figureWords, scenarioWords } from '../describe';
import { drawnCardOf } from '../drawn-cards';
import { emit } from '../emitter';
import { figureView } from '../figures';
import type { Element } from '../elements';
import type { AbilityActionInput } from '../input';
import { consumedForCard } from '../turn-steps';
import { refusedWith } from '../violation';
import { own } from '../../own';
import { CARDS_LOST_FROM_DISCARD, handOf, lostCardsRefusal, poolCard } from '../hand';

/**
 * The card's line that makes others suffer damage ("All adjacent enemies suffer 2 damage"), at any
 * depth, with the element it comes with when it is a consume's ("Consume fire: ...").
 */
export function othersDamageOn(
  actions: readonly AbilityActionInput[],
  element?: Element,
): { line: AbilityActionInput; element?: Element } | undefined {
  for (const action of actions) {
    if (action.type === 'sufferDamage' && action.group !== undefined && action.group !== 'self') {
      return element === undefined ? { line: action } : { line: action, element };
    }
    const inner = othersDamageOn(action.subActions ?? [], action.type === 'consume' ? action.element : element);
    if (inner) return inner;
  }
  return undefined;
}

const ADJACENT_GROUPS = new Set(['allAdjacentEnemies', 'allAdjacentFigures', 'oneAdjacentEnemy']);

/**
 * A monster's card makes the figures it names suffer damage ("All adjacent enemies suffer 2
 * damage"): each suffers the printed amount, which is not an attack, so no shield reduces it and no
 * modifier is drawn (1st ed. rulebook p. 25 "Shield": "A shield bonus only applies to damage caused
 * by an attack"; 2nd ed. refresher: "Shield only reduces damage from attacks, never other
 * sources"); ward halves it (damage.ts). Whom it reaches the party reads off the table; where the board
 * shows both, an adjacent group only reaches figures next to the monster.
 */
export const cardDamage = defineCommand(
  z.object({
    type: z.literal('CardDamage'),
    standeeId: z.string().min(1).max(80),
    figures: z
      .array(
        figureRefSchema.extend({
          /** A character loses cards to negate the damage (1st ed. rulebook p. 28 "Character Damage"). */
          negateDamage: z.boolean().default(false),
          /** The cards a character whose hand Haven keeps loses to negate it, by id (modules/hand-damage.ts). */
          lostCards: z.array(z.string().min(1).max(20)).max(CARDS_LOST_FROM_DISCARD).default([]),
        }),
      )
      .min(1)
      .max(50),
  }),
  {
    revealsHiddenInformation: false,
    decide(out, command) {
      const standee = own(out.state.monsters, command.standeeId);
      const card = standee === undefined ? undefined : drawnCardOf(out.state, standee.typeId);
      const found = othersDamageOn(card?.actions ?? []);
      const line = found?.line;
      if (standee === undefined || line?.value === undefined) {
        return refusedWith('not-on-card', 'scenario.noCardDamage').violation;
      }
      // A consume's damage comes only once the element is consumed for the card (1st ed. rulebook pp. 23-24 "Elemental Infusions").
      if (found?.element !== undefined && !consumedForCard(out.state, standee.id).includes(found.element)) {
        return refusedWith('not-consumed', 'scenario.cardDamageNeedsConsume', { element: found.element }).violation;
      }
      const board = boardOf(out.state);
      for (const figure of command.figures) {
        const view = figureView(out.state, figure);
        if (view === undefined) return refusedWith('unknown-figure', 'scenario.cardDamageGone').violation;
        // Any damage dealt to a character may be negated by losing cards, a kept hand naming them
        // (1st ed. rulebook p. 28 "Character Damage"); a monster or a summon has none to lose.
        if (figure.negateDamage && figure.kind !== 'character')
          return refusedWith('only-characters-negate', 'scenario.onlyCharactersNegateDamage', { name: view.name }).violation;
        if (ADJACENT_GROUPS.has(line.group ?? '') && areAdjacent(board, standee.id, figure.id) === false) {
          return refusedWith('not-adjacent', 'scenario.cardDamageNotAdjacent', { name: view.name }).violation;
        }
        const keptHand = figure.negateDamage && handOf(out.state, figure.id) !== undefined;
        const lostRefused = keptHand ? lostCardsRefusal(out.state, figure.id, figure.lostCards) : undefined;
        if (lostRefused) return lostRefused;
      }
      for (const figure of command.figures) {
        const events = damageEvents(out.state, figure, line.value, 'ability', figure.negateDamage);
        emit(out, ...events);
        const negated = negatedIn(events) > 0;
        if (negated && handOf(out.state, figure.id) !== undefined)
          emit(out, { type: 'CardsLostForDamage', characterId: figure.id, cardIds: figure.lostCards });
      }
      return undefined;
    },
    describe(before, command, events) {
      const standee = own(before.monsters, command.standeeId);
      const card = standee === undefined ? undefined : drawnCardOf(before, standee.typeId);
      // Who negated the damage by losing cards (p. 28), said after the line; a kept hand's by the cards' names.
      const negated = events.flatMap((event) => {
        if (event.type !== 'DamageSuffered' || (event.negated ?? 0) === 0) return [];
        const name = figureWords(before, event.figure);
        const lost = command.figures.find((f) => f.kind === event.figure.kind && f.id === event.figure.id)?.lostCards ?? [];
        if (lost.length === 0) return [scenarioWords('takesNegated', { name, damage: event.negated ?? 0 })];
        const cards = lost.map((id) => poolCard(before, event.figure.id, id)?.name ?? id);
        return [scenarioWords('cardsLostForDamage', { name, cards: wordList(cards, 'and'), amount: event.negated ?? 0 })];
      });
      const line = history('scenario.cardDamage', {
        name: figureWords(before, { kind: 'monster', id: command.standeeId }),
        figures: wordList(
          command.figures.map((figure) => figureWords(before, figure)),
          'and',
        ),
        count: command.figures.length,
        amount: othersDamageOn(card?.actions ?? [])?.line.value ?? 0,
      });
      return negated.length === 0 ? line : scenarioWords('withTail', { line, tail: wordList(negated, 'semicolon') });
    },
  },
);
