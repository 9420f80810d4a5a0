import { expect, test } from './fixture';
import { watchHostRequests } from './host-answers';

test('campaigns of the same name are told apart, and a double click adds one character', async ({ page, host, call, picture }) => {
  const first = await call('campaigns.create', { name: 'Gloom', edition: 'gh1', mode: 'campaign' });
  await call('campaigns.execute', {
    campaignId: first.state.id,
    command: { type: 'CreateCharacter', classId: 'brute', name: 'Grok', gold: 30 },
  });
  const second = await call('campaigns.create', { name: 'Gloom', edition: 'gh1', mode: 'campaign' });

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
    await picture(page, `same-name-${width}x${height}`, { fullPage: true });
  }

  const requests = watchHostRequests(page);
  await page.goto(`${host.url}/#/campaign/${second.state.id}/characters`);
  await page.getByRole('combobox', { name: 'Class' }).fill('Brute');
  await page.getByLabel('Name').fill('Wren');
  await page.getByRole('button', { name: 'Add character' }).dblclick();
  await expect(page.getByTestId('character-card')).toHaveCount(1);
  // Both clicks are in; once every request the page sent has its answer, one character was added.
  await requests.settled();
  expect(requests.count('campaigns.execute')).toBe(1);
  expect((await call('campaigns.get', { campaignId: second.state.id })).state.characters).toHaveLength(1);
});
