import { expect, test, type Page } from './fixture';
import { pictureOf } from './pictures';
import { BRUTE_AND_CRAGHEART, createParty, winFirstRound } from './party';

const shot = (page: Page, name: string) => pictureOf(page, `${name}`, { fullPage: true });

test.use({ data: 'gh1', seed: 1 });

/**
 * Black Barrow with Gloomhaven Secretariat's data, won and settled from the play screen: the
 * settlement lists its rewards in words, asks who looted its treasure tile, and "Apply to the
 * campaign" gives the party First Steps and unlocks Barrow Lair, which is refused before that.
 */
test("settlement applies Black Barrow's rewards and a looted treasure; Barrow Lair waits for them", async ({ page, host, call }) => {
  test.setTimeout(120_000);
  const { campaignId, characterIds } = await createParty(call, { name: 'Barrow', edition: 'gh1', mode: 'campaign' }, BRUTE_AND_CRAGHEART);
  await expect(call('scenarios.start', { campaignId, packId: 'ghs-gh1', scenarioId: '2', characterIds })).rejects.toThrow(
    /needs scenario 1 completed, party achievement First Steps/,
  );

  const started = await call('scenarios.start', { campaignId, packId: 'ghs-gh1', scenarioId: '1', characterIds });
  const sessionId = started.id as string;
  await winFirstRound(call, sessionId, characterIds);

  for (const [width, height] of [
    [1024, 768],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`${host.url}/#/play/${sessionId}`);
    const rewards = page.getByTestId('settlement-rewards');
    await expect(rewards).toContainText('Party achievement: First Steps');
    await expect(rewards).toContainText('Scenario 2 "Barrow Lair" is unlocked');
    await expect(page.getByTestId('treasure-7')).toBeVisible();
    await page.getByTestId('apply-settlement').scrollIntoViewIfNeeded();
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    await shot(page, `settlement-rewards-${width}x${height}`);
  }
  await page.getByTestId('treasure-7').selectOption({ label: 'Ada' });
  await page.getByTestId('apply-settlement').click();
  await expect(page.getByText('Settled', { exact: true })).toBeVisible();
  await shot(page, 'settlement-rewards-settled');

  const after = (await call('campaigns.get', { campaignId })).state;
  expect(after.party.achievements).toEqual(['First Steps']);
  expect(after.scenarios.map((s: { id: string }) => s.id)).toEqual(['1', '2']);
  expect(after.lootedTreasures).toEqual([7]);
  const history = await call('campaigns.history', { campaignId });
  expect(history[0].summary).toContain('Ada looted treasure 7 (Draw a random side scenario');
  const lair = await call('scenarios.start', { campaignId, packId: 'ghs-gh1', scenarioId: '2', characterIds });
  expect(lair.name).toContain('Barrow Lair');
});
