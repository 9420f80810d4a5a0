import { connectHost } from '../support/host-client';
import { expect, test } from './fixture';

test.use({ actionTimeout: 15_000, seed: 1 });

test('a 2nd-edition attack on a warded monster says the damage it suffered after ward, on the screen and in the history', async ({
  page,
  host,
  picture,
}) => {
  const ws = await connectHost(host.url);
  const started = await ws.call('scenarios.start', {
    packId: 'haven-demo-gh2',
    scenarioId: 'demo-1',
    characters: [
      { name: 'Ada', classId: 'lanternwright', level: 1 },
      { name: 'Bo', classId: 'reedwalker', level: 1 },
    ],
    scenarioLevel: 1,
    firstRoom: [{ typeId: 'bog-shambler', rank: 'normal', standeeNumber: 1 }],
  });
  const sessionId = started.id as string;
  const [ada, bo] = Object.keys(started.state.characters) as [string, string];
  const exec = (command: unknown) => ws.call('scenarios.execute', { sessionId, command });
  await exec({ type: 'AddCondition', figure: { kind: 'monster', id: 'bog-shambler#1' }, condition: 'ward' });
  await exec({ type: 'ChooseInitiative', characterId: ada, choice: { kind: 'cards', leading: 1, second: 2 } });
  await exec({ type: 'ChooseInitiative', characterId: bo, choice: { kind: 'cards', leading: 99, second: 98 } });
  await exec({ type: 'DrawMonsterAbilityCards' });
  const before = (await ws.call('scenarios.get', { sessionId })).state.monsters['bog-shambler#1'].health as number;

  await page.goto(`${host.url}/#/play/${sessionId}`);
  await expect(page.getByTestId('play')).toBeVisible();
  await page.keyboard.press('n');
  await expect(page.getByTestId(`slot-${ada}`)).toHaveAttribute('data-status', 'active');
  await page.getByTestId('standee-bog-shambler#1').click();
  await page.getByTestId('attack-value').fill('6');
  await page.getByTestId('attack').click();

  // "Bog Shambler 1: 6 → 7, 3 damage (ward halved 7)": the damage it suffered, and what ward halved.
  const result = page.getByTestId('attack-result');
  await expect(result).toContainText('ward halved');
  const [, damage, halved] = /, (\d+) damage \(ward halved (\d+)\)/.exec(await result.innerText()) ?? [];
  expect(Number(damage)).toBe(Math.floor(Number(halved) / 2));
  const after = (await ws.call('scenarios.get', { sessionId })).state.monsters['bog-shambler#1'].health as number;
  expect(before - after).toBe(Number(damage));
  const history = (await ws.call('scenarios.get', { sessionId })).history as { summary: string }[];
  expect(history[0]?.summary).toContain(`Bog Shambler 1 takes ${damage}`);
  ws.close();
  for (const [width, height] of [
    [1280, 800],
    [1024, 768],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    await picture(page.getByTestId('last-draw'), `result-${width}x${height}`);
  }
});
