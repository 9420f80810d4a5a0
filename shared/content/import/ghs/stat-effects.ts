import { z } from 'zod';
import { conditionsOf, type Condition, type Edition } from '../../../rules/scenario';
import type { RuleEffect } from '../../../rules/scenario/special-rules/rule';
import { MAX_STAT_LINES } from '../../../rules/scenario/special-rules/stat-effects';
import type { Labels } from './labels';
import { monsterNameOf } from './monsters';

/** What reading a rule's changed stats needs (a part of scenario-rules.ts's context). */
export interface StatContext {
  scenarioId: string;
  edition: Edition;
  labels: Labels;
  /** The scenario's monster record ids. */
  monsters: ReadonlySet<string>;
  /** The pack's ability decks by record id: a rule may give a monster one of them. */
  decks?: ReadonlySet<string> | undefined;
}

/** A monster type the data names by its record id ("cave-bear"). */
export const monsterIdentifierShape = z.object({
  type: z.literal('monster'),
  name: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .max(200),
  edition: z.string().max(40).optional(),
});
/** Hit points times a number, all scenario long ("Hx2"). */
const healthShape = z.strictObject({ health: z.string().regex(/^Hx[2-4]$/), absolute: z.literal(true) });
/** Conditions every attack adds, lines of text, and immunities: nothing else may ride along. */
const attributesShape = z.strictObject({
  actions: z
    .array(
      z.union([
        z.strictObject({ type: z.literal('condition'), value: z.string().max(40) }),
        z.strictObject({ type: z.literal('custom'), value: z.string().min(1).max(300) }),
      ]),
    )
    .max(8)
    .optional(),
  immunities: z.array(z.string().max(40)).max(12).optional(),
});
/** Another ability deck of the pack, all scenario long. */
const deckShape = z.strictObject({
  deck: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .max(200),
});
const statEffectShape = z.object({
  identifier: monsterIdentifierShape,
  statEffect: z.union([healthShape, deckShape, attributesShape]),
  note: z.string().max(2000).optional(),
});

/**
 * Gloomhaven Secretariat's changed stats of one rule (the rule `index` of its scenario) as the
 * engine applies them: hit points times a factor, another ability deck of the pack (89), or
 * conditions every attack adds, immunities and lines of text on the stat card (1st ed. rulebook
 * "Monster Statistic Cards"). Undefined, so the rule stays words, for anything else: stats as
 * formulas of the board's state (22), another monster type taking the place of one (67), a deck
 * the pack does not have, a monster the scenario does not set up, a condition the edition does not
 * know, or a text the labels do not resolve.
 */
export function statEffectsFromGhs(value: unknown, context: StatContext, index: number): RuleEffect[] | undefined {
  const parsed = z.array(statEffectShape).min(1).max(6).safeParse(value);
  if (!parsed.success) return undefined;
  const known = conditionsOf(context.edition) as readonly string[];
  const isCondition = (name: string): name is Condition => known.includes(name);
  const effects: RuleEffect[] = [];
  for (const [position, { identifier, statEffect }] of parsed.data.entries()) {
    const monster = identifier.name;
    if (!context.monsters.has(monster)) return undefined;
    const name = monsterNameOf(monster, context.labels);
    if ('health' in statEffect) {
      effects.push({ kind: 'monsterHealth', monster, name, factor: Number(statEffect.health.slice(2)) });
      continue;
    }
    if ('deck' in statEffect) {
      if (context.decks?.has(statEffect.deck) !== true) return undefined;
      effects.push({ kind: 'monsterDeck', monster, name, deck: statEffect.deck });
      continue;
    }
    const actions = statEffect.actions ?? [];
    const conditionsOnAttack = actions.flatMap((action) => (action.type === 'condition' ? [action.value] : []));
    const immunities = statEffect.immunities ?? [];
    // Each line by its place: "78/1.1.2" is the second action of the first changed stats of rule 1.
    const lines = actions.flatMap((action, at) =>
      action.type === 'custom'
        ? [{ id: `${context.scenarioId}/${index + 1}.${position + 1}.${at + 1}`, text: context.labels.text(action.value) }]
        : [],
    );
    if (!conditionsOnAttack.every(isCondition) || !immunities.every(isCondition)) return undefined;
    if (
      lines.length > MAX_STAT_LINES ||
      lines.some((line) => line.text.trim() === '' || line.text.includes('%') || line.text.length > 300)
    ) {
      return undefined;
    }
    if (conditionsOnAttack.length + immunities.length + lines.length === 0) return undefined;
    effects.push({
      kind: 'monsterAttributes',
      monster,
      name,
      conditionsOnAttack: [...new Set(conditionsOnAttack)],
      immunities: [...new Set(immunities)],
      lines,
    });
  }
  return effects;
}

/** The lines of text a rule's changed stats add, by their place ("78/1.1.2"), as raw data text. */
export function statLinesOf(id: string, ruleIndex: number, statEffects: unknown): Array<[string, string]> {
  const parsed = z
    .array(
      z
        .object({
          statEffect: z.object({ actions: z.array(z.object({ type: z.string().max(40), value: z.unknown() }).loose()).max(8) }).loose(),
        })
        .loose(),
    )
    .max(6)
    .safeParse(statEffects);
  if (!parsed.success) return [];
  return parsed.data.flatMap((effect, position) =>
    effect.statEffect.actions.flatMap((action, at): Array<[string, string]> =>
      action.type === 'custom' && typeof action.value === 'string' && action.value.length <= 300
        ? [[`${id}/${ruleIndex + 1}.${position + 1}.${at + 1}`, action.value]]
        : [],
    ),
  );
}
