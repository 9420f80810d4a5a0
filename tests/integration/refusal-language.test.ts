import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import type { Host } from '../../main/host';
import type { CampaignView } from '@shared/ipc/campaign-types';
import type { FoundersView } from '@shared/ipc/channels/founders';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import { startTestHost, valueOf } from '../support/test-host';

/**
 * A refusal is worded in the language the request names (issue 18): the same refusal in English
 * is the engine's sentence word for word, in German the catalog's German, with the key and values
 * beside it — one case for each rules engine and for a request the input check refuses.
 */
let host: Host;
beforeAll(async () => {
  host = await startTestHost();
});
afterAll(() => host.close());
const value = valueOf(() => host);

/** A new 1st-edition campaign with one character, playing the demo pack's first scenario: the session's id. */
async function demoScenarioWith(character: { characterId: string; classId: string; name: string; gold: number }): Promise<string> {
  const { state } = await value<CampaignView>('campaigns.create', { name: `Scenario of ${character.name}`, edition: 'gh1' });
  await value('campaigns.execute', { campaignId: state.id, command: { type: 'CreateCharacter', ...character } });
  const session = await value<ScenarioSessionView>('scenarios.start', {
    campaignId: state.id,
    packId: 'haven-demo-gh1',
    scenarioId: 'demo-1',
    characterIds: [character.characterId],
    scenarioLevel: 1,
  });
  return session.id;
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
      'The import was refused: gh.json: not valid JSON at line 1, column 18 (position 17): unexpected ", \\"monsters\\"". Nothing was changed.',
    );
    expect(german).toBe(
      'Der Import wurde abgelehnt: gh.json: kein gültiges JSON in Zeile 1, Spalte 18 (Position 17): unerwartet ", \\"monsters\\"". Es wurde nichts geändert.',
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
      'The import was refused: pack.zip:../../evil.json: refused: the entry name points outside the archive. Nothing was changed.',
    );
    expect(german).toBe(
      'Der Import wurde abgelehnt: pack.zip:../../evil.json: abgelehnt: der Name des Eintrags zeigt aus dem Archiv hinaus. Es wurde nichts geändert.',
    );
  });

  it("a Gloomhaven Secretariat file the importer refuses: its own problems and zod's, each worded, no key shown", async () => {
    const stats = [0, 1, 2, 3, 4, 5, 6, 7].flatMap((level) => [
      { level, health: 3 },
      { level, type: 'elite', health: 5 },
    ]);
    const gh = {
      edition: 'gh',
      decks: [],
      monsters: [
        { name: 'hound', count: 'six', baseStat: {}, stats },
        { name: 'ooze', count: 4, baseStat: { immunities: ['sneeze'] }, stats },
        { name: 'imp', count: 4, baseStat: {} },
      ],
    };
    const dataBase64 = Buffer.from(JSON.stringify(gh)).toString('base64');
    const { english, german, refusal } = await refusedIn('content.import', { files: [{ path: 'gh.json', dataBase64 }] });
    expect(english).toBe(
      'The import was refused: gh.json monsters[0].count: Invalid input: expected number, received string; gh.json monsters[1].baseStat.immunities[0]: unknown immunity "sneeze"; gh.json monsters[2].stats: Invalid input: expected array, received undefined. Nothing was changed.',
    );
    expect(german).toBe(
      'Der Import wurde abgelehnt: gh.json monsters[0].count: Ungültige Eingabe: erwartet Zahl, erhalten Text; gh.json monsters[1].baseStat.immunities[0]: unbekannte Immunität „sneeze“; gh.json monsters[2].stats: fehlt (erwartet: Liste). Es wurde nichts geändert.',
    );
    expect(german).not.toMatch(/files\.|refusals\.|\u2063/);
    expect(refusal?.parts?.['problems']?.map((problem) => problem.parts?.['reason']?.[0]?.key)).toEqual([
      'files.zod.invalidType',
      'files.importer.unknownImmunity',
      'files.zod.missing',
    ]);
  });

  it('an X-haven Assistant file the importer refuses: a level without its elite stats, a boss level without health', async () => {
    const stats = { health: 3, move: 2, attack: 1 };
    const levels = (level: (index: number) => object) => [0, 1, 2, 3, 4, 5, 6, 7].map((index) => ({ level: index, ...level(index) }));
    const xha = {
      edition: 'Gloomhaven',
      monsterAbilities: [{ name: 'Hound', cards: [[1, false, 20, 'Move +1']] }],
      monsters: {
        Hound: { deck: 'Hound', count: 6, levels: levels((index) => (index === 3 ? { normal: stats } : { normal: stats, elite: stats })) },
        Tyrant: { deck: 'Hound', count: 1, levels: levels((index) => (index === 5 ? { move: 2, attack: 4 } : stats)) },
      },
      scenarios: {},
    };
    const dataBase64 = Buffer.from(JSON.stringify(xha)).toString('base64');
    const { english, german } = await refusedIn('content.import', { files: [{ path: 'editions/Gloomhaven.json', dataBase64 }] });
    expect(english).toBe(
      'The import was refused: Gloomhaven.json monsters.Hound.levels[3]: a level needs both "normal" and "elite" stats; Gloomhaven.json monsters.Tyrant.levels[5]: a boss level needs "health", "move" and "attack". Nothing was changed.',
    );
    expect(german).toBe(
      'Der Import wurde abgelehnt: Gloomhaven.json monsters.Hound.levels[3]: eine Stufe braucht Werte für „normal“ und „elite“; Gloomhaven.json monsters.Tyrant.levels[5]: eine Boss-Stufe braucht „health“, „move“ und „attack“. Es wurde nichts geändert.',
    );
  });

  it('an upload larger than an import may hold', async () => {
    const files = [
      { path: 'a.json', size: 100 * 1024 * 1024 },
      { path: 'b.json', size: 100 * 1024 * 1024 },
    ];
    const { english, german } = await refusedIn('content.uploadStart', { files });
    expect(english).toBe('The import was refused: (upload): refused: 200.0 MB is over the 128 MB an import may hold. Nothing was changed.');
    expect(german).toBe(
      'Der Import wurde abgelehnt: (Upload): abgelehnt: 200.0 MB sind mehr als die 128 MB, die ein Import enthalten darf. Es wurde nichts geändert.',
    );
  });

  it('a campaign file that is not one: the field path kept, the words German', async () => {
    const text = JSON.stringify({ format: 'something-else', version: 1 });
    const { english, german, refusal } = await refusedIn('exchange.importCampaign', { text });
    expect(english).toBe(
      'This is not a campaign file Haven can import: format: expected "haven-campaign", found "something-else". Nothing was changed.',
    );
    expect(german).toBe(
      'Das ist keine Kampagnendatei, die Haven importieren kann: format: erwartet „haven-campaign“, gefunden "something-else". Es wurde nichts geändert.',
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
    const sessionId = await demoScenarioWith({ characterId: 'c-7f3a', classId: 'reedwalker', name: 'Grok', gold: 500 });
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
    // The test's cards are not in any pack, so the slot is confirmed as the sheet asks (p. 42).
    const buy = { type: 'BuyEnhancement', characterId: 'g', half: 'top', enhancement: 'attack', cardLevel: 1, isSlotConfirmed: true };
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

/** No id of the data file's own (a campaign's, a session's: uuids and the like) in a sentence. */
const ID_LIKE = /[0-9a-f]{8}-[0-9a-f]{4}-|\bwith id\b/i;

describe("the host services' own refusals in the request's language, never with an id", () => {
  it('a campaign that was deleted', async () => {
    const { state } = await value<CampaignView>('campaigns.create', { name: 'Gone', edition: 'gh1' });
    await value('campaigns.delete', { campaignId: state.id, confirmName: 'Gone' });
    const { english, german, refusal } = await refusedIn('campaigns.execute', {
      campaignId: state.id,
      command: { type: 'RenameParty', name: 'Anyone' },
    });
    expect(english).toBe('That campaign is no longer in this data file; it may have been deleted. Nothing was changed.');
    expect(german).toBe('Diese Kampagne ist nicht mehr in dieser Datendatei; vielleicht wurde sie gelöscht. Es wurde nichts geändert.');
    expect(refusal).toEqual({ key: 'host.missing.aggregate', params: { noun: 'campaign' } });
    for (const sentence of [english, german]) expect(sentence).not.toContain(state.id);
  });

  it('nothing to undo, and a wrong name to confirm a delete', async () => {
    const { state } = await value<CampaignView>('campaigns.create', { name: 'Kept', edition: 'gh1' });
    const undo = await refusedIn('campaigns.undo', { campaignId: state.id });
    expect(undo.english).toBe('There is nothing to undo in this campaign. Nothing was changed.');
    expect(undo.german).toBe('In dieser Kampagne gibt es nichts rückgängig zu machen. Es wurde nichts geändert.');
    const remove = await refusedIn('campaigns.delete', { campaignId: state.id, confirmName: 'kept' });
    // The sentence says what was not done already: no second ending in either language.
    expect(remove.english).toBe('To delete the campaign, type its name exactly ("Kept"). Nothing was deleted. Nothing was changed.');
    expect(remove.german).toBe(
      'Um die Kampagne zu löschen, tippe ihren Namen genau ein („Kept“). Es wurde nichts gelöscht. Es wurde nichts geändert.',
    );
    const { id: gameId } = await value<FoundersView>('founders.create', { name: 'Ours', players: [{ colour: 'Blue', race: 'Inox' }] });
    const redo = await refusedIn('founders.redo', { gameId });
    expect(redo.german).toBe('In dieser Partie gibt es nichts wiederherzustellen. Es wurde nichts geändert.');
  });

  it('a scenario not ended yet, and one settled already', async () => {
    const { state } = await value<CampaignView>('campaigns.create', { name: 'Settled', edition: 'gh1' });
    await value('campaigns.execute', {
      campaignId: state.id,
      command: { type: 'CreateCharacter', characterId: 'c', classId: 'reedwalker', name: 'Cy', gold: 15 },
    });
    const { id: sessionId } = await value<ScenarioSessionView>('scenarios.start', {
      campaignId: state.id,
      packId: 'haven-demo-gh1',
      scenarioId: 'demo-1',
      characterIds: ['c'],
      scenarioLevel: 1,
    });
    const notEnded = await refusedIn('scenarios.settle', { sessionId, battleGoalCheckmarks: {} });
    expect(notEnded.german).toBe(
      'Das Szenario ist noch nicht zu Ende; es kann nach der Runde abgerechnet werden, in der es endet. Es wurde nichts abgerechnet. Es wurde nichts geändert.',
    );
    // One round played with the goal met: the scenario ends, and is settled into the campaign.
    const execute = (command: object) => value<ScenarioSessionView>('scenarios.execute', { sessionId, command });
    await execute({ type: 'ChooseInitiative', characterId: 'c', choice: { kind: 'longRest' } });
    await execute({ type: 'DrawMonsterAbilityCards' });
    let current = await execute({ type: 'MarkGoalMet' });
    while (current.turnOrder.some((slot) => slot.status === 'pending')) {
      await execute({ type: 'StartTurn' });
      current = await execute({ type: 'EndTurn' });
    }
    await execute({ type: 'EndRound' });
    await value('scenarios.settle', { sessionId, battleGoalCheckmarks: {} });
    const undo = await refusedIn('scenarios.undo', { sessionId });
    expect(undo.english).toBe(
      'This scenario is settled; nothing can be undone here. Undo the settlement in the campaign first. Nothing was changed.',
    );
    expect(undo.german).toBe(
      'Dieses Szenario ist abgerechnet; hier kann nichts rückgängig gemacht werden. Macht zuerst die Abrechnung in der Kampagne rückgängig. Es wurde nichts geändert.',
    );
    const replay = await refusedIn('scenarios.start', {
      campaignId: state.id,
      packId: 'haven-demo-gh1',
      scenarioId: 'demo-1',
      characterIds: ['c'],
      scenarioLevel: 1,
    });
    expect(replay.german).toMatch(
      /^Szenario \S+ „.+“ ist schon abgeschlossen; im Kampagnenmodus wird es nicht noch einmal gespielt .* Es wurde kein Szenario begonnen\. Es wurde nichts geändert\.$/,
    );
    const again = await refusedIn('scenarios.settle', { sessionId, battleGoalCheckmarks: {} });
    expect(again.german).toBe(
      'Dieses Szenario ist schon abgerechnet; macht die Abrechnung in der Kampagne rückgängig, um es erneut abzurechnen. Es wurde nichts geändert.',
    );
  });

  it('a scenario set up while a road event is due', async () => {
    const { state } = await value<CampaignView>('campaigns.create', { name: 'On the road', edition: 'gh1' });
    const execute = (command: object) => value('campaigns.execute', { campaignId: state.id, command });
    await execute({ type: 'CreateCharacter', characterId: 'd', classId: 'reedwalker', name: 'Di', gold: 15 });
    // The campaign was created with its city and road decks built (1st ed. rulebook p. 39).
    await execute({ type: 'DrawEvent', deck: 'city' });
    await execute({ type: 'ResolveEvent', option: 'A', disposition: 'return', effects: {} });
    await execute({ type: 'UnlockScenario', scenarioId: 'demo-1', name: 'The Sunken Mill' });
    await execute({ type: 'TravelToScenario', scenarioId: 'demo-1', name: 'The Sunken Mill' });
    const road = await refusedIn('scenarios.start', {
      campaignId: state.id,
      packId: 'haven-demo-gh1',
      scenarioId: 'demo-1',
      characterIds: ['d'],
      scenarioLevel: 1,
    });
    expect(road.english).toBe(
      'A road event is due on the way to scenario demo-1 "The Sunken Mill"; draw and resolve it on the campaign screen before setting the scenario up. No scenario was started. Nothing was changed.',
    );
    expect(road.german).toBe(
      'Auf dem Weg zu Szenario demo-1 „The Sunken Mill“ steht ein Straßenereignis an; zieht es auf der Kampagnenseite und handelt es ab, bevor ihr das Szenario aufbaut. Es wurde kein Szenario begonnen. Es wurde nichts geändert.',
    );
  });

  it('a scenario and a character that are not there', async () => {
    const missing = await refusedIn('scenarios.get', { sessionId: 'f00dfeed-0000-4000-8000-000000000000' });
    expect(missing.english).toBe(
      'That scenario is no longer in this data file; it may have been deleted with its campaign. Nothing was changed.',
    );
    expect(missing.german).toBe(
      'Dieses Szenario ist nicht mehr in dieser Datendatei; vielleicht wurde es mit seiner Kampagne gelöscht. Es wurde nichts geändert.',
    );
    const { state } = await value<CampaignView>('campaigns.create', { name: 'Nobody', edition: 'gh1' });
    const nobody = await refusedIn('scenarios.start', {
      campaignId: state.id,
      packId: 'haven-demo-gh1',
      scenarioId: 'demo-1',
      characterIds: ['f00dfeed-0000-4000-8000-00000000c0de'],
      scenarioLevel: 1,
    });
    expect(nobody.german).toBe(
      'Einer der gewählten Charaktere ist nicht mehr in dieser Kampagne; wählt erneut, wer spielt. Es wurde kein Szenario begonnen. Es wurde nichts geändert.',
    );
    for (const sentence of [missing.english, missing.german, nobody.english, nobody.german]) expect(sentence).not.toMatch(ID_LIKE);
  });

  it("the Monster AI board's problems, each one worded", async () => {
    const query = {
      format: 'monster-turn/1',
      rules: 'gh',
      map: {
        hexes: [
          [0, 0],
          [1, 0],
          [2, 0],
          [3, 0],
        ],
      },
      figures: [
        { id: 'guard', team: 'monsters', hex: [9, 9] },
        { id: 'brute', team: 'players', hex: [3, 0], initiative: 20 },
      ],
      active: 'ghost',
      ability: { move: 2, attack: { range: 0, targets: 1 } },
    };
    // Not refusedIn: the list of problems comes worded in the request's language inside the refusal's values.
    const [english, german] = await Promise.all(
      ['en', 'de'].map(async (language) => {
        const result = await host.invoke('monsterAi.solve', query, language);
        return result.ok ? '' : result.error;
      }),
    );
    expect(english).toBe(
      'The figure "guard" stands at [9,9], which is not a hex of the map; the active figure "ghost" is not among the figures. Correct the board and ask again. Nothing was changed.',
    );
    expect(german).toBe(
      'Die Figur „guard“ steht auf [9,9], das ist kein Feld der Karte; die aktive Figur „ghost“ ist nicht unter den Figuren. Korrigiere das Spielbrett und frage erneut. Es wurde nichts geändert.',
    );
  });

  it('a backup that is not there', async () => {
    const { english, german, refusal } = await refusedIn('backups.restore', { name: 'haven-1999-01-01-daily.sqlite3' });
    expect(english).toMatch(/^There is no backup called "haven-1999-01-01-daily\.sqlite3" in .+backups\. Nothing was changed\.$/);
    expect(german).toMatch(/^In .+backups gibt es keine Sicherung namens „haven-1999-01-01-daily\.sqlite3“\. Es wurde nichts geändert\.$/);
    expect(refusal?.key).toBe('host.backup.notFound');
  });

  it('a failure of the system under Haven (a full disk, a port in use), through the router', async () => {
    const { createRouter } = await import('../../main/ipc/router');
    const failing = (failure: Record<string, unknown>) =>
      createRouter(
        new Proxy(
          {},
          {
            get: () => async () => {
              throw Object.assign(new Error(`${String(failure.code)}: raw`), failure);
            },
          },
        ) as never,
        () => undefined,
      );
    const full = failing({ code: 'ENOSPC', syscall: 'write' });
    expect(await full('campaigns.list', {}, 'en')).toMatchObject({
      error: 'The disk is full; free some space and try again. Nothing was changed.',
      refusal: { key: 'host.system.diskFull', params: {} },
    });
    expect(await full('campaigns.list', {}, 'de')).toMatchObject({
      error: 'Der Datenträger ist voll; schaffe Platz und versuche es erneut. Es wurde nichts geändert.',
    });
    const port = failing({ code: 'EADDRINUSE', port: 4780 });
    expect(await port('campaigns.list', {}, 'en')).toMatchObject({
      error:
        'Port 4780 is already in use (is Haven already running?); set HAVEN_PORT to another port, or 0 for any free one. Nothing was changed.',
    });
    expect(await port('campaigns.list', {}, 'de')).toMatchObject({
      error:
        'Port 4780 wird schon verwendet (läuft Haven bereits?); setze HAVEN_PORT auf einen anderen Port oder auf 0 für einen beliebigen freien. Es wurde nichts geändert.',
    });
  });
});

describe("a schema's own sentence outside the channels, in the request's language", () => {
  it('a campaign command: reputation above 20', async () => {
    const { state } = await value<CampaignView>('campaigns.create', { name: 'Reputation words', edition: 'gh1' });
    const { english, german } = await refusedIn('campaigns.execute', {
      campaignId: state.id,
      command: { type: 'SetReputation', value: 21 },
    });
    expect(english).toBe('Reputation is at most 20. Nothing was changed.');
    expect(german).toBe('Der Ruf ist höchstens 20. Es wurde nichts geändert.');
  });

  it('a scenario set up at level 8', async () => {
    const { state } = await value<CampaignView>('campaigns.create', { name: 'Level words', edition: 'gh1' });
    await value('campaigns.execute', {
      campaignId: state.id,
      command: { type: 'CreateCharacter', characterId: 'c', classId: 'reedwalker', name: 'Cy', gold: 15 },
    });
    const { english, german } = await refusedIn('scenarios.start', {
      campaignId: state.id,
      packId: 'haven-demo-gh1',
      scenarioId: 'demo-1',
      characterIds: ['c'],
      scenarioLevel: 8,
    });
    expect(english).toBe('The scenario level is 0 to 7. Nothing was changed.');
    expect(german).toBe('Die Szenariostufe ist 0 bis 7. Es wurde nichts geändert.');
  });

  it('a Monster AI query whose monster moves 51 hexes', async () => {
    const { english, german } = await refusedIn('monsterAi.solve', {
      format: 'monster-turn/1',
      rules: 'gh',
      map: { hexes: [[0, 0]] },
      figures: [{ id: 'Guard', team: 'monsters', hex: [0, 0] }],
      active: 'Guard',
      ability: { move: 51, attack: null },
    });
    expect(english).toBe('A move is at most 50. Nothing was changed.');
    expect(german).toBe('Eine Bewegung ist höchstens 50. Es wurde nichts geändert.');
  });

  it('issue 26: an id every object answers to is no character, and experience and money tokens are bounded at entry, naming the field', async () => {
    const sessionId = await demoScenarioWith({ characterId: 'c-9e1b', classId: 'reedwalker', name: 'Grok', gold: 0 });
    const inSession = (command: unknown) => refusedIn('scenarios.execute', { sessionId, command });
    for (const id of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect((await inSession({ type: 'GainExperience', characterId: id, amount: 3 })).english).toBe(
        'There is no such character in this scenario; nothing changed.',
      );
    }
    const huge = await inSession({ type: 'GainExperience', characterId: 'c-9e1b', amount: 1e15 });
    expect(huge.english).toBe('The experience gained at once is at most 100. Nothing was changed.');
    expect(huge.german).toBe('Die auf einmal gewonnene Erfahrung ist höchstens 100. Es wurde nichts geändert.');
    const tokens = await inSession({ type: 'LootMoneyTokens', characterId: 'c-9e1b', count: 1e15 });
    expect(tokens.english).toBe('The money tokens looted at once are at most 50. Nothing was changed.');
    // In steps each within the bound, the scenario's total is bounded too; the settlement never sees more.
    for (let i = 0; i < 9; i++)
      await value('scenarios.execute', { sessionId, command: { type: 'GainExperience', characterId: 'c-9e1b', amount: 100 } });
    const total = await inSession({ type: 'GainExperience', characterId: 'c-9e1b', amount: 1 });
    expect(total.english).toBe('Grok cannot gain more than 900 experience in one scenario; nothing changed.');
    expect(total.german).toBe('Grok kann in einem Szenario nicht mehr als 900 Erfahrung gewinnen; nichts wurde geändert.');
  });
});

it("a campaign file whose history sets reputation above 20: the command's own sentence in German", async () => {
  const { state } = await value<CampaignView>('campaigns.create', { name: 'File words', edition: 'gh1' });
  await value('campaigns.execute', { campaignId: state.id, command: { type: 'SetReputation', value: 5 } });
  const { text } = await value<{ text: string }>('exchange.exportCampaign', { campaignId: state.id });
  const file = JSON.parse(text) as { history: { command: { type: string; value?: number } }[] };
  const entry = file.history.find((item) => item.command.type === 'SetReputation')!;
  entry.command.value = 21;
  const { english, german } = await refusedIn('exchange.importCampaign', { text: JSON.stringify(file) });
  expect(english).toContain('reputation is at most 20');
  expect(german).toContain('der Ruf ist höchstens 20');
  expect(german).not.toContain('\u2063');
});

it("a campaign file with a field of the wrong type: zod's own sentence keyed, German under German", async () => {
  const { state } = await value<CampaignView>('campaigns.create', { name: 'Wrong type', edition: 'gh1' });
  const { text } = await value<{ text: string }>('exchange.exportCampaign', { campaignId: state.id });
  const file = JSON.parse(text) as { campaign: { state: { party: { reputation: unknown } } } };
  file.campaign.state.party.reputation = 'high';
  const { english, german } = await refusedIn('exchange.importCampaign', { text: JSON.stringify(file) });
  expect(english).toContain('campaign.state.party.reputation: Invalid input: expected number, received string');
  expect(german).toContain('campaign.state.party.reputation: Ungültige Eingabe: erwartet Zahl, erhalten Text');
  expect(german).not.toContain('\u2063');
});
