import { expect, test, type Page } from '@playwright/test';
import { connectHost } from '../support/host-client';
import { newDataDir, startHostProcess } from './host-process';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });

test('campaigns of the same name are told apart, and a double click adds one character', async ({ page }) => {
  const host = await startHostProcess(newDataDir());
  const ws = await connectHost(host.url);
  try {
    const first = await ws.call('campaigns.create', { name: 'Gloom', edition: 'gh1', mode: 'campaign' });
    await ws.call('campaigns.execute', {
      campaignId: first.state.id,
      command: { type: 'CreateCharacter', classId: 'brute', name: 'Grok', gold: 30 },
    });
    const second = await ws.call('campaigns.create', { name: 'Gloom', edition: 'gh1', mode: 'campaign' });

    for (const [width, height] of [
      [1024, 768],
      [768, 1024],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(host.url);
      await expect(page.getByTestId('campaign-card')).toHaveCount(2);
      const lines = await page.getByTestId('campaign-dates').allInnerTexts();
      expect(lines[1]).toMatch(/^Grok · started /);
      expect(lines[0]).toMatch(/^started /);
      expect(new Set(lines).size).toBe(2);
      await shot(page, `campaign-list-same-name-${width}x${height}`);
    }

    await page.goto(`${host.url}/#/campaign/${second.state.id}/characters`);
    await page.getByRole('combobox', { name: 'Class' }).fill('Brute');
    await page.getByLabel('Name').fill('Wren');
    await page.getByRole('button', { name: 'Add character' }).dblclick();
    await expect(page.getByTestId('character-card')).toHaveCount(1);
    await page.waitForTimeout(500);
    expect((await ws.call('campaigns.get', { campaignId: second.state.id })).state.characters).toHaveLength(1);
  } finally {
    ws.close();
    await host.stop();
  }
});
