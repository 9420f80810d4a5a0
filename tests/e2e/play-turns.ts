import { expect, type Page } from '@playwright/test';
import type { HostCall } from './fixture';

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

/** Ends turns and starts the next until `id`'s turn is on. */
export async function untilTurnOf(call: HostCall, sessionId: string, id: string): Promise<void> {
  for (;;) {
    const view = await call('scenarios.get', { sessionId });
    if (view.state.activeFigure?.id === id) return;
    if (view.state.activeFigure) await call('scenarios.execute', { sessionId, command: { type: 'EndTurn' } });
    await call('scenarios.execute', { sessionId, command: { type: 'StartTurn' } });
  }
}

/** Ends turns up to the round's cleanup (every figure has acted). */
export async function untilCleanup(call: HostCall, sessionId: string): Promise<void> {
  for (;;) {
    const view = await call('scenarios.get', { sessionId });
    const isPending = view.turnOrder.some((slot: { status: string }) => slot.status === 'pending');
    if (!isPending && view.state.activeFigure === null) return;
    await call('scenarios.execute', { sessionId, command: { type: view.state.activeFigure ? 'EndTurn' : 'StartTurn' } });
  }
}
