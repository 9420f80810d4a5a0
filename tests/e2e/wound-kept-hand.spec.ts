import { expect, test, type HostCall, type Page } from './fixture';
import { keptHandParty } from './kept-hand-party';
import { atEachSize, noSideways } from './pictures';
import { tableWithPhone } from './table-party';

// Issue 31: a wounded character whose hand Haven keeps starts its turn from the play screen or its
// player's phone, choosing to lose a card rather than suffer the wound's damage (1st ed. rulebook
// p. 22 "Wound", p. 28 "Character Damage"). GHS's gh.json: Ada the Brute keeps her ten level-1
// cards. "::1" stands in for the local network's address in table mode.
test.use({ actionTimeout: 15_000, data: 'gh1', seed: 1, hostEnv: { HAVEN_TABLE_ADDRESSES: '::1' } });

interface Wounded {
  sessionId: string;
  ada: string;
  /** Her hit points as her turn is about to start. */
  health: number;
}

/**
 * Ada (kept hand: Trample and Eye for an Eye chosen) and Bo in scenario 1; Ada is wounded, and the
 * turns before hers are played, so hers is the next to start.
 */
async function woundedBeforeHerTurn(call: HostCall): Promise<Wounded> {
  const { sessionId, ada, bo, cards, exec } = await keptHandParty(call, 'Wounded hands');
  const idOf = (name: string) => cards.find((card) => card.name === name)!.id;
  await exec({ type: 'PlayCards', characterId: ada, leading: idOf('Trample'), second: idOf('Eye for an Eye') });
  await exec({ type: 'ChooseInitiative', characterId: bo, choice: { kind: 'cards', leading: 80, second: 85 } });
  await exec({ type: 'DrawMonsterAbilityCards' });
  await exec({ type: 'AddCondition', figure: { kind: 'character', id: ada }, condition: 'wound' });
  for (;;) {
    const view = await call('scenarios.get', { sessionId });
    const next = view.turnOrder.find((slot: { status: string }) => slot.status === 'pending');
    if (view.state.activeFigure === null && next.figure.id === ada) return { sessionId, ada, health: view.state.characters[ada].health };
    await exec({ type: view.state.activeFigure ? 'EndTurn' : 'StartTurn' });
  }
}

/** Loses Spare Dagger from the hand in the wound's choice, and starts the turn. */
async function loseSpareDagger(page: Page): Promise<void> {
  const choice = page.getByTestId('wound-choice');
  await expect(choice.getByTestId('wound-lose')).toBeDisabled();
  await choice.getByTestId('lose-for-damage-Spare Dagger').click();
  await choice.getByTestId('wound-lose').click();
  await expect(choice).toHaveCount(0);
}

test("the play screen starts a wounded kept hand's turn with a card lost instead of the wound's damage", async ({
  page,
  host,
  call,
  picture,
}) => {
  const { sessionId, ada, health } = await woundedBeforeHerTurn(call);
  // The game master's screen, in German.
  await page.addInitScript(() => localStorage.setItem('haven-language', 'de'));
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/play/${sessionId}`);
  await page.getByTestId('next-turn').click();
  await expect(page.getByTestId('wound-choice')).toContainText('Ada ist verwundet');
  await atEachSize(page, (size) => picture(page, `host-choice-${size}`), [
    [1024, 768],
    [768, 1024],
    [1440, 900],
  ]);
  await loseSpareDagger(page);
  await expect(page.getByTestId(`lost-${ada}`)).toContainText('Spare Dagger');
  await expect(page.getByTestId(`hp-${ada}`)).toHaveText(new RegExp(`^${health}/`));
  await picture(page, 'host-after', { fullPage: true });
  expect((await call('scenarios.get', { sessionId })).state.characters[ada].health).toBe(health);
});

test("a phone seat starts its wounded kept hand's turn with a card lost instead of the wound's damage", async ({
  page,
  browser,
  host,
  call,
  picture,
}) => {
  const { sessionId, ada, health } = await woundedBeforeHerTurn(call);
  const { phone, phoneContext } = await tableWithPhone(page, browser, host.url, 'Playing Ada');

  await phone.getByTestId('next-turn').click();
  await expect(phone.getByTestId('wound-choice')).toContainText('Ada is wounded');
  await picture(phone, 'phone-choice');
  expect(await noSideways(phone)).toBe(true);
  await loseSpareDagger(phone);
  await expect(phone.getByTestId(`hand-${ada}`).getByTestId(`lost-${ada}`)).toContainText('Spare Dagger');
  await picture(phone, 'phone-after', { fullPage: true });
  expect((await call('scenarios.get', { sessionId })).state.characters[ada].health).toBe(health);
  await phoneContext.close();
});

test("the board's turn panel asks the same choice, and the player may suffer the wound's damage instead", async ({
  page,
  host,
  call,
  picture,
}) => {
  const { sessionId, ada, health } = await woundedBeforeHerTurn(call);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/play/${sessionId}/board`);
  await page.getByTestId('start-turn').click();
  const choice = page.getByTestId('wound-choice');
  await expect(choice).toContainText('Suffer 1 damage and start the turn');
  await picture(page, 'board-choice');
  await choice.getByTestId('wound-suffer').click();
  await expect(page.getByTestId('session-turn')).toContainText('Ada');
  expect((await call('scenarios.get', { sessionId })).state.characters[ada].health).toBe(health - 1);
});
