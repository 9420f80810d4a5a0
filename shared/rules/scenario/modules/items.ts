import { z } from 'zod';
import type { ItemAim, ItemEffect } from '../item-effect';
import { figureRefSchema } from '../command-schemas';
import { describeFigure, figureView } from '../figures';
import { BLESS_CURSE_LIMIT, cardsInPlay } from '../bless-curse';
import { defineCommand } from '../command-module';
import { conditionsOf, NEGATIVE_CONDITIONS, withoutConditions } from '../conditions';
import { conditionEvents, healEvents } from '../damage';
import { characterName, figureWords, scenarioWords } from '../describe';
import { ELEMENTS, type Element } from '../elements';
import { emit, type Emitter } from '../emitter';
import { BLESS_CARD } from '../modifier-cards';
import { shuffleCardIn } from '../modifier-deck';
import type { CharacterState, FigureRef, ScenarioItem, ScenarioState } from '../state';
import { refusedWith, type RuleViolation } from '../violation';
import { immunitiesOf } from '../monster-stats';
import { own } from '../../own';

/** A character uses an item it brought: a spent item turns sideways, a consumed one face down. */
const useItemSchema = z.object({
  type: z.literal('UseItem'),
  characterId: z.string().min(1),
  item: z.string().min(1).max(80),
  /** The element the party chose for an item that infuses one of its choice. */
  element: z.enum(ELEMENTS).optional(),
  /** The figure the party chose for an item aimed at another figure (item-effect.ts `aim`). */
  target: figureRefSchema.optional(),
});

/** An ability refreshes one spent or consumed item (1st ed. rulebook p. 27 "Recover and Refresh"). */
const refreshItemSchema = z.object({ type: z.literal('RefreshItem'), characterId: z.string().min(1), item: z.string().min(1).max(80) });

function itemOf(
  state: ScenarioState,
  characterId: string,
  name: string,
): { character: CharacterState; item: ScenarioItem } | RuleViolation {
  const character = own(state.characters, characterId);
  if (character === undefined) return refusedWith('unknown-character', 'scenario.unknownCharacter').violation;
  const item = (character.items ?? []).find((i) => i.name === name);
  if (item === undefined) return refusedWith('item-not-brought', 'scenario.itemNotBrought', { name: character.name, item: name }).violation;
  return { character, item };
}

/**
 * Using an item: one with the spent icon is turned sideways until a long rest refreshes it, one
 * with the consumed (lost) icon is turned face down until the scenario ends or an ability
 * refreshes it, and one with neither has no limit (1st ed. rulebook p. 8 "Item Cards"; 2nd ed.
 * rulebook p. 34 "Item Usage"). An exhausted character takes no part in the scenario (p. 28).
 */
function decideUseItem(out: Emitter, command: z.output<typeof useItemSchema>): RuleViolation | undefined {
  const found = itemOf(out.state, command.characterId, command.item);
  if ('code' in found) return found;
  const { character, item } = found;
  if (character.isExhausted) return refusedWith('exhausted', 'scenario.itemExhausted', { name: character.name }).violation;
  // A stunned figure cannot use items (1st ed. rulebook p. 22, STUN: no abilities and no items,
  // except a character's long rest).
  if (character.conditions.some((c) => c.name === 'stun'))
    return refusedWith('stunned-item', 'items.stunned', { name: character.name, item: item.name }).violation;
  const effects = item.effects ?? [];
  // An item that infuses the element of the party's choice needs that choice before it is used.
  if (effects.some((effect) => effect.kind === 'infuse' && effect.element === 'any') && command.element === undefined) {
    return refusedWith('item-element-missing', 'scenario.itemElementMissing', { item: item.name }).violation;
  }
  const aimed = aimRefusal(out.state, character, item.name, effects, command.target);
  if (aimed !== undefined) return aimed;
  if (item.uses !== undefined && item.status === 'ready') {
    // Use slots (1st ed. rulebook p. 8): each use fills a slot; the use that fills the last one
    // spends or consumes the item by its icon. A card with slots and neither icon (2nd edition's
    // Circlet of Sanctity) is used up then: Haven marks it consumed, nothing refreshes it.
    const used = (item.used ?? 0) + 1;
    const status = used < item.uses ? 'ready' : item.usage === 'spent' ? 'spent' : 'consumed';
    emit(out, { type: 'ItemUsed', characterId: character.id, item: item.name, status, used });
    applyItemEffects(out, character.id, item.name, effects, command.element, command.target);
    return undefined;
  }
  if (item.usage === 'persistent') return refusedWith('item-unlimited', 'scenario.itemUnlimited', { item: item.name }).violation;
  if (item.status !== 'ready') {
    return refusedWith('item-used', 'scenario.itemUsed', { item: item.name, status: item.status }).violation;
  }
  emit(out, { type: 'ItemUsed', characterId: character.id, item: item.name, status: item.usage });
  applyItemEffects(out, character.id, item.name, effects, command.element, command.target);
  return undefined;
}

