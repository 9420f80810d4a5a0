import type { Page } from '@playwright/test';
import { expect, test, type HostCall } from './fixture';
import { afterTwoFrames } from './frames';
import { addItems, createParty, startScenario } from './party';
import { noSideways } from './pictures';
import { brokenWords } from './word-breaks';

// gh2e.json installed; seed 29 pins the monsters' draws.
test.use({ actionTimeout: 15_000, data: 'gh2e', seed: 29 });

/** Brak brings Robes of the Oak; Whisper and Brak are hurt 4 each; Brak's turn has begun. */
async function oakParty(call: HostCall) {
  const {
    campaignId,
    characterIds: [brak, whisper],
  } = await createParty(
    call,
    { name: 'Oak', edition: 'gh2', mode: 'casual' },
    [
      ['bruiser', 'Brak'],
      ['mindthief', 'Whisper'],
    ],
    { packIds: ['ghs-gh2'] },
  );
  await addItems(call, campaignId, brak, ['Robes of the Oak']);
  const { sessionId, exec } = await startScenario(call, { campaignId, packId: 'ghs-gh2', scenarioId: '1', characterIds: [brak, whisper] });
  await exec({ type: 'SufferDamage', figure: { kind: 'character', id: whisper }, amount: 4, source: 'other' });
  await exec({ type: 'SufferDamage', figure: { kind: 'character', id: brak }, amount: 4, source: 'other' });
  await exec({ type: 'ChooseInitiative', characterId: brak, choice: { kind: 'cards', leading: 5, second: 50 } });
  await exec({ type: 'ChooseInitiative', characterId: whisper, choice: { kind: 'cards', leading: 90, second: 95 } });
  await exec({ type: 'DrawMonsterAbilityCards' });
  await exec({ type: 'StartTurn' });
  return { sessionId, brak, whisper };
}

/**
 * An item aimed at another figure (issue 29, point 3): Brak's Robes of the Oak (2nd edition: heal 3
 * on an ally within range 1) asks the party whom it heals, by name; chosen and confirmed, Whisper
 * heals 3, Brak does not, and the robes are spent.
 */
test('Robes of the Oak heal the ally the party chooses by name', async ({ page, host, call, picture }) => {
  const { sessionId, brak, whisper } = await oakParty(call);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/play/${sessionId}`);
  const whisperHp = page.getByTestId(`hp-${whisper}`);
  const brakHp = page.getByTestId(`hp-${brak}`);
  await expect(whisperHp).toHaveText(/^2\//);
  await expect(brakHp).toHaveText(/^6\//);
  await page.getByTestId(`item-${brak}-Robes of the Oak`).click();
  await expect(page.getByTestId('item-effects')).toHaveText('the ally you choose heals 3 (poison stops the heal and is removed)');
  await expect(page.getByTestId('item-use-confirm')).toBeDisabled();
  const targets = page.getByTestId('item-target');
  // Brak is not his own ally; the monsters are no allies.
  await expect(targets.getByRole('button')).toHaveText(['Whisper']);
  await targets.getByRole('button', { name: 'Whisper' }).click();
  await expect(page.getByTestId('item-effects')).toHaveText('Whisper heals 3 (poison stops the heal and is removed)');
  const box = await targets.getByRole('button', { name: 'Whisper' }).boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await picture(page, 'target-1024x768');
  await page.getByTestId('item-use-confirm').click();
  await expect(whisperHp).toHaveText(/^5\//);
  await expect(brakHp).toHaveText(/^6\//);
  await expect(page.getByTestId(`item-${brak}-Robes of the Oak`)).toHaveAttribute('data-status', 'spent');
  await picture(page, 'healed-1024x768', { fullPage: true });
  // The history says whom the robes healed (issue 29), by the name the players know.
  await page.getByTestId('open-history').click();
  await expect(page.getByTestId('history-entry').filter({ hasText: 'Robes of the Oak' })).toHaveText([
    /Brak uses Robes of the Oak on Whisper \(spent until a long rest\)/,
  ]);
  await picture(page, 'history-1024x768');
});

/**
 * The open item dialog at `width`×`height`: inside the window and not scrolling sideways, every
 * button in it at least 44 px each way for a finger, and no word of a control broken or cut off.
 */
async function dialogFits(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await afterTwoFrames(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box, 'the dialog has a box').not.toBeNull();
  expect([box!.x >= 0, box!.x + box!.width <= width], `the dialog inside ${width} px`).toEqual([true, true]);
  expect(await noSideways(page)).toBe(true);
  // Nothing in the dialog is wider than the dialog (a label or a row of buttons cut off at its edge).
  expect(await dialog.evaluate((root) => root.scrollWidth <= root.clientWidth)).toBe(true);
  const buttons = dialog.getByRole('button');
  expect(await buttons.count()).toBeGreaterThanOrEqual(3);
  for (const button of await buttons.all()) {
    const size = await button.boundingBox();
    const name = (await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '';
    expect(
      [size?.width ?? 0, size?.height ?? 0].map((side) => side >= 44),
      `"${name}" at ${width}×${height}`,
    ).toEqual([true, true]);
  }
  expect(await brokenWords(page), `${width}×${height}`).toEqual([]);
}

/** Issue 29: the item dialog and its target choice on a tablet held upright and on a phone, by touch. */
test('the item dialog fits a tablet and a phone, every button big enough for a finger', async ({ browser, host, call, picture }) => {
  const { sessionId, brak } = await oakParty(call);
  const context = await browser.newContext({
    viewport: { width: 768, height: 1024 },
    hasTouch: true,
    isMobile: true,
    locale: 'en-US',
    reducedMotion: 'reduce',
  });
  try {
    const page = await context.newPage();
    await page.goto(`${host.url}/#/play/${sessionId}`);
    for (const [width, height] of [
      [768, 1024],
      [360, 740],
    ] as const) {
      await page.setViewportSize({ width, height });
      // A phone shows one part of the play screen at a time: the items are the party's.
      if (width < 500) await page.getByTestId('play-part-party').click();
      await page.getByTestId(`item-${brak}-Robes of the Oak`).click();
      await page.getByTestId('item-target').getByRole('button', { name: 'Whisper' }).click();
      await expect(page.getByTestId('item-use-confirm')).toBeEnabled();
      await dialogFits(page, width, height);
      await picture(page, `dialog-${width}x${height}`);
      await page.getByRole('dialog').getByText('Keep it', { exact: true }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  } finally {
    await context.close();
  }
});

test('the target chooser speaks German', async ({ page, host, call, picture }) => {
  const { sessionId, brak } = await oakParty(call);
  await page.addInitScript(() => localStorage.setItem('haven-language', 'de'));
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/play/${sessionId}`);
  await page.getByTestId(`item-${brak}-Robes of the Oak`).click();
  await expect(page.getByTestId('item-effects')).toHaveText(
    'der gewählte Verbündete heilt 3 (Gift verhindert die Heilung und wird entfernt)',
  );
  await page.getByTestId('item-target').getByRole('button', { name: 'Whisper' }).click();
  await expect(page.getByTestId('item-effects')).toHaveText('Whisper heilt 3 (Gift verhindert die Heilung und wird entfernt)');
  await picture(page, 'target-de-1024x768');
});
