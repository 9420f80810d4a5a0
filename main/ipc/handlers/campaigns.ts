import { achievementNamesIn } from '@shared/content/achievement-names';
import { SCHEMA_VERSION } from '../../../migrations';
import { withCampaignStart, withContentFacts } from '../../services/campaign-packs';
import { APP_VERSION } from '../../version';
import type { Handlers } from '../router';
import type { HandlerContext } from './context';

type Pick<K extends string> = { [C in Extract<keyof Handlers, K>]: Handlers[C] };

export function appHandlers(ctx: HandlerContext): Pick<'app.info'> {
  return {
    'app.info': async () => ({ version: APP_VERSION, dataFile: ctx.dataFile, schemaVersion: SCHEMA_VERSION, mode: ctx.mode }),
  };
}

export function campaignHandlers(ctx: HandlerContext): Pick<`campaigns.${string}`> {
  const { campaigns, content, scenarios } = ctx.services;
  return {
    'campaigns.list': () => campaigns.list(),
    'campaigns.create': async (input) => {
      if (input.contentPackIds.length === 0) return campaigns.create(input);
      const use = {
        type: 'UseContentPacks' as const,
        packIds: input.contentPackIds,
        startingScenarios: [],
        startingEvents: { city: [], road: [] },
      };
      const setup = [await withCampaignStart(content, use, input.edition)];
      // A 2nd-edition campaign starts set up from its content's campaign sheet, with no separate step.
      const [sheet] = input.edition === 'gh2' ? await content.records('campaignSetups', input.contentPackIds) : [];
      if (sheet)
        setup.push({ type: 'SetUpSecondEditionCampaign', setup: { startingEvents: sheet.startingEvents, milestones: sheet.milestones } });
      return campaigns.create(input, setup);
    },
    'campaigns.get': ({ campaignId }) => campaigns.get(campaignId),
    'campaigns.execute': async ({ campaignId, command }) =>
      campaigns.execute(
        campaignId,
        command.type === 'RecordScenarioResult'
          ? // A success recorded by hand gains the scenario's rewards from the content (issue 29).
            await scenarios.withRecordedRewards(campaignId, command)
          : await withContentFacts(content, command, (await campaigns.get(campaignId)).state),
      ),
    'campaigns.scenarioRewards': ({ campaignId, scenarioId }, { language }) => scenarios.campaignRewards(campaignId, scenarioId, language),
    'campaigns.achievementNames': async ({ campaignId, also }, { language }) => {
      const { state } = await campaigns.get(campaignId);
      const held = {
        globalAchievements: [...state.globalAchievements, ...(also?.global ?? [])],
        party: { achievements: [...state.party.achievements, ...(also?.party ?? [])] },
      };
      return achievementNamesIn(held, await content.names(state.contentPackIds, language));
    },
    'campaigns.undo': ({ campaignId }) => campaigns.undo(campaignId),
    'campaigns.redo': ({ campaignId }) => campaigns.redo(campaignId),
    'campaigns.delete': async ({ campaignId, confirmName }) => {
      await campaigns.remove(campaignId, confirmName);
      return { deleted: true as const };
    },
    'campaigns.history': ({ campaignId, limit, characterId }, { language }) => campaigns.history(campaignId, limit, characterId, language),
  };
}
