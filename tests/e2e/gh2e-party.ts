import { expect, type Page } from '@playwright/test';
import { connectHost } from '../support/host-client';
import { pressThroughTurns } from './play-turns';

/**
 * A 2nd-edition campaign on the imported gh2e.json pack (choosing it opens its starting scenarios,
 * Bandit Camp among them) and four
 * characters of the classes that have ability cards; `prepare` sends further commands first.
 */
export async function gh2eParty(
  hostUrl: string,
  name: string,
  prepare: (call: Awaited<ReturnType<typeof connectHost>>['call'], campaignId: string) => Promise<void> = async () => {},
): Promise<string> {
  const { call, close } = await connectHost(hostUrl);
  try {
    const campaign = await call('campaigns.create', { name, edition: 'gh2' });
    const campaignId = campaign.state.id as string;
    await call('campaigns.execute', { campaignId, command: { type: 'UseContentPacks', packIds: ['ghs-gh2'] } });
    await prepare(call, campaignId);
    for (const [classId, character] of [
      ['bruiser', 'Brak'],
      ['cragheart', 'Stone'],
      ['mindthief', 'Whisper'],
      ['spellweaver', 'Ember'],
    ]) {
      await call('campaigns.execute', { campaignId, command: { type: 'CreateCharacter', classId, name: character, gold: 15 } });
    }
    return campaignId;
  } finally {
    close();
  }
}

/**
 * Round 1 on the play screen: four initiatives, the monsters' cards, every turn up to the round's
 * end; `drawn` runs once the monsters' cards are drawn, before the first turn.
 */
export async function playRoundOne(page: Page, drawn: () => Promise<void> = async () => {}): Promise<void> {
  const ids = await page
    .locator('[data-testid^="initiative-"]')
    .evaluateAll((inputs) =>
      inputs.map((input) => input.getAttribute('data-testid') ?? '').filter((id) => /^initiative-[0-9a-f-]{36}$/.test(id)),
    );
  expect(ids).toHaveLength(4);
  for (const [index, id] of ids.entries()) {
    await page.getByTestId(id).fill(`${11 + index * 20} ${60 + index}`);
    await page.getByTestId(id).press('Enter');
  }
  await expect(page.getByTestId('draw')).toBeEnabled();
  await page.getByTestId('draw').click();
  await drawn();
  await pressThroughTurns(page);
}
