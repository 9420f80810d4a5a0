import type { Engine } from '../engine';
import { COMMAND_METADATA, describeCommand, scenarioCommandSchema, type ScenarioCommand, type ScenarioCommandInput } from './commands';
import { decide } from './decide';
import type { ScenarioEvent } from './events';
import { evolve } from './evolve';
import type { ScenarioState } from './state';
import { scenarioStateSchema } from './state-schema';

/** The scenario engine in the shape every engine has (shared/rules/engine.ts). */
export const scenarioEngine: Engine<ScenarioState, ScenarioCommand, ScenarioEvent, ScenarioCommandInput> = {
  noun: 'scenario',
  stateSchema: scenarioStateSchema,
  commandSchema: scenarioCommandSchema,
  decide,
  evolve,
  describe: describeCommand,
  // Placing monsters counts as revealing whatever the standee numbers (a room's monsters come from the pack).
  revealsHiddenInformation: (command) => COMMAND_METADATA[command.type].revealsHiddenInformation,
};
