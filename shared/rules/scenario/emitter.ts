import { engineDialect, type Emitter as EngineEmitter } from '../command-list';
import type { ScenarioEvent } from './events';
import { evolve } from './evolve';
import type { ScenarioState } from './state';
import type { RuleViolation } from './violation';

/** The scenario engine's dialect (shared/rules/command-list.ts): its state, its events, its evolve. */
export const scenarioDialect = engineDialect<ScenarioState, ScenarioEvent, RuleViolation>(evolve);

/** The scenario's emitter: each rule in `decide` sees the effect of the events before it. */
export type Emitter = EngineEmitter<ScenarioState, ScenarioEvent>;
export const startEmitter = scenarioDialect.startEmitter;
export const emit = scenarioDialect.emit;
