import { englishRefusal, refusal, type Refusal } from '../refusal';
/** The equip slots of an item card (1st ed. rulebook p. 8 "Item Cards"; 2nd ed. rulebook p. 33). */
export const EQUIP_SLOTS = ['head', 'body', 'legs', 'oneHand', 'twoHands', 'small'] as const;
export type EquipSlot = (typeof EQUIP_SLOTS)[number];

export const SLOT_NAMES: Record<EquipSlot, string> = {
  head: 'Head',
  body: 'Body',
  legs: 'Legs',
  oneHand: 'One hand',
  twoHands: 'Two hands',
  small: 'Small item',
};

/** Small items a character may bring: half the level, rounded up (both editions, rulebook p. 8; 2nd ed. p. 33). */
export function smallItemLimit(level: number): number {
  return Math.ceil(level / 2);
}

/**
 * Why an item cannot be equipped beside those already equipped, or null when it can. Both
 * editions: one Head, one Body, one Legs, up to two One Hand items OR one Two Hands item, and
 * small items up to half the level rounded up (1st ed. rulebook p. 8 "Item Cards"; 2nd ed.
 * rulebook p. 33 "Items"; guide "The campaign and the town phase").
 */
export function equipSlotRefusal(
  equipped: readonly { name: string; slot: EquipSlot }[],
  item: { name: string; slot: EquipSlot },
  level: number,
): Refusal | null {
  const count = (slot: EquipSlot) => equipped.filter((e) => e.slot === slot).length;
  const names = (slots: EquipSlot[]) =>
    equipped
      .filter((e) => slots.includes(e.slot))
      .map((e) => e.name)
      .join(' and ');
  switch (item.slot) {
    case 'head':
    case 'body':
    case 'legs':
      return count(item.slot) === 0
        ? null
        : refusal('campaign.equip.oneOfSlot', { slot: item.slot, names: names([item.slot]), item: item.name });
    case 'oneHand':
      if (count('twoHands') > 0) return refusal('campaign.equip.takesBothHands', { names: names(['twoHands']), item: item.name });
      return count('oneHand') < 2 ? null : refusal('campaign.equip.handsFull', { names: names(['oneHand']), item: item.name });
    case 'twoHands':
      return count('oneHand') + count('twoHands') === 0
        ? null
        : refusal('campaign.equip.bothHandsNeeded', { names: names(['oneHand', 'twoHands']), item: item.name });
    case 'small': {
      const limit = smallItemLimit(level);
      return count('small') < limit ? null : refusal('campaign.equip.smallItems', { level, limit, item: item.name });
    }
  }
}

/** The English sentence of `equipSlotRefusal`, or null when the item can be equipped. */
export function equipRefusal(
  equipped: readonly { name: string; slot: EquipSlot }[],
  item: { name: string; slot: EquipSlot },
  level: number,
): string | null {
  const refused = equipSlotRefusal(equipped, item, level);
  return refused && englishRefusal(refused);
}

/**
 * The items a campaign character brings into a scenario: those equipped, kept only while owned.
 * A character with nothing marked equipped (as every sheet was before equipment was kept) brings
 * everything it owns, as before.
 */
export function itemsBrought(character: { items: readonly string[]; equipped?: readonly { name: string }[] }): string[] {
  const equipped = (character.equipped ?? []).map((e) => e.name).filter((name) => character.items.includes(name));
  return equipped.length > 0 ? equipped : [...character.items];
}
