import { expect, test, type Page } from './fixture';
import { gh2eParty, playRoundOne } from './gh2e-party';
import { pictureOf } from './pictures';

test.use({ actionTimeout: 15_000, data: 'gh2e' });

/** Each step at the two sizes the issue asks about: a desktop and a small laptop. */
async function shots(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1280, 800],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    await pictureOf(page, `gh2e-${name}-${width}x${height}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('imports gh2e.json and plays round 1 of Bandit Camp with four characters', async ({ page, host }) => {
  test.setTimeout(180_000);

  // A 2nd-edition campaign reading the pack, set up from its campaign object on the Town tab.
  const campaignId = await gh2eParty(host.url, 'Gloomhaven Again');
  await page.goto(`${host.url}/#/campaign/${campaignId}/town`);
  await page.getByRole('button', { name: 'Set up from the content' }).click();
  await expect(page.getByTestId('second-edition-card')).toContainText('27 milestones');
  await expect(page.getByTestId('city-deck')).toContainText('20 cards');
  await shots(page, '02-town');

  // Bandit Camp for the four of them: the first room's scouts for four characters.
  await page.goto(`${host.url}/#/campaign/${campaignId}/party`);
  await page.getByTestId('play-scenario').click();
  // The campaign's own pack and its unlocked scenarios (Training Course and Bandit Camp) come first.
  await expect(page.getByTestId('scenario-select')).toHaveValue('0 Training Course');
  await page.getByTestId('scenario-select').click();
  await page.getByRole('option', { name: '1 Bandit Camp' }).click();
  await expect(page.getByTestId('scenario-select')).toHaveValue('1 Bandit Camp');
  await expect(page.getByText('4 characters', { exact: true })).toBeVisible();
  await shots(page, '03-setup');
  await page.getByTestId('start-scenario').click();
  await expect(page.getByTestId('play')).toBeVisible();
  await expect(page.getByTestId('monster-group-bandit-scout')).toBeVisible();
  await shots(page, '04-play');

  // Round 1: four initiatives, the monsters' card, every turn, the end of the round.
  await playRoundOne(page, async () => {
    await expect(page.getByTestId('initiative-bandit-scout')).toBeVisible();
    await shots(page, '05-drawn');
  });
  await shots(page, '06-round-over');
  await page.getByTestId('end-round').click();
  await expect(page.getByTestId('draw')).toBeVisible();
  await shots(page, '07-round-2');
});
