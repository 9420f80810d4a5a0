import { commandModule, type FoundersCommand } from './commands';
import { startEmitter } from './command-module';
import type { FoundersEvent } from './events';
import { refused, type FoundersState, type Violation } from './game-state';

export { MOST_HOUSES } from './decide-turns';

/**
 * What a command does to the game: the events it causes, or the rule it would break. Nothing is
 * changed by a violation. The command arrives parsed (the router, or `parseCommand` where a command
 * is built or read from outside); undo and redo replay stored events, never decide again. Each
 * command's rule is its module's (commands.ts lists them); every command but the setup needs a
 * game set up and not yet ended.
 */
export function decide(state: FoundersState, command: FoundersCommand): FoundersEvent[] | Violation {
  if (command.type !== 'SetUpGame') {
    if (!state.isSetUp) return refused('founders.notSetUp');
    if (state.winner !== undefined) return refused('founders.ended');
  }
  const out = startEmitter(state);
  const refusal = commandModule(command.type).decide(out, command as never);
  return refusal ?? out.events;
}
