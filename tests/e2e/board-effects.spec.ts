import { expect, test, type Page } from '@playwright/test';
import { forcedMoveEnds } from '@shared/map/forced-move';
import { startDemoSession } from './demo-session';
import { cliAnswer, expectScreenShows, tapHex, type PageGlobals } from './board-gestures';
import { newDataDir, startHostProcess, type HostProcess } from './host-process';

test.use({ actionTimeout: 15_000 });

let host: HostProcess;
test.beforeEach(async () => {
  host = await startHostProcess(newDataDir());
});
test.afterEach(async () => {
  await host.stop();
});

const shot = async (page: Page, name: string) => {
  await page.evaluate(() => (globalThis as unknown as PageGlobals).scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screens/board-effects-${name}.png`, fullPage: true });
};

/** Thornling cards of the demo deck that do more than move and attack. */
const EFFECT_CARDS = ['9006', '9007', '9008'];

test("the session board applies a card's heal, infusion or consume as steps of the scenario, and opens a door to the next room", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { ws, sessionId, ada, bo, exec, session, place, drawUntil } = await startDemoSession(host.url, [
    { typeId: 'thornling', rank: 'elite', standeeNumber: 1 },
  ]);

  // The board drawn over the socket: its edits are scenario commands like any other.
  await exec({ type: 'EditBoard', edit: { type: 'drawRoom', from: [0, 0], to: [8, 2] } });
  await place(ada, 'character', [2, 1]);
  await place(bo, 'character', [6, 1]);
  await place('thornling#1', 'monster', [4, 1]);

  // Rounds are played out over the socket until the thornling draws a card with an effect.
  const card = await drawUntil('thornling', EFFECT_CARDS, 15);
  expect(EFFECT_CARDS, 'the thornling never drew a card with an effect').toContain(card);
  // What each card needs before its turn: a wound to heal, earth to consume.
  if (card === '9008') await exec({ type: 'SufferDamage', figure: { kind: 'monster', id: 'thornling#1' }, amount: 3, source: 'other' });
  if (card === '9007') await exec({ type: 'InfuseElement', element: 'earth', isImmediate: true });
  await exec({ type: 'StartTurn' });

  await page.goto(`${host.url}/#/play/${sessionId}/board`);
  await expect(page.getByTestId('standee-turn')).toHaveAttribute('data-standee', 'thornling#1');
  await expect(page.getByTestId('card-effects')).toBeVisible();
  // Placed over the socket under their ids, the figures carry the session's names on the board.
  await expect(page.getByTestId('standee-turn')).toContainText('Thornling 1 (elite)');
  await shot(page, '01-effects');

  if (card === '9008') {
    // Heal 1, self: the standee's own hit points in the session.
    const before = (await session()).state.monsters['thornling#1'].health as number;
    await page.getByTestId('heal-thornling#1').click();
    await expect.poll(async () => (await session()).state.monsters['thornling#1'].health).toBe(before + 1);
    await expect(page.getByTestId('heal-thornling#1')).toHaveText('Healed');
  } else if (card === '9006') {
    // Infuse earth: strong at the end of the monster's turn.
    await page.getByTestId('effect-infuse-earth').getByRole('button').click();
    await expect.poll(async () => (await session()).state.pendingInfusions).toEqual(['earth']);
  } else {
    // Consume earth, +2 attack: the plan and the attack count the bonus while earth is strong.
    await expect(page.getByTestId('effect-consume-earth')).toContainText('attack +2');
    await expect(page.getByTestId('monster-attack')).toContainText('Attack Ada +2');
    await page.getByTestId('effect-consume-earth').getByRole('button').click();
    await expect.poll(async () => (await session()).state.elements.earth).toBe('inert');
    await expect(page.getByTestId('effect-consume-earth').getByRole('button')).toHaveText('Consumed');
    await expect(page.getByTestId('monster-attack')).toContainText('Attack Ada +2');
  }
  await shot(page, '02-applied');
  const lastStep = await page.getByTestId('board-last-step').innerText();

  // The effect is one step of the scenario: undo takes it back and the button is offered again.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+Z');
  await expect(page.getByTestId('board-last-step')).not.toHaveText(lastStep);
  await expect(page.getByTestId('card-effects').getByRole('button').first()).toBeEnabled();

  // The pack has no picture of an area for this card: the party draws one, and the automaton asks
  // again with it; the screen says what the command line says for the exported query.
  await page.getByRole('combobox', { name: 'Area' }).click();
  await page.getByRole('option', { name: 'Arc of 3 neighbours' }).click();
  await expect(page.getByTestId('standee-ability')).toContainText('area of 3');
  await expect(page.getByTestId('automaton-result')).toBeVisible();
  const answer = await cliAnswer(page, (query) => {
    expect(query.active).toBe('thornling#1');
    expect((query as unknown as { ability: { attack: { aoe: { cells: unknown[] } } } }).ability.attack.aoe.cells).toHaveLength(3);
  });
  await expectScreenShows(page, answer.options[0]!);
  await shot(page, '02b-area');

  // The door to the next room: its monsters join the session, the Room tool is ready to draw it.
  await expect(page.getByTestId('room-doors')).toBeVisible();
  const rooms = (await session()).rooms as Array<{ number: number; isRevealed: boolean }>;
  const door = rooms.find((r) => !r.isRevealed)!;
  const standees = Object.keys((await session()).state.monsters).length;
  await page.getByTestId(`board-open-door-${door.number}`).click();
  await expect(page.getByTestId('room-revealed')).toBeVisible();
  // The only door is open now: no doors are offered any more.
  await expect(page.getByTestId('room-doors')).toHaveCount(0);
  await expect.poll(async () => Object.keys((await session()).state.monsters).length).toBeGreaterThan(standees);
  await expect(page.getByRole('button', { name: 'Room', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // The door's entry takes the number the undone effect had: the effect is still not taken.
  await expect(page.getByTestId('card-effects').getByRole('button').first()).toBeEnabled();
  await shot(page, '03-door');
  ws.close();
});

test('a push rings every hex its target may end in; a tap there moves it, one step of the scenario', async ({ page }) => {
  test.setTimeout(180_000);
  const { ws, sessionId, ada, bo, exec, session, place, drawUntil } = await startDemoSession(host.url, [
    { typeId: 'bog-shambler', rank: 'normal', standeeNumber: 1 },
  ]);
  await exec({ type: 'EditBoard', edit: { type: 'drawRoom', from: [0, 0], to: [8, 2] } });
  await place('bog-shambler#1', 'monster', [3, 1]);
  await place(ada, 'character', [4, 1]);
  await place(bo, 'character', [7, 0]);

  // Rounds over the socket until the shambler draws its push card (9102: Move +1, Attack -1, Push 1).
  const card = await drawUntil('bog-shambler', ['9102'], 40);
  expect(card, 'the shambler never drew its push card').toBe('9102');
  await exec({ type: 'StartTurn' });

  await page.goto(`${host.url}/#/play/${sessionId}/board`);
  await expect(page.getByTestId('standee-turn')).toHaveAttribute('data-standee', 'bog-shambler#1');
  await expect(page.getByTestId('effect-push')).toContainText('Push 1');
  await page.getByTestId(`push-${ada}`).click();
  // The rings are exactly where the rules let a push of 1 leave Ada.
  const board = (await session()).board;
  const expected = forcedMoveEnds(board, 'bog-shambler#1', ada, 'push', 1).map(String).sort();
  expect(expected.length).toBeGreaterThan(0);
  const marks = page.getByTestId('board-marks').locator('[data-mark]');
  await expect(marks).toHaveCount(expected.length);
  expect((await marks.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-mark') ?? ''))).sort()).toEqual(expected);
  await shot(page, '04-push');

  const [q, r] = expected[0]!.split(',').map(Number) as [number, number];
  await tapHex(page, q, r);
  await expect.poll(async () => (await session()).board.figures.find((f: { id: string }) => f.id === ada).hex).toEqual([q, r]);
  await expect(page.getByTestId('board-marks')).toHaveCount(0);
  await expect(page.getByTestId('board-last-step')).toContainText(`Ada moved to (${q}, ${r})`);
  ws.close();
});
