import { expect, test, type HostCall } from './fixture';
import { addItems, createParty, startScenario } from './party';

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
