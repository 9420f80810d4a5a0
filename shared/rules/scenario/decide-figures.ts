import { handOf } from './hand';
import type { CommandOf } from './command-schemas';
import { conditionsOf, hasCondition, withoutConditions } from './conditions';
import { conditionEvents, damageEvents, healEvents } from './damage';
import { canConsume } from './elements';
import { endOfTurn } from './decide-turns';
import { emit, type Emitter } from './emitter';
import { describeFigure, figureView } from './figures';
import { BLESS_CARD, CURSE_CARD } from './modifier-cards';
import { countInDeck, shuffleCardIn } from './modifier-deck';
import { allModifierDecks, curseSetOf, modifierDeckOf } from './modifier-deck-keys';
import { immunitiesOf, standeeStats } from './monster-stats';
import type { FigureRef, ScenarioState } from './state';
import { newSummonId } from './summon-id';
import { refusedWith, type RuleViolation } from './violation';
import { own } from '../own';
import { MAX_SCENARIO_EXPERIENCE } from './settlement';
import { boardHexOf, countOf, tokensAt, tokensInRange, type TokensTaken } from './money-tokens';
import { emitLoot } from './loot';

function missingFigure(state: ScenarioState, figure: FigureRef): RuleViolation {
  return refusedWith('unknown-figure', 'scenario.figureNotOnMap', { name: describeFigure(state, figure) }).violation;
}

/** Damage from a trap, hazardous terrain or another source; shield does not apply (2nd ed. refresher: "Shield only reduces damage from attacks"). */
export function decideSufferDamage(out: Emitter, command: CommandOf<'SufferDamage'>): RuleViolation | undefined {
  if (figureView(out.state, command.figure) === undefined) return missingFigure(out.state, command.figure);
  // Any damage dealt to a character may be negated by losing cards (1st ed. rulebook p. 28
  // "Character Damage"; 2nd ed. rulebook "Character Damage"); a monster or a summon has none to lose.
  if (command.negateDamage && command.figure.kind !== 'character') {
    return refusedWith('only-characters-negate', 'scenario.onlyCharactersNegateDamage', { name: describeFigure(out.state, command.figure) })
      .violation;
  }
  // A kept hand loses the cards it names, through LoseCardsForDamage (modules/hand-damage.ts).
  if (command.negateDamage && handOf(out.state, command.figure.id) !== undefined)
    return refusedWith('name-lost-cards', 'scenario.loseCardsByName', { name: describeFigure(out.state, command.figure) }).violation;
  emit(out, ...damageEvents(out.state, command.figure, command.amount, command.source, command.negateDamage));
  return undefined;
}

/**
 * A stunned figure performs no abilities on its turn (1st ed. rulebook pp. 22-23 "Conditions":
 * STUN; 2nd ed. rulebook "Stun"): during its turn, a heal, an infusion or a consumed element would
 * be its own, so they are refused.
 */
function stunnedActor(
  state: ScenarioState,
  key: 'scenario.stunnedHeal' | 'scenario.stunnedInfuse' | 'scenario.stunnedConsume',
  element = '',
): RuleViolation | undefined {
  const active = state.phase === 'turns' ? state.activeFigure : null;
  const actor = active === null ? undefined : figureView(state, active);
  if (actor === undefined || !hasCondition(actor.conditions, 'stun')) return undefined;
  return refusedWith('actor-stunned', key, { name: actor.name, element }).violation;
}

export function decideHeal(out: Emitter, command: CommandOf<'Heal'>): RuleViolation | undefined {
  if (figureView(out.state, command.figure) === undefined) return missingFigure(out.state, command.figure);
  const stunned = stunnedActor(out.state, 'scenario.stunnedHeal');
  if (stunned) return stunned;
  emit(out, ...healEvents(out.state, command.figure, command.amount, true));
  return undefined;
}

