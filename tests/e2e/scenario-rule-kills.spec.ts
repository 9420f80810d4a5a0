import { expect, test } from './fixture';
import { BRUTE_AND_CRAGHEART, createParty } from './party';
import { atEachSize } from './pictures';

// The standees' numbers are drawn (p. 13): the seed pins them; the spec finds the golems by type.
test.use({ data: 'gh1', seed: 29 });

interface SessionView {
  state: { revealedRooms: string[]; monsters: Record<string, { id: string; typeId: string }> };
}

/**
 * Lost Temple with Gloomhaven Secretariat's data (issue 29): its door opens when every Stone Golem
 * is killed. The play screen says what the rule waits for; the last golem killed there opens room 2
 * (tile C2b) with the Betrayer, without anyone opening a door, and the log says the rule did it.
 */
test("Lost Temple's room opens as its last Stone Golem is killed on the play screen", async ({ page, host, call, picture }) => {
  test.setTimeout(180_000);
  const { campaignId, characterIds } = await createParty(call, { name: 'Temple', edition: 'gh1', mode: 'casual' }, BRUTE_AND_CRAGHEART);
  const session = await call('scenarios.start', { campaignId, packId: 'ghs-gh1', scenarioId: '79', characterIds });
  const sessionId = session.id as string;
  const view = async () => (await call('scenarios.get', { sessionId })) as unknown as SessionView;
  const golems = Object.values((await view()).state.monsters).filter((standee) => standee.typeId === 'stone-golem');
  expect(golems.length).toBeGreaterThan(1);

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/play/${sessionId}`);
  const rule = page.getByTestId('scenario-rule-1');
  await expect(rule).toContainText('When every Stone Golem has been killed, once: the room on tile C2b opens, with its monsters.');
  await expect(rule).toContainText('Haven applies this');

  // All golems but one fall: the room stays closed.
  for (const golem of golems.slice(1))
    await call('scenarios.execute', {
      sessionId,
      command: { type: 'SufferDamage', figure: { kind: 'monster', id: golem.id }, amount: 99, source: 'other' },
    });
  const last = page.getByTestId(`standee-${golems[0]!.id}`);
  await expect(page.locator('[data-testid^="standee-stone-golem"]')).toHaveCount(1);
  expect((await view()).state.revealedRooms).not.toContain('2');

  // The last one killed on the play screen: room 2 opens with its boss.
  await last.click();
  await page.getByTestId('kill').click();
  await expect(page.locator('[data-testid^="standee-stone-golem"]')).toHaveCount(0);
  await expect(page.locator('[data-testid^="standee-the-betrayer"]')).toHaveCount(1);
  expect((await view()).state.revealedRooms).toContain('2');
  await atEachSize(page, async (size) => {
    await expect(page.locator('[data-testid^="standee-the-betrayer"]')).toBeVisible();
    await picture(page, `room-opened-${size}`, { fullPage: true });
  });

  // The log says the scenario's rule opened the room, in the players' words (issue 29, point 2).
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(page.locator('[data-testid^="standee-the-betrayer"]')).toBeVisible();
  await page.getByTestId('open-history').click();
  const newest = page.getByTestId('history-entry').first();
  await expect(newest).toContainText('. Scenario rule: the room on tile C2b opens, with its monsters');
  await picture(page, 'history-1024x768');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('history')).toBeHidden();
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(page.locator('[data-testid^="standee-the-betrayer"]')).toBeVisible();
  await page.getByTestId('open-history').click();
  await expect(page.getByTestId('history-entry').first()).toContainText('. Scenario rule: the room on tile C2b opens');
  await picture(page, 'history-768x1024');
  await page.evaluate(() => localStorage.setItem('haven-language', 'de'));
  await page.reload();
  await expect(page.locator('[data-testid^="standee-the-betrayer"]')).toBeVisible();
  await page.getByTestId('open-history').click();
  await expect(page.getByTestId('history-entry').first()).toContainText(
    '. Szenarioregel: der Raum auf Kartenteil C2b öffnet sich, mit seinen Monstern',
  );
  await picture(page, 'history-de-1024x768');
});
