import { commandModule, type ScenarioCommand } from './commands';
import { startEmitter } from './emitter';
import type { ScenarioEvent } from './events';
import type { ScenarioState } from './state';
import type { Decision as EngineDecision } from '../engine';
import { refusedWith } from './violation';

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
  const problem = commandModule(command.type).decide(out, command as never);
  return problem === undefined ? { events: out.events } : { violation: problem };
}
