import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Host } from '../../main/host';
import type { FoundersView } from '@shared/ipc/channels/founders';
import { startTestHost } from '../support/test-host';

/**
 * The host names the Founders rulebook's resources and tiles in the reader's language (issue 18):
 * a German refusal says "Wissen 1" and "Metall", a German history line "Blue hat Metall importiert (Plättchen Metall 1)";
 * English names a tile by its label too ("tile metal 1"), never by its id.
 */
let host: Host;
beforeAll(async () => {
  host = await startTestHost();
});
afterAll(() => host.close());

async function value<T>(channel: string, input: unknown, language = 'en'): Promise<T> {
  const result = await host.invoke(channel, input, language);
  if (!result.ok) throw new Error(result.error);
  return result.value as T;
}

it("words a Founders refusal's and history line's resources and tiles in German", async () => {
  const { id: gameId } = await value<FoundersView>('founders.create', {
    name: 'Sprachen',
    players: [
      { colour: 'Blue', race: 'Inox' },
      { colour: 'Red', race: 'Savvas' },
    ],
  });
  await value('founders.execute', {
    gameId,
    command: { type: 'ImportResource', tile: { id: 'metal-1', resource: 'metal' }, owner: 'Blue' },
  });
  await value('founders.execute', {
    gameId,
    command: { type: 'EnterResource', resource: { resource: 'lumber', tier: 1, prerequisites: [] } },
  });
  await value('founders.execute', {
    gameId,
    command: { type: 'ImportResource', tile: { id: 'lumber-1', resource: 'lumber' }, owner: 'Red' },
  });

  const build = {
    gameId,
    command: {
      type: 'BuildResource',
      player: 'Red',
      tile: { id: 'machinery-1', resource: 'machinery' },
      from: [{ tile: 'metal-1' }, { tile: 'knowledge-1' }],
    },
  };
  const english = await host.invoke('founders.execute', build, 'en');
  const german = await host.invoke('founders.execute', build, 'de');
  if (english.ok || german.ok) throw new Error('the build was not refused');
  expect(english.error).toBe(
    'There is no resource tile knowledge 1 on the board; tile machinery 1 (machinery) needs metal and knowledge. Nothing was changed.',
  );
  expect(german.error).toBe(
    'Auf dem Spielplan liegt kein Ressourcenplättchen Wissen 1; das Plättchen Maschinen 1 (Maschinen) braucht Metall und Wissen. Es wurde nichts geändert.',
  );
  expect(german.refusal).toEqual(english.refusal);

  const lines = async (language: string) =>
    (await value<{ summary: string }[]>('founders.history', { gameId }, language)).map((entry) => entry.summary);
  const [lumber, , metal] = await lines('en');
  expect(metal).toBe('Blue imported metal (tile metal 1)');
  expect(lumber).toBe('Red imported lumber (tile lumber 1)');
  const [lumberDe, enteredDe, metalDe] = await lines('de');
  expect(metalDe).toBe('Blue hat Metall importiert (Plättchen Metall 1)');
  // A resource the players entered is theirs, as they typed it.
  expect(lumberDe).toBe('Red hat lumber importiert (Plättchen lumber 1)');
  expect(enteredDe).toContain('lumber');
});

it("words a Founders command refused for a bad value, and a refused set-up, in the asking screen's language", async () => {
  const { id: gameId } = await value<FoundersView>('founders.create', {
    name: 'Werte',
    players: [{ colour: 'Blue', race: 'Inox' }],
  });
  const adjust = { gameId, command: { type: 'AdjustScore', player: 'Blue', points: 2, reason: '  ' } };
  const english = await host.invoke('founders.execute', adjust, 'en');
  const german = await host.invoke('founders.execute', adjust, 'de');
  if (english.ok || german.ok) throw new Error('the change was not refused');
  expect(english.error).toBe('A change needs a reason for the history. Nothing was changed.');
  expect(german.error).toBe('Eine Änderung braucht einen Grund für den Verlauf. Es wurde nichts geändert.');

  const twins = {
    name: 'Zwillinge',
    players: [
      { colour: 'Red', race: 'Inox' },
      { colour: 'Red', race: 'Savvas' },
    ],
  };
  const [twinsEn, twinsDe] = [await host.invoke('founders.create', twins, 'en'), await host.invoke('founders.create', twins, 'de')];
  if (twinsEn.ok || twinsDe.ok) throw new Error('the set-up was not refused');
  expect(twinsEn.error).toBe('The game was not created: Two players are Red; give each player their own colour. Nothing was changed.');
  expect(twinsDe.error).toBe(
    'Die Partie wurde nicht angelegt: Zwei Spieler sind Red; gib jedem Spieler seine eigene Farbe. Es wurde nichts geändert.',
  );

  // A new game's own check, as the form shows it and the host refuses it.
  const blank = { name: 'Leer', players: [{ colour: ' ', race: 'Inox' }] };
  const blankDe = await host.invoke('founders.create', blank, 'de');
  if (blankDe.ok) throw new Error('the blank colour was not refused');
  expect(blankDe.error).toBe('Ein Spieler braucht eine Farbe. Es wurde nichts geändert.');
});
