import { expect, test, type HostCall, type Page } from './fixture';
import { fitsAtEachSize, SCREEN_SIZES, type TakePicture } from './pictures';
import { brokenWords } from './word-breaks';

// gh.json's Ancient Artillery reveals card 702 on seed 2: "Attack +0; all adjacent enemies suffer
// 2 damage". That damage is no attack, yet any damage to a character may be negated by losing one
// card from the hand or two from the discard pile (1st ed. rulebook p. 28 "Character Damage";
// shared/rules/scenario/modules/card-damage.ts). Timeworn Tomb (scenario 41) opens on Ancient
// Artillery alone; a casual campaign plays it without its requirements.
test.use({ actionTimeout: 15_000, data: 'gh1', seed: 2 });

interface Table {
  sessionId: string;
  ada: string;
  bo: string;
  artillery: string;
  cardId: (name: string) => string;
  call: HostCall;
}

/**
 * Ada the Brute (hand kept: her ten level-1 cards) and Bo the Cragheart on either side of the
 * Artillery that acts first; its turn has started. Ada plays Grab and Go (87) and Trample (72), so
 * she acts after the Artillery (71).
 */
async function artilleryTurn(call: HostCall): Promise<Table> {
  const campaignId = (await call('campaigns.create', { name: 'Timeworn Tomb', edition: 'gh1', mode: 'casual' })).state.id as string;
  const run = (command: unknown) => call('campaigns.execute', { campaignId, command });
  await run({ type: 'UseContentPacks', packIds: ['ghs-gh1'] });
  await run({ type: 'CreateCharacter', classId: 'brute', name: 'Ada', gold: 15 });
  await run({ type: 'CreateCharacter', classId: 'cragheart', name: 'Bo', gold: 15 });
  const [ada, bo] = ((await call('campaigns.get', { campaignId })).state.characters as { id: string }[]).map((c) => c.id) as [
    string,
    string,
  ];
  const sessionId = (await call('scenarios.start', { campaignId, packId: 'ghs-gh1', scenarioId: '41', characterIds: [ada, bo] }))
    .id as string;
  const exec = (command: unknown) => call('scenarios.execute', { sessionId, command });
  const session = () => call('scenarios.get', { sessionId });
  const cards = (await session()).state.cardPools[ada].cards as { id: string; name: string; level: unknown }[];
  const cardId = (name: string) => cards.find((card) => card.name === name)!.id;
  await exec({ type: 'TrackHand', characterId: ada, cardIds: cards.filter((card) => card.level === 1).map((card) => card.id) });
  await exec({ type: 'PlayCards', characterId: ada, leading: cardId('Grab and Go'), second: cardId('Trample') });
  await exec({ type: 'ChooseInitiative', characterId: bo, choice: { kind: 'cards', leading: 90, second: 91 } });
  const drawn = await exec({ type: 'DrawMonsterAbilityCards' });
  expect(drawn.monsterGroups.find((g: { typeId: string }) => g.typeId === 'ancient-artillery').card.id).toBe('702');
  await exec({ type: 'StartTurn' });
  const active = (await session()).state.activeFigure as { kind: string; id: string };
  expect(active.kind).toBe('monster');
  // A room drawn by hand: Ada, the Artillery whose turn it is, and Bo in a row, each next to the next.
  await exec({ type: 'EditBoard', edit: { type: 'fillRectangle', from: [0, 0], to: [8, 4], terrain: 'floor' } });
  const place = (id: string, kind: string, hex: [number, number]) =>
    exec({ type: 'EditBoard', edit: { type: 'placeFigure', figure: { id, kind, hex, name: id } } });
  await place(ada, 'character', [3, 2]);
  await place(active.id, 'monster', [4, 2]);
  await place(bo, 'character', [5, 2]);
  return { sessionId, ada, bo, artillery: active.id, cardId, call };
}

/** The board page on the Artillery's turn, its card's damage offered to Ada and Bo. */
async function openBoard(page: Page, url: string, table: Table) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${url}/#/play/${table.sessionId}/board`);
  await expect(page.getByTestId('standee-turn')).toHaveAttribute('data-standee', table.artillery);
  const effect = page.getByTestId('effect-damage');
  await expect(effect).toContainText('All adjacent enemies suffer 2 damage');
  await expect(effect.getByTestId('card-damage')).toHaveText('Ada, Bo: 2 damage');
  return effect;
}

/** The session's view as the host gives it now. */
const viewOf = (table: Table) => table.call('scenarios.get', { sessionId: table.sessionId });
const latest = async (table: Table) => ((await viewOf(table)).history as { summary: string }[])[0]?.summary;

/** The panel at each of the tablet and laptop sizes (nothing scrolls sideways), pictured for a person to look at. */
const pictures = (page: Page, picture: TakePicture, name: string) =>
  fitsAtEachSize(page, name, (at, size) => picture(at, size, { fullPage: true }), { part: page.getByTestId('monster-turn') });

