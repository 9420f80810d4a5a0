import { z } from 'zod';
import { ALL_CONDITIONS } from './conditions';
import { ELEMENTS } from './elements';

/**
 * What using an item does (issue 29, point 3): the effects the scenario engine applies when the
 * item is used (modules/items.ts). shared/content/item-effects.ts reads them from the data; an item
 * whose effect is none of these is marked used, and its text says the rest. Every list and number
 * is bounded: an item comes from a file.
 */
/**
 * An effect aimed at one figure the party chooses rather than at the owner: an ally (never the
 * owner), the owner or an ally (a heal with "Range Y" reaches any ally within Y hexes or the healer,
 * 1st ed. rulebook p. 26 "Heal"), or an enemy; within `range` hexes, which the party confirms.
 */
export const itemAimSchema = z.object({ at: z.enum(['ally', 'selfOrAlly', 'enemy']), range: z.number().int().min(1).max(20) });
export type ItemAim = z.infer<typeof itemAimSchema>;

export const itemEffectSchema = z.discriminatedUnion('kind', [
  /** The owner heals (an ability: poison stops it, and it removes poison and wound); or the figure aimed at. */
  z.object({ kind: z.literal('heal'), amount: z.number().int().min(1).max(20), aim: itemAimSchema.optional() }),
  /** The owner gains a condition, or a bless card into its own deck; or the figure aimed at gains the condition. */
  z.object({ kind: z.literal('condition'), condition: z.enum([...ALL_CONDITIONS, 'bless']), aim: itemAimSchema.optional() }),
  /** An element is infused: a named one, or one the party chooses (`any`). */
  z.object({ kind: z.literal('infuse'), element: z.enum([...ELEMENTS, 'any']) }),
  /** Every spent item of the owner is refreshed. */
  z.object({ kind: z.literal('refreshSpent') }),
  /** Every negative condition on the owner is removed. */
  z.object({ kind: z.literal('removeNegativeConditions') }),
  /**
   * The owner's defence against the next attack on it: shield and retaliate "for the attack", and
   * the attacker's disadvantage (Studded Leather). A card with use slots gives it once per use.
   */
  z.object({
    kind: z.literal('defence'),
    shield: z.number().int().min(0).max(10),
    retaliate: z.number().int().min(0).max(10),
    attackerDisadvantage: z.boolean(),
  }),
  /**
   * The owner's attack gains a bonus: +`attack` and `conditions`, on every target (`all`) or on one
   * (`one`), for the next attack (`nextAttack`) or every attack this turn (`turn`).
   */
  z.object({
    kind: z.literal('attackBonus'),
    attack: z.number().int().min(0).max(10),
    conditions: z.array(z.enum(ALL_CONDITIONS)).max(4),
    targets: z.enum(['all', 'one']),
    lasts: z.enum(['nextAttack', 'turn']),
  }),
]);
export type ItemEffect = z.infer<typeof itemEffectSchema>;
export const itemEffectsSchema = z.array(itemEffectSchema).max(8);
