import { areFiguresDone, doesTermHold, type FigureFacts } from './figure-terms';
import type { RoundTerm, ScenarioRule } from './rule';

/** Whether a round is one of the rounds a rule names: any of its terms, or every round when it names none. */
export function isRoundNamed(rounds: readonly RoundTerm[], round: number): boolean {
  if (rounds.length === 0) return true;
  return rounds.some((term) => {
    switch (term.kind) {
      case 'round':
        return round === term.round;
      case 'after':
        return round > term.round;
      case 'cycle':
        return round % term.every === term.remainder && round > (term.after ?? 0);
    }
  });
}

/**
 * The moments the engine looks at a scenario's rules: a round's start or end, a room just revealed,
 * or figures just dead (`died`: the monsters' types' record ids; `destroyed`: the objectives'
 * places in the scenario's list).
 */
export type RuleMoment =
  | { at: 'roundStart' | 'roundEnd'; round: number }
  | { at: 'roomsRevealed' }
  | { at: 'figureDied'; died: readonly string[]; destroyed?: readonly number[] };

/**
 * Whether a rule applies at this moment: its moment, its rounds, its rooms revealed, and not done
 * yet (a rule applied once, or disabled by another, is done). A rule waiting for rooms applies at
 * the reveal that completes them, once (1st ed. rulebook p. 19 "Revealing a Room": what the scenario
 * book says for a room happens as it is revealed).
 */
export function isRuleDue(
  rule: ScenarioRule,
  moment: RuleMoment,
  facts: { revealedRooms: readonly string[]; done: readonly number[] } & Partial<FigureFacts>,
): boolean {
  if (facts.done.includes(rule.index) || rule.at !== moment.at) return false;
  if (!rule.requiredRooms.every((room) => facts.revealedRooms.includes(String(room.number)))) return false;
  const figures = { ...facts, standing: facts.standing ?? [] };
  if (moment.at === 'figureDied') {
    return rule.figures !== undefined && areFiguresDone(rule.figures, { ...figures, died: moment.died, destroyed: moment.destroyed ?? [] });
  }
  // A rule waiting for an objective standing applies only while it stands (a tree spawning oozes).
  if (rule.figures !== undefined && !rule.figures.every((term) => doesTermHold(term, figures))) return false;
  return moment.at === 'roomsRevealed' || isRoundNamed(rule.rounds, moment.round);
}