test("Ada's player loses a card from her hand instead of the Artillery's card damage; Bo suffers it", async ({
  page,
  host,
  call,
  picture,
}) => {
  const table = await artilleryTurn(call);
  const { ada, bo } = table;
  const before = await viewOf(table);
  const effect = await openBoard(page, host.url, table);

  const negate = effect.getByTestId(`card-damage-negate-${ada}`);
  await expect(negate).toHaveAttribute('aria-pressed', 'false');
  await negate.click();
  await expect(negate).toHaveAttribute('aria-pressed', 'true');
  // Her hand kept: the cards she may lose, by name; none chosen yet, so the damage waits.
  const choice = effect.getByTestId(`card-damage-negation-${ada}`).getByTestId('lose-from-hand');
  await expect(choice).toContainText('Spare Dagger');
  await expect(effect.getByTestId('card-damage')).toBeDisabled();
  await choice.getByTestId('lose-for-damage-Spare Dagger').click();
  await expect(effect.getByTestId('card-damage')).toBeEnabled();
  await pictures(page, picture, 'negate-chosen');
  await fitsAtEachSize(page, 'panel', picture, {
    part: page.getByTestId('monster-turn'),
    touchTarget: negate,
    sizes: SCREEN_SIZES,
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  // The panel's own controls are touch targets too (44 px): the monster type, the attack, the next
  // standee, the shield and retaliate a character says.
  const panel = page.getByTestId('monster-turn');
  for (const control of [
    panel.getByTestId('monster-type-ancient-artillery'),
    panel.getByTestId('monster-attack'),
    panel.getByTestId('next-standee'),
    panel.getByLabel("Ada's shield"),
    panel.getByLabel("Ada's retaliate"),
    effect.getByTestId('card-damage'),
  ])
    expect((await control.boundingBox())?.height ?? 0, await control.evaluate((e) => e.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44);

  await effect.getByTestId('card-damage').click();
  await expect(effect.getByTestId('card-damage')).toHaveText('Damage dealt');
  await expect
    .poll(() => latest(table))
    .toMatch(/^Ancient Artillery \d+: Ada and Bo suffer 2 damage — Ada loses Spare Dagger to negate 2 damage$/);
  const after = await viewOf(table);
  expect(after.state.characters[ada].health).toBe(before.state.characters[ada].health);
  expect(after.state.characters[bo].health).toBe(before.state.characters[bo].health - 2);
  expect(after.state.hands[ada].lost).toContain(table.cardId('Spare Dagger'));
  expect(after.state.hands[ada].hand).not.toContain(table.cardId('Spare Dagger'));
  await expect(page.getByTestId('board-last-step')).toContainText('Ada loses Spare Dagger to negate 2 damage');
  // On a landscape tablet the whole last step is read, who negated what included: it wraps, nothing cut off.
  await page.setViewportSize({ width: 1024, height: 768 });
  const lastStep = page.getByTestId('board-last-step');
  await lastStep.scrollIntoViewIfNeeded();
  expect(await lastStep.evaluate((e) => e.scrollWidth <= e.clientWidth && e.scrollHeight <= e.clientHeight)).toBe(true);
  await picture(page, 'last-step-1024x768');
  await pictures(page, picture, 'negate-done');
});

test("without the choice Ada suffers the Artillery's card damage and keeps her hand", async ({ page, host, call, picture }) => {
  const table = await artilleryTurn(call);
  const { ada, bo } = table;
  const before = await viewOf(table);
  const effect = await openBoard(page, host.url, table);

  await expect(effect.getByTestId(`card-damage-negate-${ada}`)).toHaveAttribute('aria-pressed', 'false');
  await effect.getByTestId('card-damage').click();
  await expect(effect.getByTestId('card-damage')).toHaveText('Damage dealt');
  await expect.poll(() => latest(table)).toMatch(/^Ancient Artillery \d+: Ada and Bo suffer 2 damage$/);
  const after = await viewOf(table);
  expect(after.state.characters[ada].health).toBe(before.state.characters[ada].health - 2);
  expect(after.state.characters[bo].health).toBe(before.state.characters[bo].health - 2);
  expect(after.state.hands[ada].lost).toEqual(before.state.hands[ada].lost);
  expect(after.state.hands[ada].hand).toEqual(before.state.hands[ada].hand);
  await pictures(page, picture, 'suffered');
  await page.setViewportSize({ width: 360, height: 740 });
  await picture(page, 'suffered-360x740', { fullPage: true });
});

test("by touch the card's damage and the area's Edit button are 44 px targets whose words stay whole, on tablets and a phone", async ({
  browser,
  host,
  call,
  picture,
}) => {
  const table = await artilleryTurn(call);
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });
  try {
    const page = await context.newPage();
    await page.goto(`${host.url}/#/play/${table.sessionId}/board`);
    const effect = page.getByTestId('effect-damage');
    await expect(effect.getByTestId('card-damage')).toHaveText('Ada, Bo: 2 damage');
    const edit = page.getByTestId('monster-turn').getByRole('button', { name: 'Edit area…' });
    for (const [width, height] of [...SCREEN_SIZES.slice(0, 2), [360, 740]] as const) {
      await page.setViewportSize({ width, height });
      await effect.scrollIntoViewIfNeeded();
      for (const control of [effect.getByTestId('card-damage'), edit])
        expect((await control.boundingBox())?.height ?? 0, `${await control.textContent()} at ${width}×${height}`).toBeGreaterThanOrEqual(
          44,
        );
      expect(await brokenWords(page), `${width}×${height}`).toEqual([]);
      await picture(page.getByTestId('monster-turn'), `touch-panel-${width}x${height}`);
    }
  } finally {
    await context.close();
  }
});
