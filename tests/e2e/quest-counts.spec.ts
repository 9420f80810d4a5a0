import { expect, test } from './fixture';
import { adaTheBrute, gh1Campaign } from './gh1-campaign';
import { atEachSize, SCREEN_SIZES } from './pictures';

/** The tablet and desktop sizes and a phone (360×740): the quest's counts fit each. */
const SIZES = [...SCREEN_SIZES, [360, 740]] as const;

test.use({ actionTimeout: 15_000, data: 'gh1', seed: 3 });

/** A gh1 campaign where Ada (Brute) holds `quest` and Black Barrow was lost with `share` and `kills`. */
function adaAfterBlackBarrow(call: Parameters<typeof gh1Campaign>[0], name: string, quest: string, share: object, kills: object[] = []) {
  return gh1Campaign(call, name, async (call, id) => {
    await call('campaigns.execute', { campaignId: id, command: adaTheBrute(quest) });
    await call('campaigns.execute', {
      campaignId: id,
      command: {
        type: 'ApplyScenarioSettlement',
        scenarioId: '1',
        outcome: 'failure',
        characters: [{ characterId: 'ada', experience: 3, gold: 0, checkmarks: 0, ...share }],
        kills,
      },
    });
  });
}

/**
 * Issue 31, "progress that the campaign can count is computed, not typed": quest 527 of gh.json
 * counts the character's exhaustions, which the campaign now keeps from each settlement, so the
 * character sheet shows the count as Haven's and offers nothing to type.
 */
for (const language of ['en', 'de'] as const) {
  test(`a quest counting exhaustions is counted from the settlements (${language})`, async ({ page, host, call, picture }) => {
    // Black Barrow lost with Ada exhausted (the host fills isExhausted from the scenario's state).
    const campaignId = await adaAfterBlackBarrow(call, 'Blood Zeal', '527 Zealot of the Blood Good', { isExhausted: true });
    if (language === 'de') await page.addInitScript(() => localStorage.setItem('haven-language', 'de'));
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`${host.url}/#/campaign/${campaignId}/character/ada`);
    const requirement = page.getByTestId('quest-requirement-0');
    await expect(requirement).toContainText(language === 'en' ? '(1 of 12)' : '(1 von 12)');
    await expect(requirement).toContainText(language === 'en' ? 'counted by Haven' : 'von Haven gezählt');
    await expect(requirement.getByRole('button')).toHaveCount(0);
    await atEachSize(
      page,
      async (size) => {
        await page.getByTestId('personal-quest').scrollIntoViewIfNeeded();
        await picture(page, `${language}-${size}`);
      },
      SIZES,
    );
  });
}

/**
 * Quest 524 (Fearless Stand, "Elite monsters killed") counts elite kills from the settlement's
 * kills, which the host fills from the scenario's death events (their rank): normal kills do not count.
 */
test('a quest counting elite kills is counted from the settlements', async ({ page, host, call, picture }) => {
  const campaignId = await adaAfterBlackBarrow(call, 'Fearless', '524 Fearless Stand', {}, [
    { characterId: 'ada', monster: 'bandit-guard', name: 'Bandit Guard', count: 3, rank: 'elite' },
    { characterId: 'ada', monster: 'bandit-guard', name: 'Bandit Guard', count: 5, rank: 'normal' },
  ]);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/campaign/${campaignId}/character/ada`);
  const requirement = page.getByTestId('quest-requirement-0');
  await expect(requirement).toContainText('(3 of 20)');
  await expect(requirement).toContainText('counted by Haven');
  await expect(requirement.getByRole('button')).toHaveCount(0);
  await atEachSize(
    page,
    async (size) => {
      await page.getByTestId('personal-quest').scrollIntoViewIfNeeded();
      await picture(page, `elite-${size}`);
    },
    SIZES,
  );
});
