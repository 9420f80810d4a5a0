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

/**
 * Small items a character may bring: half the level it has taken, rounded up (both editions,
 * rulebook p. 8; 2nd ed. p. 33), and more where an item it wears says so (Cloak of Pockets: "two
 * additional small items").
 */
export function smallItemLimit(level: number, extra = 0): number {
  return Math.ceil(level / 2) + Math.max(0, extra);
}

/** An equipped item as the sheet keeps it: its slot, and the small items it adds (content facts). */
export interface EquippedItem {
  name: string;
  slot: EquipSlot;
  extraSmallItems?: number | undefined;
}

/**
 * Why an item cannot be equipped beside those already equipped, or null when it can. Both
 * editions: one Head, one Body, one Legs, up to two One Hand items OR one Two Hands item, and
 * small items up to half the level rounded up (1st ed. rulebook p. 8 "Item Cards"; 2nd ed.
 * rulebook p. 33 "Items"; guide "The campaign and the town phase").
 */
export function equipSlotRefusal(equipped: readonly EquippedItem[], item: EquippedItem, level: number): Refusal | null {
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
      const limit = smallItemLimit(
        level,
        [...equipped, item].reduce((sum, e) => sum + (e.extraSmallItems ?? 0), 0),
      );
      return count('small') < limit ? null : refusal('campaign.equip.smallItems', { level, limit, item: item.name });
    }
  }
}

/** The English sentence of `equipSlotRefusal`, or null when the item can be equipped. */
export function equipRefusal(equipped: readonly EquippedItem[], item: EquippedItem, level: number): string | null {
  const refused = equipSlotRefusal(equipped, item, level);
  return refused && englishRefusal(refused);
}

/**
 * The items a campaign character brings into a scenario: those equipped, kept only while owned.
 * A character with nothing marked equipped (as every sheet was before equipment was kept) brings
 * what it owns in the order it owns them, each only where it fits beside those before it (one
 * head, one body, one legs, two hands, small items up to the level taken): never two body items
 * (p. 8). An item whose slot the content does not know comes along unchecked.
 */
export function itemsBrought(
  character: { items: readonly string[]; equipped?: readonly { name: string }[] },
  slotOf: (name: string) => { slot: EquipSlot; extraSmallItems?: number | undefined } | undefined = () => undefined,
  level = 9,
): string[] {
  const equipped = (character.equipped ?? []).map((e) => e.name).filter((name) => character.items.includes(name));
  if (equipped.length > 0) return equipped;
  const worn: EquippedItem[] = [];
  const brought = new Set<string>();
  // Small items last, so a cloak worn before them counts towards their number.
  const isSmall = (name: string) => slotOf(name)?.slot === 'small';
  for (const name of [...character.items.filter((n) => !isSmall(n)), ...character.items.filter(isSmall)]) {
    const facts = slotOf(name);
    const item = facts && { name, ...facts };
    if (item && equipSlotRefusal(worn, item, level) !== null) continue;
    if (item) worn.push(item);
    brought.add(name);
  }
  return character.items.filter((name) => brought.has(name));
}
