import type { CampaignCommandInput } from '../rules/campaign/commands';
import { campaignCommandSchema } from '../rules/campaign/commands';
import { decideCampaign } from '../rules/campaign/decide';
import { evolveCampaignAll } from '../rules/campaign/evolve';
import { emptyCampaign } from '../rules/campaign/state';
import { CAMPAIGN_FILE_FORMAT, CAMPAIGN_FILE_VERSION, type CampaignFileInput } from './campaign-file';

/**
 * A campaign file built the way the host builds one (commands decided, events evolved), for tests
 * of the reader. `undoneFrom` marks the last commands as undone, as an undo would.
 */
export function campaignFileFixture(commands: CampaignCommandInput[], undone = 0): CampaignFileInput {
  const initialState = emptyCampaign('camp-1', 'Frost Road', 'gh1', 'campaign');
  let state = initialState;
  const liveCount = commands.length - undone;
  const history = commands.map((input, index) => {
    const command = campaignCommandSchema.parse(input);
    const decision = decideCampaign(state, command);
    if ('violation' in decision) throw new Error(decision.violation.message);
    const { events } = decision;
    const next = evolveCampaignAll(state, events);
    if (index < liveCount) state = next;
    return {
      seq: index + 1,
      command,
      events,
      summary: `entry ${index + 1}`,
      at: `2026-01-0${1 + (index % 9)}T10:00:00.000Z`,
      isUndone: index >= liveCount,
    };
  });
  return {
    format: CAMPAIGN_FILE_FORMAT,
    version: CAMPAIGN_FILE_VERSION,
    exportedAt: '2026-02-01T12:00:00.000Z',
    exportedBy: 'Haven test',
    campaign: { createdAt: '2026-01-01T09:00:00.000Z', updatedAt: '2026-01-09T10:00:00.000Z', initialState, state },
    history,
    scenarioLogs: [],
  };
}

export const FIXTURE_COMMANDS: CampaignCommandInput[] = [
  { type: 'RenameParty', name: 'The Lantern Bearers' },
  { type: 'CreateCharacter', characterId: 'ch-1', classId: 'Brute', name: 'Bramble', gold: 30 },
  { type: 'UnlockScenario', scenarioId: '1', name: 'Black Barrow' },
  { type: 'RecordScenarioResult', scenarioId: '1', outcome: 'success' },
  { type: 'GainExperience', characterId: 'ch-1', amount: 12 },
  { type: 'ChangeGold', characterId: 'ch-1', amount: 9 },
];
