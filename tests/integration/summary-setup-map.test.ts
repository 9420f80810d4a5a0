import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importFromPath } from '../../main/content/import-pack';
import { createPendingImports } from '../../main/content/pending-imports';
import { openDatabase, type OpenedDatabase } from '../../main/db/open';
import { createContentService } from '../../main/services/content';
import { createLayoutService } from '../../main/services/layouts';
import { createScenarioService } from '../../main/services/scenarios';
import { chromiumPath, renderPdf } from '../../main/summary/render-pdf';
import { createSummaryService } from '../../main/summary/summary-service';
import { describeWithPeerData, peerPath } from '../support/peer';

/** The PDFs and their PNG pages stay here after the run, for a person to look at. */
const outDir = resolve(__dirname, '..', '..', 'test-results', 'summary-pdf');

const PARTY = [
  { name: 'Ana', classId: 'brute', level: 1 },
  { name: 'Bo', classId: 'tinkerer', level: 1 },
  { name: 'Cy', classId: 'spellweaver', level: 1 },
  { name: 'Di', classId: 'scoundrel', level: 1 },
];

describeWithPeerData("the printed scenario summary is a set-up sheet: the starting room's map with each monster's hex and rank", () => {
  let opened: OpenedDatabase;
  let browser: Browser;
  let scenarios: ReturnType<typeof createScenarioService>;
  let content: ReturnType<typeof createContentService>;
  const summaries = () => createSummaryService(opened.db, { now: () => new Date('2026-12-03T12:00:00Z'), content });
  /** Black Barrow set up for the first `players` of the party; the session's id. */
  const blackBarrow = async (players: number) =>
    (
      await scenarios.start({
        packId: 'ghs-gh1',
        scenarioId: '1',
        characters: PARTY.slice(0, players),
        monsterTypeIds: [],
        characterIds: [],
        difficulty: 'normal',
        isSoloVariant: false,
      })
    ).id;

  beforeAll(async () => {
    mkdirSync(outDir, { recursive: true });
    opened = await openDatabase(join(mkdtempSync(join(tmpdir(), 'haven-setup-sheet-')), 'haven.sqlite3'));
    content = createContentService(opened.db);
    const layouts = createLayoutService(opened.db);
    const services = { content, layouts, pendingImports: createPendingImports() };
    await importFromPath(services, peerPath('ghs-data', 'gh.json'));
    await importFromPath(services, peerPath('vgb-data', 'VirtualGloomhavenBoard'));
    scenarios = createScenarioService(opened.db, content, { newSeed: () => 7, layoutOf: layouts.layoutOf });
    browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await opened?.close();
  });

  it('for four characters: L1a with its six bandit guards, two of them elite, numbered in a key (printed on A4)', async () => {
    const page = await summaries().scenarioPage(await blackBarrow(4), 'a4');
    expect(page.html).toContain('Set-up: the starting room for 4 characters');
    expect(page.html).toContain('data-tile="L1a"');
    expect(page.html.match(/data-rank="elite"/g)).toHaveLength(2);
    expect(page.html.match(/data-rank="normal"/g)).toHaveLength(4);
    const pdf = join(outDir, 'setup-black-barrow-4.pdf');
    writeFileSync(pdf, await renderPdf(page.html, 'a4', browser));
    execFileSync('pdftoppm', ['-png', '-r', '70', pdf, join(outDir, 'setup-black-barrow-4')]);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-']).toString();
    // The key: six bandit guards by their numbers, ranks in words.
    expect(text.match(/^\s*\d\s+Bandit Guard\s+(Normal|Elite)\s*$/gm)).toHaveLength(6);
  }, 60_000);

  it('for two characters the same room sets up fewer: the ranks follow the party size', async () => {
    const page = await summaries().scenarioPage(await blackBarrow(2), 'a4');
    expect(page.html).toContain('Set-up: the starting room for 2 characters');
    // Black Barrow's first room for two, as gh.json's room data has it too: three bandit guards, one elite.
    expect(page.html.match(/data-rank="elite"/g)).toHaveLength(1);
    expect(page.html.match(/data-rank="normal"/g)).toHaveLength(2);
  });

  it("where the scenario's data sets up monsters the map has no hex for, the sheet lists them in words as the board does (Gloomhaven Battlements A for two)", async () => {
    const session = await scenarios.start({
      packId: 'ghs-gh1',
      scenarioId: '35',
      characters: PARTY.slice(0, 2),
      monsterTypeIds: [],
      characterIds: [],
      difficulty: 'normal',
      isSoloVariant: false,
    });
    const view = await scenarios.get(session.id);
    const onBoard = new Set(view.board!.figures.filter((f) => f.kind === 'monster').map((f) => f.id));
    const unplaced = Object.values(view.state.monsters).filter((standee) => !onBoard.has(standee.id));
    // gh.json sets up two elite city archers (type 'elite', markers a and b) in L1b for every party size; the Virtual Gloomhaven Board has no hex for them.
    expect(unplaced.map((standee) => standee.typeId)).toEqual(['city-archer', 'city-archer']);
    const page = await summaries().scenarioPage(session.id, 'a4');
    // The map's numbered standees are the board's, and the two archers are named below the key.
    expect(page.html.match(/data-monster="/g)?.length ?? 0).toBe(onBoard.size);
    const pdf = join(outDir, 'setup-battlements-a-2.pdf');
    writeFileSync(pdf, await renderPdf(page.html, 'a4', browser));
    execFileSync('pdftoppm', ['-png', '-r', '70', pdf, join(outDir, 'setup-battlements-a-2')]);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-']).toString().replace(/\s+/g, ' ');
    expect(text).toContain('but the map has no hex for them: place them as the scenario book shows.');
    expect(text).toContain('2 × City Archer (Elite)');
  }, 60_000);

  it('in German, the heading and the ranks in the key are German', async () => {
    const page = await summaries().scenarioPage(await blackBarrow(3), 'a4', 'de');
    expect(page.html).toContain('Aufbau: der Startraum für 3 Charaktere');
    expect(page.html).toContain('<th>Rang</th>');
  });
});
