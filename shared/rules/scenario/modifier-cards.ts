import { z } from 'zod';

/**
 * An attack modifier card. `kind` says how it changes the attack: `plus` adds `value`, `null`
 * makes the attack deal no damage, `double` doubles it (guide "Attacking and the attack modifier
 * deck"). Perk cards carry their effects as words ("poison", "pierce 3", "heal 1", "fire").
 */
export const modifierCardSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(['plus', 'null', 'double']).default('plus'),
  value: z.number().int().default(0),
  isRolling: z.boolean().default(false),
  effects: z.array(z.string().min(1).max(60)).default([]),
  /** Null and x2 mark the deck for a shuffle at the end of the round (rules model, "Cleanup"). */
  shufflesDeck: z.boolean().default(false),
  /** Bless and curse leave the deck when drawn (guide: "removed from the deck entirely"). */
  isRemovedWhenDrawn: z.boolean().default(false),
});
export type ModifierCard = z.output<typeof modifierCardSchema>;

function plain(id: string, value: number): ModifierCard {
  return { id, kind: 'plus', value, isRolling: false, effects: [], shufflesDeck: false, isRemovedWhenDrawn: false };
}

export const NULL_CARD: ModifierCard = { ...plain('null', 0), kind: 'null', shufflesDeck: true };
export const DOUBLE_CARD: ModifierCard = { ...plain('x2', 0), kind: 'double', shufflesDeck: true };
/** Bless acts as x2 and curse as null, and both leave the deck when drawn (guide; 1st ed. rulebook "Bless/Curse"). */
export const BLESS_CARD: ModifierCard = { ...plain('bless', 0), kind: 'double', isRemovedWhenDrawn: true };
export const CURSE_CARD: ModifierCard = { ...plain('curse', 0), kind: 'null', isRemovedWhenDrawn: true };

/**
 * The standard 20-card deck the monsters use and every character starts from: 6x +0, 5x +1,
 * 5x -1, 1x +2, 1x -2, 1x null, 1x x2 (1st ed. rulebook "Attack Modifier Cards"; the same 20 in
 * the 2nd edition box).
 */
export function standardModifierDeck(): ModifierCard[] {
  const cards: ModifierCard[] = [];
  const add = (count: number, card: ModifierCard) => {
    for (let i = 0; i < count; i += 1) cards.push(card);
  };
  add(6, plain('+0', 0));
  add(5, plain('+1', 1));
  add(5, plain('-1', -1));
  add(1, plain('+2', 2));
  add(1, plain('-2', -2));
  add(1, NULL_CARD);
  add(1, DOUBLE_CARD);
  return cards;
}

export const MINUS_ONE_CARD: ModifierCard = plain('-1', -1);

/**
 * A character's deck: the standard deck, then each perk's removals (one copy per id) and
 * additions, then the -1 cards items add (guide "The campaign": "A perk is surgery on your attack
 * modifier deck"; setup step 6 for items). Returns the cards, or the id a perk could not remove.
 */
export function characterModifierDeck(
  perks: readonly { add: readonly ModifierCard[]; remove: readonly string[] }[],
  itemMinusOnes: number,
): { cards: ModifierCard[] } | { missingCardId: string } {
  const cards = standardModifierDeck();
  for (const perk of perks) {
    for (const id of perk.remove) {
      const index = cards.findIndex((card) => card.id === id);
      if (index < 0) return { missingCardId: id };
      cards.splice(index, 1);
    }
    cards.push(...perk.add);
  }
  for (let i = 0; i < itemMinusOnes; i += 1) cards.push(MINUS_ONE_CARD);
  return { cards };
}
