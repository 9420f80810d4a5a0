import { mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { itWithPeerData, peerPath, readPeerJson } from '../../tests/support/peer';
import { ghsFoldersOf } from '@shared/content/import/ghs/folders';
import { importFiles } from '@shared/content/import/import-files';
import { importFromDisk } from './import-from-disk';
import { readImportSource } from './read-source';

const scratch = mkdtempSync(join(tmpdir(), 'haven-read-source-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const write = (name: string, content: string | Uint8Array) => {
  const path = join(scratch, name);
  writeFileSync(path, content);
  return path;
};

describe('readImportSource', () => {
  itWithPeerData('reads the X-haven Assistant folder and finds its edition and rooms files', async () => {
    const read = await readImportSource(peerPath('xha-data'));
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(read.source.container).toBe('folder');
    expect(read.source.detected).toEqual({
      kind: 'xha',
      editionFile: 'frosthaven_assistant/assets/data/editions/Gloomhaven.json',
      roomsFile: 'frosthaven_assistant/assets/data/rooms/Gloomhaven.json',
      summonsFile: 'frosthaven_assistant/assets/data/summons.json',
    });
    const outcome = importFiles(read.source.files);
    expect(outcome.ok && outcome.pack.scenarios.filter((scenario) => scenario.rooms.length > 0).length).toBe(96);
  });

  itWithPeerData('reads Gloomhaven Secretariat gh.json as one file', async () => {
    const read = await readImportSource(peerPath('ghs-data', 'gh.json'));
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(read.source.detected).toEqual({ kind: 'ghs-compiled', file: 'gh.json' });
    const outcome = importFiles(read.source.files);
    expect(outcome.ok && outcome.pack.items.length).toBe(133);
  });

  itWithPeerData('reads a zip of a data/gh/ folder, skipping what archivers add', async () => {
    const entries: Record<string, Uint8Array> = { '__MACOSX/._base.json': strToU8('junk'), 'gh/README.txt': strToU8('hello') };
    for (const [path, json] of ghsFoldersOf(readPeerJson('ghs-data', 'gh.json'))) entries[`gh/${path}`] = strToU8(JSON.stringify(json));
    const read = await readImportSource(write('gh-folders.zip', zipSync(entries)));
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(read.source.container).toBe('zip');
    expect(read.source.detected.kind).toBe('ghs-folders');
    expect(read.source.files.has('monster/hound.json')).toBe(true);
    const outcome = importFiles(read.source.files);
    expect(outcome.ok && outcome.pack.monsterTypes.length).toBe(60);
  });

  itWithPeerData('names the file and place of truncated JSON', async () => {
    const text = readFileSync(peerPath('xha-data', 'frosthaven_assistant', 'assets', 'data', 'rooms', 'Gloomhaven.json'), 'utf8');
    const read = await readImportSource(write('rooms-cut.json', text.slice(0, 5000)));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toHaveLength(1);
    expect(read.errors[0]?.file).toBe('rooms-cut.json');
    expect(read.errors[0]?.reason).toMatch(
      /^not valid JSON: the file ends too early at line \d+, column \d+ \(position 5000\); it may be truncated/,
    );
  });

  it('names the line and column of a stray character', async () => {
    const read = await readImportSource(write('stray.json', '{\n  "edition": "gh",\n  "monsters": [1,, 2]\n}'));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors[0]).toMatchObject({ file: 'stray.json', path: '$' });
    expect(read.errors[0]?.reason).toMatch(/^not valid JSON at line 3, column 18 \(position 38\)/);
  });

  it('refuses a zip that is junk', async () => {
    const read = await readImportSource(write('junk.zip', new Uint8Array([0x50, 0x4b, 1, 2, 3, 4, 5, 6, 7, 8, 9])));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toMatchObject([
      { file: 'junk.zip', path: '$', reason: expect.stringMatching(/^not a readable zip archive \(.+\); nothing was imported$/) },
    ]);
  });

  it('names the zip entry that is not JSON', async () => {
    const read = await readImportSource(write('bad-entry.zip', zipSync({ 'gh.json': strToU8('{"edition": "gh", "monsters": [') })));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors[0]?.file).toBe('bad-entry.zip:gh.json');
    expect(read.errors[0]?.reason).toMatch(/ends too early/);
  });

  it('refuses zip entries that point outside the archive', async () => {
    const read = await readImportSource(write('escape.zip', zipSync({ '../../evil.json': strToU8('{}'), 'gh.json': strToU8('{}') })));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toMatchObject([
      { file: 'escape.zip:../../evil.json', path: '$', reason: 'refused: the entry name points outside the archive' },
    ]);
  });

  itWithPeerData('refuses files over the size limits', async () => {
    const bomb = zipSync({ 'big.json': strToU8(`[${'0,'.repeat(100_000)}0]`) });
    const zipped = await readImportSource(write('bomb.zip', bomb), { limits: { maxFileBytes: 50_000 } });
    expect(zipped.ok ? [] : zipped.errors.map((error) => error.reason)).toEqual([
      expect.stringMatching(/^refused: 0\.2 MB unpacked is over the 0\.0 MB limit for one file$/),
    ]);
    const plain = await readImportSource(peerPath('ghs-data', 'gh.json'), { limits: { maxFileBytes: 1000 } });
    expect(plain.ok ? [] : plain.errors.map((error) => error.reason)).toEqual([
      expect.stringMatching(/^refused: .* is over the .* limit$/),
    ]);
  });

  itWithPeerData('does not follow symbolic links out of a folder', async () => {
    const folder = join(scratch, 'linked');
    mkdirSync(folder);
    symlinkSync(peerPath('ghs-data', 'gh.json'), join(folder, 'gh.json'));
    const read = await readImportSource(folder);
    expect(read).toMatchObject({ ok: false, errors: [{ file: folder, path: '$', reason: 'no JSON files found here' }] });
  });

  it('says so for a path that does not exist', async () => {
    const missing = join(scratch, 'nowhere');
    expect(await readImportSource(missing)).toMatchObject({
      ok: false,
      errors: [{ file: missing, path: '$', reason: 'no such file or folder' }],
    });
  });

  it('says which formats it knows when the JSON is something else', async () => {
    const read = await readImportSource(write('other.json', '{"hello": 1}'));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors[0]?.reason).toMatch(/^not a data set Haven can import: expected X-haven Assistant files/);
  });

  itWithPeerData('imports straight from disk in one call', async () => {
    const outcome = await importFromDisk(peerPath('ghs-data', 'gh.json'), { packId: 'my-gloomhaven', version: '0.112.7' });
    expect(outcome.ok && [outcome.pack.id, outcome.pack.version, outcome.pack.source]).toEqual(['my-gloomhaven', '0.112.7', 'ghs']);
    expect(await importFromDisk(join(scratch, 'nowhere'))).toMatchObject({ ok: false });
  });

  itWithPeerData('passes wrong types on to the importer, which names file and path', async () => {
    const data = readPeerJson<{ monsters: { count: unknown }[] }>('ghs-data', 'gh.json');
    data.monsters[2]!.count = 'two';
    const read = await readImportSource(write('gh-wrong.json', JSON.stringify(data)));
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(importFiles(read.source.files)).toMatchObject({
      ok: false,
      errors: [{ file: 'gh-wrong.json', path: '$.monsters[2].count', reason: 'Invalid input: expected number, received string' }],
    });
  });
});
