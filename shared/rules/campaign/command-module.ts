import type { z } from 'zod';
import { moduleOf, type CommandSchema, type EngineCommandModule } from '../command-list';
import { describeEach } from '../engine';
import type { Line } from '../words';
import { describeCampaignEvent } from './describe';
import type { CampaignEvent } from './events';
import { evolveCampaign } from './evolve';
import type { CampaignState } from './state';
import { isRefused, type Refused } from './violation';

/**
 * Collects the events a command causes while keeping the working state up to date, so a rule sees
 * the effect of the events before it (the scenario and Founders engines' emitter, for a campaign).
 */
export interface CampaignEmitter {
  state: CampaignState;
  events: CampaignEvent[];
}

export function startEmitter(state: CampaignState): CampaignEmitter {
  return { state, events: [] };
}

export function emit(out: CampaignEmitter, ...events: readonly CampaignEvent[]): void {
  for (const event of events) {
    out.events.push(event);
    out.state = evolveCampaign(out.state, event);
  }
}

export type { CommandSchema };

/**
 * One campaign command, whole (issue 28, the dialect every engine speaks; see
 * `EngineCommandModule`): it reveals hidden information when it draws from the campaign's
 * generator (a card, a deal, a shuffle), so undone and decided again it draws the same. `commands.ts`
 * lists the modules once; the union the host parses with, the types and the routing are built from
 * the list.
 */
export type CampaignCommandModule<S extends CommandSchema = CommandSchema> = EngineCommandModule<
  CampaignEmitter,
  CampaignState,
  CampaignEvent,
  Refused,
  S
>;

export function defineCommand<S extends CommandSchema>(
  schema: S,
  parts: Omit<CampaignCommandModule<S>, 'type' | 'schema'>,
): CampaignCommandModule<S> {
  return moduleOf<S, CampaignCommandModule<S>>(schema, parts);
}

/** A rule that answers a command's events, or the rule it breaks, from the campaign as the command met it. */
export type CampaignRule<C> = (state: CampaignState, command: C) => readonly CampaignEvent[] | Refused;

/**
 * The module of a command whose rule answers its events or the rule it breaks at once (every
 * campaign rule so far), with one history sentence per event.
 */
export function ruleCommand<S extends CommandSchema>(
  schema: S,
  rule: CampaignRule<z.output<S>>,
  options: { revealsHiddenInformation?: boolean } = {},
): CampaignCommandModule<S> {
  return defineCommand(schema, {
    revealsHiddenInformation: options.revealsHiddenInformation ?? false,
    decide: (out, command) => answer(out, rule(out.state, command)),
    describe: linesOfEvents,
  });
}

/** A rule's answer, events or the rule it breaks, given to the emitter. */
export function answer(out: CampaignEmitter, result: readonly CampaignEvent[] | Refused): Refused | undefined {
  if (isRefused(result)) return result;
  emit(out, ...result);
  return undefined;
}

/** The history line of a command: one sentence per event it caused, in the campaign's words. */
export function linesOfEvents(before: CampaignState, _command: unknown, events: readonly CampaignEvent[]): Line {
  return describeEach(before, events, describeCampaignEvent, evolveCampaign);
}
