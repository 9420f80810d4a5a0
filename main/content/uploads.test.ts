import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@shared/content/import-limits';
import { createUploads, removeOrphanImportFolders } from './uploads';

const scratch = mkdtempSync(join(tmpdir(), 'haven-uploads-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('imports sent in pieces', () => {
  it('writes each piece to disk in order and hands over the whole file', async () => {
    const uploads = createUploads();
    const id = await uploads.start([{ path: 'data/gh.json', size: 6 }]);
    expect(await uploads.append(id, 0, 0, Buffer.from('{"a"'))).toBe(4);
    expect(await uploads.append(id, 0, 4, Buffer.from(':1'))).toBe(6);
    const taken = await uploads.take(id);
    expect(readFileSync(taken.path, 'utf8')).toBe('{"a":1');
    await taken.dispose();
    expect(existsSync(taken.path)).toBe(false);
    await expect(uploads.take(id)).rejects.toThrow('This import is no longer open');
  });

  it('refuses a choice over the limit before anything is written, naming the limit', async () => {
    await expect(
      createUploads().start([
        { path: 'a.zip', size: MAX_UPLOAD_BYTES },
        { path: 'b.zip', size: 1 },
      ]),
    ).rejects.toThrow('refused: 128.0 MB is over the 128 MB an import may hold');
  });

  it('refuses pieces out of order, past the declared size, and a file that did not all arrive', async () => {
    const uploads = createUploads();
    const id = await uploads.start([{ path: 'gh.json', size: 4 }]);
    await expect(uploads.append(id, 0, 2, Buffer.from('ab'))).rejects.toThrow('a piece arrived out of order (at byte 2, expected 0)');
    await expect(uploads.append(id, 1, 0, Buffer.from('ab'))).rejects.toThrow('there is no file number 2');
    await uploads.append(id, 0, 0, Buffer.from('ab'));
    await expect(uploads.take(id)).rejects.toThrow('only 2 of its 4 bytes arrived');
    const other = await uploads.start([{ path: 'gh.json', size: 2 }]);
    await expect(uploads.append(other, 0, 0, Buffer.from('abc'))).rejects.toThrow(
      'more bytes arrived than the 2 the file was said to hold',
    );
  });

  it('refuses a name that leaves its folder', async () => {
    await expect(createUploads().start([{ path: '../evil.json', size: 2 }])).rejects.toThrow('the file name leaves its folder');
  });
});

describe('import folders left by a crash', () => {
  it('are removed at the next start, while a running Haven keeps its own', async () => {
    const dead = join(scratch, 'haven-import-999999999-abc123');
    const alive = join(scratch, `haven-import-${process.pid}-def456`);
    const oldUnnamed = join(scratch, 'haven-import-Xy12Zq');
    const newUnnamed = join(scratch, 'haven-import-Ab34Cd');
    const unrelated = join(scratch, 'someone-else-999999999-x');
    for (const folder of [dead, alive, oldUnnamed, newUnnamed, unrelated]) mkdirSync(join(folder, 'data'), { recursive: true });
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    utimesSync(oldUnnamed, twoDaysAgo, twoDaysAgo);
    const removed = await removeOrphanImportFolders(scratch, (pid) => pid === process.pid);
    expect(removed.sort()).toEqual(['haven-import-999999999-abc123', 'haven-import-Xy12Zq']);
    expect([dead, alive, oldUnnamed, newUnnamed, unrelated].map(existsSync)).toEqual([false, true, false, true, true]);
  });
});
