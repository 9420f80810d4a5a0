import type { RngState } from '../../random';
import type { ActiveCard, CardHalf, HandState } from './hand';
import type { ScenarioState } from './state';

/** What happened to a tracked hand (see hand.ts and modules/hand-commands.ts). */
export type HandEvent =
  /** The player chose the hand Haven keeps for the character (its cards by id). */
  | { type: 'HandTracked'; characterId: string; cardIds: string[] }
  /** The two cards chosen for this round (the leading one's initiative is in InitiativeChosen). */
  | { type: 'CardsChosen'; characterId: string; cardIds: string[] }
  /** A half of a chosen card was played, and the card went where its symbols say. */
  | {
      type: 'CardHalfPlayed';
      characterId: string;
      cardId: string;
      half: CardHalf;
      to: 'discard' | 'lost' | 'active';
      active?: ActiveCard;
    }
  /** A card left the active area for its pile (its bonus ended). */
  | { type: 'ActiveCardRemoved'; characterId: string; cardId: string; to: 'discard' | 'lost' }
  /** A rest lost this card from the discard pile and took the rest back into the hand; a short rest's draw carries the generator. */
  | { type: 'RestCardLost'; characterId: string; cardId: string; rng?: RngState }
  /** The player lost these cards (one from the hand or two from the discard pile) to negate damage. */
  | { type: 'CardsLostForDamage'; characterId: string; cardIds: string[] };

function withHand(state: ScenarioState, characterId: string, change: (hand: HandState) => HandState): ScenarioState {
  const hand = state.hands?.[characterId];
  if (hand === undefined) return state;
  return { ...state, hands: { ...state.hands, [characterId]: change(hand) } };
}

const without = (ids: readonly string[], id: string) => ids.filter((other) => other !== id);

export function evolveHand(state: ScenarioState, event: HandEvent): ScenarioState {
  switch (event.type) {
    case 'HandTracked':
      return {
        ...state,
        hands: { ...state.hands, [event.characterId]: { hand: event.cardIds, discard: [], lost: [], active: [], chosen: [], played: [] } },
      };
    case 'CardsChosen':
      return withHand(state, event.characterId, (hand) => ({ ...hand, chosen: event.cardIds, played: [] }));
    case 'CardHalfPlayed':
      // As soon as a card's action is done, it goes to its place (1st ed. rulebook p. 18).
      return withHand(state, event.characterId, (hand) => ({
        ...hand,
        hand: without(hand.hand, event.cardId),
        played: [...hand.played, { cardId: event.cardId, half: event.half }],
        ...(event.to === 'discard' ? { discard: [...hand.discard, event.cardId] } : {}),
        ...(event.to === 'lost' ? { lost: [...hand.lost, event.cardId] } : {}),
        ...(event.to === 'active' && event.active ? { active: [...hand.active, event.active] } : {}),
      }));
    case 'ActiveCardRemoved':
      return withHand(state, event.characterId, (hand) => ({
        ...hand,
        active: hand.active.filter((card) => card.cardId !== event.cardId),
        ...(event.to === 'lost' ? { lost: [...hand.lost, event.cardId] } : { discard: [...hand.discard, event.cardId] }),
      }));
    case 'CardsLostForDamage':
      return withHand(state, event.characterId, (hand) => ({
        ...hand,
        hand: hand.hand.filter((id) => !event.cardIds.includes(id)),
        discard: hand.discard.filter((id) => !event.cardIds.includes(id)),
        lost: [...hand.lost, ...event.cardIds],
      }));
    case 'RestCardLost': {
      // Lost cards stay lost: only the discard pile comes back (1st ed. rulebook p. 17 "Resting").
      const rested = withHand(state, event.characterId, (hand) => ({
        ...hand,
        hand: [...hand.hand, ...without(hand.discard, event.cardId)],
        discard: [],
        lost: [...hand.lost, event.cardId],
      }));
      return event.rng ? { ...rested, rng: event.rng } : rested;
    }
  }
}

/**
 * The end of a round: round bonuses leave the active area for the discard or lost pile (1st ed.
 * rulebook p. 25 "Round bonuses", p. 32 "End of Round"), and the round's chosen cards are over.
 * Persistent bonuses stay.
 */
export function handsAtRoundEnd(hands: ScenarioState['hands']): ScenarioState['hands'] {
  if (hands === undefined) return undefined;
  return Object.fromEntries(
    Object.entries(hands).map(([id, hand]) => {
      const ending = hand.active.filter((card) => card.bonus === 'round');
      return [
        id,
        {
          ...hand,
          active: hand.active.filter((card) => card.bonus !== 'round'),
          discard: [...hand.discard, ...ending.filter((card) => !card.isLost).map((card) => card.cardId)],
          lost: [...hand.lost, ...ending.filter((card) => card.isLost).map((card) => card.cardId)],
          chosen: [],
          played: [],
        },
      ];
    }),
  );
}

/** Exhaustion: every ability card goes to the lost pile (1st ed. rulebook p. 28 "Exhaustion"). */
export function handAtExhaustion(hand: HandState): HandState {
  return {
    hand: [],
    discard: [],
    active: [],
    chosen: [],
    played: [],
    lost: [...hand.lost, ...hand.hand, ...hand.discard, ...hand.active.map((card) => card.cardId)],
  };
}
