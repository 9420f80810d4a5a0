import type { CampaignCommand } from '@shared/rules/campaign';
import { startingScenarios } from '@shared/rules/campaign/starting-scenarios';
import type { ContentService } from './content';

/**
 * Fills in what choosing content packs needs from the content: the packs' scenarios open at the
 * start of a campaign (the decision, for a campaign with none unlocked yet, is the rule's).
 */
export async function withStartingScenarios(content: ContentService, command: CampaignCommand): Promise<CampaignCommand> {
  if (command.type !== 'UseContentPacks' || command.packIds.length === 0) return command;
  const scenarios = await content.records('scenarios', command.packIds);
  return { ...command, startingScenarios: startingScenarios(scenarios).slice(0, 20) };
}
