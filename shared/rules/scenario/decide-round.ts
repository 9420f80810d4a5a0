import { isOutOfCards } from './hand';
import { reshuffleAbilityDeck } from './ability-deck';
import { waneElements } from './elements';
import { emit, type Emitter } from './emitter';
import { describeFigure } from './figures';
import { nextTurn } from './initiative';
import { reshuffleModifierDeck, type ModifierDeckState } from './modifier-deck';
import { allModifierDecks } from './modifier-deck-keys';
import type { AbilityDeckState, ScenarioOutcome, ScenarioState } from './state';
import { applyScenarioRules } from './special-rules/apply';
import { refusedWith, type RuleViolation } from './violation';
import { own } from '../own';

/**
 * How a scenario ends, checked at the end of the round (guide: "Once either condition triggers,
 * the rest of the round is played out and then the scenario ends"). 1st edition: meeting the goal
 * wins even if the party is exhausted in the same round (1st ed. FAQ). 2nd edition: if it would be
 * both completed and lost in the same round, it is lost (2nd ed. refresher "The scenario ends").
 */
export function outcomeAtEndOfRound(state: ScenarioState): ScenarioOutcome | null {
  const isGoalMet = state.goalMetInRound !== null;
  const isLost = state.lossConditionMetInRound !== null || Object.values(state.characters).every((c) => c.isExhausted);
  if (state.edition === 'gh1') return isGoalMet ? 'success' : isLost ? 'lost' : null;
  return isLost ? 'lost' : isGoalMet ? 'success' : null;
}

/**
 * End of round (guide "The shape of a round" step 4): shuffle each ability deck whose card this
 * round showed the shuffle mark, shuffle each modifier deck that drew null or x2, elements wane;
 * then the scenario ends if its goal was met or the party is exhausted.
 */
export function decideEndRound(out: Emitter): RuleViolation | undefined {
  const state = out.state;
  if (state.phase !== 'turns') {
    return (
      state.phase === 'ended'
        ? refusedWith('round-not-played', 'scenario.roundEndedScenario')
        : refusedWith('round-not-played', 'scenario.roundNotStarted', { round: state.round })
    ).violation;
  }
  if (state.activeFigure !== null)
    return refusedWith('turn-in-progress', 'scenario.turnInProgress', {
      name: describeFigure(state, state.activeFigure),
    }).violation;
  const waiting = nextTurn(state);
  if (waiting !== undefined)
    return refusedWith('turns-left', 'scenario.turnsLeft', {
      name: describeFigure(state, waiting.figure),
      round: state.round,
    }).violation;

  let rng = state.rng;
  const abilityDecksShuffled: Record<string, AbilityDeckState> = {};
  const decksToShuffle = new Set(
    Object.values(state.drawnAbilityCards)
      .filter(({ deck, cardId }) => state.abilityCards[deck]?.[cardId]?.shuffle === true)
      .map(({ deck }) => deck),
  );
  for (const deckName of [...decksToShuffle].sort()) {
    const deck = own(state.abilityDecks, deckName);
    if (deck === undefined) continue;
    const result = reshuffleAbilityDeck(deck, rng);
    rng = result.rng;
    abilityDecksShuffled[deckName] = result.deck;
  }
  const modifierDecksShuffled: Record<string, ModifierDeckState> = {};
  for (const [key, deck] of allModifierDecks(state)) {
    if (!deck.needsShuffle) continue;
    const result = reshuffleModifierDeck(deck, rng);
    rng = result.rng;
    modifierDecksShuffled[key] = result.deck;
  }
  // A scenario rule that ends the scenario at the end of this round counts as its goal or loss.
  const moment = { at: 'roundEnd', round: state.round } as const;
  const ends = applyScenarioRules(out, moment, 'ends');
  if (ends) return ends;
  const outcome = outcomeAtEndOfRound(out.state);
  emit(out, {
    type: 'RoundEnded',
    round: state.round,
    elements: waneElements(state.elements),
    abilityDecksShuffled,
    modifierDecksShuffled,
    rng,
  });
  if (outcome !== null) {
    emit(out, { type: 'ScenarioEnded', outcome, round: state.round });
    return undefined;
  }
  // The rest of this round's end (spawns), then the next round's start (1st ed. rulebook p. 34).
  const refused = applyScenarioRules(out, moment, 'rest');
  if (refused) return refused;
  exhaustOutOfCards(out);
  return applyScenarioRules(out, { at: 'roundStart', round: state.round + 1 });
}

/**
 * At the beginning of a round, a tracked character who can neither play two cards from its hand
 * nor rest is exhausted (1st ed. rulebook p. 17, p. 28 "Exhaustion"; 2nd ed. refresher; hand.ts).
 * Under permanent death its figure stays on the map (p. 50), as ExhaustCharacter does.
 */
function exhaustOutOfCards(out: Emitter): void {
  for (const [characterId, hand] of Object.entries(out.state.hands ?? {})) {
    const character = own(out.state.characters, characterId);
    if (character === undefined || character.isExhausted || !isOutOfCards(hand)) continue;
    emit(out, {
      type: 'CharacterExhausted',
      characterId,
      cause: 'cards',
      ...(out.state.isPermanentDeath ? { staysOnMap: true as const } : {}),
    });
  }
}
