import { expect, test, type Page } from './fixture';
import { BRUTE_AND_CRAGHEART, createParty } from './party';
import { atEachSize } from './pictures';

test.use({ actionTimeout: 15_000, data: 'gh1', seed: 29 });

/** English words from Haven's screens and gh.json that a German reader must not meet on these screens. */
const ENGLISH = [
  'Ancient Technology',
  "A Demon's Errand",
  'Minor Power Potion',
  'Remove 2',
  'Add 1',
  'Ignore negative',
  'rolling',
  'null ×1',
  '∅',
  '$:',
];

async function expectNoEnglish(page: Page, testId: string) {
  const text = (await page.getByTestId(testId).textContent()) ?? '';
  for (const word of ENGLISH) expect(text, `${testId} shows "${word}"`).not.toContain(word);
}

/**
 * German everywhere the data has German (issue 29): Gloomhaven Secretariat's gh.json labels the
 * achievements and items in German, and Haven words the perks from their cards; the campaign
 * page, the character sheet and the play screen show none of the English a German player met.
 */
test('a German campaign page, character sheet and play screen leave no English words', async ({ page, host, call, picture }) => {
  const {
    campaignId,
    characterIds: [ada, bo],
  } = await createParty(call, { name: 'Worte', edition: 'gh1', mode: 'casual' }, BRUTE_AND_CRAGHEART, { packIds: ['ghs-gh1'] });
  const execute = (command: unknown) => call('campaigns.execute', { campaignId, command });
  await execute({ type: 'AddAchievement', scope: 'global', name: 'Ancient Technology' });
  await execute({ type: 'AddAchievement', scope: 'party', name: "A Demon's Errand" });
  await execute({ type: 'AddItem', characterId: ada, item: 'Minor Power Potion' });
  // Three battle-goal checkmarks earn Ada one perk to tick on her sheet (1st ed. rulebook p. 44).
  await execute({ type: 'ChangeCheckmarks', characterId: ada, amount: 3 });
  await page.addInitScript(() => localStorage.setItem('haven-language', 'de'));
  await page.setViewportSize({ width: 1024, height: 768 });

  await page.goto(`${host.url}/#/campaign/${campaignId}/party`);
  await expect(page.getByText('Antike Technologie')).toBeVisible();
  await expect(page.getByText('Dämonischer Auftrag')).toBeVisible();
  await expect(page.getByText('Ancient Technology')).toHaveCount(0);
  await atEachSize(page, async (size) => {
    await page.getByText('Dämonischer Auftrag').scrollIntoViewIfNeeded();
    await picture(page, `campaign-${size}`);
  });

  await page.goto(`${host.url}/#/campaign/${campaignId}/character/${ada}`);
  const perks = page.getByTestId('perk-list');
  await expect(perks.getByTestId('perk-1')).toHaveText('Entferne 2 −1-Karten');
  await expect(perks.getByTestId('perk-11')).toHaveText('Ignoriere negative Gegenstandseffekte; Füge eine +1-Karte hinzu');
  await expect(perks.getByTestId('perk-deck')).toContainText('Null-Karte ×1');
  await expectNoEnglish(page, 'perk-list');
  await expect(page.getByText('Verbesserungen gibt es ab dem globalen Erfolg „Macht der Verbesserung“.')).toBeVisible();
  // The perk ticked reads in the character's history in the same words.
  await perks.getByTestId('perk-1').getByRole('checkbox').first().click();
  await expect(page.getByText('Ada hat den Vorteil „Entferne 2 −1-Karten“ genommen')).toBeVisible();
  await atEachSize(page, async (size) => {
    await perks.scrollIntoViewIfNeeded();
    await picture(page, `sheet-${size}`);
  });

  const session = await call('scenarios.start', { campaignId, packId: 'ghs-gh1', scenarioId: '1', characterIds: [ada, bo] });
  const sessionId = session.id as string;
  const exec = (command: unknown) => call('scenarios.execute', { sessionId, command });
  await exec({ type: 'ChooseInitiative', characterId: ada, choice: { kind: 'cards', leading: 5, second: 50 } });
  await exec({ type: 'ChooseInitiative', characterId: bo, choice: { kind: 'cards', leading: 90, second: 95 } });
  await exec({ type: 'DrawMonsterAbilityCards' });
  await exec({ type: 'StartTurn' });
  await page.goto(`${host.url}/#/play/${sessionId}`);
  await page.getByTestId(`item-${ada}-Minor Power Potion`).click();
  await page.getByTestId('item-use-confirm').click();
  await expect(page.getByTestId('item-bonus')).toContainText('(Kleiner Krafttrank)');
  await expectNoEnglish(page, 'attack-panel');
  await expectNoEnglish(page, 'decks-panel');
  await atEachSize(page, async (size) => picture(page, `play-${size}`));
});
