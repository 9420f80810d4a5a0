import type { CommandSchema, EngineCommandModule } from '../command-list';
import { scenarioDialect } from './emitter';
import type { ScenarioEvent } from './events';
import type { ScenarioState } from './state';
import type { RuleViolation } from './violation';

export type { CommandSchema };

/**
 * One scenario command, whole: its schema, whether it reveals hidden information (a card drawn, a
 * deck shuffled, a standee picked at random), the rule that decides it — drawing randomness only
 * from `out.state.rng` — and the history line it leaves. `commands.ts` builds the union the host
 * parses with, the metadata and the routing of `decide` and `describe` from its list of modules,
 * so adding a command is its module, one line in that list and its test.
 */
export type CommandModule<S extends CommandSchema = CommandSchema> = EngineCommandModule<ScenarioState, ScenarioEvent, RuleViolation, S>;

/** A command module, typed by its schema (the rule and the line get the parsed command). */
export const defineCommand = scenarioDialect.defineCommand;
