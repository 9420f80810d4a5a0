import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CampaignView } from '@shared/ipc/campaign-types';
import type { InstalledPack } from '@shared/ipc/content-types';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import { describeWithPeerData, peerPath } from '../support/peer';
import type { SocketClient as Client } from '../support/socket-client';
import { startTestWebHost } from '../support/web-host';

/**
 * A German screen's print request gives a German PDF (issue 18): through the WebSocket, as a table
 * device or the browser-mode host asks, with Gloomhaven Secretariat's gh.json and its German labels
 * installed, so the scenario, class, item and monster names are the German edition's too.
 */
const outDir = resolve(__dirname, '..', '..', 'test-results', 'summary-language');
let client: Client;
let stop: (() => Promise<void>) | undefined;
let campaignId = '';
let handSeq = 0;
let sessionId = '';
let killed = { english: '', german: '' };

const execute = (command: Record<string, unknown>) => client.value<CampaignView>('campaigns.execute', { campaignId, command });

/** Asks for a PDF as the print menu does, in `language`; its text as pdftotext reads it, and PNG pages for a person. */
async function printed(kind: 'campaign' | 'scenario', id: string, language: string | undefined, name: string) {
  const { fileName, pdfBase64 } = await client.value<{ fileName: string; pdfBase64: string }>(
    'summary.pdf',
    { kind, id, paper: 'a4' },
    language,
  );
  const file = join(outDir, `${name}.pdf`);
  writeFileSync(file, Buffer.from(pdfBase64, 'base64'));
  execFileSync('pdftoppm', ['-png', '-r', '60', file, join(outDir, name)]);
  const pages = readdirSync(outDir).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png')).length;
  return { fileName, pages, text: execFileSync('pdftotext', ['-layout', file, '-']).toString() };
}

/** Each PDF is a headless Chromium launch; a loaded machine takes its time. */
const PRINTING = 120_000;

