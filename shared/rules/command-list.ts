import { z } from 'zod';
import { describeEach } from './engine';
import type { Line, Words } from './words';

/** The schema of a command's one shape: an object whose `type` is the command's name. */
type CommandObject = z.ZodObject<{ type: z.ZodLiteral<string> }>;

/**
 * The schema of one command: an object whose `type` is the command's name, or a union of such
 * objects told apart by another field (Founders' CollectIncome, by its reason), all of one type.
 */
export type CommandSchema = CommandObject | z.ZodDiscriminatedUnion<readonly CommandObject[]>;

/** The command type a schema parses (a union's: its first shape's, which its module's test checks for every shape). */
export function commandTypeOf(schema: CommandSchema): string {
  return schema instanceof z.ZodObject ? schema.shape.type.value : commandTypeOf(schema.options[0]!);
}

/**
 * One command of an engine, whole (issue 28, the dialect the engines speak): its type and schema,
 * whether it reveals hidden information, the rule that decides it (emitting its events into the
 * engine's emitter, or answering the rule it breaks, never throwing) and its history line.
 */
export interface EngineCommandModule<State, Event, Refusal, S extends CommandSchema = CommandSchema> {
  type: z.output<S>['type'];
  schema: S;
  /** It draws from the engine's generator (a card, a deal, a shuffle, a standee): history marks it. */
  revealsHiddenInformation: boolean;
  /** The rule: emits the command's events into `out` (each applied to `out.state` at once), or answers the rule it breaks. */
  decide(out: Emitter<State, Event>, command: z.output<S>): Refusal | undefined;
  /** The line the history shows; `before` is the state the command met. */
  describe(before: State, command: z.output<S>, events: readonly Event[]): Line;
}

/**
 * Collects the events a command causes while keeping a working state up to date, so each rule
 * sees the effect of the events before it (a monster killed by one target's attack is gone for the
 * next). The one emitter of every engine; each names its state and events.
 */
export interface Emitter<State, Event> {
  state: State;
  events: Event[];
}

/**
 * What an engine's commands are written with (issue 28, the one dialect): its emitter and
 * `defineCommand`, typed by the engine's state, events and refusal.
 */
export interface EngineDialect<State, Event, Refusal> {
  evolve(state: State, event: Event): State;
  startEmitter(state: State): Emitter<State, Event>;
  /** Each event is applied to `out.state` at once, in order. */
  emit(out: Emitter<State, Event>, ...events: readonly Event[]): void;
  /** A command module, typed by its schema (the rule and the line get the parsed command); the type is the schema's. */
  defineCommand<S extends CommandSchema>(
    schema: S,
    parts: Omit<EngineCommandModule<State, Event, Refusal, S>, 'type' | 'schema'>,
  ): EngineCommandModule<State, Event, Refusal, S>;
}

/** The dialect of an engine whose events change its state by `evolve`. */
export function engineDialect<State, Event, Refusal>(evolve: (state: State, event: Event) => State): EngineDialect<State, Event, Refusal> {
  const emit = (out: Emitter<State, Event>, ...events: readonly Event[]): void => {
    for (const event of events) {
      out.events.push(event);
      out.state = evolve(out.state, event);
    }
  };
  return {
    evolve,
    startEmitter: (state) => ({ state, events: [] }),
    emit,
    defineCommand: (schema, parts) => ({ type: commandTypeOf(schema), schema, ...parts }) as never,
  };
}

/**
 * The commands of an engine whose rules answer their events, or the rule they break, at once
 * (every campaign and Founders rule so far), each with one history sentence per event.
 */
export interface RuleCommands<State, Event, Refusal> {
  ruleCommand<S extends CommandSchema>(
    schema: S,
    rule: (state: State, command: z.output<S>) => readonly Event[] | Refusal,
    options?: { revealsHiddenInformation?: boolean },
  ): EngineCommandModule<State, Event, Refusal, S>;
  /** A rule's answer, events or the rule it breaks, given to the emitter. */
  answer(out: Emitter<State, Event>, result: readonly Event[] | Refusal): Refusal | undefined;
  /** The history line of a command: one sentence per event it caused. */
  linesOfEvents(before: State, command: unknown, events: readonly Event[]): Line;
}

export function ruleCommands<State, Event, Refusal>(
  dialect: EngineDialect<State, Event, Refusal>,
  parts: { isRefused(answer: readonly Event[] | Refusal): answer is Refusal; describeEvent(state: State, event: Event): Words },
): RuleCommands<State, Event, Refusal> {
  const answer = (out: Emitter<State, Event>, result: readonly Event[] | Refusal): Refusal | undefined => {
    if (parts.isRefused(result)) return result;
    dialect.emit(out, ...(result as readonly Event[]));
    return undefined;
  };
  const linesOfEvents = (before: State, _command: unknown, events: readonly Event[]): Line =>
    describeEach(before, events, parts.describeEvent, dialect.evolve);
  return {
    answer,
    linesOfEvents,
    ruleCommand: (schema, rule, options = {}) =>
      dialect.defineCommand(schema, {
        revealsHiddenInformation: options.revealsHiddenInformation ?? false,
        decide: (out, command) => answer(out, rule(out.state, command)),
        describe: linesOfEvents,
      }),
  };
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