/**
 * An item aimed at another figure needs the party's choice of one, and one the card allows: an ally
 * is another character, a summon or an allied monster; an enemy is a monster not allied to the
 * party; a heal with a range reaches the owner too (1st ed. rulebook p. 26 "Heal"). The range is
 * the party's to confirm (the optional board, state.board, is not read for it yet). A target an item
 * does not aim at is refused.
 */
function aimRefusal(
  state: ScenarioState,
  owner: CharacterState,
  itemName: string,
  effects: readonly ItemEffect[],
  target: FigureRef | undefined,
): RuleViolation | undefined {
  const aims = effects.flatMap((effect) => ('aim' in effect && effect.aim ? [effect.aim] : []));
  if (aims.length === 0) {
    return target === undefined ? undefined : refusedWith('item-not-aimed', 'items.notAimed', { item: itemName }).violation;
  }
  if (target === undefined) return refusedWith('item-target-missing', 'items.targetMissing', { item: itemName }).violation;
  if (figureView(state, target) === undefined) return refusedWith('item-target-gone', 'items.targetGone', { item: itemName }).violation;
  if (aims.every((aim) => isAimedAt(state, owner, aim, target))) return undefined;
  return refusedWith('item-target-wrong', 'items.targetWrong', { item: itemName, name: describeFigure(state, target) }).violation;
}

function isAimedAt(state: ScenarioState, owner: CharacterState, aim: ItemAim, target: FigureRef): boolean {
  const isSelf = target.kind === 'character' && target.id === owner.id;
  const isAllied = target.kind === 'monster' ? own(state.monsters, target.id)?.isAlly === true : true;
  switch (aim.at) {
    case 'enemy':
      return !isAllied;
    case 'ally':
      return isAllied && !isSelf;
    case 'selfOrAlly':
      return isAllied;
  }
}

/**
 * What the item does, as its card says and the data states it (shared/content/item-effects.ts),
 * through the engine's own rules: a heal is an ability (poison stops it and goes, wound goes; 1st
 * ed. rulebook p. 26 "Heal"), a condition is gained, a bless card goes into the owner's deck from
 * the box's ten (p. 23), an element infused during a turn is strong at its end (p. 23-24
 * "Elemental Infusions"), spent items are refreshed (p. 27 "Recover and Refresh"), negative
 * conditions are removed, and a bonus to an attack waits for the owner's attack this turn.
 */
