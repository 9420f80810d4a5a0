import type { CommandOf } from './command-schemas';
import { expireAtEndOfTurn, hasCondition } from './conditions';
import { damageEvents } from './damage';
import { applyInfusions } from './elements';
import { emit, type Emitter } from './emitter';
import { describeFigure, figureView } from './figures';
import type { ScenarioEvent } from './events';
import { nextTurn, turnOrder } from './initiative';
import type { FigureRef, InitiativeChoice, ScenarioState } from './state';
import { canRest, handOf } from './hand';
import { refusedWith, type RuleViolation } from './violation';
import { own } from '../own';
import { boardHexOf, countOf, tokensAt } from './money-tokens';
import { emitLoot } from './loot';

/**
 * Card selection: two cards (the leading one sets initiative) or a long rest (guide "Card
 * selection"). A character whose hand Haven keeps plays its cards with PlayCards, and may declare a
 * long rest only with two or more cards in its discard pile (1st ed. rulebook p. 17 "Resting"; see
 * hand.ts).
 */
export function decideChooseInitiative(out: Emitter, command: CommandOf<'ChooseInitiative'>): RuleViolation | undefined {
  const hand = handOf(out.state, command.characterId);
  if (hand !== undefined) {
    const name = own(out.state.characters, command.characterId)?.name ?? command.characterId;
    if (command.choice.kind === 'cards') return refusedWith('play-from-hand', 'scenario.playFromHand', { name }).violation;
    if (!canRest(hand)) return refusedWith('rest-needs-discards', 'scenario.restNeedsDiscards', { name }).violation;
  }
  return chooseInitiative(out, command.characterId, command.choice);
}

/** Records a character's choice for the round, in card selection only. */
export function chooseInitiative(out: Emitter, characterId: string, choice: InitiativeChoice): RuleViolation | undefined {
  const state = out.state;
  const character = own(state.characters, characterId);
  if (character === undefined) return refusedWith('unknown-character', 'scenario.noSuchCharacter').violation;
  if (character.isExhausted) return refusedWith('exhausted', 'scenario.exhaustedNotRecorded', { name: character.name }).violation;
  if (state.phase !== 'cardSelection') {
    return refusedWith('not-card-selection', 'scenario.cardsRevealed', { round: state.round, name: character.name }).violation;
  }
  emit(out, { type: 'InitiativeChosen', characterId: character.id, choice });
  return undefined;
}

function isPermutation(order: readonly string[], current: readonly string[]): boolean {
  return order.length === current.length && new Set(order).size === order.length && order.every((id) => current.includes(id));
}

/** The players' order for tied monster types (rules model: "Monster vs monster: players decide"). */
export function decideSetMonsterTieOrder(out: Emitter, command: CommandOf<'SetMonsterTieOrder'>): RuleViolation | undefined {
  if (!isPermutation(command.typeIds, out.state.monsterTieOrder)) {
    return refusedWith('bad-tie-order', 'scenario.badMonsterTieOrder', { list: out.state.monsterTieOrder.join(', ') }).violation;
  }
  emit(out, { type: 'MonsterTieOrderSet', typeIds: command.typeIds });
  return undefined;
}

/** The party's order for characters still tied after the second card (2nd ed. refresher: "the party decides"). */
export function decideSetCharacterTieOrder(out: Emitter, command: CommandOf<'SetCharacterTieOrder'>): RuleViolation | undefined {
  if (!isPermutation(command.characterIds, out.state.characterTieOrder)) {
    return refusedWith('bad-tie-order', 'scenario.badCharacterTieOrder', { list: out.state.characterTieOrder.join(', ') }).violation;
  }
  emit(out, { type: 'CharacterTieOrderSet', characterIds: command.characterIds });
  return undefined;
}

/**
 * Starts the next figure's turn in initiative order. Start of turn: a wounded figure suffers 1
 * damage (guide "Conditions"; 1st ed. rulebook "Wound"; 2nd ed. rulebook "Wound").
 */
export function decideStartTurn(out: Emitter, command: CommandOf<'StartTurn'>): RuleViolation | undefined {
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
  emit(out, { type: 'TurnStarted', figure: next.figure, elementsAtTurnStart: state.elements });
  const view = figureView(out.state, next.figure);
  if (view !== undefined && hasCondition(view.conditions, 'wound'))
    emit(out, ...damageEvents(out.state, next.figure, 1, 'wound', command.negateDamage));
  return undefined;
}

/**
 * 2nd edition: a monster set's infusion happens when the last monster of the set ends its turn
 * (2nd ed. rulebook "Monsters and Elements"), so infusions wait while the next turn belongs to the
 * same set. The 1st edition infuses at the end of each figure's turn (guide).
 */
function infusionWaitsForSet(state: ScenarioState, figure: FigureRef): boolean {
  if (state.edition !== 'gh2' || figure.kind !== 'monster') return false;
  const deckOf = (id: string) => {
    const standee = own(state.monsters, id);
    return standee === undefined ? undefined : own(state.monsterTypes, standee.typeId)?.deck;
  };
  const following = turnOrder(state).find((slot) => slot.status === 'pending');
  return following?.figure.kind === 'monster' && deckOf(following.figure.id) === deckOf(figure.id);
}

/**
 * Ends the active figure's turn: a character loots money tokens in its hex (2nd ed. rulebook
 * "End-of-Turn Looting"), pending infusions become strong (guide "Conditions and elements"), and
 * then, after every other end-of-turn effect, conditions that last until the end of the next turn
 * expire (2nd ed. rulebook "Conditions").
 */
export function decideEndTurn(out: Emitter, command: CommandOf<'EndTurn'>): RuleViolation | undefined {
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
}

/** The TurnEnded event: infusions applied now, or kept waiting for the rest of a 2nd edition monster set. */
export function endOfTurn(state: ScenarioState, figure: FigureRef): Extract<ScenarioEvent, { type: 'TurnEnded' }> {
  if (infusionWaitsForSet(state, figure)) {
    return { type: 'TurnEnded', figure, elements: state.elements, infused: [], pendingInfusions: state.pendingInfusions };
  }
  return {
    type: 'TurnEnded',
    figure,
    elements: applyInfusions(state.elements, state.pendingInfusions),
    infused: state.pendingInfusions,
    pendingInfusions: [],
  };
}
