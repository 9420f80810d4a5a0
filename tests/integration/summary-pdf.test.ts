import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../main/db/open';
import { chromiumPath, renderPdf } from '../../main/summary/render-pdf';
import { createSummaryService } from '../../main/summary/summary-service';
import { composeServices } from '../../main/compose';
import type { Paper } from '../../main/summary/print-css';
import { playedCampaign } from './summary.fixture';
import { campaignCommandSchema } from '@shared/rules/campaign';
import { importGhsEdition } from '@shared/content/import/ghs/import-ghs';
import { newScenarioSessionSchema } from '@shared/ipc/scenario-types';
import type { ScenarioCommandInput } from '@shared/rules/scenario';
import { describeWithPeerData, readPeerJson } from '../support/peer';
import { parsed } from '../support/commands';

/** PDFs and their PNG pages stay here after the run, for a person to look at. */
const outDir = resolve(__dirname, '..', '..', 'test-results', 'summary-pdf');

let opened: OpenedDatabase;
let browser: Browser;
let ids: Awaited<ReturnType<typeof playedCampaign>>;

beforeAll(async () => {
  mkdirSync(outDir, { recursive: true });
  opened = await openDatabase(join(mkdtempSync(join(tmpdir(), 'haven-pdf-')), 'haven.sqlite3'));
  ids = await playedCampaign(opened);
  browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
});
afterAll(async () => {
  await browser?.close();
  await opened?.close();
});

/** Renders, writes the PDF, and returns its text and the ink share of each page. */
async function print(name: string, html: string, paper: Paper): Promise<{ text: string; pages: number[]; size: string }> {
  const pdfFile = join(outDir, `${name}.pdf`);
  writeFileSync(pdfFile, await renderPdf(html, paper, browser));
  const text = execFileSync('pdftotext', ['-layout', pdfFile, '-']).toString();
  const size =
    execFileSync('pdfinfo', [pdfFile])
      .toString()
      .match(/Page size:\s+([\d.]+ x [\d.]+)/)?.[1] ?? '';
  execFileSync('pdftoppm', ['-png', '-r', '60', pdfFile, join(outDir, name)]);
  const pngs = readdirSync(outDir)
    .filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'))
    .sort();
  execFileSync('pdftoppm', ['-gray', '-r', '30', pdfFile, join(outDir, `${name}-gray`)]);
  const grays = readdirSync(outDir)
    .filter((f) => f.startsWith(`${name}-gray`) && f.endsWith('.pgm'))
    .sort();
  expect(grays.length).toBe(pngs.length);
  return { text, pages: grays.map((g) => inkShare(readFileSync(join(outDir, g)))), size };
}

function expectPaper(size: string, width: number, height: number): void {
  const [w, h] = size.split(' x ').map(Number) as [number, number];
  expect(Math.abs(w - width)).toBeLessThan(2);
  expect(Math.abs(h - height)).toBeLessThan(2);
}

/** The share of pixels that are not white in a binary PGM: a blank page has none. */
function inkShare(pgm: Buffer): number {
  const header = pgm.toString('latin1', 0, 64).match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/);
  if (!header) throw new Error('not a PGM');
  const pixels = pgm.subarray(header[0].length);
  let dark = 0;
  for (const value of pixels) if (value < 200) dark++;
  return dark / pixels.length;
}

