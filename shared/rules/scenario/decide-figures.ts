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
import { violation, type RuleViolation } from './violation';

function missingFigure(state: ScenarioState, figure: FigureRef): RuleViolation {
  return violation('unknown-figure', `${describeFigure(state, figure)} is not on the map; nothing changed. Choose a figure on the map.`)
    .violation;
}

/** Damage from a trap, hazardous terrain or another source; shield does not apply (2nd ed. refresher: "Shield only reduces damage from attacks"). */
export function decideSufferDamage(out: Emitter, command: CommandOf<'SufferDamage'>): RuleViolation | undefined {
  if (figureView(out.state, command.figure) === undefined) return missingFigure(out.state, command.figure);
  emit(out, ...damageEvents(out.state, command.figure, command.amount, command.source));
  return undefined;
}

/**
 * A stunned figure performs no abilities on its turn (1st ed. rulebook pp. 22-23 "Conditions":
 * STUN; 2nd ed. rulebook "Stun"): during its turn, a heal, an infusion or a consumed element would
 * be its own, so they are refused.
 */
function stunnedActor(state: ScenarioState, what: string): RuleViolation | undefined {
  const active = state.phase === 'turns' ? state.activeFigure : null;
  const actor = active === null ? undefined : figureView(state, active);
  if (actor === undefined || !hasCondition(actor.conditions, 'stun')) return undefined;
  return violation('actor-stunned', `${actor.name} is stunned and performs no abilities this turn, so it cannot ${what}; nothing changed.`)
    .violation;
}

export function decideHeal(out: Emitter, command: CommandOf<'Heal'>): RuleViolation | undefined {
  if (figureView(out.state, command.figure) === undefined) return missingFigure(out.state, command.figure);
  const stunned = stunnedActor(out.state, 'heal');
  if (stunned) return stunned;
  emit(out, ...healEvents(out.state, command.figure, command.amount, true));
  return undefined;
}

/** Only the edition's own conditions can be given (see conditions.ts). */
export function decideAddCondition(out: Emitter, command: CommandOf<'AddCondition'>): RuleViolation | undefined {
  if (figureView(out.state, command.figure) === undefined) return missingFigure(out.state, command.figure);
  if (!conditionsOf(out.state.edition).includes(command.condition)) {
    return violation(
      'condition-not-in-edition',
      `${command.condition} is a 2nd edition condition and this campaign plays the 1st edition; nothing changed.`,
    ).violation;
  }
  if (immunitiesOf(out.state, command.figure).includes(command.condition)) {
    return violation('immune', `${describeFigure(out.state, command.figure)} is immune to ${command.condition}; nothing changed.`)
      .violation;
  }
  emit(out, ...conditionEvents(out.state, command.figure, [command.condition], 'command'));
  return undefined;
}

export function decideRemoveCondition(out: Emitter, command: CommandOf<'RemoveCondition'>): RuleViolation | undefined {
  const view = figureView(out.state, command.figure);
  if (view === undefined) return missingFigure(out.state, command.figure);
  if (!hasCondition(view.conditions, command.condition)) {
    return violation('condition-absent', `${view.name} does not have ${command.condition}; nothing changed.`).violation;
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
    return violation(
      'infuse-outside-turn',
      `${command.element} is infused at the end of the acting figure's turn, and no turn is in progress; nothing changed. Start the turn first, or mark the infusion immediate for a scenario rule.`,
    ).violation;
  }
  const stunned = command.isImmediate ? undefined : stunnedActor(out.state, `infuse ${command.element}`);
  if (stunned) return stunned;
  emit(out, { type: 'ElementInfused', element: command.element, isImmediate: command.isImmediate });
  return undefined;
}

