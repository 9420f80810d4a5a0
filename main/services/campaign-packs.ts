import type { CampaignCommand } from '@shared/rules/campaign';
import { startingScenarios } from '@shared/rules/campaign/starting-scenarios';
import { startingEventNumbers } from '@shared/rules/campaign/town/starting-decks';
import type { ContentService } from './content';

/**
 * Fills in what choosing content packs needs from the content: the packs' scenarios open at the
 * start of a campaign, and the event cards its decks start with (the decisions, for a campaign
 * with none unlocked and no decks yet, are the rules'). The edition is the campaign's.
 */
export async function withCampaignStart(
  content: ContentService,
  command: CampaignCommand,
  edition: 'gh1' | 'gh2',
): Promise<CampaignCommand> {
  if (command.type !== 'UseContentPacks' || command.packIds.length === 0) return command;
  const scenarios = await content.records('scenarios', command.packIds);
  const [setup] = await content.records('campaignSetups', command.packIds);
  return {
    ...command,
    startingScenarios: startingScenarios(scenarios).slice(0, 20),
    startingEvents: startingEventNumbers(edition, setup),
  };
}
