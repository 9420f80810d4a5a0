import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './fixture';
import { connectHost } from '../support/host-client';
import { pictureOf } from './pictures';

// Seed 1: the same monster cards and modifier draws on every run.
test.use({ actionTimeout: 15_000, seed: 1 });

const shot = (page: Page, name: string) => pictureOf(page, `scenario-${name}`);

/** Sets up a campaign and its party over the host's WebSocket (the campaign screens have their own tests). */
async function campaignWithParty(url: string): Promise<{ campaignId: string; ada: string; bo: string }> {
  const { call, close } = await connectHost(url);
  const campaign = await call('campaigns.create', { name: 'Mill Runners', edition: 'gh1' });
  const campaignId = campaign.state.id as string;
  await call('campaigns.execute', { campaignId, command: { type: 'CreateCharacter', classId: 'lanternwright', name: 'Ada', gold: 15 } });
  await call('campaigns.execute', { campaignId, command: { type: 'CreateCharacter', classId: 'reedwalker', name: 'Bo', gold: 15 } });
  const view = await call('campaigns.get', { campaignId });
  close();
  return { campaignId, ada: view.state.characters[0].id, bo: view.state.characters[1].id };
}

async function enterInitiatives(page: Page, ada: string, bo: string, adaCards: string, boCards: string): Promise<void> {
  await page.getByTestId(`initiative-${ada}`).fill(adaCards);
  await page.getByTestId(`initiative-${ada}`).press('Enter');
  await expect(page.getByTestId(`initiative-${bo}`)).toBeFocused();
  await page.getByTestId(`initiative-${bo}`).fill(boCards);
  await page.getByTestId(`initiative-${bo}`).press('Enter');
  await expect(page.getByTestId('draw')).toBeEnabled();
}

/** Initiatives shown in the turn order, top to bottom: never decreasing. */
async function expectOrdered(page: Page): Promise<void> {
  const numbers = (await page.getByTestId('turn-order').getByTestId('slot-initiative').allInnerTexts()).map(Number);
  expect(numbers.length).toBeGreaterThan(2);
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
}

/** Presses N until the round has no turn left; on Ada's turn she attacks the first standee with 2. */
async function playTurns(page: Page, ada: string, onAdaTurn?: () => Promise<void>): Promise<void> {
  for (let i = 0; i < 20; i++) {
    if (await page.getByTestId('end-round').isVisible()) return;
    const active = page.getByTestId('turn-order').locator('[data-status="active"]');
    // Read without waiting: the lit slot may vanish between two looks (a killed standee).
    const activeNow = () => active.evaluateAll((elements) => elements[0]?.getAttribute('data-testid') ?? null);
    const before = await activeNow();
    await page.keyboard.press('n');
    // The next figure's turn is lit (or, after the last one, the round can end).
    await expect(async () => {
      const isOver = await page.getByTestId('end-round').isVisible();
      const now = await activeNow();
      expect(isOver || (now !== null && now !== before)).toBe(true);
    }).toPass({ timeout: 10_000 });
    if (await page.getByTestId('end-round').isVisible()) return;
    const activeId = await activeNow();
    if (activeId === `slot-${ada}` && onAdaTurn) await onAdaTurn();
  }
  throw new Error('the round did not end');
}