export function decideConsumeElement(out: Emitter, command: CommandOf<'ConsumeElement'>): RuleViolation | undefined {
  const state = out.state;
  const stunned = stunnedActor(state, `consume ${command.element}`);
  if (stunned) return stunned;
  if (!canConsume(state.edition, command.element, state.elements, state.elementsAtTurnStart)) {
    const why =
      state.elements[command.element] === 'inert'
        ? `${command.element} is inert`
        : `${command.element} was not strong or waning at the start of this turn`;
    return violation(
      'element-not-available',
      `${why}, so it cannot be consumed; nothing changed. Perform the ability without its element bonus.`,
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

function cardsInPlay(state: ScenarioState, cardId: 'bless' | 'curse', deckKey: string): number {
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
  if (deck === undefined)
    return violation(
      'unknown-deck',
      `There is no attack modifier deck "${command.deck}"; nothing changed. Use "monsters", "allies" (2nd edition) or a character id.`,
    ).violation;
  if (cardsInPlay(state, command.card, command.deck) >= BLESS_CURSE_LIMIT) {
    const which =
      command.card === 'bless' ? 'bless cards' : curseSetOf(command.deck) === 'monsters' ? 'monster curse cards' : 'character curse cards';
    return violation(
      'bless-curse-limit',
      `All ${BLESS_CURSE_LIMIT} ${which} are already in decks, so this ${command.card} has no effect; nothing changed.`,
    ).violation;
  }
  const figure = cursedFigure(command);
  const view = figure === undefined ? undefined : figureView(state, figure);
  if (command.card === 'curse' && figure !== undefined && view !== undefined) {
    const standee = figure.kind === 'monster' ? state.monsters[figure.id] : undefined;
    const stats = standee === undefined ? undefined : standeeStats(state, standee);
    if ((stats?.attributes.immunities ?? []).includes('curse')) {
      return violation('immune-to-curse', `${view.name} is immune to curse; no curse card was added.`).violation;
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
  const owner = state.characters[command.ownerId];
  if (owner === undefined || owner.isExhausted)
    return violation('unknown-owner', `There is no active character "${command.ownerId}" to own ${command.name}; nothing was summoned.`)
      .violation;
  if (command.summonId !== undefined && state.summons[command.summonId] !== undefined)
    return violation('summon-exists', `A summon "${command.summonId}" is already on the map; nothing was summoned. Use another id.`)
      .violation;
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
  const character = state.characters[id];
  if (character === undefined)
    return violation('unknown-character', `There is no character "${id}" in this scenario; nothing changed.`).violation;
  if (character.isExhausted)
    return violation('exhausted', `${character.name} is exhausted and gains nothing more this scenario; nothing changed.`).violation;
  return undefined;
}

export function decideGainExperience(out: Emitter, command: CommandOf<'GainExperience'>): RuleViolation | undefined {
  const problem = activeCharacter(out.state, command.characterId);
  if (problem !== undefined) return problem;
  const character = out.state.characters[command.characterId];
  if (character !== undefined)
    emit(out, {
      type: 'ExperienceGained',
      characterId: character.id,
      amount: command.amount,
      experience: character.experience + command.amount,
    });
  return undefined;
}

export function decideLootMoneyTokens(out: Emitter, command: CommandOf<'LootMoneyTokens'>): RuleViolation | undefined {
  const problem = activeCharacter(out.state, command.characterId);
  if (problem !== undefined) return problem;
  const character = out.state.characters[command.characterId];
  if (character !== undefined)
    emit(out, {
      type: 'MoneyTokensLooted',
      characterId: character.id,
      count: command.count,
      moneyTokens: character.moneyTokens + command.count,
    });
  return undefined;
}

/** Exhaustion by running out of cards (guide "Lost cards, resting and exhaustion"). */
export function decideExhaustCharacter(out: Emitter, command: CommandOf<'ExhaustCharacter'>): RuleViolation | undefined {
  const problem = activeCharacter(out.state, command.characterId);
  if (problem !== undefined) return problem;
  if (out.state.activeFigure?.kind === 'character' && out.state.activeFigure.id === command.characterId) {
    emit(out, endOfTurn(out.state, out.state.activeFigure));
  }
  emit(out, { type: 'CharacterExhausted', characterId: command.characterId, cause: 'cards' });
  return undefined;
}