describe('printed summaries', () => {
  const summaries = () => createSummaryService(opened.db, { now: () => new Date('2026-11-29T12:00:00Z') });

  it('prints a scenario played on the scenario screen: result, rounds, characters, monsters, rewards (A4)', async () => {
    const page = await summaries().scenarioPage(ids.sessionId, 'a4');
    const { text, pages, size } = await print('scenario-session-a4', page.html, 'a4');
    expectPaper(size, 595.3, 841.9); // A4 in points
    expect(text).toContain('Scenario demo-1 — The Sunken Mill');
    expect(text).toMatch(/Outcome\s+SUCCESS/);
    expect(text).toMatch(/Rounds played\s+1/);
    expect(text).toMatch(/Ada Quill\s+lanternwright\s+1\s+\d+/);
    expect(text).toContain('Bo Marsh');
    expect(text).toContain('Monsters defeated');
    expect(text).toMatch(/(Thornling|Ember Moth)\s+1\s+0\s+0/);
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBeLessThanOrEqual(2);
    for (const ink of pages) expect(ink).toBeGreaterThan(0.005);
  });

  it('prints a scenario recorded by hand from the history (Letter)', async () => {
    const page = await summaries().scenarioPage(`${ids.campaignId}:${ids.handSeq}`, 'letter');
    const { text, pages, size } = await print('scenario-history-letter', page.html, 'letter');
    expectPaper(size, 612, 792); // Letter in points
    expect(text).toContain('Scenario 1 — Black Barrow');
    expect(text).toMatch(/Ada Quill\s+lanternwright\s+1\s+11/);
    expect(text).toMatch(/Bo Marsh\s+reedwalker\s+1\s+—\s+18\s+—\s+Leather Armor|Bo Marsh\s+reedwalker\s+1\s+0\s+18\s+0\s+Leather Armor/);
    expect(text).toContain('Scenario 2 "Barrow Lair" unlocked');
    expect(text).toContain('Party achievement gained: First Steps');
    expect(text).toContain('Not known: the scenario was not played');
    for (const ink of pages) expect(ink).toBeGreaterThan(0.005);
  });

  it('prints a scenario summary in German when a German screen asks for it, every heading whole on A4', async () => {
    const page = await summaries().scenarioPage(ids.sessionId, 'a4', 'de');
    expect(page.title).toBe('Szenario demo-1 — The Sunken Mill');
    expect(page.html).toContain('<html lang="de">');
    const { text, pages } = await print('scenario-session-de-a4', page.html, 'a4');
    expect(text).toContain('Szenario demo-1 — The Sunken Mill');
    expect(text).toMatch(/\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+\.? \d{4} · Gloomhaven \(1\. Edition\)/);
    expect(text).toMatch(/Ausgang\s+ERFOLG/);
    expect(text).toMatch(/Gespielte Runden\s+1/);
    for (const heading of ['Ergebnis', 'Charaktere', 'Besiegte Monster', 'Festgehaltene Belohnungen und Freischaltungen', 'Notizen'])
      expect(text).toContain(heading);
    // The narrow numeric columns' German headings and the long one are printed whole, not cut.
    expect(text).toMatch(/Charakter\s+Klasse\s+Stufe\s+EP\s+Gold\s+Häkchen\s+Erhaltene/);
    expect(text).toContain('Haven-Szenariozusammenfassung');
    expect(text).not.toMatch(/Scenario|Outcome|Rounds played|Monsters defeated/);
    expect(pages.length).toBeLessThanOrEqual(2);
    for (const ink of pages) expect(ink).toBeGreaterThan(0.005);
  });

  it('prints English for a request without a language, as before', async () => {
    const page = await summaries().scenarioPage(ids.sessionId, 'a4');
    expect(page.html).toContain('<h2>Monsters defeated</h2>');
    expect(page.html).toContain('<html lang="en">');
  });

  it('lists both scenarios for the history screen, newest first', async () => {
    const refs = await summaries().scenarios(ids.campaignId);
    expect(refs.map((r) => r.id)).toEqual([ids.sessionId, `${ids.campaignId}:${ids.handSeq}`]);
  });

  it('prints the campaign summary on A4 and Letter without cutting its tables', async () => {
    for (const paper of ['a4', 'letter'] as const) {
      const page = await summaries().campaignPage(ids.campaignId, paper);
      const { text, pages } = await print(`campaign-${paper}`, page.html, paper);
      expect(text).toContain('Lanterns over Gloomhaven');
      expect(text).toMatch(/Party\s+The Lantern Bearers/);
      expect(text).toMatch(/Reputation\s+\+1/);
      expect(text).toMatch(/Prosperity\s+level 1/);
      expect(text).toContain('Completed scenarios (2)');
      expect(text).toContain('Leather Armor');
      for (const ink of pages) expect(ink).toBeGreaterThan(0.005);
    }
  });

  it('prints the campaign summary in German for a German request, its tables within the page', async () => {
    const page = await summaries().campaignPage(ids.campaignId, 'a4', 'de');
    expect(page.fileName).toBe('Lanterns-over-Gloomhaven-Zusammenfassung.pdf');
    const { text, pages } = await print('campaign-de-a4', page.html, 'a4');
    for (const heading of ['Gruppenbogen', 'Charaktere', 'Geschaffte Szenarien (2)', 'Haven-Kampagnenzusammenfassung'])
      expect(text).toContain(heading);
    expect(text).toMatch(/Wohlstand\s+Stufe 1 \(0 Häkchen\)/);
    expect(text).toMatch(/Name\s+Klasse\s+Stufe\s+EP\s+Gold\s+Häkchen\s+Gegenstände\s+Vorteile\s+Status/);
    expect(text).not.toMatch(/Party sheet|Reputation|Completed|printed|attempt/);
    for (const ink of pages) expect(ink).toBeGreaterThan(0.005);
  });

  it('keeps a long campaign readable: many rows break between pages, never inside one', async () => {
    const page = await summaries().campaignPage(ids.campaignId, 'a4');
    const rows = Array.from(
      { length: 90 },
      (_, i) =>
        `<tr><td class="num">${i + 10}</td><td>A very long scenario name that wraps onto a second line inside its cell ${i}</td><td class="narrow">1</td></tr>`,
    ).join('');
    const long = page.html.replace(
      '</tbody></table>\n</section>\n<section class="keep">\n  <h2>Unlocked',
      `${rows}</tbody></table>\n</section>\n<section class="keep">\n  <h2>Unlocked`,
    );
    const { text, pages } = await print('campaign-long-a4', long, 'a4');
    expect(pages.length).toBeGreaterThan(1);
    for (const ink of pages) expect(ink).toBeGreaterThan(0.005);
    expect(text).toContain('cell 89');
  });

  it('names each class as its content does, never by its id, once the campaign reads a pack that knows it', async () => {
    const services = composeServices(opened.db);
    await services.campaigns.execute(ids.campaignId, {
      type: 'UseContentPacks',
      packIds: ['haven-demo-gh1'],
      startingScenarios: [],
      startingEvents: { city: [], road: [] },
    });
    const campaign = await print('campaign-class-names', (await services.summaries.campaignPage(ids.campaignId, 'a4')).html, 'a4');
    const scenario = await print('scenario-class-names', (await services.summaries.scenarioPage(ids.sessionId, 'a4')).html, 'a4');
    for (const { text } of [campaign, scenario]) {
      expect(text).toMatch(/Ada Quill\s+Lanternwright/);
      expect(text).not.toContain('lanternwright');
    }
  });
});

