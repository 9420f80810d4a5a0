import { startDemoSession } from './demo-session';
import { expect, test } from './fixture';
import { fitsAtEachSize, noSideways, SCREEN_SIZES } from './pictures';

// A short rest's 1 damage to keep the card is damage like any other (1st ed. rulebook p. 17 and
// p. 28): the play screen and the phone's layout offer to lose cards instead. Neither Ada's nor
// Bo's hand is kept here, so the toggle alone says it.
test.use({ actionTimeout: 15_000, seed: 1 });

test("a character's player may lose cards instead of the short rest's 1 damage, on the play screen and on a phone", async ({
  page,
  host,
  picture,
}) => {
  const { ws, ada, bo, sessionId, exec, session } = await startDemoSession(host.url, []);
  await exec({ type: 'ChooseInitiative', characterId: ada, choice: { kind: 'cards', leading: 10, second: 98 } });
  await exec({ type: 'ChooseInitiative', characterId: bo, choice: { kind: 'cards', leading: 20, second: 96 } });
  await exec({ type: 'DrawMonsterAbilityCards' });
  // Every turn taken: the round's cleanup, where the short rests are.
  for (;;) {
    const view = await session();
    if (view.state.activeFigure) await exec({ type: 'EndTurn' });
    if (!(await session()).turnOrder.some((slot: { status: string }) => slot.status === 'pending')) break;
    await exec({ type: 'StartTurn' });
  }
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
