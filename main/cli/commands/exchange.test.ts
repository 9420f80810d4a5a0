import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ghsTestGame } from '@shared/exchange/ghs/ghs-backup.fixture';
import { runCli } from '../run';

let work: string;
let saved: string | undefined;

function collect() {
  const text = { out: '', err: '' };
  return { io: { out: (t: string) => void (text.out += t), err: (t: string) => void (text.err += t), cwd: work }, text };
}

async function cli(...argv: string[]) {
  const { io, text } = collect();
  const status = await runCli(argv, io);
  return { status, ...text };
}

beforeEach(() => {
  saved = process.env.HAVEN_DATA_DIR;
  work = mkdtempSync(join(tmpdir(), 'haven-cli-exchange-'));
  process.env.HAVEN_DATA_DIR = join(work, 'data');
});
afterEach(() => {
  if (saved === undefined) delete process.env.HAVEN_DATA_DIR;
  else process.env.HAVEN_DATA_DIR = saved;
});

describe('exchange and summary on the command line', () => {
  it('imports a GHS save, exports it, imports the file again and prints the campaign summary', async () => {
    writeFileSync(join(work, 'ghs.json'), JSON.stringify(ghsTestGame()));
    const ghs = await cli('import-ghs', 'ghs.json');
    expect(ghs.status).toBe(0);
    expect(ghs.out).toContain('What was not carried over');
    const id = /\(([0-9a-f-]{36})\)/.exec(ghs.out)![1]!;
    expect((await cli('export-campaign', id, 'out.json')).status).toBe(0);
    expect(JSON.parse(readFileSync(join(work, 'out.json'), 'utf8')).format).toBe('haven-campaign');
    const again = await cli('import-campaign', 'out.json');
    expect(again.out).toMatch(/Imported "The Lantern Bearers" as a new campaign/);
    const summary = await cli('summary', '--campaign', id, '--pdf', 'campaign.pdf', '--paper', 'letter');
    expect(summary.status).toBe(0);
    expect(readFileSync(join(work, 'campaign.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('says what is wrong, exit 2, and writes nothing', async () => {
    writeFileSync(join(work, 'bad.json'), JSON.stringify({ format: 'haven-campaign', version: 1 }));
    const bad = await cli('import-campaign', 'bad.json');
    expect(bad.status).toBe(2);
    expect(bad.err).toMatch(/exportedAt: .*Nothing was changed\.\n?$/);
    expect((await cli('import-campaign', 'missing.json')).err).toContain('there is no such file');
    expect((await cli('summary', 'nope', '--pdf', 'x.pdf')).err).toContain(
      'That scenario is not in this data file; it may have been deleted.',
    );
    expect(existsSync(join(work, 'x.pdf'))).toBe(false);
    expect((await cli('summary', '--campaign', 'x', '--pdf', 'x.pdf', '--paper', 'a3')).err).toContain('--paper is a4 or letter');
    expect((await cli('campaigns')).out).toContain('No campaigns yet');
  });
});
