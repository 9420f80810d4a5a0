import type { Character } from '../rules/campaign/state';
import { itemsBrought } from '../rules/campaign/equipment';
import { characterLevel } from '../rules/campaign/levels';
import type { CharacterInput } from '../rules/scenario/input';
import type { Item } from './model/campaign-cards';

/**
 * The items a campaign character brings into a scenario (see rules/campaign/equipment.ts), each
 * with its usage from the content's item card, matched by name as the sheet keeps them. An item
 * typed by hand that no content pack knows comes along without a usage limit to mark.
 */
export function broughtItemsInput(
  character: Pick<Character, 'items' | 'equipped' | 'xp' | 'level'>,
  items: readonly Pick<Item, 'name' | 'usage' | 'uses' | 'slot' | 'extraSmallItems' | 'isUnrecoverable' | 'effects'>[],
): NonNullable<CharacterInput['items']> {
  const byName = new Map(items.map((item) => [item.name.trim().toLowerCase(), item]));
  // Nothing marked equipped: what fits the body's slots and the level taken comes along (p. 8).
  const slotOf = (name: string) => byName.get(name.trim().toLowerCase());
  return itemsBrought(character, slotOf, characterLevel(character)).map((name) => {
    const item = byName.get(name.trim().toLowerCase());
    return {
      name,
      usage: item?.usage ?? 'persistent',
      ...(item?.uses ? { uses: item.uses } : {}),
      ...(item?.isUnrecoverable ? { isUnrecoverable: true } : {}),
      // What using it does, applied by the engine (item-effects.ts).
      ...(item?.effects && item.effects.length > 0 ? { effects: item.effects } : {}),
    };
  });
}