/** Only the edition's own conditions can be given (see conditions.ts). */
export function decideAddCondition(out: Emitter, command: CommandOf<'AddCondition'>): RuleViolation | undefined {
  if (figureView(out.state, command.figure) === undefined) return missingFigure(out.state, command.figure);
  if (!conditionsOf(out.state.edition).includes(command.condition)) {
    return refusedWith('condition-not-in-edition', 'scenario.conditionNotInEdition', { condition: command.condition }).violation;
  }
  if (immunitiesOf(out.state, command.figure).includes(command.condition)) {
    return refusedWith('immune', 'scenario.immune', {
      name: describeFigure(out.state, command.figure),
      condition: command.condition,
    }).violation;
  }
  emit(out, ...conditionEvents(out.state, command.figure, [command.condition], 'command'));
  return undefined;
}

export function decideRemoveCondition(out: Emitter, command: CommandOf<'RemoveCondition'>): RuleViolation | undefined {
  const view = figureView(out.state, command.figure);
  if (view === undefined) return missingFigure(out.state, command.figure);
  if (!hasCondition(view.conditions, command.condition)) {
    return refusedWith('condition-absent', 'scenario.conditionAbsent', { name: view.name, condition: command.condition }).violation;
  }
  emit(out, {
    type: 'ConditionsChanged',
    figure: command.figure,
    conditions: withoutConditions(view.conditions, [command.condition]),
    added: [],
    removed: [command.condition],
    cause: 'command',
  });
  return undefined;
}

export function decideInfuseElement(out: Emitter, command: CommandOf<'InfuseElement'>): RuleViolation | undefined {
  if (!command.isImmediate && out.state.activeFigure === null) {
    return refusedWith('infuse-outside-turn', 'scenario.infuseOutsideTurn', { element: command.element }).violation;
  }
  const stunned = command.isImmediate ? undefined : stunnedActor(out.state, 'scenario.stunnedInfuse', command.element);
  if (stunned) return stunned;
  emit(out, { type: 'ElementInfused', element: command.element, isImmediate: command.isImmediate });
  return undefined;
}

export function decideConsumeElement(out: Emitter, command: CommandOf<'ConsumeElement'>): RuleViolation | undefined {
  const state = out.state;
  const stunned = stunnedActor(state, 'scenario.stunnedConsume', command.element);
  if (stunned) return stunned;
  if (!canConsume(state.edition, command.element, state.elements, state.elementsAtTurnStart)) {
    return refusedWith(
      'element-not-available',
      state.elements[command.element] === 'inert' ? 'scenario.elementInert' : 'scenario.elementNotAvailable',
      { element: command.element },
    ).violation;
  }
  emit(out, { type: 'ElementConsumed', element: command.element });
  return undefined;
}

/**
 * Bless or curse shuffled into a deck. The box holds 10 bless cards for all decks together, and
 * two sets of 10 curse cards: one for the monster deck, one for character and ally decks; with
 * none left, the bless or curse has no effect (2nd ed. rulebook "Bless", "Curse"; guide: "separate
 * curse decks for monsters and characters, ten cards each"). A figure immune to curse adds none;
 * 2nd edition safeguard stops a curse and is used up (2nd ed. rulebook "Safeguard").
 */
export const BLESS_CURSE_LIMIT = 10;

export function cardsInPlay(state: ScenarioState, cardId: 'bless' | 'curse', deckKey: string): number {
  return allModifierDecks(state)
    .filter(([key]) => cardId === 'bless' || curseSetOf(key) === curseSetOf(deckKey))
    .reduce((sum, [, deck]) => sum + countInDeck(deck, cardId), 0);
}

function cursedFigure(command: CommandOf<'ShuffleInModifierCard'>): FigureRef | undefined {
  if (command.figure !== undefined) return command.figure;
  return command.deck === 'monsters' || command.deck === 'allies' ? undefined : { kind: 'character', id: command.deck };
}

export function decideShuffleInModifierCard(out: Emitter, command: CommandOf<'ShuffleInModifierCard'>): RuleViolation | undefined {
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
}

