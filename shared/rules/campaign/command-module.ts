import { engineDialect, ruleCommands, type CommandSchema, type Emitter, type EngineCommandModule } from '../command-list';
import { describeCampaignEvent } from './describe';
import type { CampaignEvent } from './events';
import { evolveCampaign } from './evolve';
import type { CampaignState } from './state';
import { isRefused, type Refused } from './violation';

/** The campaign engine's dialect (shared/rules/command-list.ts): its state, its events, its evolve. */
const campaignDialect = engineDialect<CampaignState, CampaignEvent, Refused>(evolveCampaign);

/** The campaign's emitter: each rule sees the effect of the events before it. */
export type CampaignEmitter = Emitter<CampaignState, CampaignEvent>;
export const startEmitter = campaignDialect.startEmitter;
export const emit = campaignDialect.emit;

export type { CommandSchema };

/**
 * One campaign command, whole (issue 28, the dialect every engine speaks; see
 * `EngineCommandModule`): it reveals hidden information when it draws from the campaign's
 * generator (a card, a deal, a shuffle), so undone and decided again it draws the same. `commands.ts`
 * lists the modules once; the union the host parses with, the types and the routing are built from
 * the list.
 */
export type CampaignCommandModule<S extends CommandSchema = CommandSchema> = EngineCommandModule<CampaignState, CampaignEvent, Refused, S>;

export const defineCommand = campaignDialect.defineCommand;

/** A rule that answers a command's events, or the rule it breaks, from the campaign as the command met it. */
export type CampaignRule<C> = (state: CampaignState, command: C) => readonly CampaignEvent[] | Refused;

/**
 * A command whose rule answers its events or the rule it breaks at once (every campaign rule so
 * far), with one history sentence per event in the campaign's words; a rule's answer given to the
 * emitter; a command's history line.
 */
const rules = ruleCommands(campaignDialect, { isRefused, describeEvent: describeCampaignEvent });
export const ruleCommand = rules.ruleCommand;
export const answer = rules.answer;
export const linesOfEvents = rules.linesOfEvents;
