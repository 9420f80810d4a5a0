import type { Engine } from '../engine';
import { campaignCommandModule, campaignCommandSchema, type CampaignCommand, type CampaignCommandInput } from './commands';
import { decideCampaign } from './decide';
import type { CampaignEvent } from './events';
import { evolveCampaign } from './evolve';
import { campaignStateSchema, type CampaignState } from './state';

/**
 * The campaign engine in the shape every engine has (shared/rules/engine.ts). Each command is a
 * module (commands.ts lists them): its schema, rule and line together, and whether it draws from
 * the campaign's generator (undone and decided again, it draws the same).
 */
export const campaignEngine: Engine<CampaignState, CampaignCommand, CampaignEvent, CampaignCommandInput> = {
  noun: 'campaign',
  stateSchema: campaignStateSchema,
  commandSchema: campaignCommandSchema,
  decide: decideCampaign,
  evolve: evolveCampaign,
  describe: (before, command, events) => campaignCommandModule(command.type).describe(before, command as never, events),
  revealsHiddenInformation: (command) => campaignCommandModule(command.type).revealsHiddenInformation,
};
