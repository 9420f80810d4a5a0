import { z } from 'zod';
import { defineCommand } from '../command-module';
import { emit } from '../emitter';
import { chooseInitiative } from '../decide-turns';
import { destinationOf, handOf, isWithinLevel, poolCard, type HandState } from '../hand';
import { refusedWith, type RuleViolation } from '../violation';
import type { CharacterState, ScenarioState } from '../state';
import { history } from '../../words';
import { own } from '../../own';

const characterId = z.string().min(1).max(80);

/** The history line of a half played, by half and by where the card went. */
const PLAYED_LINES = {
  top: { discard: 'scenario.cardTopDiscarded', lost: 'scenario.cardTopLost', active: 'scenario.cardTopActive' },
  bottom: { discard: 'scenario.cardBottomDiscarded', lost: 'scenario.cardBottomLost', active: 'scenario.cardBottomActive' },
} as const;
const cardId = z.string().min(1).max(20);

/** The character and the hand Haven keeps for it, or the refusal: its hand is not kept. */
function trackedHand(state: ScenarioState, id: string): { character: CharacterState; hand: HandState } | { violation: RuleViolation } {
  const character = own(state.characters, id);
  const hand = handOf(state, id);
  if (character === undefined || hand === undefined)
    return { violation: refusedWith('hand-not-tracked', 'scenario.handNotTracked', { name: character?.name ?? id }).violation };
  return { character, hand };
}

/**
 * The player asks Haven to keep the character's ability cards: the hand is chosen before the first
 * round, of exactly the class's hand size, from the cards of the character's level or lower (1st
 * ed. rulebook p. 12: "A player must select a number of cards equal to his or her character's hand
 * size"; "X" cards count as level 1). A character not tracked plays as before.
 */
export const trackHand = defineCommand(z.object({ type: z.literal('TrackHand'), characterId, cardIds: z.array(cardId).max(30) }), {
  revealsHiddenInformation: false,
  decide(out, command) {
    const state = out.state;
    const character = own(state.characters, command.characterId);
    if (character === undefined) return refusedWith('unknown-character', 'scenario.noSuchCharacter').violation;
    const pool = state.cardPools === undefined ? undefined : own(state.cardPools, character.id);
    if (pool === undefined) return refusedWith('no-card-pool', 'scenario.handNoCards', { name: character.name }).violation;
    if (handOf(state, character.id) !== undefined)
      return refusedWith('hand-tracked-already', 'scenario.handTrackedAlready', { name: character.name }).violation;
    if (state.round !== 1 || state.phase !== 'cardSelection' || character.initiative !== null)
      return refusedWith('hand-at-start', 'scenario.handAtStart', { name: character.name }).violation;
    const allowed = pool.cards.filter((card) => isWithinLevel(card.level, character.level));
    const size = Math.min(pool.handSize, allowed.length);
    const unknown = command.cardIds.find((id) => !allowed.some((card) => card.id === id));
    if (unknown !== undefined || new Set(command.cardIds).size !== command.cardIds.length)
      return refusedWith('card-not-available', 'scenario.handCardNotAvailable', { name: character.name, level: character.level }).violation;
    if (command.cardIds.length !== size)
      return refusedWith('hand-size', 'scenario.handSize', { name: character.name, count: size }).violation;
    emit(out, { type: 'HandTracked', characterId: character.id, cardIds: command.cardIds });
    return undefined;
  },
  describe(before, command) {
    const name = own(before.characters, command.characterId)?.name ?? command.characterId;
    return history('scenario.handTracked', { name, count: command.cardIds.length });
  },
});

/**
 * Card selection for a tracked character: two cards from its hand, the leading one's initiative
 * first (1st ed. rulebook p. 16-17: "Players must either play two cards from their hand or declare
 * a long rest"). A long rest is declared with ChooseInitiative as before.
 */
export const playCards = defineCommand(z.object({ type: z.literal('PlayCards'), characterId, leading: cardId, second: cardId }), {
  revealsHiddenInformation: false,
  decide(out, command) {
    const tracked = trackedHand(out.state, command.characterId);
    if ('violation' in tracked) return tracked.violation;
    const { character, hand } = tracked;
    if (command.leading === command.second || !hand.hand.includes(command.leading) || !hand.hand.includes(command.second))
      return refusedWith('card-not-in-hand', 'scenario.cardsNotInHand', { name: character.name }).violation;
    const leading = poolCard(out.state, character.id, command.leading);
    const second = poolCard(out.state, character.id, command.second);
    if (leading === undefined || second === undefined)
      return refusedWith('card-not-in-hand', 'scenario.cardsNotInHand', { name: character.name }).violation;
    const refused = chooseInitiative(out, character.id, { kind: 'cards', leading: leading.initiative, second: second.initiative });
    if (refused) return refused;
    emit(out, { type: 'CardsChosen', characterId: character.id, cardIds: [command.leading, command.second] });
    return undefined;
  },
  // The cards stay secret until they are revealed (rulebook p. 16): the line names no card.
  describe(before, command) {
    return history('scenario.cardsChosen', { name: own(before.characters, command.characterId)?.name ?? command.characterId });
  },
});

