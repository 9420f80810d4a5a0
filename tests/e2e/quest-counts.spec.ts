import { expect, test } from './fixture';
import { adaTheBrute, gh1Campaign } from './gh1-campaign';
import { atEachSize } from './pictures';

test.use({ actionTimeout: 15_000, data: 'gh1', seed: 3 });

/**
 * Issue 31, "progress that the campaign can count is computed, not typed": quest 527 of gh.json
 * counts the character's exhaustions, which the campaign now keeps from each settlement, so the
 * character sheet shows the count as Haven's and offers nothing to type.
 */
for (const language of ['en', 'de'] as const) {
  test(`a quest counting exhaustions is counted from the settlements (${language})`, async ({ page, host, call, picture }) => {
    const campaignId = await gh1Campaign(call, 'Blood Zeal', async (call, id) => {
      await call('campaigns.execute', { campaignId: id, command: adaTheBrute('527 Zealot of the Blood Good') });
      // Black Barrow lost with Ada exhausted (the host fills isExhausted from the scenario's state).
      await call('campaigns.execute', {
        campaignId: id,
        command: {
          type: 'ApplyScenarioSettlement',
          scenarioId: '1',
          outcome: 'failure',
          characters: [{ characterId: 'ada', experience: 3, gold: 0, checkmarks: 0, isExhausted: true }],
        },
      });
    });
    if (language === 'de') await page.addInitScript(() => localStorage.setItem('haven-language', 'de'));
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`${host.url}/#/campaign/${campaignId}/character/ada`);
    const requirement = page.getByTestId('quest-requirement-0');
    await expect(requirement).toContainText(language === 'en' ? '(1 of 12)' : '(1 von 12)');
    await expect(requirement).toContainText(language === 'en' ? 'counted by Haven' : 'von Haven gezählt');
    await expect(requirement.getByRole('button')).toHaveCount(0);
    await atEachSize(page, async (size) => {
      await page.getByTestId('personal-quest').scrollIntoViewIfNeeded();
      await picture(page, `${language}-${size}`);
    });
  });
}
