import { expect, test, type Page } from './fixture';
import { cliAnswer, dragHexes, expectScreenShows, tapHex, type PageGlobals } from './board-gestures';
import { startDemoSession } from './demo-session';
import { pictureOf } from './pictures';

test.use({ actionTimeout: 15_000 });

const shot = async (page: Page, name: string) => {
  await page.evaluate(() => (globalThis as unknown as PageGlobals).scrollTo(0, 0));
  await pictureOf(page, `scenario-board-${name}`, { fullPage: true });
};

test('a live scenario on the board: place the session figures, the automaton plays the elite, its attack hits the session, undo', async ({
  page,
  host,
}) => {
  test.setTimeout(180_000);
  // Ad hoc play of the demo scenario: two characters, an elite and a normal Thornling in the first room.
  const demo = await startDemoSession(
    host.url,
    [
      { typeId: 'thornling', rank: 'elite', standeeNumber: 1 },
      { typeId: 'thornling', rank: 'normal', standeeNumber: 2 },
    ],
    { adaLevel: 9 },
  );
  const { ws, sessionId, ada } = demo;
  // Late initiatives: the monsters act first, the elite before the normal.
  await demo.chooseLateInitiatives();
  // The board is part of the session: it comes with the session's view.
  const board = async () =>
    (await ws.call('scenarios.get', { sessionId })).board as { figures: Array<{ id: string; hex: [number, number] }> } | null;
  const hexOf = async (id: string) => (await board())?.figures.find((f) => f.id === id)?.hex ?? null;

  await page.goto(`${host.url}/#/play/${sessionId}/board`);
  await expect(page.getByTestId('scenario-board')).toBeVisible();
  await expect(page.getByTestId('session-figures').getByRole('button')).toHaveCount(4);
  await expect(page.getByTestId(`palette-${ada}`)).toContainText('initiative 95');
  await expect(page.getByTestId('palette-thornling#1')).toContainText('(elite)');
  await shot(page, '01-empty');

  // A room of 9 columns x 7 rows (Room is the tool on an empty board), then the figures tap by tap:
  // picking Ada readies each next figure of the session in turn.
  await dragHexes(page, [0, 0], [8, 2]);
  await expect(page.locator('[data-hex]')).toHaveCount(9 * 7);
  await page.getByRole('button', { name: 'Fit the board' }).click();
  await page.getByTestId(`palette-${ada}`).click();
  for (const [placed, hex] of [
    [2, 1],
    [7, 0],
    [4, 1],
    [4, 3],
  ].entries() as Iterable<[number, [number, number]]>) {
    // Each tap places the figure the host's last answer readied: wait for it before the next tap.
    await tapHex(page, ...hex);
    await expect(page.locator('[data-figure]')).toHaveCount(placed + 1);
  }
  await expect(page.locator('[data-figure]')).toHaveCount(4);
  await expect.poll(() => hexOf('thornling#1')).toEqual([4, 1]);
  const start: [number, number] = [4, 1];

  // Draw the monster card on the board page; a card without an attack (the shield card) plays
  // the round out over the socket and draws again.
  for (let round = 0; ; round++) {
    await page.getByTestId('draw-cards').click();
    await page.getByTestId('start-turn').click();
    await expect(page.getByTestId('standee-turn')).toHaveAttribute('data-standee', 'thornling#1');
    // The card is on the board once the automaton has answered for it.
    await expect(page.getByTestId('automaton-result')).toBeVisible();
    if (!(await page.getByTestId('standee-ability').innerText()).includes('no attack')) break;
    expect(round, 'the thornling never drew an attack').toBeLessThan(5);
    await demo.playRoundOut();
    await demo.chooseLateInitiatives();
  }
  await expect(page.getByTestId('session-turn')).toContainText('Thornling');
  await expect(page.getByTestId('automaton-result')).toBeVisible();
  await shot(page, '02-automaton');

  // The screen says what the command line says for the exported query; a tie is the party's pick.
  const answer = await cliAnswer(page, (query) => expect(query.active).toBe('thornling#1'));
  await expectScreenShows(page, answer.options[0]!);
  await expect(page.getByTestId('automaton-explanation').getByRole('listitem')).toHaveCount(answer.explanation.length);
  let chosen = answer.options[0]!;
  if (answer.options.length > 1) {
    await expect(page.getByText(/^Option \d+:/)).toHaveCount(answer.options.length);
    await page.getByText(/^Option 2:/).click();
    chosen = answer.options[1]!;
    await expectScreenShows(page, chosen);
    await shot(page, '03-tie');
  }
  expect(chosen.focus).toEqual([ada]);

  // Apply: the standee moves on the board (a step of the session's history).
  await page.getByRole('button', { name: 'Apply move' }).click();
  await expect.poll(() => hexOf('thornling#1')).toEqual(chosen.moveTo);

  // Attack: the host draws from the monster modifier deck and the damage lands on the tracker.
  expect(chosen.attacks).toContain(ada);
  const before = (await ws.call('scenarios.get', { sessionId })).state.characters[ada].health as number;
  // Ada's shield comes from her active cards: the party says it, the engine takes it off the damage.
  await page.getByTestId('target-shields').getByLabel("Ada's shield").fill('1');
  // Her retaliate reaches the elite: it attacks her from the next hex.
  await page.getByTestId('target-shields').getByLabel("Ada's retaliate").fill('1');
  await page.getByTestId('monster-attack').click();
  await expect(page.getByTestId('last-draw').getByTestId('modifier-card')).not.toHaveCount(0);
  const result = (await ws.call('scenarios.get', { sessionId })).lastModifierDraw.results.find(
    (r: { target: string }) => r.target === 'Ada',
  );
  await expect(page.getByTestId('attack-result').first()).toContainText('Ada');
  if (!result.isNull) expect(result.damage).toBe(Math.max(0, result.afterModifier - 1));
  const elite = (await ws.call('scenarios.get', { sessionId })).state.monsters['thornling#1'];
  if (before - result.damage > 0) expect(elite.health).toBe(elite.maxHealth - 1);
  const after = (await ws.call('scenarios.get', { sessionId })).state.characters[ada].health as number;
  expect(after).toBe(Math.max(0, before - result.damage));
  if (result.damage > 0) expect(after).toBeLessThan(before);
  await expect(page.getByTestId(`palette-${ada}`)).toContainText(`${after}/`);
  // One attack per turn: the button says so.
  await expect(page.getByTestId('monster-attack')).toBeDisabled();
  // How far it moved in words, never its hex as coordinates (issue 29, board words).
  await expect(page.getByTestId('applied-plan')).toContainText(/moved \d+ hex|stayed where it stood/);
  await expect(page.getByTestId('applied-plan')).not.toContainText(/-?\d+,-?\d+/);
  await shot(page, '04-attack');

  // A standee that dies in the session leaves the board.
  await ws.call('scenarios.execute', {
    sessionId,
    command: { type: 'SufferDamage', figure: { kind: 'monster', id: 'thornling#2' }, amount: 30, source: 'other' },
  });
  await expect(page.locator('[data-figure="thornling#2"]')).toHaveCount(0);
  await expect(page.getByTestId('palette-thornling#2')).toHaveCount(0);
  await expect(page.getByTestId('board-last-step')).toContainText('Thornling 2 suffers 30 damage');

  // The board's steps are the scenario's: undo takes back the death, then the attack, then the
  // move, in the order they happened; redo does them again with the same modifier card.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+Z');
  await expect(page.locator('[data-figure="thornling#2"]')).toHaveCount(1);
  await page.keyboard.press('Control+Z');
  await expect.poll(async () => (await ws.call('scenarios.get', { sessionId })).state.characters[ada].health).toBe(before);
  // The attack undone, the standee may attack again and its draw is no longer shown.
  await expect(page.getByTestId('monster-attack')).toBeEnabled();
  await expect(page.getByTestId('last-draw')).toHaveCount(0);
  await page.keyboard.press('Control+Z');
  await expect.poll(() => hexOf('thornling#1')).toEqual(start);
  await expect(page.getByTestId('board-last-step')).toContainText("'s turn");
  await shot(page, '05-undo');
  for (let step = 0; step < 3; step++) await page.keyboard.press('Control+Shift+Z');
  await expect.poll(() => hexOf('thornling#1')).toEqual(chosen.moveTo);
  await expect.poll(async () => (await ws.call('scenarios.get', { sessionId })).state.characters[ada].health).toBe(after);
  await expect(page.locator('[data-figure="thornling#2"]')).toHaveCount(0);
  await expect(page.getByTestId('monster-attack')).toBeDisabled();

  // Next standee: the elite's turn ends in the session and the next figure's starts.
  await page.keyboard.press('n');
  await expect(page.getByTestId('session-turn')).toContainText("Ada's turn");
  await expect(page.getByTestId('turn-message')).toContainText("It is Ada's turn now.");
  await shot(page, '06-next');
  await page.reload();
  await expect(page.locator('[data-figure]')).toHaveCount(3);
  ws.close();
});