test('plays The Sunken Mill: three rounds, a door, a restart, and the settlement on the character sheet', async ({ page, host }) => {
  test.setTimeout(180_000);
  {
    const { campaignId, ada, bo } = await campaignWithParty(host.url);
    await page.goto(`${host.url}/#/campaign/${campaignId}/party`);
    await page.getByTestId('play-scenario').click();

    // Set up: the demo scenario, both characters, the level, the first room for two characters.
    await expect(page.getByTestId('scenario-select')).toHaveValue('The Sunken Mill');
    await expect(page.getByTestId('first-room').locator('tr')).toHaveCount(3);
    await expect(page.getByText('Recommended: 1')).toBeVisible();
    await page.getByTestId('scenario-level').fill('2');
    await page.getByRole('combobox', { name: 'Standee number of Thornling 1' }).click();
    await page.getByRole('option', { name: '# 4' }).click();
    await shot(page, '01-setup');
    await page.getByTestId('start-scenario').click();
    await expect(page.getByTestId('play')).toBeVisible();
    await expect(page.getByTestId('standee-thornling#4')).toBeVisible();
    await expect(page.getByTestId('monster-group-ember-moth')).toBeVisible();
    await shot(page, '02-round1-initiative');

    // Round 1: initiatives by keyboard, draw, order, a bless, damage and a condition, fire infused.
    await enterInitiatives(page, ada, bo, '12 45', '40 70');
    await page.keyboard.press('d');
    await expect(page.getByTestId('initiative-thornling')).toBeVisible();
    // Seed 1: the Thornlings reveal 9008 (move, attack, heal itself), worked out at level 2.
    await expect(page.getByTestId('actions-thornling-normal')).toHaveText(/^Move 4\s*Attack 2\s*Heal 1\s*Self$/);
    await expectOrdered(page);
    await shot(page, '03-round1-drawn');

    await page.getByTestId(`bless-${ada}`).click();
    await expect(page.getByTestId(`blesses-${ada}`)).toHaveText('1');
    await page.getByTestId('standee-thornling#4').click();
    await expect(page.getByTestId('figure-health')).toContainText('5/5');
    await page.getByTestId('damage-1').click();
    await expect(page.getByTestId('figure-health')).toContainText('4/5');
    await page.getByTestId('condition-poison').click();
    await expect(page.getByTestId('condition-poison')).toHaveAttribute('aria-pressed', 'true');
    await shot(page, '04-round1-damage-condition');

    let attacked = false;
    await playTurns(page, ada, async () => {
      await page.getByTestId('standee-thornling#4').click();
      await page.getByTestId('attack-value').fill('2');
      await page.getByTestId('attack').click();
      await expect(page.getByTestId('last-draw')).toContainText('Ada');
      await expect(page.getByTestId('attack-result')).toBeVisible();
      await page.keyboard.press('1');
      await expect(page.getByTestId('element-fire')).toHaveAttribute('data-strength', 'inert');
      await expect(page.getByTestId('element-fire')).toContainText('infusing');
      attacked = true;
      await shot(page, '05-round1-attack');
    });
    expect(attacked).toBe(true);
    await expect(page.getByTestId('element-fire')).toHaveAttribute('data-strength', 'strong');
    await shot(page, '06-round1-end');
    await page.keyboard.press('e');
    await expect(page.getByText('Round 2')).toBeVisible();
    await expect(page.getByTestId('element-fire')).toHaveAttribute('data-strength', 'waning');

    // Round 2: undo and redo the draw (the same card), a kill, fire consumed, a modifier draw with advantage.
    await enterInitiatives(page, ada, bo, '15 30', 'r');
    await page.keyboard.press('d');
    const firstCard = await page.getByTestId('initiative-thornling').innerText();
    await page.keyboard.press('Control+z');
    await expect(page.getByTestId('draw')).toBeVisible();
    await page.keyboard.press('Control+Shift+z');
    await expect(page.getByTestId('initiative-thornling')).toHaveText(firstCard);
    await page.getByTestId('open-history').click();
    await expect(page.getByTestId('history')).toBeInViewport();
    await expect(page.getByTestId('history-entry').first()).toContainText('monster cards drawn');
    await expect(page.getByTestId('history-entry').first()).toContainText('reveals');
    await shot(page, '07-round2-history');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('history')).toBeHidden();

    const moth = page.locator('[data-testid^="standee-ember-moth"]').first();
    await moth.click();
    await page.getByTestId('kill').click();
    await expect(page.locator('[data-testid^="standee-ember-moth"]')).toHaveCount(0);
    await page.getByTestId('element-fire').click();
    await expect(page.getByTestId('element-fire')).toHaveAttribute('data-strength', 'inert');
    await playTurns(page, ada, async () => {
      await page.locator('[data-testid^="standee-thornling"]').first().click();
      await page.getByTestId('attack-value').fill('1');
      await page.getByTestId('advantage').click();
      await page.getByTestId('attack').click();
      // The previous draw stays on screen until this one arrives: wait for the two advantage cards.
      await expect.poll(() => page.getByTestId('last-draw').getByTestId('modifier-card').count()).toBeGreaterThanOrEqual(2);
      await page.getByTestId('advantage').click();
      await shot(page, '08-round2-advantage');
    });
    await page.keyboard.press('e');
    await expect(page.getByText('Round 3')).toBeVisible();

    // Restart the host mid-scenario, then resume from the campaign's play page.
    await enterInitiatives(page, ada, bo, '20 50', '60 65');
    await page.keyboard.press('d');
    const cardBefore = await page.getByTestId('initiative-thornling').innerText();
    await host.restart();
    await page.goto(`${host.url}/#/campaign/${campaignId}/play`);
    await expect(page.getByTestId('resume-list')).toContainText('round 3');
    await expect(page.getByTestId('scenario-select')).toHaveValue('The Sunken Mill');
    await shot(page, '09-resume');
    await page.getByTestId('resume-list').getByRole('link', { name: 'Resume' }).click();
    await expect(page.getByTestId('initiative-thornling')).toHaveText(cardBefore);
    await page.keyboard.press('?');
    await expect(page.getByTestId('help')).toBeVisible();
    await shot(page, '09b-help');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('help')).toBeHidden();

    // Round 3: the door opens the Wheel Chamber, the goal is met, the round ends.
    await page.getByTestId('open-door-2').click();
    await expect(page.getByTestId('monster-group-bog-shambler')).toBeVisible();
    await expect(page.getByTestId('monster-group-mill-warden')).toBeVisible();
    await shot(page, '10-round3-door');
    await page.getByTestId(`xp-${ada}`).click();
    await page.getByTestId(`loot-${bo}`).click();
    await playTurns(page, ada);
    await page.getByTestId('end-scenario').click();
    await page.getByTestId('goal-met').click();
    await page.keyboard.press('e');

    // Settlement: XP with the level-2 bonus (8), gold for one money token (3), a checkmark for Ada.
    await expect(page.getByTestId('settlement')).toContainText('Scenario won');
    await expect(page.getByTestId(`settle-${ada}`)).toContainText('9');
    await expect(page.getByTestId(`settle-${bo}`)).toContainText('3');
    await page.getByTestId(`checkmarks-${ada}`).fill('1');
    await shot(page, '11-settlement');
    await page.getByTestId('apply-settlement').click();
    await expect(page.getByText('Settled', { exact: true })).toBeVisible();
    await shot(page, '12-settled');
    // The settlement is one campaign entry: undone, the scenario can be settled again.
    await page.getByTestId('undo-settlement').click();
    await expect(page.getByTestId('apply-settlement')).toBeVisible();
    await page.getByTestId(`checkmarks-${ada}`).fill('1');
    await page.getByTestId('apply-settlement').click();
    await expect(page.getByText('Settled', { exact: true })).toBeVisible();
    // The scenario's printed summary, right after it.
    const popup = page.waitForEvent('popup');
    await page.getByTestId('print-summary').click();
    const summary = await popup;
    await expect(summary.locator('body')).toContainText('The Sunken Mill');
    await expect(summary.locator('.outcome')).toHaveText(/^success$/i);
    await pictureOf(summary, 'scenario-14-summary', { fullPage: true });
    await summary.close();
    // The same summary saved as a PDF file, named after the scenario.
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.getByTestId('save-summary-pdf').scrollIntoViewIfNeeded();
    await shot(page, '12b-settled-1024');
    const download = page.waitForEvent('download');
    await page.getByTestId('save-summary-pdf').click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^The-Sunken-Mill-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdfPath = join(tmpdir(), `haven-e2e-${Date.now()}-summary.pdf`);
    await saved.saveAs(pdfPath);
    expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');

    await page.goto(`${host.url}/#/campaign/${campaignId}/character/${ada}`);
    await expect(page.getByTestId('xp-value')).toHaveText('9');
    await shot(page, '13-character-sheet');
  }
});

