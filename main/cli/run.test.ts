import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from './run';

function collect() {
  const io = { out: '', err: '', cwd: process.cwd() };
  return { io: { out: (t: string) => void (io.out += t), err: (t: string) => void (io.err += t), cwd: io.cwd }, text: io };
}

let saved: string | undefined;
beforeEach(() => {
  saved = process.env.HAVEN_DATA_DIR;
  process.env.HAVEN_DATA_DIR = mkdtempSync(join(tmpdir(), 'haven-cli-'));
});
afterEach(() => {
  if (saved === undefined) delete process.env.HAVEN_DATA_DIR;
  else process.env.HAVEN_DATA_DIR = saved;
});

describe('the command line', () => {
  it('lists its commands', async () => {
    const { io, text } = collect();
    expect(await runCli(['help'], io)).toBe(0);
    expect(text.out).toContain('campaigns');
    expect(text.out).toContain('new-campaign');
  });

  it('says so for an unknown command, exit 2', async () => {
    const { io, text } = collect();
    expect(await runCli(['frobnicate'], io)).toBe(2);
    expect(text.err).toContain('Unknown command "frobnicate"');
  });

  it('creates and lists campaigns in the same data file the app uses', async () => {
    const first = collect();
    expect(await runCli(['new-campaign', 'Frosty', 'Folk', '--edition', 'gh2'], first.io)).toBe(0);
    const list = collect();
    expect(await runCli(['campaigns'], list.io)).toBe(0);
    expect(list.text.out).toMatch(/Frosty Folk\s+\[gh2, campaign\]/);
  });

  it("prints the host's sentence for a bad request, no stack", async () => {
    const { io, text } = collect();
    expect(await runCli(['new-campaign', 'x', '--edition', 'gh3'], io)).toBe(2);
    expect(text.err).toBe('--edition is gh1 or gh2, not "gh3".\n');
  });
});
