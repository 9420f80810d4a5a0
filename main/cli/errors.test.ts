import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from './run';
import { endQuietlyOnClosedPipe } from './pipe';

let work: string;
let saved: string | undefined;
beforeEach(() => {
  saved = process.env.HAVEN_DATA_DIR;
  work = mkdtempSync(join(tmpdir(), 'haven-cli-errors-'));
  process.env.HAVEN_DATA_DIR = join(work, 'data');
});
afterEach(() => {
  if (saved === undefined) delete process.env.HAVEN_DATA_DIR;
  else process.env.HAVEN_DATA_DIR = saved;
});

async function cli(...argv: string[]) {
  const text = { out: '', err: '' };
  const status = await runCli(argv, { out: (t) => void (text.out += t), err: (t) => void (text.err += t), cwd: work });
  return { status, ...text };
}

describe('the command line says what went wrong, never a stack', () => {
  it('refuses /dev/zero and a FIFO for import and import-campaign', async () => {
    const fifo = join(work, 'pipe.json');
    execFileSync('mkfifo', [fifo]);
    for (const command of ['import', 'import-campaign']) {
      for (const path of ['/dev/zero', fifo]) {
        const result = await cli(command, path);
        expect(result.status).toBeGreaterThan(0);
        expect(result.err).toContain('not a regular file (a device, a pipe or a socket); only files can be imported');
      }
    }
  });

  it('refuses a campaign file that is not UTF-8, with the byte offset', async () => {
    writeFileSync(join(work, 'latin1.json'), Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x7d]));
    expect((await cli('import-campaign', 'latin1.json')).err).toBe(
      'Cannot import latin1.json: it is not UTF-8 text: the byte at offset 2 is not valid UTF-8 (save the file as UTF-8 and import it again). Nothing was imported.\n',
    );
  });

  it('says a folder given for the export file is a folder, and logs the stack to haven.log', async () => {
    const created = await cli('new-campaign', 'Frost Road');
    const id = /\(([0-9a-f-]{36})\)/.exec(created.out)![1]!;
    mkdirSync(join(work, 'out'));
    const result = await cli('export-campaign', id, 'out');
    expect(result.status).toBe(1);
    expect(result.err).toBe(
      `export-campaign: ${join(work, 'out')} is a folder; give the name of a file (for example ${join(work, 'out')}/campaign.json).\n`,
    );
    expect(readFileSync(join(work, 'data', 'haven.log'), 'utf8')).toMatch(/EISDIR[\s\S]*\n\s+at /);
  });

  it('says a data folder that cannot be created cannot be created', async () => {
    writeFileSync(join(work, 'blocker'), 'a file where the folder should be');
    process.env.HAVEN_DATA_DIR = join(work, 'blocker', 'data');
    const result = await cli('campaigns');
    expect(result.status).toBe(1);
    expect(result.err).toMatch(/^campaigns: A part of .*blocker\/data is a file, not a folder; choose another place\.\n$/);
  });
});

describe('a reader that closes the pipe early (history ID | head -3)', () => {
  it('ends the command quietly with status 0 instead of an EPIPE stack', () => {
    const stream = new EventEmitter();
    const exits: number[] = [];
    endQuietlyOnClosedPipe(stream, (code) => exits.push(code));
    stream.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    expect(exits).toEqual([0]);
    expect(() => stream.emit('error', Object.assign(new Error('write EIO'), { code: 'EIO' }))).toThrow('write EIO');
  });
});
