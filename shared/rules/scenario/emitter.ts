import type { ScenarioEvent } from './events';
import { evolve } from './evolve';
import type { ScenarioState } from './state';

/**
 * Collects the events a command produces while keeping a working state up to date, so each rule
 * in `decide` sees the effect of the events before it (a monster killed by one target's attack is
 * gone for the next).
 */
export interface Emitter {
  state: ScenarioState;
  events: ScenarioEvent[];
}

export function startEmitter(state: ScenarioState): Emitter {
  return { state, events: [] };
}

export function emit(out: Emitter, ...events: ScenarioEvent[]): void {
  for (const event of events) {
    out.events.push(event);
    out.state = evolve(out.state, event);
  }
}
