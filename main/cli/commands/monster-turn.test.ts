import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../types';
import { command } from './monster-turn';

function collectingIo(cwd: string): CliIo & { stdout: string; stderr: string } {
  const io = {
    stdout: '',
    stderr: '',
    cwd,
    out(text: string) {
      io.stdout += text;
    },
    err(text: string) {
      io.stderr += text;
    },
  };
  return io;
}

const row = [0, 1, 2, 3, 4, 5].map((q) => [q, 0]);
const query = {
  format: 'monster-turn/1',
  id: 'walk-and-hit',
  rules: 'gh',
  map: { hexes: row },
  figures: [
    { id: 'm1', team: 'monsters', hex: [0, 0] },
    { id: 'c1', team: 'players', hex: [4, 0], initiative: 20 },
  ],
  active: 'm1',
  ability: { move: 3, movement: 'normal', attack: { range: 0, targets: 1 }, muddled: false },
};
const right = { options: [{ moveTo: [3, 0], attacks: ['c1'] }] };
const wrong = { options: [{ moveTo: [1, 0], attacks: [] }] };

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'haven-monster-turn-'));
  writeFileSync(join(dir, 'query.json'), JSON.stringify(query));
  writeFileSync(join(dir, 'broken.json'), '{"format": ');
  writeFileSync(join(dir, 'odd.json'), JSON.stringify({ ...query, map: { hexes: [[0, 'x']] } }));
  writeFileSync(
    join(dir, 'suite.json'),
    JSON.stringify({
      format: 'monster-turn-suite/1',
      cases: [
        { ...query, id: 'ok', expected: right },
        { ...query, id: 'doubtful', unconfirmed: true, expected: wrong },
        { ...query, id: 'also-ok', expected: right, unconfirmed: true },
      ],
    }),
  );
  writeFileSync(
    join(dir, 'failing.json'),
    JSON.stringify({ format: 'monster-turn-suite/1', cases: [{ ...query, id: 'bad-expectation', expected: wrong }] }),
  );
});

describe('monster-turn FILE', () => {
  it('prints the answer as pretty JSON, resolving the path against cwd', async () => {
    const io = collectingIo(dir);
    expect(await command.run(['query.json'], io)).toBe(0);
    const answer = JSON.parse(io.stdout);
    expect(answer.format).toBe('monster-turn-answer/1');
    expect(answer.options).toEqual([
      {
        moveTo: [3, 0],
        path: [
          [0, 0],
          [1, 0],
          [2, 0],
          [3, 0],
        ],
        attacks: ['c1'],
        focus: ['c1'],
        headingFor: [[3, 0]],
      },
    ]);
    expect(answer.explanation.length).toBeGreaterThan(0);
    expect(io.stdout).toContain('\n  "format"');
  });

  it('says what is wrong with a missing, broken or malformed file, with exit status 2', async () => {
    for (const [file, text] of [
      ['missing.json', 'missing.json: cannot read the file: no such file'],
      ['broken.json', 'broken.json: not valid JSON'],
      ['odd.json', 'odd.json: at $.map.hexes[0][1]:'],
    ] as const) {
      const io = collectingIo(dir);
      expect(await command.run([file], io)).toBe(2);
      expect(io.stderr).toContain(text);
      expect(io.stdout).toBe('');
    }
  });

  it("prints a schema's own sentence in English, without the catalog key hidden after it", async () => {
    const io = collectingIo(dir);
    expect(await command.run(['odd.json'], io)).toBe(2);
    expect(io.stderr).toContain('odd.json: at $.map.hexes[0][1]: a hex coordinate must be a number\n');
    expect(io.stderr).not.toContain('\u2063');
    expect(io.stderr).not.toContain('files.schema');
  });

  it('refuses a query whose sizes multiply into more work than a turn is worth', async () => {
    const hexes = Array.from({ length: 4900 }, (_, i) => [i % 70, Math.floor(i / 70)]);
    const figures = Array.from({ length: 200 }, (_, i) => ({ id: `f${i}`, team: i % 2 ? 'players' : 'monsters', hex: hexes[i * 24] }));
    const cells = Array.from({ length: 100 }, (_, i) => [i % 10, Math.floor(i / 10)]);
    const ability = { move: 50, attack: { range: 10, targets: 1, aoe: { cells, anchor: 'free' } } };
    writeFileSync(join(dir, 'huge.json'), JSON.stringify({ ...query, map: { hexes }, figures, active: 'f0', ability }));
    const io = collectingIo(dir);
    expect(await command.run(['huge.json'], io)).toBe(2);
    expect(io.stderr).toBe(
      'huge.json: a board of 4900 hexes with 100 enemies and an area attack of 100 hexes is too large to work out in time; ' +
        'use a smaller board, fewer figures or a smaller area\n',
    );
  });

  it('shows usage without a file', async () => {
    const io = collectingIo(dir);
    expect(await command.run([], io)).toBe(2);
    expect(io.stderr).toContain('monster-turn --suite FILE');
  });
});

describe('monster-turn --suite FILE', () => {
  it('counts unconfirmed failures as skipped and passes', async () => {
    const io = collectingIo(dir);
    expect(await command.run(['--suite', join(dir, 'suite.json')], io)).toBe(0);
    expect(io.stdout).toBe('2 passed, 0 failed, 1 skipped\n');
  });

  it('prints each failing case compactly and fails', async () => {
    const io = collectingIo(dir);
    expect(await command.run(['--suite', 'failing.json'], io)).toBe(1);
    expect(io.stdout).toBe('FAIL bad-expectation expected [1,0] got [3,0]>c1\n0 passed, 1 failed\n');
  });

  it('rejects a file that is not a suite', async () => {
    const io = collectingIo(dir);
    expect(await command.run(['--suite', 'query.json'], io)).toBe(2);
    expect(io.stderr).toContain('query.json: at $.format:');
  });
});
