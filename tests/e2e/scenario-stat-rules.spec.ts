import { expect, test } from './fixture';
import { BRUTE_AND_CRAGHEART, createParty } from './party';
import { atEachSize } from './pictures';

test.use({ data: 'gh1', seed: 54 });

/**
 * The Cave Bears of scenario 54 with Gloomhaven Secretariat's data (issue 29 point 2): the rule
 * "every Cave Bear attack also poisons" is applied, so the Cave Bear's stat card shows poison beside
 * its attack, and the play screen says the rule in words as one Haven applies, in English and German.
 */
test("scenario 54's Cave Bears poison: the stat card shows it and the rule reads as applied", async ({ page, host, call, picture }) => {
  const { campaignId, characterIds } = await createParty(call, { name: 'Bears', edition: 'gh1', mode: 'casual' }, BRUTE_AND_CRAGHEART);
  const session = await call('scenarios.start', { campaignId, packId: 'ghs-gh1', scenarioId: '54', characterIds });
  await page.goto(`${host.url}/#/play/${session.id as string}`);

  const bears = page.getByTestId('monster-group-cave-bear');
  const rule = page.getByTestId('scenario-rule-1');
  await atEachSize(page, async (size) => {
    await expect(rule).toContainText('All scenario long: every attack of Cave Bear adds poison.');
    await expect(rule).toContainText('Haven applies this');
    await expect(bears.getByTestId('stat-card').getByRole('img', { name: 'Poison' }).first()).toBeVisible();
    await picture(page, size, { fullPage: true });
  });

  await page.evaluate(() => localStorage.setItem('haven-language', 'de'));
  await page.reload();
  await expect(page.getByTestId('scenario-rule-1')).toContainText(
    'Das ganze Szenario über: jeder Angriff von Höhlenbär verursacht zusätzlich Gift.',
  );
  await expect(
    page.getByTestId('monster-group-cave-bear').getByTestId('stat-card').getByRole('img', { name: 'Gift' }).first(),
  ).toBeVisible();
  await picture(page, 'de-1024x768', { fullPage: true });
});

/**
 * Scenario 78 (issue 29 point 2): once the door to the room on tile M1a is opened, the Cultists of
 * the scenario are immune to immobilize and stun, and their stat card says so with the rule's two
 * lines of text (immune to forced movement, can open doors).
 */
test("scenario 78's Cultists are immune from their room's reveal, as their stat card says", async ({ page, host, call, picture }) => {
  const { campaignId, characterIds } = await createParty(call, { name: 'Cult', edition: 'gh1', mode: 'casual' }, BRUTE_AND_CRAGHEART);
  const session = await call('scenarios.start', { campaignId, packId: 'ghs-gh1', scenarioId: '78', characterIds });
  await page.goto(`${host.url}/#/play/${session.id as string}`);
  await expect(page.getByTestId('scenario-rule-1')).toContainText(
    'From when the room on tile M1a is revealed: Cultist (scenario 78) is immune to immobilize and stun;',
  );
  await page.getByRole('button', { name: 'Door: M1a' }).click();
  const card = page.getByTestId('monster-group-cultist-scenario-78').getByTestId('stat-card');
  await atEachSize(page, async (size) => {
    await expect(
      card.getByText('Immune: Immobilize, Stun · Immune to forced movement · Can open doors').filter({ visible: true }).first(),
    ).toBeVisible();
    await picture(page, `78-${size}`, { fullPage: true });
  });
});
