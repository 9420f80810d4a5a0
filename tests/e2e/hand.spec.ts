import { expect, test, type Page } from './fixture';
import { BRUTE_AND_CRAGHEART, createParty, playUntilTurnOf, startBlackBarrow } from './party';
import { fitsAtEachSize, noSideways, pictureOf } from './pictures';

test.use({ actionTimeout: 15_000, data: 'gh1', seed: 1 });

const shot = (page: Page, name: string) => pictureOf(page, `hand-${name}`, { fullPage: true });

/** The Brute's ten level-1 cards from Gloomhaven Secretariat's gh.json (hand size 10). */
const BRUTE_HAND = [
  'Trample',
  'Eye for an Eye',
  'Sweeping Blow',
  'Provoking Roar',
  'Overwhelming Assault',
  'Grab and Go',
  'Warding Strength',
  'Shield Bash',
  'Leaping Cleave',
  'Spare Dagger',
];

/**
 * Ada the Brute lets Haven keep her hand in Black Barrow: she chooses its ten cards on the play
 * screen, plays Trample and Eye for an Eye, and on her turn the top of Eye for an Eye (a round
 * bonus: the active area) and the bottom of Trample (lost). Bo the Cragheart plays as before.
 */
test('a kept hand: choose it, play two cards, see them in the lost pile and the active area', async ({ page, host, call }) => {
  test.setTimeout(180_000);
  const {
    campaignId,
    characterIds: [ada, bo],
  } = await createParty(call, { name: 'Hands', edition: 'gh1' }, BRUTE_AND_CRAGHEART, { packIds: ['ghs-gh1'] });
  const { sessionId, exec } = await startBlackBarrow(call, campaignId, [ada, bo]);

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/play/${sessionId}`);
  const hand = page.getByTestId(`hand-${ada}`);
  // Only classes whose cards Haven knows are offered; the Cragheart's are known too.
  await hand.getByTestId(`keep-hand-${ada}`).click();
  await expect(hand).toContainText('Choose the 10 cards of the hand');
  for (const name of BRUTE_HAND) await hand.getByTestId(`pick-${name}`).click();
  await expect(hand.getByTestId(`track-hand-${ada}`)).toContainText('10 of 10');
  await fitsAtEachSize(page, 'choose', shot, { part: hand });
  await hand.getByTestId(`track-hand-${ada}`).click();

  // Card selection: Trample leads (initiative 72), Eye for an Eye second; a long rest needs two discards.
  await expect(hand.getByTestId(`hand-long-rest-${ada}`)).toBeDisabled();
  await hand.getByTestId('card-Trample').click();
  await hand.getByTestId('card-Eye for an Eye').click();
  await hand.getByTestId(`play-cards-${ada}`).click();
  await expect(page.getByTestId(`hand-pile-${ada}`)).toContainText('Hand (10)');
  expect((await call('scenarios.get', { sessionId })).state.characters[ada].initiative).toEqual({ kind: 'cards', leading: 72, second: 18 });

  await exec({ type: 'ChooseInitiative', characterId: bo, choice: { kind: 'cards', leading: 1, second: 2 } });
  await exec({ type: 'DrawMonsterAbilityCards' });
  await playUntilTurnOf(call, sessionId, ada);
  const toPlay = hand.getByTestId(`to-play-${ada}`);
  await expect(toPlay).toContainText('Trample');
  await fitsAtEachSize(page, 'turn', shot, { part: toPlay, touchTarget: toPlay.getByTestId('play-top-Eye for an Eye') });
  await toPlay.getByTestId('play-top-Eye for an Eye').click();
  await expect(hand.getByTestId(`active-${ada}`)).toContainText('Eye for an Eye');
  // The top is played: the other card gives its bottom.
  await expect(toPlay.getByTestId('play-top-Trample')).toBeDisabled();
  await toPlay.getByTestId('play-bottom-Trample').click();
  await expect(hand.getByTestId(`lost-${ada}`)).toContainText('Trample');
  await expect(hand.getByTestId(`hand-pile-${ada}`)).toContainText('Hand (8)');
  await fitsAtEachSize(page, 'played', shot);
  // On a phone the kept hands are under the party's part.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByTestId('play-part-party').click();
  await expect(hand.getByTestId(`lost-${ada}`)).toContainText('Trample');
  expect(await noSideways(page)).toBe(true);
  await shot(page, 'played-phone');

  // The round ends: the round bonus goes to the discard pile.
  await exec({ type: 'EndTurn' });
  for (;;) {
    const view = await call('scenarios.get', { sessionId });
    if (!view.turnOrder.some((slot: { status: string }) => slot.status === 'pending') && view.state.activeFigure === null) break;
    if (view.state.activeFigure) await exec({ type: 'EndTurn' });
    else await exec({ type: 'StartTurn' });
  }
  await exec({ type: 'EndRound' });
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(hand.getByTestId(`discard-${ada}`)).toContainText('Eye for an Eye');
  await expect(hand.getByTestId(`active-${ada}`)).toContainText('none');
});
