import type { z } from 'zod';
import { describeEach } from '../engine';
import type { Line } from '../words';
import { describeFoundersEvent } from './describe';
import type { FoundersEvent } from './events';
import { evolve } from './evolve';
import { isViolation, type FoundersState, type Violation } from './game-state';

/**
 * Collects the events a command causes while keeping the working state up to date, so a rule sees
 * the effect of the events before it (the scenario engine's emitter, for Founders' state).
 */
export interface FoundersEmitter {
  state: FoundersState;
  events: FoundersEvent[];
}

export function startEmitter(state: FoundersState): FoundersEmitter {
  return { state, events: [] };
}

export function emit(out: FoundersEmitter, ...events: FoundersEvent[]): void {
  for (const event of events) {
    out.events.push(event);
    out.state = evolve(out.state, event);
  }
}

/**
 * One Founders command, whole (issue 28: the scenario engine's dialect): its type and schema,
 * whether it reveals hidden information, the rule that decides it (emitting its events into `out`,
 * or answering the rule it breaks, never throwing) and its history line. `commands.ts` lists the
 * modules once; the union the host parses with, the types and the routing are built from the list.
 */
export interface FoundersCommandModule<T extends string = string, S extends z.ZodType<{ type: T }> = z.ZodType<{ type: T }>> {
  type: T;
  schema: S;
  /** Founders has no hidden information and no randomness: false for every command so far. */
  revealsHiddenInformation: boolean;
  decide(out: FoundersEmitter, command: z.output<S>): Violation | undefined;
  describe(before: FoundersState, command: z.output<S>, events: readonly FoundersEvent[]): Line;
}

export function defineCommand<T extends string, S extends z.ZodType<{ type: T }>>(
  type: T,
  schema: S,
  parts: Omit<FoundersCommandModule<T, S>, 'type' | 'schema'>,
): FoundersCommandModule<T, S> {
  return { type, schema, ...parts };
}

/**
 * The module of a command whose rule answers its events or the rule it breaks at once (every
 * Founders rule so far): no hidden information, one history sentence per event.
 */
export function ruleCommand<T extends string, S extends z.ZodType<{ type: T }>>(
  type: T,
  schema: S,
  rule: (state: FoundersState, command: z.output<S>) => readonly FoundersEvent[] | Violation,
): FoundersCommandModule<T, S> {
  return defineCommand(type, schema, {
    revealsHiddenInformation: false,
    decide: (out, command) => answer(out, rule(out.state, command)),
    describe: linesOfEvents,
  });
}

/** A rule's answer, events or the rule it breaks, given to the emitter. */
export function answer(out: FoundersEmitter, result: readonly FoundersEvent[] | Violation): Violation | undefined {
  if (isViolation(result)) return result as Violation;
  emit(out, ...result);
  return undefined;
}

/** The history line of a command: one sentence per event it caused, in the game's words. */
export function linesOfEvents(before: FoundersState, _command: unknown, events: readonly FoundersEvent[]): Line {
  return describeEach(before, events, describeFoundersEvent, evolve);
}
