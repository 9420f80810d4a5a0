import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoPack } from '@shared/content';
import { describeWithPeerData, peerPath } from '../../tests/support/peer';
import { importFromUpload, importPackFromPath } from '../content/import-pack';
import { openDatabase, type OpenedDatabase } from '../db/open';
import { ContentImportError, createContentService, type ContentService } from './content';
import { createLayoutService } from './layouts';
import { createPendingImports } from '../content/pending-imports';

let opened: OpenedDatabase;
let content: ContentService;
beforeEach(async () => {
  opened = await openDatabase(join(mkdtempSync(join(tmpdir(), 'haven-content-')), 'haven.sqlite3'));
  content = createContentService(opened.db, () => new Date('2026-11-29T12:00:00Z'));
});
afterEach(() => opened.close());

const rowCount = async () =>
  Number(
    (
      await opened.db
        .selectFrom('content_records')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('content packs in the database', () => {
  it('offers the demo pack once, for both editions', async () => {
    await content.offerDemoPack();
    expect((await content.list()).map((p) => p.id).sort()).toEqual(['haven-demo-gh1', 'haven-demo-gh2']);
    await content.remove('haven-demo-gh1');
    await content.offerDemoPack();
    expect((await content.list()).map((p) => p.id)).toEqual(['haven-demo-gh2']);
  });

  it('reads records back by kind, in the pack order', async () => {
    const pack = demoPack('gh1');
    await content.install(pack, null);
    const monsters = await content.records('monsterTypes', ['haven-demo-gh1']);
    expect(monsters.map((m) => m.id)).toEqual(pack.monsterTypes.map((m) => m.id));
    const scenario = await content.record('scenarios', 'haven-demo-gh1', pack.scenarios[0]!.id);
    expect(scenario).toEqual(pack.scenarios[0]);
  });

  it('replaces a pack installed again under the same id', async () => {
    await content.install(demoPack('gh1'), null);
    const before = await rowCount();
    await content.install(demoPack('gh1'), null);
    expect(await rowCount()).toBe(before);
  });

  it('refuses an invalid pack whole, writing nothing', async () => {
    const pack = demoPack('gh1');
    const broken = { ...pack, scenarios: pack.scenarios.map((s) => ({ ...s, monsters: [...s.monsters, 'no-such-monster'] })) };
    await expect(content.install(broken, null)).rejects.toBeInstanceOf(ContentImportError);
    expect(await content.list()).toEqual([]);
    expect(await rowCount()).toBe(0);
  });

  it('refuses truncated JSON with the file and the place, writing nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'haven-bad-'));
    writeFileSync(join(dir, 'gh.json'), '{"edition": "gh", "monsters": [');
    const error = await importPackFromPath(content, join(dir, 'gh.json')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentImportError);
    expect((error as ContentImportError).errors[0]).toMatchObject({ file: 'gh.json' });
    expect((error as ContentImportError).message).toMatch(/truncated|ends too early/);
    expect(await rowCount()).toBe(0);
  });

  it('refuses an upload whose name leaves its folder', async () => {
    const services = { content, layouts: createLayoutService(opened.db), pendingImports: createPendingImports() };
    await expect(importFromUpload(services, [{ path: '../evil.json', bytes: new Uint8Array([123, 125]) }])).rejects.toThrow(
      /leaves its folder/,
    );
  });
});

describeWithPeerData('importing the peer data into the database', () => {
  it('stores the Gloomhaven Secretariat edition file whole', async () => {
    const pack = await importPackFromPath(content, peerPath('ghs-data', 'gh.json'));
    expect(pack.counts).toMatchObject({
      monsterTypes: 60,
      abilityDecks: 30,
      scenarios: 96,
      characterClasses: 17,
      items: 133,
      personalQuests: 24,
      battleGoals: 24,
    });
    expect((await content.records('items', [pack.id])).length).toBe(133);
  });

  it('stores the X-haven Assistant files from their folder', async () => {
    const pack = await importPackFromPath(content, peerPath('xha-data', 'frosthaven_assistant', 'assets', 'data'));
    expect(pack.counts).toMatchObject({ monsterTypes: 60, abilityDecks: 31, scenarios: 96, characterClasses: 18 });
    expect(pack.structuredShare).toBeGreaterThan(0.95);
  });
});
