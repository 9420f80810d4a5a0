import type { Character } from '../rules/campaign/state';
import { itemsBrought } from '../rules/campaign/equipment';
import type { CharacterInput } from '../rules/scenario/input';
import type { Item } from './model/campaign-cards';

/**
 * The items a campaign character brings into a scenario (see rules/campaign/equipment.ts), each
 * with its usage from the content's item card, matched by name as the sheet keeps them. An item
 * typed by hand that no content pack knows comes along without a usage limit to mark.
 */
export function broughtItemsInput(
  character: Pick<Character, 'items' | 'equipped'>,
  items: readonly Pick<Item, 'name' | 'usage' | 'uses' | 'effects'>[],
): NonNullable<CharacterInput['items']> {
  const byName = new Map(items.map((item) => [item.name.trim().toLowerCase(), item]));
  return itemsBrought(character).map((name) => {
    const item = byName.get(name.trim().toLowerCase());
    return {
      name,
      usage: item?.usage ?? 'persistent',
      ...(item?.uses ? { uses: item.uses } : {}),
      // What using it does, applied by the engine (item-effects.ts).
      ...(item?.effects && item.effects.length > 0 ? { effects: item.effects } : {}),
    };
  });
}