function applyItemEffects(
  out: Emitter,
  characterId: string,
  itemName: string,
  effects: readonly ItemEffect[],
  chosen: Element | undefined,
  target: FigureRef | undefined,
): void {
  const self = { kind: 'character', id: characterId } as const;
  for (const effect of effects) {
    const state = out.state;
    const character = own(state.characters, characterId);
    if (character === undefined) return;
    switch (effect.kind) {
      case 'heal':
        emit(out, ...healEvents(state, effect.aim && target ? target : self, effect.amount, true));
        break;
      case 'condition': {
        // An aimed condition goes on the chosen figure, unless it is immune to it (monster-stats.ts).
        const figure = effect.aim && target ? target : self;
        if (effect.condition === 'bless') {
          const deck = figure.kind === 'character' ? state.characterModifierDecks[figure.id] : undefined;
          if (deck === undefined || cardsInPlay(state, 'bless', figure.id) >= BLESS_CURSE_LIMIT) break;
          const result = shuffleCardIn(deck, BLESS_CARD, state.rng);
          emit(out, { type: 'ModifierCardShuffledIn', deck: figure.id, cardId: 'bless', deckAfter: result.deck, rng: result.rng });
        } else if (conditionsOf(state.edition).includes(effect.condition)) {
          emit(out, ...conditionEvents(state, figure, [effect.condition], 'command', immunitiesOf(state, figure)));
        }
        break;
      }
      case 'infuse': {
        const element = effect.element === 'any' ? chosen : effect.element;
        if (element !== undefined) emit(out, { type: 'ElementInfused', element, isImmediate: state.activeFigure === null });
        break;
      }
      case 'refreshSpent': {
        // An unrecoverable item stays used, as under a refresh ability or a long rest (2nd ed. item cards).
        const spent = (character.items ?? []).filter((item) => item.status === 'spent' && !item.isUnrecoverable).map((item) => item.name);
        if (spent.length > 0) emit(out, { type: 'ItemsRefreshed', characterId, items: spent });
        break;
      }
      case 'removeNegativeConditions': {
        const removed = character.conditions.map((token) => token.name).filter((name) => NEGATIVE_CONDITIONS.includes(name));
        if (removed.length > 0)
          emit(out, {
            type: 'ConditionsChanged',
            figure: self,
            conditions: withoutConditions(character.conditions, removed),
            added: [],
            removed,
            cause: 'command',
          });
        break;
      }
      case 'defence':
        emit(out, {
          type: 'ItemDefenceGained',
          characterId,
          defence: {
            item: itemName,
            shield: effect.shield,
            retaliate: effect.retaliate,
            attackerDisadvantage: effect.attackerDisadvantage,
          },
        });
        break;
      case 'attackBonus':
        emit(out, {
          type: 'ItemBonusGained',
          characterId,
          bonus: { item: itemName, attack: effect.attack, conditions: effect.conditions, targets: effect.targets, lasts: effect.lasts },
        });
        break;
    }
  }
}

/** An ability that refreshes a spent or consumed item (1st ed. rulebook p. 27 "Recover and Refresh"). */
function decideRefreshItem(out: Emitter, command: z.output<typeof refreshItemSchema>): RuleViolation | undefined {
  const found = itemOf(out.state, command.characterId, command.item);
  if ('code' in found) return found;
  if (found.item.status === 'ready') return refusedWith('item-ready', 'scenario.itemReady', { item: found.item.name }).violation;
  // An item marked unrecoverable is never refreshed once used (2nd ed. item cards; GHS "loss").
  if (found.item.isUnrecoverable) return refusedWith('item-unrecoverable', 'items.unrecoverable', { item: found.item.name }).violation;
  emit(out, { type: 'ItemsRefreshed', characterId: found.character.id, items: [found.item.name] });
  return undefined;
}

export const useItem = defineCommand(useItemSchema, {
  revealsHiddenInformation: false,
  decide: decideUseItem,
  describe(before, command) {
    const item = own(before.characters, command.characterId)?.items?.find((i) => i.name === command.item);
    const who = characterName(before, command.characterId, scenarioWords('aCharacter'));
    const key = item ? (item.usage === 'spent' ? 'usesSpent' : 'usesConsumed') : 'uses';
    // An item aimed at another figure names whom it was used on, as the play screen names it (issue 29);
    // one its owner used on itself reads as any other use.
    const other = command.target && !(command.target.kind === 'character' && command.target.id === command.characterId);
    return command.target && other
      ? scenarioWords(`${key}On`, { name: who, item: command.item, target: figureWords(before, command.target) })
      : scenarioWords(key, { name: who, item: command.item });
  },
});

export const refreshItem = defineCommand(refreshItemSchema, {
  revealsHiddenInformation: false,
  decide: decideRefreshItem,
  describe: (before, command) =>
    scenarioWords('refreshes', { name: characterName(before, command.characterId, scenarioWords('aCharacter')), item: command.item }),
});
