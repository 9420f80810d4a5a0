import { z } from 'zod';
import { AFFECTED_GROUPS, type AffectedGroup } from '../../rules/scenario/affected-groups';
import { conditionSchema, elementSchema, recordIdSchema, type Condition, type Element } from './vocabulary';

/**
 * One cell of an area-of-effect pattern, in the card's own drawing grid: `x` counts columns, `y`
 * rows, every other row shifted half a hex (the layout both community data sets draw patterns in).
 * `active` is the hex the monster stands in, `target` a hex the attack hits.
 */
export interface AreaCell {
  x: number;
  y: number;
  role: 'target' | 'active';
}

/** Who an ability affects when the card says so instead of "one target" (shared with the engine). */
export const affectedGroups = AFFECTED_GROUPS;
export type { AffectedGroup };

interface WithSubActions {
  /** Modifiers and follow-ups printed under this action (range, target, area, conditions, bonuses). */
  subActions?: AbilityAction[];
}

/** A number printed as "+ 1" / "- 1" is relative to the monster's stat; otherwise it is the value. */
interface Amount extends WithSubActions {
  value: number;
  isRelative: boolean;
}

export type AbilityAction =
  | ({ type: 'move' } & Amount)
  | ({ type: 'attack' } & Amount)
  | ({ type: 'range' } & Amount)
  | ({ type: 'heal' } & Amount)
  | ({ type: 'shield' } & Amount)
  | ({ type: 'retaliate' } & Amount)
  | ({ type: 'target'; value: number } & WithSubActions)
  | ({ type: 'pierce'; value: number } & WithSubActions)
  | ({ type: 'push'; value: number } & WithSubActions)
  | ({ type: 'pull'; value: number } & WithSubActions)
  | ({ type: 'loot'; value: number } & WithSubActions)
  | ({ type: 'area'; cells: AreaCell[] } & WithSubActions)
  | ({ type: 'condition'; condition: Condition } & WithSubActions)
  /** Infuse makes the element strong; consume uses it and grants the sub-actions as its bonus. */
  | ({ type: 'element'; element: Element; use: 'infuse' | 'consume' } & WithSubActions)
  | ({ type: 'affect'; group: AffectedGroup; range?: number } & WithSubActions)
  /**
   * `rankByPartySize` (2, 3, 4 characters) when the rank depends on the party, as on some boss
   * cards; `hasSummonersHealth` when the summoned monster starts with the summoner's current hit
   * points (the Ooze's "Split").
   */
  | ({
      type: 'summon';
      monster: string;
      rank: 'normal' | 'elite';
      rankByPartySize?: ['normal' | 'elite', 'normal' | 'elite', 'normal' | 'elite'];
      hasSummonersHealth?: true;
    } & WithSubActions)
  | ({ type: 'sufferDamage'; value: number; who: 'self' | 'others' } & WithSubActions)
  | ({ type: 'jump' } & WithSubActions)
  | ({ type: 'flying' } & WithSubActions)
  /** The monster attacks with advantage (a stat-card attribute). */
  | ({ type: 'advantage' } & WithSubActions)
  /** Attacks on this monster gain disadvantage (a stat-card attribute or a card's effect). */
  | ({ type: 'attackersGainDisadvantage' } & WithSubActions)
  /** A trigger: the sub-actions happen when the monster dies ("On Death:"). */
  | ({ type: 'onDeath' } & WithSubActions)
  /** A boss ability card says "Special 1" or "Special 2": the boss's own stat-card specials. */
  | ({ type: 'bossSpecial'; special: 1 | 2 } & WithSubActions)
  /** The card says the monster does not act this round (the 2nd edition Training Course's dummies: GHS gh2e.json). */
  | ({ type: 'doesNotAct' } & WithSubActions)
  /** Card text that could not be structured, kept as written and counted by the importer. */
  | ({ type: 'special'; text: string } & WithSubActions);

export type AbilityActionType = AbilityAction['type'];

const areaCellSchema = z.object({ x: z.number().int(), y: z.number().int(), role: z.enum(['target', 'active']) });

export const abilityActionSchema: z.ZodType<AbilityAction> = z.lazy(() => {
  const subActions = z.array(abilityActionSchema).optional();
  const amount = { value: z.number().int(), isRelative: z.boolean(), subActions };
  const count = { value: z.number().int().nonnegative(), subActions };
  return z.discriminatedUnion('type', [
    z.object({ type: z.literal('move'), ...amount }),
    z.object({ type: z.literal('attack'), ...amount }),
    z.object({ type: z.literal('range'), ...amount }),
    z.object({ type: z.literal('heal'), ...amount }),
    z.object({ type: z.literal('shield'), ...amount }),
    z.object({ type: z.literal('retaliate'), ...amount }),
    z.object({ type: z.literal('target'), ...count }),
    z.object({ type: z.literal('pierce'), ...count }),
    z.object({ type: z.literal('push'), ...count }),
    z.object({ type: z.literal('pull'), ...count }),
    z.object({ type: z.literal('loot'), ...count }),
    z.object({ type: z.literal('area'), cells: z.array(areaCellSchema).min(1), subActions }),
    z.object({ type: z.literal('condition'), condition: conditionSchema, subActions }),
    z.object({ type: z.literal('element'), element: elementSchema, use: z.enum(['infuse', 'consume']), subActions }),
    z.object({ type: z.literal('affect'), group: z.enum(affectedGroups), range: z.number().int().positive().optional(), subActions }),
    z.object({
      type: z.literal('summon'),
      monster: recordIdSchema,
      rank: z.enum(['normal', 'elite']),
      rankByPartySize: z.tuple([z.enum(['normal', 'elite']), z.enum(['normal', 'elite']), z.enum(['normal', 'elite'])]).optional(),
      hasSummonersHealth: z.literal(true).optional(),
      subActions,
    }),
    z.object({ type: z.literal('sufferDamage'), value: z.number().int().nonnegative(), who: z.enum(['self', 'others']), subActions }),
    z.object({ type: z.literal('jump'), subActions }),
    z.object({ type: z.literal('flying'), subActions }),
    z.object({ type: z.literal('advantage'), subActions }),
    z.object({ type: z.literal('attackersGainDisadvantage'), subActions }),
    z.object({ type: z.literal('onDeath'), subActions }),
    z.object({ type: z.literal('bossSpecial'), special: z.union([z.literal(1), z.literal(2)]), subActions }),
    z.object({ type: z.literal('doesNotAct'), subActions }),
    z.object({ type: z.literal('special'), text: z.string().min(1), subActions }),
  ]);
});

/** Every action of a list, depth first, sub-actions included. */
export function* eachAction(actions: readonly AbilityAction[]): Generator<AbilityAction> {
  for (const action of actions) {
    yield action;
    if (action.subActions) yield* eachAction(action.subActions);
  }
}
