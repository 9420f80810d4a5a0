import type { z } from 'zod';
import { violation, type Engine } from '../engine';
import { commandModule, foundersCommandSchema, type FoundersCommand } from './commands';
import { decide } from './decide';
import type { FoundersEvent } from './events';
import { evolve } from './evolve';
import { foundersStateSchema, isViolation, type FoundersState } from './game-state';

/**
 * The Founders engine in the shape every engine has (shared/rules/engine.ts). Its rule functions
 * answer `{ violation: sentence }` among themselves (payout, vote, income are also used alone by the
 * screens); at the engine's edge that becomes the refusal every engine shares. Each command is a
 * module (commands.ts lists them): its schema, rule and line together. Founders has no hidden
 * information and no randomness.
 */
export const foundersEngine: Engine<FoundersState, FoundersCommand, FoundersEvent, z.input<typeof foundersCommandSchema>> = {
  noun: 'game',
  stateSchema: foundersStateSchema,
  commandSchema: foundersCommandSchema,
  decide: (state, command) => {
    const events = decide(state, command);
    return isViolation(events) ? violation('founders-rule', events.violation, events.refusal) : { events };
  },
  evolve,
  // The line and whether it reveals hidden information are the command's module's (commands.ts).
  describe: (before, command, events) => commandModule(command.type).describe(before, command as never, events),
  revealsHiddenInformation: (command) => commandModule(command.type).revealsHiddenInformation,
};
