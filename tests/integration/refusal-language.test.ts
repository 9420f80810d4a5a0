import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { startHost, type Host } from '../../main/host';
import type { CampaignView } from '@shared/ipc/campaign-types';
import type { FoundersView } from '@shared/ipc/channels/founders';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';

/**
 * A refusal is worded in the language the request names (issue 18): the same refusal in English
 * is the engine's sentence word for word, in German the catalog's German, with the key and values
 * beside it — one case for each rules engine and for a request the input check refuses.
 */
let host: Host;
beforeAll(async () => {
  host = await startHost({ dataDir: mkdtempSync(join(tmpdir(), 'haven-refusal-language-')), mode: 'test' });
});
afterAll(() => host.close());

async function value<T>(channel: string, input: unknown): Promise<T> {
  const result = await host.invoke(channel, input);
  if (!result.ok) throw new Error(result.error);
  return result.value as T;
}

/** The same request in English and in German: both refused, with the same key. */
async function refusedIn(channel: string, input: unknown) {
  const english = await host.invoke(channel, input, 'en');
  const german = await host.invoke(channel, input, 'de');
  if (english.ok || german.ok) throw new Error(`${channel} was not refused`);
  expect(german.code).toBe(english.code);
  expect(german.refusal).toEqual(english.refusal);
  return { english: english.error, german: german.error, refusal: german.refusal };
}

