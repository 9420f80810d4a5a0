import { z } from 'zod';
import { specialRuleSchema, type Scenario } from './model/scenario';
import type { WordValue } from '../rules/words';
import { evaluateFormula } from '../rules/scenario/health-formula';
import type { ScenarioFacts } from '../rules/scenario/state';
import { ruleLine, ruleWords } from '../rules/scenario/special-rules/words';

/** A scenario's goal and special rules as the play screen lists them, as lines to word in the reader's language. */
export interface ScenarioRulesLines {
  /** The pack's own words for the goal, or null when it has none (the scenario book tells it). */
  goal: string | null;
  /** The figures the scenario adds (an escort, an altar), with their hit points at this table. */
  objectives: WordValue[];
  /** Each special rule, in the scenario's order; `isApplied` when the engine applies it. */
  rules: Array<{ line: WordValue; isApplied: boolean }>;
}

const storedRules = z.array(specialRuleSchema).max(64);

/**
 * The goal and the special rules of the scenario being played (1st ed. rulebook p. 12 "Scenario
 * Page": the goal and the special rules). A stored scenario is read again with its schema: a rule
 * that does not read is left out rather than shown half. Packs imported before rules were read
 * show their rules as text.
 */
export function scenarioRulesLines(scenario: Scenario | null, state: ScenarioFacts): ScenarioRulesLines {
  if (scenario === null) return { goal: null, objectives: [], rules: [] };
  const characters = Object.keys(state.characters).length;
  const objectives = (scenario.objectives ?? []).map((objective) => {
    const health = evaluateFormula(objective.health, { C: characters, L: state.level.scenarioLevel });
    return ruleWords(objective.isEscort ? 'panel.escort' : 'panel.objective', {
      name: objective.name,
      health: 'value' in health ? health.value : String(objective.health),
    });
  });
  const parsed = storedRules.safeParse(scenario.rules ?? []);
  const rules = parsed.success
    ? parsed.data.map((rule) =>
        rule.kind === 'applied' ? { line: ruleLine(rule.rule, characters), isApplied: true } : { line: rule.line, isApplied: false },
      )
    : [];
  const texts = (scenario.specialRules ?? []).map((text) => ({ line: text, isApplied: false }));
  return { goal: scenario.goal ?? null, objectives, rules: [...rules, ...texts] };
}