test('ad hoc play without a campaign: monster types by hand, standees placed, a summoned one marked', async ({ page, host }) => {
  {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${host.url}/#/play`);
    await expect(page.getByTestId('scenario-select')).toHaveValue('The Sunken Mill');
    await page.getByTestId('scenario-select').click();
    await page.getByRole('option', { name: 'Ad hoc: choose monster types' }).click();
    await page.getByTestId('monster-types').click();
    await page.getByRole('option', { name: 'Bog Shambler' }).click();
    await page.keyboard.press('Escape');
    await shot(page, '20-adhoc-setup');
    await page.getByTestId('start-scenario').click();
    await expect(page.getByTestId('play')).toBeVisible();
    await page.getByTestId('add-monster').click();
    await page.getByTestId('add-bog-shambler-elite').click();
    await expect(page.locator('[data-testid^="standee-bog-shambler"]')).toHaveCount(1);
    await page.getByTestId('add-monster').click();
    await page.getByText('Summoned (acts from next round)').click();
    await page.getByTestId('add-bog-shambler-normal').click();
    await expect(page.locator('[data-testid^="standee-bog-shambler"]')).toHaveCount(2);
    await expect(page.getByText('summoned', { exact: true })).toBeVisible();
    await shot(page, '21-adhoc-play');
    // Two ranks on the map: the card is worked out for each.
    await enterInitiatives(page, 'character-1', 'character-2', '30 31', '50 51');
    await page.keyboard.press('d');
    await expect(page.getByTestId('actions-bog-shambler-normal')).toBeVisible();
    await expect(page.getByTestId('actions-bog-shambler-elite')).toBeVisible();
    await shot(page, '22-adhoc-two-ranks');
    expect(errors).toEqual([]);
  }
});
