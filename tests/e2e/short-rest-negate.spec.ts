import { startDemoSession } from './demo-session';
import { expect, test } from './fixture';
import { keptHandParty } from './kept-hand-party';
import { fitsAtEachSize, noSideways, SCREEN_SIZES } from './pictures';
import { untilCleanup, untilTurnOf } from './play-turns';
import { tableWithPhone } from './table-party';

// A short rest's 1 damage to keep the card is damage like any other (1st ed. rulebook p. 17 and
// p. 28): the play screen and the phone's layout offer to lose cards instead. Neither Ada's nor
// Bo's hand is kept here, so the toggle alone says it.
test.use({ actionTimeout: 15_000, seed: 1 });

test("a character's player may lose cards instead of the short rest's 1 damage, on the play screen and on a phone", async ({
  page,
  host,
  call,
  picture,
}) => {
  const { ws, ada, bo, sessionId, exec, session } = await startDemoSession(host.url, []);
  await exec({ type: 'ChooseInitiative', characterId: ada, choice: { kind: 'cards', leading: 10, second: 98 } });
  await exec({ type: 'ChooseInitiative', characterId: bo, choice: { kind: 'cards', leading: 20, second: 96 } });
  await exec({ type: 'DrawMonsterAbilityCards' });
  // Every turn taken: the round's cleanup, where the short rests are.
  await untilCleanup(call, sessionId);
  const health = async (id: string) => (await session()).state.characters[id].health as number;
  const latest = async () => ((await session()).history as { summary: string }[])[0]?.summary;
  const [adaFull, boFull] = [await health(ada), await health(bo)];

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/play/${sessionId}`);
  await expect(page.getByTestId('play')).toBeVisible();
  const short = page.getByTestId('short-rest');
  await expect(short.getByTestId(`short-rest-negate-${ada}`)).toHaveText('Lose cards instead of the 1 damage');
  await fitsAtEachSize(page, 'short-rest', picture, {
    part: short,
    touchTarget: short.getByTestId(`short-rest-negate-${ada}`),
    sizes: SCREEN_SIZES,
  });

  // The play screen: Ada keeps the card and loses cards instead of the damage.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(short).toBeVisible();
  const negateAda = short.getByTestId(`short-rest-negate-${ada}`);
  await negateAda.click();
  await expect(negateAda).toHaveAttribute('aria-pressed', 'true');
  await short.getByTestId(`short-rest-keep-${ada}`).click();
  await expect(short).toContainText('Ada short rested.');
  await expect.poll(latest).toMatch(/Ada negates 1 by losing cards/);
  expect(await health(ada)).toBe(adaFull);

  // A phone (360×740): Bo does the same from the phone's layout.
  await page.setViewportSize({ width: 360, height: 740 });
  const phoneShort = page.getByTestId('phone-play').getByTestId('short-rest');
  const negateBo = phoneShort.getByTestId(`short-rest-negate-${bo}`);
  await expect(negateBo).toBeVisible();
  await negateBo.scrollIntoViewIfNeeded();
  expect((await negateBo.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await negateBo.click();
  await expect(negateBo).toHaveAttribute('aria-pressed', 'true');
  await picture(page, 'phone-360x740', { fullPage: true });
  expect(await noSideways(page)).toBe(true);
  await phoneShort.getByTestId(`short-rest-keep-${bo}`).click();
  await expect(phoneShort).toContainText('Bo short rested.');
  await expect.poll(latest).toMatch(/Bo negates 1 by losing cards/);
  expect(await health(bo)).toBe(boFull);
  ws.close();
});

test.describe("a phone seat's kept hand (gh.json's Brute)", () => {
  test.use({ data: 'gh1', hostEnv: { HAVEN_TABLE_ADDRESSES: '::1' } });

  test("the seat's player names the card lost instead of the short rest's 1 damage, from the hand the rest gives back", async ({
    page,
    browser,
    host,
    call,
    picture,
  }) => {
    const { sessionId, ada, bo, cards, exec } = await keptHandParty(call, 'Rests at the table');
    const session = () => call('scenarios.get', { sessionId });
    const idOf = (name: string) => cards.find((card) => card.name === name)!.id;
    // Round 1: Ada plays Trample and Eye for an Eye as basic actions, so both are discarded.
    await exec({ type: 'PlayCards', characterId: ada, leading: idOf('Trample'), second: idOf('Eye for an Eye') });
    await exec({ type: 'ChooseInitiative', characterId: bo, choice: { kind: 'cards', leading: 80, second: 85 } });
    await exec({ type: 'DrawMonsterAbilityCards' });
    await untilTurnOf(call, sessionId, ada);
    await exec({ type: 'PlayCardHalf', characterId: ada, cardId: idOf('Trample'), half: 'top', isBasic: true });
    await exec({ type: 'PlayCardHalf', characterId: ada, cardId: idOf('Eye for an Eye'), half: 'bottom', isBasic: true });
    await untilCleanup(call, sessionId);
    expect((await session()).state.hands[ada].discard).toHaveLength(2);
    const full = (await session()).state.characters[ada].health as number;

    const { phone, phoneContext } = await tableWithPhone(page, browser, host.url, 'Playing Ada');
    const short = phone.getByTestId('short-rest');
    const negate = short.getByTestId(`short-rest-negate-${ada}`);
    await negate.click();
    // One card from the hand, none of the discard pile (the rest takes it back): Spare Dagger is lost instead of the damage.
    const choice = short.getByTestId('lose-from-hand');
    await expect(choice).toContainText('Spare Dagger');
    // Trample, played this round, is back in the hand once the rest is taken: it may be lost too.
    await expect(choice).toContainText('Trample');
    await expect(short.getByTestId('lose-from-discard')).toHaveCount(0);
    await expect(short.getByTestId(`short-rest-keep-${ada}`)).toBeDisabled();
    await choice.getByTestId('lose-for-damage-Spare Dagger').click();
    await picture(phone, 'seat-360x740', { fullPage: true });
    expect(await noSideways(phone)).toBe(true);
    await short.getByTestId(`short-rest-keep-${ada}`).click();
    await expect(short).toContainText('Ada short rested.');
    await expect.poll(async () => (await session()).state.hands[ada].lost).toContain(idOf('Spare Dagger'));
    expect((await session()).state.characters[ada].health).toBe(full);
    await phoneContext.close();
  });
});
