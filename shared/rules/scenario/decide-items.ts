import type { CommandOf } from './command-schemas';
import { emit, type Emitter } from './emitter';
import type { CharacterState, ScenarioItem, ScenarioState } from './state';
import { refusedWith, type RuleViolation } from './violation';

function itemOf(
  state: ScenarioState,
  characterId: string,
  name: string,
): { character: CharacterState; item: ScenarioItem } | RuleViolation {
  const character = state.characters[characterId];
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
export function decideUseItem(out: Emitter, command: CommandOf<'UseItem'>): RuleViolation | undefined {
  const found = itemOf(out.state, command.characterId, command.item);
  if ('code' in found) return found;
  const { character, item } = found;
  if (character.isExhausted) return refusedWith('exhausted', 'scenario.itemExhausted', { name: character.name }).violation;
  // A stunned figure cannot use items (1st ed. rulebook p. 22, STUN: no abilities and no items,
  // except a character's long rest).
  if (character.conditions.some((c) => c.name === 'stun'))
    return refusedWith('stunned-item', 'items.stunned', { name: character.name, item: item.name }).violation;
  if (item.uses !== undefined && item.status === 'ready') {
    // Use slots (1st ed. rulebook p. 8): each use fills a slot; the use that fills the last one
    // spends or consumes the item by its icon. A card with slots and neither icon (2nd edition's
    // Circlet of Sanctity) is used up then: Haven marks it consumed, nothing refreshes it.
    const used = (item.used ?? 0) + 1;
    const status = used < item.uses ? 'ready' : item.usage === 'spent' ? 'spent' : 'consumed';
    emit(out, { type: 'ItemUsed', characterId: character.id, item: item.name, status, used });
    return undefined;
  }
  if (item.usage === 'persistent') return refusedWith('item-unlimited', 'scenario.itemUnlimited', { item: item.name }).violation;
  if (item.status !== 'ready') {
    return refusedWith('item-used', 'scenario.itemUsed', { item: item.name, status: item.status }).violation;
  }
  emit(out, { type: 'ItemUsed', characterId: character.id, item: item.name, status: item.usage });
  return undefined;
}

/** An ability that refreshes a spent or consumed item (1st ed. rulebook p. 27 "Recover and Refresh"). */
export function decideRefreshItem(out: Emitter, command: CommandOf<'RefreshItem'>): RuleViolation | undefined {
  const found = itemOf(out.state, command.characterId, command.item);
  if ('code' in found) return found;
  if (found.item.status === 'ready') return refusedWith('item-ready', 'scenario.itemReady', { item: found.item.name }).violation;
  // An item marked unrecoverable is never refreshed once used (2nd ed. item cards; GHS "loss").
  if (found.item.isUnrecoverable) return refusedWith('item-unrecoverable', 'items.unrecoverable', { item: found.item.name }).violation;
  emit(out, { type: 'ItemsRefreshed', characterId: found.character.id, items: [found.item.name] });
  return undefined;
}
