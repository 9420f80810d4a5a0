import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishRefusal } from '@shared/rules/refusal';
import { describeWithPeerData, peerPath } from '../../tests/support/peer';
import { zipFolder } from '../../tests/support/zip-folder';
import { importFromPath, type ImportServices } from '../content/import-pack';
import { openDatabase, type OpenedDatabase } from '../db/open';
import { ContentImportError, createContentService } from './content';
import { createLayoutService } from './layouts';
import { createPendingImports } from '../content/pending-imports';

let opened: OpenedDatabase;
let services: ImportServices;
let scratch: string;
beforeEach(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'haven-layouts-'));
  opened = await openDatabase(join(scratch, 'haven.sqlite3'));
  services = {
    content: createContentService(opened.db),
    layouts: createLayoutService(opened.db, () => new Date('2026-12-01T10:00:00Z')),
    pendingImports: createPendingImports(),
  };
});
afterEach(() => opened.close());

const VGB = () => peerPath('vgb-data', 'VirtualGloomhavenBoard');
const layoutRows = async () => (await opened.db.selectFrom('scenario_layouts').select('scenario_number').execute()).length;

describe('scenario layouts in the database', () => {
  it('has nothing to remove before an import', async () => {
    expect(await services.layouts.installed()).toBeNull();
    await expect(services.layouts.remove()).rejects.toThrow('No scenario layouts are imported.');
    expect(await services.layouts.layoutOf('gloomhaven', 1)).toBeNull();
  });
});

describeWithPeerData("importing the Virtual Gloomhaven Board's layouts", () => {
  it('takes the repository folder, stores every layout and says what arrived', async () => {
    const installed = await importFromPath(services, VGB());
    expect(installed).toMatchObject({
      kind: 'layouts',
      name: 'Virtual Gloomhaven Board',
      importedAt: '2026-12-01T10:00:00.000Z',
      counts: { gloomhaven: 94, 'forgotten-circles': 19, solo: 18 },
    });
    expect(await layoutRows()).toBe(131);
    expect(await services.layouts.installed()).toEqual(installed);
    const barrow = await services.layouts.layoutOf('gloomhaven', 1);
    expect(barrow?.scenario).toEqual({ set: 'gloomhaven', number: 1, name: 'Black Barrow' });
    expect(barrow?.tiles.map((t) => t.tile)).toEqual(['L1a', 'G1b', 'I1b']);
  });

  it('takes the zip of the repository, and its scenarios folder alone, replacing what was there', async () => {
    const zip = join(scratch, 'vgb.zip');
    writeFileSync(zip, zipFolder(VGB(), 'virtual-gloomhaven-board-main'));
    expect(await importFromPath(services, zip)).toMatchObject({ kind: 'layouts', counts: { gloomhaven: 94 } });
    const folder = await importFromPath(services, join(VGB(), 'assets', 'data', 'scenarios'));
    expect('kind' in folder && folder.kind === 'layouts' && folder.counts).toEqual({ gloomhaven: 94, 'forgotten-circles': 19, solo: 18 });
    expect(await layoutRows()).toBe(131);
  });

  it('refuses the whole import when one file is not a sound layout, keeping what was there', async () => {
    await importFromPath(services, VGB());
    const copy = join(scratch, 'scenarios');
    cpSync(join(VGB(), 'assets', 'data', 'scenarios'), copy, { recursive: true });
    const broken = JSON.parse(readFileSync(join(copy, '12.json'), 'utf8')) as { mapTileData: { ref: string } };
    broken.mapTileData.ref = 'z1a';
    writeFileSync(join(copy, '12.json'), JSON.stringify(broken));
    const error = await importFromPath(services, copy).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentImportError);
    const message = englishRefusal((error as ContentImportError).refusal!);
    expect(message).toBe(
      'The import was refused: 12.json: Gloomhaven scenario 12 (Gloomhaven Square B): "Z1a" is no map tile of Gloomhaven. Nothing was changed.',
    );
    // A file that is not JSON is refused as in any import, with its place.
    writeFileSync(join(copy, '3.json'), '{"id": 3, "title": "Inox');
    const unreadable = await importFromPath(services, copy).catch((caught: unknown) => caught);
    expect((unreadable as ContentImportError).message).toMatch(/^The import was refused: 3\.json: not valid JSON/);
    expect(await layoutRows()).toBe(131);
    expect((await services.layouts.layoutOf('gloomhaven', 12))?.tiles[0]?.tile).not.toBe('Z1a');
  });

  it('refuses a layout of Gloomhaven naming a monster the installed packs do not know', async () => {
    await importFromPath(services, peerPath('ghs-data', 'gh.json'));
    const copy = join(scratch, 'scenarios');
    cpSync(join(VGB(), 'assets', 'data', 'scenarios'), copy, { recursive: true });
    const file = JSON.parse(readFileSync(join(copy, '1.json'), 'utf8')) as { mapTileData: { monsters: Array<{ monster: string }> } };
    file.mapTileData.monsters[0]!.monster = 'bandit-gourd';
    writeFileSync(join(copy, '1.json'), JSON.stringify(file));
    const error = await importFromPath(services, copy).catch((caught: unknown) => caught);
    expect((error as ContentImportError).errors.map((e) => e.reason)).toEqual([
      'Gloomhaven scenario 1 (Black Barrow): no installed content pack knows the monster "bandit-gourd"',
    ]);
    // With the pack installed, the warnings name monsters as the pack does.
    const installed = await importFromPath(services, VGB());
    expect('kind' in installed && installed.kind === 'layouts' && installed.warnings).toContain(
      "Gloomhaven scenario 49 (Rebel's Stand): 3 standees of City Guard stand on a corridor outside the tile L1b; kept there, check them against the scenario book.",
    );
  });

  it('removes the layouts whole', async () => {
    await importFromPath(services, VGB());
    await services.layouts.remove();
    expect(await layoutRows()).toBe(0);
    expect(await services.layouts.installed()).toBeNull();
  });
});
