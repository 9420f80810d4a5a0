import { forcedMoveEnds } from '@shared/map/forced-move';
import { startDemoSession } from './demo-session';
import { cliAnswer, expectScreenShows, tapHex, type PageGlobals } from './board-gestures';
import { expect, test, type Page } from './fixture';

test.use({ actionTimeout: 15_000 });

/** A picture from the top of the page (taps scroll it), under HAVEN_SHOTS only. */
const fromTop = async (page: Page) => page.evaluate(() => (globalThis as unknown as PageGlobals).scrollTo(0, 0));

/**
 * The demo scenario with an elite Thornling 1 on a drawn room between Ada and Bo, the characters
 * late, the monster cards drawn: the Thornling reveals `card` (the seed's draw) and its turn starts.
 */
async function thornlingTurn(
  url: string,
  card: string,
  before: (exec: (command: unknown) => Promise<unknown>) => Promise<void> = async () => {},
) {
  const demo = await startDemoSession(url, [{ typeId: 'thornling', rank: 'elite', standeeNumber: 1 }]);
  const { exec, place, ada, bo, chooseLateInitiatives } = demo;
  // The board drawn over the socket: its edits are scenario commands like any other.
  await exec({ type: 'EditBoard', edit: { type: 'drawRoom', from: [0, 0], to: [8, 2] } });
  await place(ada, 'character', [2, 1]);
  await place(bo, 'character', [6, 1]);
  await place('thornling#1', 'monster', [4, 1]);
  await chooseLateInitiatives();
  const drawn = await exec({ type: 'DrawMonsterAbilityCards' });
  expect(drawn.monsterGroups.find((g: { typeId: string }) => g.typeId === 'thornling').card.id).toBe(card);
  await before(exec);
  await exec({ type: 'StartTurn' });
  return demo;
}

test.describe('seed 12: the Thornling reveals 9007 (consume earth: attack +2)', () => {
  test.use({ seed: 12 });

  test("the session board applies a card's consume as a step of the scenario, and opens a door to the next room", async ({
    page,
    host,
    picture,
  }) => {
    // Earth is strong before the Thornling's turn, for the card to consume.
    const { ws, sessionId, session } = await thornlingTurn(host.url, '9007', async (exec) => {
      await exec({ type: 'InfuseElement', element: 'earth', isImmediate: true });
    });
    await page.goto(`${host.url}/#/play/${sessionId}/board`);
    await expect(page.getByTestId('standee-turn')).toHaveAttribute('data-standee', 'thornling#1');
    await expect(page.getByTestId('card-effects')).toBeVisible();
    // Placed over the socket under their ids, the figures carry the session's names on the board.
    await expect(page.getByTestId('standee-turn')).toContainText('Thornling 1 (elite)');
    await fromTop(page);
    await picture(page, '01-effects', { fullPage: true });

    // Consume earth, +2 attack: the plan and the attack count the bonus while earth is strong.
    await expect(page.getByTestId('effect-consume-earth')).toContainText('attack +2');
    await expect(page.getByTestId('monster-attack')).toContainText('Attack Ada +2');
    await page.getByTestId('effect-consume-earth').getByRole('button').click();
    await expect.poll(async () => (await session()).state.elements.earth).toBe('inert');
    await expect(page.getByTestId('effect-consume-earth').getByRole('button')).toHaveText('Consumed');
    await expect(page.getByTestId('monster-attack')).toContainText('Attack Ada +2');
    await fromTop(page);
    await picture(page, '02-applied', { fullPage: true });
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
    await fromTop(page);
    await picture(page, '02b-area', { fullPage: true });

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
    await fromTop(page);
    await picture(page, '03-door', { fullPage: true });
    ws.close();
  });
});

test.describe('seed 1: the Thornling reveals 9008 (heal 1, self)', () => {
  test.use({ seed: 1 });

  test("the session board applies a card's heal to the standee's own hit points, as a step of the scenario", async ({ page, host }) => {
    // A wound to heal.
    const { ws, sessionId, session } = await thornlingTurn(host.url, '9008', async (exec) => {
      await exec({ type: 'SufferDamage', figure: { kind: 'monster', id: 'thornling#1' }, amount: 3, source: 'other' });
    });
    await page.goto(`${host.url}/#/play/${sessionId}/board`);
    await expect(page.getByTestId('standee-turn')).toHaveAttribute('data-standee', 'thornling#1');
    const before = (await session()).state.monsters['thornling#1'].health as number;
    await page.getByTestId('heal-thornling#1').click();
    await expect.poll(async () => (await session()).state.monsters['thornling#1'].health).toBe(before + 1);
    await expect(page.getByTestId('heal-thornling#1')).toHaveText('Healed');
    ws.close();
  });
});

test.describe('seed 13: the Thornling reveals 9006 (infuse earth)', () => {
  test.use({ seed: 13 });

  test("the session board applies a card's infusion: strong at the end of the monster's turn", async ({ page, host }) => {
    const { ws, sessionId, session } = await thornlingTurn(host.url, '9006');
    await page.goto(`${host.url}/#/play/${sessionId}/board`);
    await expect(page.getByTestId('standee-turn')).toHaveAttribute('data-standee', 'thornling#1');
    await page.getByTestId('effect-infuse-earth').getByRole('button').click();
    await expect.poll(async () => (await session()).state.pendingInfusions).toEqual(['earth']);
    ws.close();
  });
});

test.describe('seed 1: the Bog Shambler reveals 9102 (Move +1, Attack -1, Push 1)', () => {
  test.use({ seed: 1 });

  test('a push rings every hex its target may end in; a tap there moves it, one step of the scenario', async ({ page, host, picture }) => {
    const { ws, sessionId, ada, bo, exec, session, place, chooseLateInitiatives } = await startDemoSession(host.url, [
      { typeId: 'bog-shambler', rank: 'normal', standeeNumber: 1 },
    ]);
    await exec({ type: 'EditBoard', edit: { type: 'drawRoom', from: [0, 0], to: [8, 2] } });
    await place('bog-shambler#1', 'monster', [3, 1]);
    await place(ada, 'character', [4, 1]);
    await place(bo, 'character', [7, 0]);
    await chooseLateInitiatives();
    const drawn = await exec({ type: 'DrawMonsterAbilityCards' });
    expect(drawn.monsterGroups.find((g: { typeId: string }) => g.typeId === 'bog-shambler').card.id).toBe('9102');
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
    await fromTop(page);
    await picture(page, '04-push', { fullPage: true });

    const [q, r] = expected[0]!.split(',').map(Number) as [number, number];
    await tapHex(page, q, r);
    await expect.poll(async () => (await session()).board.figures.find((f: { id: string }) => f.id === ada).hex).toEqual([q, r]);
    await expect(page.getByTestId('board-marks')).toHaveCount(0);
    await expect(page.getByTestId('board-last-step')).toContainText('Ada moved');
    ws.close();
  });
});
