import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { connectHost } from '../support/host-client';
import { newDataDir, startHostProcess, type HostProcess } from './host-process';
import { peerPath } from './peer-path';

test.use({ actionTimeout: 15_000 });

let host: HostProcess;
test.beforeEach(async () => {
  host = await startHostProcess(newDataDir());
});
test.afterEach(async () => {
  await host.stop();
});

type Action = { type: string; condition?: string };

test("a Bandit Guard's card that strengthens itself offers it in one tap on its turn, from Gloomhaven Secretariat's data", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { call, close } = await connectHost(host.url);
  await call('content.import', {
    files: [{ path: 'gh.json', dataBase64: readFileSync(peerPath('ghs-data', 'gh.json')).toString('base64') }],
  });
  const started = await call('scenarios.start', {
    packId: 'ghs-gh1',
    monsterTypeIds: ['bandit-guard'],
    characters: [
      { name: 'Brunhilde', classId: 'brute', level: 1 },
      { name: 'Tess', classId: 'tinkerer', level: 1 },
    ],
    scenarioLevel: 1,
  });
  const sessionId = started.id as string;
  const exec = (command: unknown) => call('scenarios.execute', { sessionId, command });
  const [brute, tinkerer] = Object.keys(started.state.characters) as [string, string];
  await exec({ type: 'AddMonsters', monsters: [{ typeId: 'bandit-guard', rank: 'normal', standeeNumber: 1 }] });
  // Round after round (the characters last) until the guard reveals its "Strengthen, self" card.
  const selfStrengthens = (actions: Action[] = []) => actions.some((a) => a.type === 'condition' && a.condition === 'strengthen');
  let found = false;
  for (let round = 0; round < 40 && !found; round++) {
    if (round > 0) {
      for (;;) {
        const view = await call('scenarios.get', { sessionId });
        if (view.state.activeFigure) await exec({ type: 'EndTurn' });
        if (!(await call('scenarios.get', { sessionId })).turnOrder.some((slot: { status: string }) => slot.status === 'pending')) break;
        await exec({ type: 'StartTurn' });
      }
      await exec({ type: 'EndRound' });
    }
    await exec({ type: 'ChooseInitiative', characterId: brute, choice: { kind: 'cards', leading: 95, second: 96 } });
    await exec({ type: 'ChooseInitiative', characterId: tinkerer, choice: { kind: 'cards', leading: 97, second: 98 } });
    const drawn = await exec({ type: 'DrawMonsterAbilityCards' });
    found = selfStrengthens(drawn.monsterGroups.find((g: { typeId: string }) => g.typeId === 'bandit-guard').card.actions.normal);
  }
  expect(found, 'the guard never drew its strengthen card').toBe(true);
  close();

  for (const [width, height] of [
    [768, 1024],
    [360, 740],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`${host.url}/#/play/${sessionId}`);
    await expect(page.getByTestId('play')).toBeVisible();
    if (width === 768) {
      // Before its turn nothing is offered; N starts the guard's turn (it acts first).
      await expect(page.getByTestId('monster-group-bandit-guard')).toBeVisible();
      await expect(page.getByTestId('card-self-conditions')).toHaveCount(0);
      await page.keyboard.press('n');
    }
    const offer = page.getByTestId('self-condition-strengthen');
    await expect(offer).toBeVisible();
    await expect(offer).toBeEnabled();
    await expect(offer).toContainText('Strengthen, self');
    const box = await offer.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: `test-results/screens/card-self-conditions-${width}x${height}.png` });
    if (width === 1024) {
      await offer.click();
      await expect(offer).toBeDisabled();
      await expect(offer).toContainText('Strengthen, self: done');
      const view = await (await connectHost(host.url)).call('scenarios.get', { sessionId });
      expect(view.state.monsters['bandit-guard#1'].conditions).toEqual([{ name: 'strengthen', isFresh: true }]);
      await page.screenshot({ path: `test-results/screens/card-self-conditions-${width}x${height}-done.png` });
    }
  }
});
