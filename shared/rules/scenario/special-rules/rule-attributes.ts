import type { MonsterAttributes } from '../input';
import { contentName } from '../../words';
import type { ScenarioRule } from './rule';
import type { MonsterAttributesEffect } from './stat-effects';
import { ruleWords } from './words';

/** What decides whether a rule changes a stat card now: the rules, those done, the rooms revealed. */
export interface RuleFacts {
  scenarioRules?: readonly ScenarioRule[] | undefined;
  rulesDone?: readonly number[] | undefined;
  revealedRooms: readonly string[];
}

/**
 * The stat-card changes the scenario's rules make to a monster type now: a rule for the whole
 * scenario, not stopped by another rule, whose rooms (if it names any) have been revealed (1st ed.
 * rulebook p. 19 "Revealing a Room": what the scenario book says for a room applies from its reveal).
 */
export function ruleAttributeEffects(facts: RuleFacts, typeId: string): MonsterAttributesEffect[] {
  const done = facts.rulesDone ?? [];
  return (facts.scenarioRules ?? [])
    .filter(
      (rule) =>
        rule.at === 'always' &&
        !done.includes(rule.index) &&
        rule.requiredRooms.every((room) => facts.revealedRooms.includes(String(room.number))),
    )
    .flatMap((rule) => rule.effects)
    .filter((effect): effect is MonsterAttributesEffect => effect.kind === 'monsterAttributes' && effect.monster === typeId);
}

/**
 * A stat card's attributes with the scenario's rules applied: the conditions every attack adds and
 * the immunities joined to the card's own (each once), and the rules' lines after the card's, worded
 * from the pack in the reader's language (1st ed. rulebook "Monster Statistic Cards").
 */
export function withRuleAttributes(facts: RuleFacts, typeId: string, attributes: MonsterAttributes): MonsterAttributes {
  const effects = ruleAttributeEffects(facts, typeId);
  if (effects.length === 0) return attributes;
  const joined = <T>(own: readonly T[] | undefined, added: readonly T[]): T[] => [...new Set([...(own ?? []), ...added])];
  const conditionsOnAttack = joined(
    attributes.conditionsOnAttack,
    effects.flatMap((effect) => effect.conditionsOnAttack),
  );
  const immunities = joined(
    attributes.immunities,
    effects.flatMap((effect) => effect.immunities),
  );
  const lines = effects.flatMap((effect) => effect.lines);
  const special = attributes.special ?? [];
  return {
    ...attributes,
    ...(conditionsOnAttack.length > 0 ? { conditionsOnAttack } : {}),
    ...(immunities.length > 0 ? { immunities } : {}),
    ...(lines.length > 0
      ? {
          special: [...special, ...lines.map((line) => line.text)],
          specialWords: [
            ...special.map((_, position) => attributes.specialWords?.[position] ?? null),
            ...lines.map((line) => ruleWords('statLine', { line: contentName('scenarioRules', line.id, line.text) })),
          ],
        }
      : {}),
  };
}
