import { expect, test } from './fixture';
import { BRUTE_AND_CRAGHEART, createParty } from './party';
import { fitsAtEachSize } from './pictures';

// The standees' numbers are drawn (p. 13): the seed pins them; the spec counts standees, not numbers.
test.use({ data: 'gh1', seed: 29 });

interface SessionView {
  state: {
    revealedRooms: string[];
    monsters: Record<string, unknown>;
    objectives?: Record<string, { name: string; marker?: string; health: number; maxHealth: number; isDestroyed: boolean }>;
  };
}

/**
 * Savvas Armory with Gloomhaven Secretariat's data: Door b has 4+L hit points (1st ed. rulebook
 * p. 34 "Objective tokens"); when it is destroyed, room 2 (tile C2b) opens with its monsters. The
 * play screen lists the door by its printed name and letter, damages it, shows it destroyed, and
 * the history says the door fell and the rule opened the room.
 */
test("Savvas Armory's door is damaged to 0 on the play screen and its room opens", async ({ page, host, call, picture }) => {
  test.setTimeout(240_000);
  const { campaignId, characterIds } = await createParty(call, { name: 'Armory', edition: 'gh1', mode: 'casual' }, BRUTE_AND_CRAGHEART);
  const session = await call('scenarios.start', { campaignId, packId: 'ghs-gh1', scenarioId: '33', characterIds });
  const sessionId = session.id as string;
  const view = async () => (await call('scenarios.get', { sessionId })) as unknown as SessionView;
  const before = await view();
  const [door] = Object.values(before.state.objectives ?? {});
  expect(door).toMatchObject({ name: 'Door', marker: 'b', isDestroyed: false });
  expect(door!.health).toBe(door!.maxHealth);
  expect(before.state.revealedRooms).not.toContain('2');

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/play/${sessionId}`);
  const section = page.getByTestId('objectives');
  const row = section.getByTestId('objective');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('objective-name')).toHaveText('Door b');
  await expect(row.getByTestId('objective-health')).toHaveText(`${door!.health} of ${door!.maxHealth} hit points`);
  // Nothing internal on screen: no id, no code.
  await expect(section).not.toContainText('objective#');
  await fitsAtEachSize(page, 'door', (p, name) => picture(p, name), {
    part: section,
    touchTarget: row.getByTestId('objective-damage-1'),
    sizes: [
      [1280, 800],
      [1024, 768],
      [768, 1024],
    ],
  });
  // A phone: the section is with the monsters, its controls big enough for a finger.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByTestId('play-part-monsters').click();
  await section.scrollIntoViewIfNeeded();
  expect((await row.getByTestId('objective-damage').boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await picture(page, 'door-360x740');
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(section).toBeVisible();
  const standees = page.locator('[data-testid^="standee-"]');
  const standeesBefore = await standees.count();

  // One damage, then the rest typed in: the door falls and the room behind it opens.
  await row.getByTestId('objective-damage-1').click();
  await expect(row.getByTestId('objective-health')).toHaveText(`${door!.health - 1} of ${door!.maxHealth} hit points`);
  expect((await view()).state.revealedRooms).not.toContain('2');
  await row.getByTestId('objective-amount').fill(String(door!.health - 1));
  await row.getByTestId('objective-damage').click();
  await expect(row.getByTestId('objective-destroyed')).toHaveText('destroyed');
  await expect(row.getByTestId('objective-damage-1')).toHaveCount(0);
  await expect.poll(() => standees.count()).toBeGreaterThan(standeesBefore);
  const after = await view();
  expect(after.state.revealedRooms).toContain('2');
  expect(Object.keys(after.state.monsters).length).toBeGreaterThan(Object.keys(before.state.monsters).length);
  expect(Object.values(after.state.objectives ?? {})[0]).toMatchObject({ health: 0, isDestroyed: true });

  // The history says so in words.
  await page.getByTestId('open-history').click();
  const newest = page.getByTestId('history-entry').first();
  await expect(newest).toContainText(`Door b takes ${door!.health - 1} damage and is destroyed`);
  await expect(newest).toContainText('Scenario rule: the room on tile C2b opens, with its monsters');
  await picture(page, 'history-1024x768');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('history')).toBeHidden();

  // On a phone the section is with the monsters; in German its words are German.
  await page.evaluate(() => localStorage.setItem('haven-language', 'de'));
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await page.getByTestId('play-part-monsters').click();
  await expect(page.getByTestId('objectives')).toContainText('Zielobjekte');
  await expect(page.getByTestId('objective-destroyed')).toHaveText('zerstört');
  await page.getByTestId('objectives').scrollIntoViewIfNeeded();
  await picture(page, 'door-destroyed-de-360x740');
});
