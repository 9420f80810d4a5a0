import { parseScenarioCommand, type ScenarioCommandInput } from './commands';
import { decide } from './decide';
import type { ScenarioEvent } from './events';
import { evolveAll } from './evolve';
import type { ScenarioState } from './state';
import type { RuleViolation } from './violation';

export interface ReplayResult {
  state: ScenarioState;
  /** Events per accepted command, in order. */
  log: { command: ScenarioCommandInput; events: ScenarioEvent[] }[];
  /** Commands refused, with their index in the input. */
  refused: { index: number; violation: RuleViolation }[];
}

/**
 * Replays commands from an initial state through decide and evolve. Because every draw comes from
 * the generator stored in the state, the same commands always give the same state.
 */
export function replay(initial: ScenarioState, commands: readonly ScenarioCommandInput[]): ReplayResult {
  let state = initial;
  const log: ReplayResult['log'] = [];
  const refused: ReplayResult['refused'] = [];
  commands.forEach((command, index) => {
    // Replay is a boundary: the commands come from outside (a file, a test), so each is parsed here.
    const input = parseScenarioCommand(command);
    const decision = 'violation' in input ? input : decide(state, input.command);
    if ('violation' in decision) {
      refused.push({ index, violation: decision.violation });
      return;
    }
    state = evolveAll(state, decision.events);
    log.push({ command, events: decision.events });
  });
  return { state, log, refused };
}

/** Rebuilds a state from stored events alone, without deciding again. */
export function replayEvents(initial: ScenarioState, events: readonly ScenarioEvent[]): ScenarioState {
  return evolveAll(initial, events);
}
