import { commandModule, type ScenarioCommand } from './commands';
import { startEmitter, type Emitter } from './emitter';
import type { ScenarioEvent } from './events';
import type { ScenarioState } from './state';
import type { Decision as EngineDecision } from '../engine';
import { applyScenarioRules } from './special-rules/apply';
import { refusedWith, type RuleViolation } from './violation';
import { own } from '../own';

export type Decision = EngineDecision<ScenarioEvent>;

/**
 * Decides what a command does: the events it causes, or the rule it breaks. The only place that
 * draws randomness (from `state.rng`); the drawn outcomes travel in the events. The command
 * arrives parsed: the router, the replay and tests parse raw input with `parseScenarioCommand`.
 */
export function decide(state: ScenarioState, command: ScenarioCommand): Decision {
  if (state.phase === 'ended') {
    return refusedWith('scenario-ended', 'scenario.scenarioEnded', { outcome: state.outcome ?? 'none' });
  }
  const out = startEmitter(state);
  // The command's own module holds its rule (commands.ts lists them).
  const problem = commandModule(command.type).decide(out, command as never) ?? afterDeaths(out);
  return problem === undefined ? { events: out.events } : { violation: problem };
}

/**
 * The scenario's rules that wait for figures, looked at once a command's monsters have died, by
 * whatever killed them (1st ed. rulebook p. 34 "Special Scenario Rules"; special-rules/when.ts).
 * A standee's id is `<typeId>#<number>` (state.ts), so a dead standee still names its type; an
 * objective destroyed counts as a figure dead (p. 34 "Objective tokens").
 */
function afterDeaths(out: Emitter): RuleViolation | undefined {
  const died = out.events.flatMap((event) => (event.type === 'MonsterDied' ? [event.standeeId.split('#')[0] ?? ''] : []));
  // An objective destroyed names its place in the scenario's list of objectives (objectives.ts).
  const destroyed = out.events.flatMap((event) =>
    event.type === 'ObjectiveDestroyed' ? [own(out.state.objectives ?? {}, event.objectiveId)?.objective ?? -1] : [],
  );
  if ((died.length === 0 && destroyed.length === 0) || out.state.phase === 'ended') return undefined;
  return applyScenarioRules(out, { at: 'figureDied', died, destroyed });
}
