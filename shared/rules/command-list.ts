import { z } from 'zod';

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
