import type { ScenarioEvent } from '../events';
import type { ScenarioState } from '../state';
import { history, wordList, type Line, type WordValue } from '../../words';
import { effectWords, ruleWords } from './words';

/** Commands whose own line says the scenario's goal or a loss condition is met (the party marked it). */
const MARKED_BY_THE_PARTY = new Set(['MarkGoalMet', 'MarkLossConditionMet']);

/**
 * A command's history line with the scenario rules the engine applied while deciding it ("Round 2
 * ended. Scenario rule: the room on tile C2b opens, with its monsters"), each said once, in the
 * order applied (1st ed. rulebook p. 34 "Special Scenario Rules"). The events carry where they came
 * from: a rule applied is its `ScenarioRuleApplied` (its rule's index, after its effects; see
 * apply.ts), and a goal or loss met outside the party's own marking is a rule ending the scenario
 * (a rule's end at a round's end is applied before the round ends, without the applied event). The
 * rule's effects are worded for the party's size, as the play screen words the rule.
 */
export function withRulesApplied(before: ScenarioState, command: { type: string }, events: readonly ScenarioEvent[], line: Line): Line {
  const partySize = Object.keys(before.characters).length;
  const applied: WordValue[] = [];
  for (const event of events) {
    if (event.type === 'ScenarioRuleApplied') {
      const rule = (before.scenarioRules ?? []).find((candidate) => candidate.index === event.index);
      // Its end is said by the goal's event; stats are the setup's, with nothing applied here.
      const effects = (rule?.effects ?? []).filter((effect) => !['end', 'monsterHealth', 'monsterLevel'].includes(effect.kind));
      if (effects.length > 0)
        applied.push(
          wordList(
            effects.map((effect) => effectWords(effect, partySize)),
            'semicolon',
          ),
        );
    }
    if ((event.type === 'ScenarioGoalMet' || event.type === 'LossConditionMet') && !MARKED_BY_THE_PARTY.has(command.type))
      applied.push(ruleWords(event.type === 'ScenarioGoalMet' ? 'effects.won' : 'effects.lost'));
  }
  return applied.reduce<Line>((said, effects) => history('scenario.ruleApplied', { line: said, effects }), line);
}
