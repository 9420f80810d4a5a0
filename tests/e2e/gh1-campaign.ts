import { expect, type Page } from '@playwright/test';
import { connectHost } from '../support/host-client';
import { newDataDir, startHostProcess } from './host-process';
import { peerPath } from './peer-path';

type Host = Awaited<ReturnType<typeof startHostProcess>>;
type Call = Awaited<ReturnType<typeof connectHost>>['call'];

/**
 * A host with GHS's gh.json imported from the Content screen and a 1st-edition campaign reading
 * it; `prepare` sends the campaign's further commands over the host's WebSocket. With `seed` the
 * host draws from it (HAVEN_SEED): the campaign's decks are shuffled the same every run.
 */
export async function gh1Campaign(
  page: Page,
  name: string,
  prepare: (call: Call, campaignId: string) => Promise<void> = async () => {},
  seed?: number,
): Promise<{ host: Host; campaignId: string }> {
  const host = await startHostProcess(newDataDir(), {}, seed);
  await page.goto(`${host.url}/#/content`);
  await page.locator('input[type=file]:not([data-testid])').setInputFiles(peerPath('ghs-data', 'gh.json'));
  await expect(page.getByTestId('import-summary')).toContainText('scenarios', { timeout: 60_000 });
  const { call, close } = await connectHost(host.url);
  try {
    const campaign = await call('campaigns.create', { name, edition: 'gh1' });
    const campaignId = campaign.state.id as string;
    await call('campaigns.execute', { campaignId, command: { type: 'UseContentPacks', packIds: ['ghs-gh1'] } });
    await prepare(call, campaignId);
    return { host, campaignId };
  } finally {
    close();
  }
}