describeWithPeerData("Black Barrow's printed summary on Gloomhaven Secretariat's data", () => {
  it("prints the scenario's own rewards its settlement gained: the party achievement and the unlocked scenario (issue 29, point 5)", async () => {
    const ghs = await openDatabase(join(mkdtempSync(join(tmpdir(), 'haven-pdf-ghs-')), 'haven.sqlite3'));
    try {
      const services = composeServices(ghs.db, { seed: 29 });
      const outcome = importGhsEdition(readPeerJson('ghs-data', 'gh.json'));
      if (!outcome.ok) throw new Error('gh.json did not import');
      await services.content.install(outcome.pack, outcome.report);
      const { state } = await services.campaigns.create({ name: 'Barrow Nights', edition: 'gh1', mode: 'campaign' });
      await services.campaigns.execute(state.id, {
        type: 'UseContentPacks',
        packIds: ['ghs-gh1'],
        startingScenarios: [],
        startingEvents: { city: [], road: [] },
      });
      await services.campaigns.execute(
        state.id,
        campaignCommandSchema.parse({ type: 'CreateCharacter', classId: 'brute', name: 'Ada', gold: 15 }),
      );
      const characterIds = (await services.campaigns.get(state.id)).state.characters.map((c) => c.id);
      const view = await services.scenarios.start(
        newScenarioSessionSchema.parse({ campaignId: state.id, packId: 'ghs-gh1', scenarioId: '1', characterIds }),
      );
      for (const command of [
        { type: 'ChooseInitiative', characterId: characterIds[0], choice: { kind: 'longRest' } },
        { type: 'DrawMonsterAbilityCards' },
        { type: 'MarkGoalMet' },
      ] as ScenarioCommandInput[])
        await services.scenarios.execute(view.id, parsed(command));
      let current = await services.scenarios.get(view.id);
      while (current.turnOrder.some((slot) => slot.status === 'pending')) {
        await services.scenarios.execute(view.id, parsed({ type: 'StartTurn' }));
        current = await services.scenarios.execute(view.id, parsed({ type: 'EndTurn' }));
      }
      await services.scenarios.execute(view.id, parsed({ type: 'EndRound' }));
      await services.scenarios.settle(view.id, {});

      const { text } = await print('scenario-ghs-rewards-a4', (await services.summaries.scenarioPage(view.id, 'a4')).html, 'a4');
      expect(text).toMatch(/Ada\s+Brute\s+1\s+6/);
      expect(text).toContain('Party achievement gained: First Steps');
      expect(text).toContain('Scenario 2 "Barrow Lair" unlocked');
      expect(text).not.toContain('Nothing recorded after the result');
      // The battle goals dealt at set-up go back to their deck: bookkeeping, not a reward.
      expect(text).not.toContain('Battle goals');
    } finally {
      await ghs.close();
    }
  });
});
