import { z } from 'zod';
import { ALL_CONDITIONS } from '../conditions';

/** At most this many lines of the data's own text a rule adds to a stat card: a file is hostile. */
export const MAX_STAT_LINES = 4;

/**
 * A monster's stat card as a scenario's special rule changes it (1st ed. rulebook p. 12 "Scenario
 * Page": special rules; "Monster Statistic Cards": conditions every attack adds, immunities, and
 * the card's other lines): conditions its attacks add ("All Cave Bears add poison to all their
 * attacks", scenario 54), conditions it is immune to, and lines of text the players apply (each
 * by its place in the scenario's rules, "78/1.1.2", so the pack words it in other languages).
 * Applied from the setup on, or from when the rule's rooms are revealed (see rule-attributes.ts).
 */
export const monsterAttributesEffectSchema = z.object({
  kind: z.literal('monsterAttributes'),
  monster: z.string().min(1).max(200),
  name: z.string().min(1).max(200),
  conditionsOnAttack: z.array(z.enum(ALL_CONDITIONS)).max(6),
  immunities: z.array(z.enum(ALL_CONDITIONS)).max(12),
  lines: z.array(z.object({ id: z.string().min(1).max(40), text: z.string().min(1).max(300) })).max(MAX_STAT_LINES),
});
export type MonsterAttributesEffect = z.infer<typeof monsterAttributesEffectSchema>;

/**
 * A monster type draws its ability cards from another deck of the pack, all scenario long ("All
 * Cultists summon elite Giant Vipers instead of normal Living Bones", scenario 89: the data gives
 * the Cultists a deck of their own for it). The deck is the pack's record id.
 */
export const monsterDeckEffectSchema = z.object({
  kind: z.literal('monsterDeck'),
  monster: z.string().min(1).max(200),
  name: z.string().min(1).max(200),
  deck: z.string().min(1).max(200),
});
export type MonsterDeckEffect = z.infer<typeof monsterDeckEffectSchema>;
