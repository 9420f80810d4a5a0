import { z } from 'zod';
import type { Line } from './words';

/** The schema of one command: an object whose `type` is the command's name. */
export type CommandSchema = z.ZodObject<{ type: z.ZodLiteral<string> }>;

/**
 * One command of an engine, whole (issue 28, the dialect the engines speak): its type and schema,
 * whether it reveals hidden information, the rule that decides it (emitting its events into the
 * engine's emitter `Out`, or answering the rule it breaks, never throwing) and its history line.
 */
export interface EngineCommandModule<Out, State, Event, Refusal, S extends CommandSchema> {
  type: z.output<S>['type'];
  schema: S;
  /** It draws from the engine's generator (a card, a deal, a shuffle, a standee): history marks it. */
  revealsHiddenInformation: boolean;
  /** The rule: emits the command's events into `out` (each applied to `out.state` at once), or answers the rule it breaks. */
  decide(out: Out, command: z.output<S>): Refusal | undefined;
  /** The line the history shows; `before` is the state the command met. */
  describe(before: State, command: z.output<S>, events: readonly Event[]): Line;
}

/** A module from its schema and its parts; the type is the schema's. */
export function moduleOf<S extends CommandSchema, M extends { schema: S }>(schema: S, parts: Omit<M, 'type' | 'schema'>): M {
  return { type: schema.shape.type.value, schema, ...parts } as unknown as M;
}

/** What an engine's list of command modules holds: each module's command type and schema. */
interface ListedModule {
  type: string;
  schema: z.ZodType<{ type: string }>;
}

/**
 * An engine's list of command modules, typed (issue 28, the one dialect): the commands it parses
 * (`Command`, `Input`), their types, and each module by its type — a table that misses a listed
 * command is a type error, and a command without a module is none of the engine's.
 */
export type CommandList<M extends ListedModule> = {
  Command: z.output<M['schema']>;
  Input: z.input<M['schema']>;
  Table: { [T in z.output<M['schema']>['type']]: Extract<M, { type: T }> };
};

/** Each module of the list by its command type (the engine's routing). */
export function moduleTable<M extends ListedModule>(modules: readonly M[]): CommandList<M>['Table'] {
  return Object.fromEntries(modules.map((m) => [m.type, m])) as unknown as CommandList<M>['Table'];
}

/** The union the host parses an engine's commands with, built from its modules' schemas. */
export function commandUnion<M extends ListedModule>(modules: readonly M[]): z.ZodType<CommandList<M>['Command'], CommandList<M>['Input']> {
  type Schema = M['schema'];
  return z.discriminatedUnion(
    'type',
    modules.map((m) => m.schema) as unknown as [
      z.ZodObject<{ type: z.ZodLiteral<string> }>,
      ...z.ZodObject<{ type: z.ZodLiteral<string> }>[],
    ],
  ) as unknown as z.ZodType<z.output<Schema>, z.input<Schema>>;
}