describeWithPeerData('a German print request', () => {
  beforeAll(async () => {
    mkdirSync(outDir, { recursive: true });
    ({ client, stop } = await startTestWebHost());
    const dataBase64 = readFileSync(peerPath('ghs-data', 'gh.json')).toString('base64');
    const packId = (await client.value<InstalledPack>('content.import', { files: [{ path: 'gh.json', dataBase64 }] })).id;

    campaignId = (await client.value<CampaignView>('campaigns.create', { name: 'Frostlicht', edition: 'gh1', contentPackIds: [packId] }))
      .state.id;
    await execute({ type: 'RenameParty', name: 'Die Laternenträger' });
    const ada = (await execute({ type: 'CreateCharacter', classId: 'brute', name: 'Ada', gold: 30 })).state.characters[0]!.id;
    await execute({ type: 'AddItem', characterId: ada, item: 'Boots of Striding' });
    // Black Barrow started on the scenario screen, one monster killed, not settled; then recorded by hand.
    const view = await client.value<ScenarioSessionView>('scenarios.start', {
      campaignId,
      packId,
      scenarioId: '1',
      characterIds: [ada],
      scenarioLevel: 1,
    });
    sessionId = view.id;
    const run = (command: Record<string, unknown>) => client.value<ScenarioSessionView>('scenarios.execute', { sessionId, command });
    await run({ type: 'ChooseInitiative', characterId: ada, choice: { kind: 'longRest' } });
    const drawn = await run({ type: 'DrawMonsterAbilityCards' });
    const victim = Object.values(drawn.state.monsters)[0]!;
    await run({ type: 'SufferDamage', figure: { kind: 'monster', id: victim.id }, amount: 99, source: 'other' });
    const typeId = drawn.state.monsters[victim.id]!.typeId;
    const names = async (language?: string) =>
      new Map(
        (await client.value<{ id: string; name: string }[]>('content.records', { kind: 'monsterTypes', packIds: [packId] }, language)).map(
          (r) => [r.id, r.name],
        ),
      );
    killed = { english: (await names()).get(typeId)!, german: (await names('de')).get(typeId)! };
    // The success gains Black Barrow's rewards from the content: First Steps, Barrow Lair unlocked (issue 29, point 4).
    await execute({ type: 'RecordScenarioResult', scenarioId: '1', outcome: 'success', characterIds: [ada] });
    const history = await client.value<{ seq: number; commandType: string }[]>('campaigns.history', { campaignId });
    handSeq = history.find((h) => h.commandType === 'RecordScenarioResult')!.seq;
  }, 180_000);

  afterAll(() => stop?.());

  it(
    'gives a German campaign summary PDF with the German names of scenarios, classes and items',
    async () => {
      const { text, fileName, pages } = await printed('campaign', campaignId, 'de', 'campaign-de');
      expect(fileName).toBe('Frostlicht-Zusammenfassung.pdf');
      for (const heading of ['Gruppenbogen', 'Charaktere', 'Geschaffte Szenarien (1)', 'Freigeschaltet, noch nicht geschafft (1)'])
        expect(text).toContain(heading);
      expect(text).toMatch(/Gruppe\s+Die Laternenträger/);
      expect(text).toMatch(/Ada\s+Barbar\s+1\s+0\s+30\s+0\s+Wanderstiefel/);
      expect(text).toMatch(/1\s+Schwarzgrab\s+1/);
      expect(text).toContain('Haven-Kampagnenzusammenfassung');
      expect(text).not.toMatch(/Party sheet|Characters|Completed|printed|Black Barrow|Boots of Striding|Brute/);
      expect(pages).toBe(1);
    },
    PRINTING,
  );

  it(
    'gives a German scenario summary PDF, for a scenario recorded by hand and one played on the scenario screen',
    async () => {
      const hand = await printed('scenario', `${campaignId}:${handSeq}`, 'de', 'scenario-hand-de');
      expect(hand.text).toContain('Szenario 1 — Schwarzgrab');
      expect(hand.text).toMatch(/Ada\s+Barbar\s+1/);
      expect(hand.text).toContain('Von Hand in der Kampagne festgehalten');
      // The rewards the result itself gained (issue 29, point 5), in German too.
      expect(hand.text).toMatch(/Szenario 2 „[^“]+“ freigeschaltet/);
      expect(hand.text).toContain('Gruppenerfolg erlangt:');
      expect(hand.text).not.toMatch(/Scenario|unlocked|Black Barrow|Recorded by hand|Brute/);

      const played = await printed('scenario', sessionId, 'de', 'scenario-played-de');
      expect(played.fileName).toMatch(/^Schwarzgrab-\d{4}-\d{2}-\d{2}\.pdf$/);
      expect(played.text).toMatch(/Ausgang\s+NICHT BEENDET/);
      expect(killed.german).not.toBe(killed.english);
      expect(played.text).toMatch(new RegExp(`${killed.german}\\s+[01]\\s+[01]\\s+0`));
      expect(played.text).not.toContain(killed.english);
      expect(played.text).toContain('Noch nicht in die Kampagne übernommen');
      expect(played.pages).toBeLessThanOrEqual(2);
    },
    PRINTING,
  );

  it(
    "labels the print menu's past scenarios in German",
    async () => {
      const refs = await client.value<{ id: string; label: string }[]>('summary.scenarios', { campaignId }, 'de');
      expect(refs.map((r) => r.label).sort()).toEqual(['Szenario 1 Schwarzgrab', 'Szenario 1 Schwarzgrab']);
    },
    PRINTING,
  );

  it(
    'prints English names and words for a request without a language',
    async () => {
      const { text } = await printed('campaign', campaignId, undefined, 'campaign-en');
      expect(text).toMatch(/Ada\s+Brute\s+1\s+0\s+30\s+0\s+Boots of Striding/);
      expect(text).toContain('Completed scenarios (1)');
      expect(text).toContain('Black Barrow');
    },
    PRINTING,
  );
});
