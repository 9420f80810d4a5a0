import type { z } from 'zod';
import { englishRefusal, refusal, type Refusal, type RefusalKey, type RefusalParams } from './refusal';
import { wordList, type Line, type Words } from './words';

/**
 * A command the rules refuse. `message` is a sentence a person can act on: what went wrong, that
 * nothing changed, and what to do instead. `code` names the rule for tests and screens. The one
 * refusal every engine (scenario, campaign, Founders) answers with.
 */
export interface RuleViolation {
  kind: 'RuleViolation';
  code: string;
  message: string;
  /** The refusal as a catalog key and its values, where the rule has one (the screens word it). */
  refusal?: Refusal;
}

/** What `decide` answers: the events a command causes, or the rule it breaks (nothing changes). */
export type Decision<E> = { events: E[] } | { violation: RuleViolation };

export function violation(code: string, message: string, refusal?: Refusal): { violation: RuleViolation } {
  return { violation: { kind: 'RuleViolation', code, message, ...(refusal ? { refusal } : {}) } };
}

/**
 * A refusal worded from the catalog (`refusals.<key>`): the English sentence as `message`, the key
 * and values beside it so the host words it in the asking screen's language.
 */
export function refusedWith(
  code: string,
  key: RefusalKey,
  params: RefusalParams = {},
  parts?: Record<string, Refusal[]>,
): { violation: RuleViolation } {
  const data = refusal(key, params, parts);
  return violation(code, englishRefusal(data), data);
}

export function isRefused<E>(decision: Decision<E>): decision is { violation: RuleViolation } {
  return 'violation' in decision;
}

/**
 * The shape of every rules engine in `shared/rules`: pure and replayable. The host keeps one
 * generic service over it (`main/services/aggregate.ts`) for execute, undo, redo and history.
 *
 * - `stateSchema` checks a stored state when it is loaded; `commandSchema` parses a command at the
 *   host's boundary and on replay (inside, commands are typed values);
 * - `decide` draws every random outcome from the generator kept in the state and puts it in the
 *   events, so `evolve` never draws and a replayed log gives the same game;
 * - `describe` is the line the history shows, stored with the command as keyed words (a catalog
 *   key and values, names as names) and worded when it is read, in the reader's language;
 * - `revealsHiddenInformation`: a command that shows what was hidden (a drawn card); undoing it
 *   and deciding again must not draw another card, which the stored rng guarantees.
 */
export interface Engine<S, C extends { type: string }, E, I = C> {
  /** "campaign", "game", "scenario": for the sentences a person reads. */
  noun: string;
  stateSchema: z.ZodType<S>;
  commandSchema: z.ZodType<C, I>;
  decide(state: S, command: C): Decision<E>;
  evolve(state: S, event: E): S;
  describe(before: S, command: C, events: readonly E[]): Line;
  revealsHiddenInformation(command: C): boolean;
}

export function evolveAll<S, E>(engine: Pick<Engine<S, never, E>, 'evolve'>, state: S, events: readonly E[]): S {
  return events.reduce((current, event) => engine.evolve(current, event), state);
}

/** One line per event, each described against the state it met, joined as one history line. */
export function describeEach<S, E>(
  state: S,
  events: readonly E[],
  line: (state: S, event: E) => Words,
  evolve: (state: S, event: E) => S,
): Line {
  const lines: Words[] = [];
  let current = state;
  for (const event of events) {
    lines.push(line(current, event));
    current = evolve(current, event);
  }
  return lines.length === 1 ? lines[0]! : wordList(lines, 'semicolon');
}
