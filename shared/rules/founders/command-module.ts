import { engineDialect, ruleCommands, type CommandSchema, type Emitter, type EngineCommandModule } from '../command-list';
import { describeFoundersEvent } from './describe';
import type { FoundersEvent } from './events';
import { evolve } from './evolve';
import { isViolation, type FoundersState, type Violation } from './game-state';

/** The Founders engine's dialect (shared/rules/command-list.ts): its state, its events, its evolve. */
const foundersDialect = engineDialect<FoundersState, FoundersEvent, Violation>(evolve);

/** Founders' emitter: each rule sees the effect of the events before it. */
export type FoundersEmitter = Emitter<FoundersState, FoundersEvent>;
export const startEmitter = foundersDialect.startEmitter;
export const emit = foundersDialect.emit;

/**
 * One Founders command, whole (issue 28, the dialect every engine speaks; see
 * `EngineCommandModule`). Founders has no hidden information and no randomness: no command reveals
 * any so far. `commands.ts` lists the modules once; the union the host parses with, the types and
 * the routing are built from the list.
 */
export type FoundersCommandModule<S extends CommandSchema = CommandSchema> = EngineCommandModule<
  FoundersState,
  FoundersEvent,
  Violation,
  S
>;

export const defineCommand = foundersDialect.defineCommand;

/**
 * A command whose rule answers its events or the rule it breaks at once (every Founders rule so
 * far), with one history sentence per event in the game's words; a rule's answer given to the
 * emitter; a command's history line.
 */
const rules = ruleCommands(foundersDialect, {
  isRefused: (answer): answer is Violation => isViolation(answer),
  describeEvent: describeFoundersEvent,
});
export const ruleCommand = rules.ruleCommand;
export const answer = rules.answer;
export const linesOfEvents = rules.linesOfEvents;
