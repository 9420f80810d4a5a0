import { describe, expect, it } from 'vitest';
import { emptyCampaign } from '@shared/rules/campaign/state';
import type { CampaignCommand } from '@shared/rules/campaign';
import { withContentFacts } from './campaign-packs';
import type { ContentService } from './content';

/** The content's scenarios as the content service reads them for the campaign's packs (only what the fill reads). */
const content = {
  records: (kind: string) => Promise.resolve(kind === 'scenarios' ? [{ index: '90', name: 'Invented Vault' }] : []),
} as unknown as ContentService;

describe('the facts the host fills into a campaign command from its content', () => {
  it("names the scenarios an event's outcome unlocks, and leaves an unknown number without a name", async () => {
    const state = { ...emptyCampaign('c', 'Test', 'gh2', 'campaign'), contentPackIds: ['pack'] };
    const command: CampaignCommand = {
      type: 'ResolveEvent',
      option: 'A',
      disposition: 'return',
      scenarioNames: {},
      effects: {
        reputation: 0,
        prosperity: 0,
        characterIds: [],
        goldEach: 0,
        experienceEach: 0,
        checkmarksEach: 0,
        achievements: [],
        scenarios: ['90', '91'],
        goldShares: [],
        collectiveGold: 0,
      } as unknown as Extract<CampaignCommand, { type: 'ResolveEvent' }>['effects'],
    };
    const filled = await withContentFacts(content, command, state);
    expect(filled).toMatchObject({ scenarioNames: { '90': 'Invented Vault' } });
    expect(filled.type === 'ResolveEvent' && filled.scenarioNames['91']).toBeUndefined();
  });
});
