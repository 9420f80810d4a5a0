import type { z } from 'zod';
import { describeEach, violation, type Engine } from '../engine';
import { foundersCommandSchema, type FoundersCommand } from './commands';
import { decide } from './decide';
import { describeFoundersEvent } from './describe';
import type { FoundersEvent } from './events';
import { evolve } from './evolve';
import { foundersStateSchema, isViolation, type FoundersState } from './game-state';

/**
 * The Founders engine in the shape every engine has (shared/rules/engine.ts). Its rule functions
 * answer `{ violation: sentence }` among themselves (payout, vote, income are also used alone by the
 * screens); at the engine's edge that becomes the refusal every engine shares. Founders has no
 * hidden information and no randomness.
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
  describe: (before, _command, events) => describeEach(before, events, describeFoundersEvent, evolve),
  revealsHiddenInformation: () => false,
};