describe("a refusal in the request's language", () => {
  it('the campaign engine: gold the character does not have', async () => {
    const { state } = await value<CampaignView>('campaigns.create', { name: 'Refusals', edition: 'gh1' });
    await value('campaigns.execute', {
      campaignId: state.id,
      command: { type: 'CreateCharacter', characterId: 'a', classId: 'Reedwalker', name: 'Ana', gold: 3 },
    });
    const { english, german, refusal } = await refusedIn('campaigns.execute', {
      campaignId: state.id,
      command: { type: 'ChangeGold', characterId: 'a', amount: -5 },
    });
    expect(english).toBe('Ana has 3 gold; cannot lose 5. Gold never goes below 0. Nothing was changed.');
    expect(german).toBe('Ana hat 3 Gold und kann nicht 5 verlieren. Gold fällt nie unter 0. Es wurde nichts geändert.');
    expect(refusal).toEqual({ key: 'campaign.goldBelowZero', params: { name: 'Ana', gold: '3', amount: '5' } });
  });

  it('the Founders engine: a player who is not in the game', async () => {
    const { id: gameId } = await value<FoundersView>('founders.create', { name: 'Refused', players: [{ colour: 'Blue', race: 'Inox' }] });
    const { english, german } = await refusedIn('founders.execute', { gameId, command: { type: 'BuildHouse', player: 'Green' } });
    expect(english).toBe('There is no Green player in this game; name a player of this game. Nothing was changed.');
    expect(german).toBe('In dieser Partie gibt es keinen Spieler Green; nenne einen Spieler dieser Partie. Es wurde nichts geändert.');
  });

  it('the scenario engine: a turn started before the monster cards are drawn', async () => {
    const { state } = await value<CampaignView>('campaigns.create', { name: 'Refused scenario', edition: 'gh1' });
    await value('campaigns.execute', {
      campaignId: state.id,
      command: { type: 'CreateCharacter', characterId: 'b', classId: 'reedwalker', name: 'Bo', gold: 15 },
    });
    const { id: sessionId } = await value<ScenarioSessionView>('scenarios.start', {
      campaignId: state.id,
      packId: 'haven-demo-gh1',
      scenarioId: 'demo-1',
      characterIds: ['b'],
      scenarioLevel: 1,
    });
    const { english, german, refusal } = await refusedIn('scenarios.execute', { sessionId, command: { type: 'StartTurn' } });
    expect(english).toBe(
      "Round 1's monster ability cards are not revealed yet; no turn was started. Record every character's initiative and draw the monster cards. Nothing was changed.",
    );
    expect(german).toBe(
      'Die Monster-Fähigkeitskarten der Runde 1 sind noch nicht aufgedeckt; kein Zug wurde begonnen. Vermerkt die Initiative jedes Charakters und zieht die Monsterkarten. Es wurde nichts geändert.',
    );
    expect(refusal).toEqual({ key: 'scenario.monsterCardsHidden', params: { round: '1' } });
  });

  it('the input check: a text far too long', async () => {
    const { english, german } = await refusedIn('campaigns.create', { name: 'x'.repeat(10_001), edition: 'gh1' });
    expect(english).toBe('The name is too long: at most 10,000 characters. Nothing was changed.');
    expect(german).toBe('Das Feld „name“ ist zu lang: höchstens 10.000 Zeichen. Es wurde nichts geändert.');
  });

  it('a content pack that is not JSON: the place in the file is kept as values', async () => {
    const dataBase64 = Buffer.from('{"edition": "gh",, "monsters": []}').toString('base64');
    const { english, german, refusal } = await refusedIn('content.import', { files: [{ path: 'gh.json', dataBase64 }] });
    expect(english).toBe(
      'The import was refused: gh.json $: not valid JSON at line 1, column 18 (position 17): unexpected ", \\"monsters\\"". Nothing was written. Nothing was changed.',
    );
    expect(german).toBe(
      'Der Import wurde abgelehnt: gh.json $: kein gültiges JSON in Zeile 1, Spalte 18 (Position 17): unerwartet ", \\"monsters\\"". Es wurde nichts geschrieben. Es wurde nichts geändert.',
    );
    expect(refusal?.key).toBe('files.importRefused');
    expect(refusal?.parts?.['problems']?.[0]?.parts?.['reason']?.[0]?.key).toBe('files.json.unexpected');
  });

  it('a zip whose entry points outside the archive', async () => {
    const zip = zipSync({ '../../evil.json': strToU8('{}'), 'gh.json': strToU8('{}') });
    const { english, german } = await refusedIn('content.import', {
      files: [{ path: 'pack.zip', dataBase64: Buffer.from(zip).toString('base64') }],
    });
    expect(english).toBe(
      'The import was refused: pack.zip:../../evil.json $: refused: the entry name points outside the archive. Nothing was written. Nothing was changed.',
    );
    expect(german).toBe(
      'Der Import wurde abgelehnt: pack.zip:../../evil.json $: abgelehnt: der Name des Eintrags zeigt aus dem Archiv hinaus. Es wurde nichts geschrieben. Es wurde nichts geändert.',
    );
  });

  it('an upload larger than an import may hold', async () => {
    const files = [
      { path: 'a.json', size: 100 * 1024 * 1024 },
      { path: 'b.json', size: 100 * 1024 * 1024 },
    ];
    const { english, german } = await refusedIn('content.uploadStart', { files });
    expect(english).toBe(
      'The import was refused: (upload) $: refused: 200.0 MB is over the 128 MB an import may hold. Nothing was written. Nothing was changed.',
    );
    expect(german).toBe(
      'Der Import wurde abgelehnt: (Upload) $: abgelehnt: 200.0 MB sind mehr als die 128 MB, die ein Import enthalten darf. Es wurde nichts geschrieben. Es wurde nichts geändert.',
    );
  });

  it('a campaign file that is not one: the field path kept, the words German', async () => {
    const text = JSON.stringify({ format: 'something-else', version: 1 });
    const { english, german, refusal } = await refusedIn('exchange.importCampaign', { text });
    expect(english).toBe(
      'This is not a campaign file Haven can import: format: expected "haven-campaign", found "something-else". Nothing was imported; the data is unchanged. Nothing was changed.',
    );
    expect(german).toBe(
      'Das ist keine Kampagnendatei, die Haven importieren kann: format: erwartet „haven-campaign“, gefunden "something-else". Es wurde nichts importiert; die Daten sind unverändert. Es wurde nichts geändert.',
    );
    expect(refusal?.key).toBe('files.exchange.refused');
    const nothing = await refusedIn('exchange.importCampaign', { text: JSON.stringify({ version: 1 }) });
    expect(nothing.german).toContain('format: erwartet „haven-campaign“, gefunden nichts.');
  });

  it("a schema's own sentence: a backup's name, a file's text", async () => {
    const backup = await refusedIn('backups.restore', { name: '../escape' });
    expect(backup.english).toBe("Name is not a backup's file name. Nothing was changed.");
    expect(backup.german).toBe('Der Name ist nicht der Dateiname einer Sicherung. Es wurde nichts geändert.');
    const text = await refusedIn('exchange.importCampaign', { text: 42 });
    expect(text.english).toBe("Text must be the file's text. Nothing was changed.");
    expect(text.german).toBe('Der Text muss der Text der Datei sein. Es wurde nichts geändert.');
  });

  it('the scenario and campaign engines name no ids: a missing thing by its kind, a summon by its name', async () => {
    const { state } = await value<CampaignView>('campaigns.create', { name: 'No ids', edition: 'gh1' });
    await value('campaigns.execute', {
      campaignId: state.id,
      command: { type: 'CreateCharacter', characterId: 'c-7f3a', classId: 'reedwalker', name: 'Grok', gold: 500 },
    });
    const { id: sessionId } = await value<ScenarioSessionView>('scenarios.start', {
      campaignId: state.id,
      packId: 'haven-demo-gh1',
      scenarioId: 'demo-1',
      characterIds: ['c-7f3a'],
      scenarioLevel: 1,
    });
    const inSession = (command: unknown) => refusedIn('scenarios.execute', { sessionId, command });
    const cases = [
      {
        said: await inSession({ type: 'ChooseInitiative', characterId: 'ghost-42', choice: { kind: 'cards', leading: 10, second: 20 } }),
        english: 'There is no such character in this scenario; nothing was recorded. Nothing was changed.',
        german: 'Diesen Charakter gibt es in diesem Szenario nicht; nichts wurde vermerkt. Es wurde nichts geändert.',
        id: 'ghost-42',
      },
      {
        said: await inSession({ type: 'GainExperience', characterId: 'ghost-42', amount: 1 }),
        english: 'There is no such character in this scenario; nothing changed.',
        german: 'Diesen Charakter gibt es in diesem Szenario nicht; nichts wurde geändert.',
        id: 'ghost-42',
      },
      {
        said: await inSession({ type: 'AddMonsters', monsters: [{ typeId: 'mystery-beast', rank: 'normal' }] }),
        english:
          "This scenario's content has no such monster type; no monsters were added. Add the type to the scenario setup first. Nothing was changed.",
        german:
          'Im Inhalt dieses Szenarios gibt es diesen Monstertyp nicht; keine Monster wurden hinzugefügt. Fügt den Typ zuerst dem Szenario-Aufbau hinzu. Es wurde nichts geändert.',
        id: 'mystery-beast',
      },
      {
        said: await inSession({ type: 'ShuffleInModifierCard', deck: 'deck-x9', card: 'bless' }),
        english:
          "There is no such attack modifier deck in this scenario; nothing changed. Choose the monsters', the allies' (2nd edition) or a character's deck.",
        german:
          'Diesen Angriffsmodifikatorstapel gibt es in diesem Szenario nicht; nichts wurde geändert. Wählt den Stapel der Monster, der Verbündeten (2. Edition) oder eines Charakters.',
        id: 'deck-x9',
      },
    ];
    for (const { said, english, german, id } of cases) {
      expect(said.english).toBe(english);
      expect(said.german).toBe(german);
      expect(said.german).not.toContain(id);
      expect(said.refusal?.params).not.toHaveProperty('id');
    }
    const summon = { type: 'AddSummon', summonId: 'summon-b2', ownerId: 'c-7f3a', name: 'Bone Guard', maxHealth: 3 };
    await value('scenarios.execute', { sessionId, command: summon });
    const again = await inSession({ ...summon, name: 'Second Guard' });
    expect(again.english).toBe('Bone Guard is already on the map as a summon; nothing was summoned. Nothing was changed.');
    expect(again.german).toBe('Bone Guard ist schon als Beschwörung auf der Karte; nichts wurde beschworen. Es wurde nichts geändert.');
    expect(again.german).not.toContain('summon-b2');
  });

  it("the 1st edition's enhanced-cards limit names the character, not the class's id", async () => {
    const { state } = await value<CampaignView>('campaigns.create', { name: 'Enhancing', edition: 'gh1' });
    const execute = (command: unknown) => value('campaigns.execute', { campaignId: state.id, command });
    await execute({ type: 'CreateCharacter', characterId: 'g', classId: 'brute-class-id', name: 'Grok', gold: 500 });
    await execute({ type: 'AddAchievement', scope: 'global', name: 'The Power of Enhancement' });
    const buy = { type: 'BuyEnhancement', characterId: 'g', half: 'top', enhancement: 'attack', cardLevel: 1 };
    await execute({ ...buy, card: 'Trample' });
    const { english, german } = await refusedIn('campaigns.execute', { campaignId: state.id, command: { ...buy, card: 'Skewer' } });
    expect(english).toBe(
      "Grok's class already has 1 enhanced card, as many as the prosperity level 1 allows; nothing was bought. Nothing was changed.",
    );
    expect(german).toBe(
      'Die Klasse von Grok hat schon 1 verbesserte Karte, so viele wie Wohlstandsstufe 1 erlaubt; es wurde nichts gekauft. Es wurde nichts geändert.',
    );
    expect(german).not.toContain('brute-class-id');
  });
});
