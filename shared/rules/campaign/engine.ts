import { describeEach, type Engine } from '../engine';
import { campaignCommandSchema, type CampaignCommand, type CampaignCommandInput } from './commands';
import { decideCampaign } from './decide';
import { describeCampaignEvent } from './describe';
import type { CampaignEvent } from './events';
import { evolveCampaign } from './evolve';
import { campaignStateSchema, type CampaignState } from './state';

/** Commands that draw from the campaign's generator: undone and decided again, they draw the same. */
const REVEALS_HIDDEN: ReadonlySet<CampaignCommand['type']> = new Set([
  'UseContentPacks',
  'AddEventCards',
  'DrawEvent',
  'SetUpSecondEditionCampaign',
  'DealPersonalQuests',
  'DealBattleGoals',
]);

/** The campaign engine in the shape every engine has (shared/rules/engine.ts). */
export const campaignEngine: Engine<CampaignState, CampaignCommand, CampaignEvent, CampaignCommandInput> = {
  noun: 'campaign',
  stateSchema: campaignStateSchema,
  commandSchema: campaignCommandSchema,
  decide: decideCampaign,
  evolve: evolveCampaign,
  describe: (before, _command, events) => describeEach(before, events, describeCampaignEvent, evolveCampaign),
  revealsHiddenInformation: (command) => REVEALS_HIDDEN.has(command.type),
};
