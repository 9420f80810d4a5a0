import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Host } from '../../main/host';
import type { CampaignView } from '@shared/ipc/campaign-types';
import type { QuestStatus } from '@shared/ipc/character-types';
import { startTestHost, valueOf } from '../support/test-host';

let host: Host;
beforeAll(async () => {
  host = await startTestHost();
});
afterAll(() => host.close());
const value = valueOf(() => host);

describe('retirement reads the personal quest card from the content (rulebook p. 48)', () => {
  it('refuses until the card is fulfilled, then says it is due and retires', async () => {
    const { state } = await value<CampaignView>('campaigns.create', { name: 'Quests', edition: 'gh1' });
    const campaignId = state.id;
    const run = (command: unknown) => value<CampaignView>('campaigns.execute', { campaignId, command });
    await run({ type: 'UseContentPacks', packIds: ['haven-demo-gh1'] });
    await run({
      type: 'CreateCharacter',
      characterId: 'a',
      classId: 'Reedwalker',
      name: 'Ana',
      gold: 30,
      personalQuest: '2 The Long Walk',
    });
    await run({ type: 'CreateCharacter', characterId: 'b', classId: 'Reedwalker', name: 'Bo', gold: 30, personalQuest: 'Find my sister' });

    const quests = await value<QuestStatus[]>('characters.quests', { campaignId });
    expect(quests).toEqual([
      {
        characterId: 'a',
        card: {
          number: 2,
          name: 'The Long Walk',
          requirements: [
            { text: 'Road events resolved', target: 6, progress: 0, isCounted: false },
            { text: 'Complete "The Sunken Mill"', target: 1, progress: 0, isCounted: false },
          ],
        },
        status: 'in-progress',
      },
      { characterId: 'b', card: null, status: 'unknown' },
    ]);

    const early = await host.invoke('characters.retire', { campaignId, characterId: 'a', isQuestFulfilled: true });
    expect(!early.ok && early.error).toMatch(/Ana's personal quest is not fulfilled yet.*Nothing was changed/);

    await run({ type: 'SetQuestProgress', characterId: 'a', requirement: 0, value: 6 });
    await run({ type: 'SetQuestProgress', characterId: 'a', requirement: 1, value: 1 });
    expect((await value<QuestStatus[]>('characters.quests', { campaignId }))[0]?.status).toBe('fulfilled');
    const retired = await value<CampaignView>('characters.retire', { campaignId, characterId: 'a' });
    expect(retired.state.characters[0]).toMatchObject({ isRetired: true });

    const unsure = await host.invoke('characters.retire', { campaignId, characterId: 'b' });
    expect(!unsure.ok && unsure.error).toMatch(/Confirm that Bo's personal quest "Find my sister" is fulfilled/);
    expect(
      (await value<CampaignView>('characters.retire', { campaignId, characterId: 'b', isQuestFulfilled: true })).state.characters[1],
    ).toMatchObject({ isRetired: true });
  });
});
