import { expect, test } from './fixture';
import { keptHandParty } from './kept-hand-party';
import { untilCleanup, untilTurnOf } from './play-turns';
import { atEachSize, noSideways } from './pictures';
import { tableWithPhone } from './table-party';

// Issue 31: a player plays the hand Haven keeps from a paired phone (360×740) in table mode, while
// the host's screen (in German) follows. "::1" stands in for the local network's address; the phone
// opens the host on 127.0.0.1 as a phone on the network would.
test.use({ actionTimeout: 15_000, data: 'gh1', seed: 1, hostEnv: { HAVEN_TABLE_ADDRESSES: '::1' } });

test('a phone seat plays its kept hand: two cards and their leader, basic actions, cards lost for damage, a short and a long rest', async ({
  page,
  browser,
  host,
  call,
  picture,
}) => {
  test.setTimeout(300_000);
  // Ada's hand: the Brute's ten level-1 cards (gh.json), kept from the start.
  const { sessionId, ada, bo, exec } = await keptHandParty(call, 'Hands at the table');

  // The host's screen in German turns table mode on.
  await page.addInitScript(() => localStorage.setItem('haven-language', 'de'));
  const { phone, phoneContext } = await tableWithPhone(page, browser, host.url, 'Playing Ada');
  const hand = phone.getByTestId(`hand-${ada}`);

  // The turn order asks Bo's initiative, not Ada's: her leading card gives it.
  await page.goto(`${host.url}/#/play/${sessionId}`);
  await expect(page.getByTestId(`initiative-${bo}`)).toBeVisible();
  await expect(page.getByTestId(`initiative-${ada}`)).toHaveCount(0);
  await expect(page.getByTestId('initiative-from-hand')).toContainText('Ada spielt aus der Hand');
  await atEachSize(page, (size) => picture(page, `host-choosing-${size}`));

  // Round 1 on the phone: Trample leads (72), Eye for an Eye second.
  await hand.getByTestId('card-Trample').click();
  await hand.getByTestId('card-Eye for an Eye').click();
  await expect(hand.getByTestId('card-Trample')).toContainText('(leads)');
  await picture(phone, 'phone-choose', { fullPage: true });
  await hand.getByTestId(`play-cards-${ada}`).click();
  await expect
    .poll(async () => (await call('scenarios.get', { sessionId })).state.characters[ada].initiative)
    .toEqual({
      kind: 'cards',
      leading: 72,
      second: 18,
    });
  await exec({ type: 'ChooseInitiative', characterId: bo, choice: { kind: 'cards', leading: 80, second: 85 } });
  await exec({ type: 'DrawMonsterAbilityCards' });

  // The Bandit Guard acts first and attacks Ada; the host's screen negates it by losing Shield Bash.
  await exec({ type: 'StartTurn' });
  expect((await call('scenarios.get', { sessionId })).state.activeFigure.kind).toBe('monster');
  await page.getByTestId(`character-${ada}`).getByRole('button').first().click();
  await page.getByTestId('negate-damage').click();
  await page.getByTestId('attack-panel').getByTestId('lose-for-damage-Shield Bash').click();
  await atEachSize(page, (size) => picture(page, `host-attack-lose-${size}`));
  await page.getByTestId('attack').click();
  await expect(hand.getByTestId(`lost-${ada}`)).toContainText('Shield Bash');
  await untilTurnOf(call, sessionId, ada);

  // Her turn: both cards as basic actions (Attack 2 on top, Move 2 below), so both are discarded.
  const toPlay = hand.getByTestId(`to-play-${ada}`);
  await toPlay.getByTestId('basic-top-Trample').click();
  await expect(toPlay.getByTestId('basic-top-Eye for an Eye')).toBeDisabled();
  await picture(phone, 'phone-basic', { fullPage: true });
  await expect(page.getByTestId('basic-bottom-Eye for an Eye')).toHaveText('Bewegung 2');
  await atEachSize(page, (size) => picture(page, `host-basic-${size}`));
  await toPlay.getByTestId('basic-bottom-Eye for an Eye').click();
  await expect(hand.getByTestId(`discard-${ada}`)).toContainText('Discard (2)');

  // The host's screen offers the same choice by name, in German.
  await page.getByTestId(`character-${ada}`).getByRole('button').first().click();
  await page.getByTestId('negate-next-damage').click();
  await expect(page.getByTestId('lose-from-hand')).toContainText('Eine von der Hand');
  await atEachSize(page, (size) => picture(page, `host-lose-for-damage-${size}`));
  await page.getByTestId('negate-next-damage').click();

  // Three damage, negated by losing Spare Dagger from the hand: her hit points stay.
  const health = (await call('scenarios.get', { sessionId })).state.characters[ada].health as number;
  await phone.getByTestId(`character-${ada}`).getByRole('button').first().click();
  await phone.getByTestId('negate-next-damage').click();
  await expect(phone.getByTestId('lose-from-discard')).toContainText('Trample');
  await phone.getByTestId('lose-for-damage-Spare Dagger').click();
  await picture(phone, 'phone-lose-for-damage', { fullPage: true });
  expect(await noSideways(phone)).toBe(true);
  await phone.getByTestId('damage-3').click();
  await expect(hand.getByTestId(`lost-${ada}`)).toContainText('Spare Dagger');
  expect((await call('scenarios.get', { sessionId })).state.characters[ada].health).toBe(health);

  // The round's end: Ada short rests from the phone (one discarded card lost at random).
  await untilCleanup(call, sessionId);
  await phone.getByTestId(`short-rest-${ada}`).click();
  await expect(hand.getByTestId(`lost-${ada}`)).toContainText('Lost (3)');
  await exec({ type: 'EndRound' });

  // Round 2: two more cards, both basic again, for two discards.
  await hand.getByTestId('card-Sweeping Blow').click();
  await hand.getByTestId('card-Grab and Go').click();
  await hand.getByTestId(`play-cards-${ada}`).click();
  await expect(page.getByTestId(`initiative-${bo}`)).toBeVisible();
  await exec({ type: 'ChooseInitiative', characterId: bo, choice: { kind: 'cards', leading: 80, second: 85 } });
  await exec({ type: 'DrawMonsterAbilityCards' });
  await untilTurnOf(call, sessionId, ada);
  await toPlay.getByTestId('basic-top-Sweeping Blow').click();
  await toPlay.getByTestId('basic-bottom-Grab and Go').click();
  await expect(hand.getByTestId(`discard-${ada}`)).toContainText('Discard (2)');
  await untilCleanup(call, sessionId);
  await exec({ type: 'EndRound' });

  // Round 3: a long rest declared from the phone; on her turn she chooses Grab and Go to lose.
  await hand.getByTestId(`hand-long-rest-${ada}`).click();
  await exec({ type: 'ChooseInitiative', characterId: bo, choice: { kind: 'cards', leading: 80, second: 85 } });
  await exec({ type: 'DrawMonsterAbilityCards' });
  await untilTurnOf(call, sessionId, ada);
  const rest = phone.getByTestId('long-rest');
  await rest.getByTestId('lose-Grab and Go').click();
  await picture(phone, 'phone-long-rest', { fullPage: true });
  await atEachSize(page, (size) => picture(page, `host-long-rest-${size}`));
  await rest.getByTestId('take-long-rest').click();
  await expect(hand.getByTestId(`lost-${ada}`)).toContainText('Grab and Go');
  await expect(hand.getByTestId(`lost-${ada}`)).toContainText('Lost (4)');
  expect(await noSideways(phone)).toBe(true);
  await phoneContext.close();
});
