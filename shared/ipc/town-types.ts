import { z } from 'zod';
import { wordValueSchema } from '../rules/words-schema';

export const shopEntrySchema = z.object({
  packId: z.string(),
  id: z.string(),
  number: z.number(),
  /** The item's name as the campaign keeps it (owners and sales name it so): its pack's English. */
  name: z.string(),
  /** The name in the requesting screen's language, where the pack has it; else `name`. */
  displayName: z.string(),
  slot: z.string(),
  cost: z.number(),
  /** The cost adjusted by the party's reputation. */
  price: z.number(),
  sellPrice: z.number(),
  count: z.number(),
  inStock: z.number(),
  owners: z.array(z.string()),
  prosperity: z.number().nullable(),
  isInShop: z.boolean(),
  text: z.string(),
  /** `text` as its parts' words, where Haven built it from the item's actions (the content model's `textWords`). */
  textWords: z.array(wordValueSchema).optional(),
  /** The −1 cards the item adds to its owner's attack modifier deck when equipped (1st ed. rulebook p. 8, "Item Cards" (g)). */
  minusOnes: z.number().optional(),
});
export type ShopEntry = z.infer<typeof shopEntrySchema>;

/** A character class of the campaign's packs, as character creation and the character sheet use it. */
export const townClassSchema = z.object({
  packId: z.string(),
  id: z.string(),
  name: z.string(),
  health: z.array(z.number()),
  handSize: z.number().nullable(),
  isLocked: z.boolean(),
  /** The class's perks as the character sheet names them, with how many times each may be taken. */
  perks: z.array(z.object({ label: z.string(), checkboxes: z.number() })),
});
export type TownClass = z.infer<typeof townClassSchema>;

export const townViewSchema = z.object({
  shop: z.array(shopEntrySchema),
  pendingEvent: z.object({ deck: z.enum(['city', 'road']), cardId: z.string(), card: z.unknown().nullable() }).nullable(),
  availableEvents: z.object({ city: z.array(z.string()), road: z.array(z.string()) }),
  classes: z.array(townClassSchema),
});
export type TownView = z.infer<typeof townViewSchema>;
