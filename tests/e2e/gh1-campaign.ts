import type { HostCall } from './fixture';

/**
 * A 1st-edition campaign reading GHS's gh.json (a spec with `test.use({ data: 'gh1' })` starts on
 * it imported); `prepare` sends the campaign's further commands. Answers the campaign's id.
 */
export async function gh1Campaign(
  call: HostCall,
  name: string,
  prepare: (call: HostCall, campaignId: string) => Promise<void> = async () => {},
): Promise<string> {
  const campaign = await call('campaigns.create', { name, edition: 'gh1' });
  const campaignId = campaign.state.id as string;
  await call('campaigns.execute', { campaignId, command: { type: 'UseContentPacks', packIds: ['ghs-gh1'] } });
  await prepare(call, campaignId);
  return campaignId;
}

/** Ada the Brute under the id `ada`, with 30 gold and the personal quest named (`<number> <name>`, as gh.json names it). */
export function adaTheBrute(personalQuest: string) {
  return { type: 'CreateCharacter', characterId: 'ada', classId: 'brute', name: 'Ada', gold: 30, personalQuest } as const;
}
