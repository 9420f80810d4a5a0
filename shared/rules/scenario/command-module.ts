import type { z } from 'zod';
import type { Emitter } from './emitter';
import type { ScenarioEvent } from './events';
import type { ScenarioState } from './state';
import type { RuleViolation } from './violation';
import type { Line } from '../words';

/** The schema of one command: an object whose `type` is the command's name. */
export type CommandSchema = z.ZodObject<{ type: z.ZodLiteral<string> }>;

/**
 * One scenario command, whole: its schema, whether it reveals hidden information, the rule that
 * decides it and the history line it leaves. `commands.ts` builds the union the host parses with,
 * the metadata and the routing of `decide` and `describe` from its list of modules, so adding a
 * command is its module, one line in that list and its test.
 */
export interface CommandModule<S extends CommandSchema = CommandSchema> {
  type: z.output<S>['type'];
  schema: S;
  /** It draws a card, shuffles a deck or picks a random standee: history marks it. */
  revealsHiddenInformation: boolean;
  /**
   * The rule: emits the command's events into `out` (each one applied to `out.state` at once), or
   * answers the rule it breaks. Draws randomness only from `out.state.rng`.
   */
  decide(out: Emitter, command: z.output<S>): RuleViolation | undefined;
  /** The line the history shows; `before` is the state the command met. */
  describe(before: ScenarioState, command: z.output<S>, events: readonly ScenarioEvent[]): Line;
}

/** A command module, typed by its schema (the rule and the line get the parsed command). */
export function defineCommand<S extends CommandSchema>(schema: S, parts: Omit<CommandModule<S>, 'type' | 'schema'>): CommandModule<S> {
  return { type: schema.shape.type.value as z.output<S>['type'], schema, ...parts };
}
