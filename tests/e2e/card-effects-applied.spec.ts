import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { connectHost } from '../support/host-client';
import { newDataDir, startHostProcess, type HostProcess } from './host-process';
import { hasPeerData, PEER_DATA_MISSING, peerPath } from './peer-path';

test.use({ actionTimeout: 15_000 });

let host: HostProcess;
test.beforeEach(async () => {
  host = await startHostProcess(newDataDir());
});
test.afterEach(async () => {
  await host.stop();
});

type Action = { type: string; subActions?: Action[] };
const summons = (actions: Action[] = []): boolean => actions.some((a) => a.type === 'summon' || summons(a.subActions));

/** Looked at by the one who changes the screen: the desktop, a small laptop and a tablet held upright. */
async function shots(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1280, 800],
    [1024, 768],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `test-results/screens/card-effects-${name}-${width}x${height}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a 2nd-edition Cultist's Dark Ritual summons its Living Bones onto the board and hurts itself, through the engine", async ({
  page,
}) => {
  test.skip(!hasPeerData(), PEER_DATA_MISSING);
  test.setTimeout(240_000);
  const { call, close } = await connectHost(host.url);
  await call('content.import', {
    files: [{ path: 'gh2e.json', dataBase64: readFileSync(peerPath('ghs-data', 'gh2e.json')).toString('base64') }],
  });
  // Only the Cultist is asked for: the Living Bones it summons come with it.
  const started = await call('scenarios.start', {
    packId: 'ghs-gh2',
    monsterTypeIds: ['cultist'],
    characters: [
      { name: 'Brak', classId: 'bruiser', level: 1 },
      { name: 'Whisper', classId: 'mindthief', level: 1 },
    ],
    scenarioLevel: 1,
  });
  const sessionId = started.id as string;
  expect(Object.keys(started.state.monsterTypes).sort()).toEqual(['cultist', 'living-bones']);
  const exec = (command: unknown) => call('scenarios.execute', { sessionId, command });
  const session = () => call('scenarios.get', { sessionId });
  const [brak, whisper] = Object.keys(started.state.characters) as [string, string];
  await exec({ type: 'AddMonsters', monsters: [{ typeId: 'cultist', rank: 'normal', standeeNumber: 1 }] });
  await exec({ type: 'EditBoard', edit: { type: 'fillRectangle', from: [0, 0], to: [8, 4], terrain: 'floor' } });
  const place = (id: string, kind: string, hex: [number, number]) =>
    exec({ type: 'EditBoard', edit: { type: 'placeFigure', figure: { id, kind, hex, name: id } } });
  await place(brak, 'character', [2, 2]);
  await place('cultist#1', 'monster', [5, 2]);
  await place(whisper, 'character', [7, 2]);

  // Round after round (the characters last) until the Cultist reveals a card that summons.
  let found = false;
  for (let round = 0; round < 40 && !found; round++) {
    if (round > 0) {
      for (;;) {
        if ((await session()).state.activeFigure) await exec({ type: 'EndTurn' });
        if (!(await session()).turnOrder.some((slot: { status: string }) => slot.status === 'pending')) break;
        await exec({ type: 'StartTurn' });
      }
      await exec({ type: 'EndRound' });
    }
    await exec({ type: 'ChooseInitiative', characterId: brak, choice: { kind: 'cards', leading: 95, second: 96 } });
    await exec({ type: 'ChooseInitiative', characterId: whisper, choice: { kind: 'cards', leading: 97, second: 98 } });
    const drawn = await exec({ type: 'DrawMonsterAbilityCards' });
    found = summons(drawn.monsterGroups.find((g: { typeId: string }) => g.typeId === 'cultist').card.actions.normal);
  }
  expect(found, 'the Cultist never drew its summoning card').toBe(true);
  await exec({ type: 'StartTurn' });

  await page.goto(`${host.url}/#/play/${sessionId}/board`);
  await expect(page.getByTestId('standee-turn')).toHaveAttribute('data-standee', 'cultist#1');
  const summon = page.getByTestId('effect-summon');
  await expect(summon).toContainText('Summon normal Living Bones');
  await shots(page, '01-offered');

  // Of the Cultist's free neighbours only (6,2) stands next to an enemy (Whisper): one tap puts it there.
  await page.getByTestId('summon-living-bones').click();
  await expect(summon).toContainText('Summoned');
  const after = await session();
  const bones = Object.values(after.state.monsters as Record<string, { id: string; typeId: string; firstRound: number }>).find(
    (m) => m.typeId === 'living-bones',
  );
  expect(bones?.firstRound).toBe(after.state.round + 1);
  await expect(page.getByTestId('board-last-step')).toContainText(`Cultist 1 summoned Living Bones`);

  // Its own damage: one tap, the Cultist's hit points in the session.
  const health = after.state.monsters['cultist#1'].health as number;
  await page.getByTestId('effect-suffer').getByRole('button').click();
  await expect.poll(async () => (await session()).state.monsters['cultist#1'].health).toBe(health - 1);
  await shots(page, '02-applied');
  close();
});
