import { expect, test } from './fixture';
import { startAdHocScenario } from './party';
import { atEachSize } from './pictures';

test.use({ actionTimeout: 15_000, data: 'gh1' });

/**
 * A scenario's variant of a monster in German (issue 29): gh.json's "cave-bear-scenario-54" has no
 * label of its own, so the play screen names it after its base monster's German label and the
 * scenario in German words, "Höhlenbär (Szenario 54)", never "Cave Bear (scenario 54)".
 */
test("a German play screen names a scenario's variant of a monster in German", async ({ page, host, call, picture }) => {
  const started = await startAdHocScenario(call, { packId: 'ghs-gh1', monsterTypeIds: ['cave-bear-scenario-54'], scenarioLevel: 1 }, [
    ['brute', 'Ada'],
  ]);
  const sessionId = started.id as string;
  await call('scenarios.execute', {
    sessionId,
    command: { type: 'AddMonsters', monsters: [{ typeId: 'cave-bear-scenario-54', rank: 'elite', standeeNumber: 1 }] },
  });
  await page.addInitScript(() => localStorage.setItem('haven-language', 'de'));
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/play/${sessionId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByText('Höhlenbär (Szenario 54)').first()).toBeVisible();
  await expect(page.getByText(/scenario 54|Cave Bear/i)).toHaveCount(0);
  // An ad hoc session's title in German too, not the English words kept with it.
  await expect(page.getByTestId('play-title')).toHaveText('Freies Szenario');
  await picture(page, 'play-de-title-1024x768');
  await atEachSize(page, async (size) => {
    await page.getByText('Höhlenbär (Szenario 54)').locator('visible=true').first().scrollIntoViewIfNeeded();
    await picture(page, `play-de-${size}`);
  });
});