/** A character's summon; it acts just before its owner from the next round (1st ed. rulebook "Summons"). */
export function decideAddSummon(out: Emitter, command: CommandOf<'AddSummon'>): RuleViolation | undefined {
  const state = out.state;
  const owner = own(state.characters, command.ownerId);
  if (owner === undefined || owner.isExhausted)
    return refusedWith('unknown-owner', 'scenario.unknownOwner', { name: command.name }).violation;
  const existing = command.summonId === undefined ? undefined : own(state.summons, command.summonId);
  if (existing !== undefined) return refusedWith('summon-exists', 'scenario.summonExists', { name: existing.name }).violation;
  emit(out, {
    type: 'SummonAdded',
    summon: {
      id: command.summonId ?? newSummonId(state, command.name),
      ownerId: owner.id,
      name: command.name,
      health: command.maxHealth,
      maxHealth: command.maxHealth,
      conditions: [],
      shield: command.shield,
      retaliate: command.retaliate,
      move: command.move,
      attack: command.attack,
      range: command.range,
      firstRound: state.phase === 'turns' ? state.round + 1 : state.round,
    },
  });
  return undefined;
}

function activeCharacter(state: ScenarioState, id: string): RuleViolation | undefined {
  const character = own(state.characters, id);
  if (character === undefined) return refusedWith('unknown-character', 'scenario.noCharacterId').violation;
  if (character.isExhausted) return refusedWith('exhausted', 'scenario.exhaustedGainsNothing', { name: character.name }).violation;
  return undefined;
}

export function decideGainExperience(out: Emitter, command: CommandOf<'GainExperience'>): RuleViolation | undefined {
  const problem = activeCharacter(out.state, command.characterId);
  if (problem !== undefined) return problem;
  const character = own(out.state.characters, command.characterId);
  if (character !== undefined && character.experience + command.amount > MAX_SCENARIO_EXPERIENCE)
    return refusedWith('too-much', 'scenario.experienceTooMuch', { name: character.name, max: MAX_SCENARIO_EXPERIENCE }).violation;
  if (character !== undefined)
    emit(out, {
      type: 'ExperienceGained',
      characterId: character.id,
      amount: command.amount,
      experience: character.experience + command.amount,
    });
  return undefined;
}

/**
 * A character takes money tokens: those on one hex of the board (taken by hand), those a "Loot X"
 * ability reaches on the board (1st ed. rulebook p. 27), or a number of tokens the party counts
 * where Haven's board does not show them.
 */
export function decideLootMoneyTokens(out: Emitter, command: CommandOf<'LootMoneyTokens'>): RuleViolation | undefined {
  const state = out.state;
  const problem = activeCharacter(state, command.characterId);
  if (problem !== undefined) return problem;
  const character = own(state.characters, command.characterId);
  if (character === undefined) return undefined;
  let fromBoard: TokensTaken = [];
  if (command.hex !== undefined) {
    fromBoard = tokensAt(state, command.hex);
    if (fromBoard.length === 0) return refusedWith('no-money-token', 'scenario.noMoneyTokenThere').violation;
  } else if (command.range !== undefined) {
    const at = boardHexOf(state, character.id);
    if (at === undefined || !state.board) return refusedWith('not-on-board', 'scenario.lootNotOnBoard', { name: character.name }).violation;
    fromBoard = tokensInRange(state, state.board, at, command.range);
    if (fromBoard.length === 0)
      return refusedWith('no-money-token', 'scenario.noMoneyTokenInRange', { name: character.name, range: command.range }).violation;
  }
  const count = (command.count ?? 0) + countOf(fromBoard);
  if (count === 0) return refusedWith('no-money-token', 'scenario.noMoneyTokenThere').violation;
  return emitLoot(out, character, count, fromBoard);
}

/** Exhaustion by running out of cards (guide "Lost cards, resting and exhaustion"). */
export function decideExhaustCharacter(out: Emitter, command: CommandOf<'ExhaustCharacter'>): RuleViolation | undefined {
  const problem = activeCharacter(out.state, command.characterId);
  if (problem !== undefined) return problem;
  if (out.state.activeFigure?.kind === 'character' && out.state.activeFigure.id === command.characterId) {
    emit(out, endOfTurn(out.state, out.state.activeFigure));
  }
  // Permanent death: exhausted by its cards, the figure stays on the map, acts no more and can still
  // be attacked (1st ed. rulebook p. 50; 2nd ed. rulebook p. 58); at 0 hit points it then dies.
  emit(out, {
    type: 'CharacterExhausted',
    characterId: command.characterId,
    cause: 'cards',
    ...(out.state.isPermanentDeath ? { staysOnMap: true as const } : {}),
  });
  return undefined;
}