/**
 * On its turn a character performs the top action of one chosen card and the bottom action of the
 * other, in either order (1st ed. rulebook p. 18), or uses a card for the basic attack 2 (top) or
 * move 2 (bottom), which discards it. Each card goes to its place as soon as its action is done.
 */
export const playCardHalf = defineCommand(
  z.object({
    type: z.literal('PlayCardHalf'),
    characterId,
    cardId,
    half: z.enum(['top', 'bottom']),
    isBasic: z.boolean().default(false),
  }),
  {
    revealsHiddenInformation: false,
    decide(out, command) {
      const state = out.state;
      const tracked = trackedHand(out.state, command.characterId);
      if ('violation' in tracked) return tracked.violation;
      const { character, hand } = tracked;
      if (state.activeFigure?.kind !== 'character' || state.activeFigure.id !== character.id)
        return refusedWith('not-own-turn', 'scenario.cardsOnOwnTurn', { name: character.name }).violation;
      const card = poolCard(state, character.id, command.cardId);
      if (card === undefined || !hand.chosen.includes(command.cardId) || hand.played.some((p) => p.cardId === command.cardId))
        return refusedWith('card-not-chosen', 'scenario.cardNotChosen', { name: character.name }).violation;
      if (hand.played.some((p) => p.half === command.half))
        return refusedWith('half-played', command.half === 'top' ? 'scenario.topPlayed' : 'scenario.bottomPlayed', { name: character.name })
          .violation;
      const fate = card[command.half];
      const to = destinationOf(fate, command.isBasic);
      emit(out, {
        type: 'CardHalfPlayed',
        characterId: character.id,
        cardId: card.id,
        half: command.half,
        to,
        ...(to === 'active' && fate.bonus !== 'none' ? { active: { cardId: card.id, bonus: fate.bonus, isLost: fate.isLost } } : {}),
      });
      return undefined;
    },
    describe(before, command, events) {
      const name = own(before.characters, command.characterId)?.name ?? command.characterId;
      const card = poolCard(before, command.characterId, command.cardId)?.name ?? command.cardId;
      const played = events.find((event) => event.type === 'CardHalfPlayed');
      const to = played?.type === 'CardHalfPlayed' ? played.to : 'discard';
      const key = command.isBasic
        ? command.half === 'top'
          ? 'scenario.cardBasicAttack'
          : 'scenario.cardBasicMove'
        : PLAYED_LINES[command.half][to];
      return history(key, { name, card });
    },
  },
);

/**
 * A card leaves the active area for its pile: a persistent bonus used up, or any bonus the player
 * ends early (1st ed. rulebook p. 25: "At any time, these cards can be moved to the appropriate
 * pile"; discarded or lost as the action's lost symbol says).
 */
export const removeActiveCard = defineCommand(z.object({ type: z.literal('RemoveActiveCard'), characterId, cardId }), {
  revealsHiddenInformation: false,
  decide(out, command) {
    const tracked = trackedHand(out.state, command.characterId);
    if ('violation' in tracked) return tracked.violation;
    const { character, hand } = tracked;
    const active = hand.active.find((card) => card.cardId === command.cardId);
    if (active === undefined) return refusedWith('card-not-active', 'scenario.cardNotActive', { name: character.name }).violation;
    emit(out, { type: 'ActiveCardRemoved', characterId: character.id, cardId: active.cardId, to: active.isLost ? 'lost' : 'discard' });
    return undefined;
  },
  describe(before, command, events) {
    const name = own(before.characters, command.characterId)?.name ?? command.characterId;
    const card = poolCard(before, command.characterId, command.cardId)?.name ?? command.cardId;
    const removed = events.find((event) => event.type === 'ActiveCardRemoved');
    return history(
      removed?.type === 'ActiveCardRemoved' && removed.to === 'lost' ? 'scenario.activeCardLost' : 'scenario.activeCardDiscarded',
      {
        name,
        card,
      },
    );
  },
});
