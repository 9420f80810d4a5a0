import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { lyingZip } from './hostile-zips.fixture';
import { readImportSource } from './read-source';

const scratch = mkdtempSync(join(tmpdir(), 'haven-hostile-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const write = (name: string, content: string | Uint8Array) => {
  const path = join(scratch, name);
  writeFileSync(path, content);
  return path;
};

describe('hostile import sources', () => {
  it('stops a zip entry that inflates past what its header says, at the limit', async () => {
    const read = await readImportSource(write('lying.zip', lyingZip(3 * 1024 * 1024)), { limits: { maxFileBytes: 1024 * 1024 } });
    expect(read.ok ? [] : read.errors).toMatchObject([
      {
        file: 'lying.zip:gh.json',
        path: '$',
        reason: 'refused: unpacks to more than the 1.0 MB limit for one file (its header says 0.0 MB)',
      },
    ]);
  });

  it('stops at the limit for all files together, counted as they inflate', async () => {
    const entries: Record<string, Uint8Array> = {};
    for (let i = 0; i < 4; i++) entries[`part-${i}.json`] = new Uint8Array(300_000).fill(0x20);
    const read = await readImportSource(write('many.zip', zipSync(entries)), { limits: { maxTotalBytes: 1_000_000 } });
    expect(read.ok ? [] : read.errors).toMatchObject([
      { file: 'many.zip', path: '$', reason: 'refused: unpacks to more than the 1.0 MB limit for all files' },
    ]);
  });

  it('refuses /dev/zero without reading it', async () => {
    const read = await readImportSource('/dev/zero');
    expect(read).toMatchObject({
      ok: false,
      errors: [
        { file: '/dev/zero', path: '$', reason: 'refused: not a regular file (a device, a pipe or a socket); only files can be imported' },
      ],
    });
  });

  it('refuses a FIFO instead of waiting for a writer', async () => {
    const fifo = join(scratch, 'pipe.json');
    execFileSync('mkfifo', [fifo]);
    const read = await readImportSource(fifo);
    expect(read.ok ? '' : read.errors[0]?.reason).toBe(
      'refused: not a regular file (a device, a pipe or a socket); only files can be imported',
    );
  });

  it('counts the size while reading a file whose stat says 0 bytes', async () => {
    const read = await readImportSource('/proc/self/maps', { limits: { maxFileBytes: 10, maxZipBytes: 10 } });
    expect(read.ok ? '' : read.errors[0]?.reason).toBe('refused: more than 0.0 MB read, over the 0.0 MB limit');
  });

  it('refuses a file that is not UTF-8, naming the file and the byte offset', async () => {
    const bytes = new Uint8Array([...strToU8('{"edition": "gh", "name": "Caf'), 0xe9, ...strToU8('"}')]);
    const read = await readImportSource(write('latin1.json', bytes));
    expect(read).toMatchObject({
      ok: false,
      errors: [
        {
          file: 'latin1.json',
          path: '$',
          reason: 'is not UTF-8 text: the byte at offset 30 is not valid UTF-8 (save the file as UTF-8 and import it again)',
        },
      ],
    });
    const zipped = await readImportSource(write('latin1.zip', zipSync({ 'data/gh.json': bytes })));
    expect(zipped.ok ? '' : zipped.errors[0]?.file).toBe('latin1.zip:data/gh.json');
  });
});
