import { expect, type Page } from '@playwright/test';

/** Every figure's place in the turn order as the screen shows it now (its test id and status). */
const turnOrderNow = (page: Page) =>
  page
    .locator('[data-testid^="slot-"][data-status]')
    .evaluateAll((slots) => slots.map((slot) => `${slot.getAttribute('data-testid')}=${slot.getAttribute('data-status')}`).join(' '));

/** N on the play screen: the turn in progress ends and the next starts; resolves once the screen shows it. */
export async function pressNextTurn(page: Page): Promise<void> {
  const before = await turnOrderNow(page);
  await page.keyboard.press('n');
  await expect.poll(() => turnOrderNow(page), { message: 'N moved the turn order on' }).not.toBe(before);
}

/** N through every turn left in the round, each once the screen shows the last, until the round can end. */
export async function pressThroughTurns(page: Page, turnsAtMost = 20): Promise<void> {
  const endRound = page.getByTestId('end-round');
  for (let turn = 0; turn < turnsAtMost && !(await endRound.isVisible()); turn++) await pressNextTurn(page);
  await expect(endRound).toBeVisible();
}
