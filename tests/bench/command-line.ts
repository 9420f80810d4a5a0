import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureHostBundle, hostBundlePath } from '../../main/host-bundle.cjs';
import type { Bench } from './types';

const root = resolve(import.meta.dirname, '..', '..');

/** A monster two hexes from a character in a corridor: it steps up and attacks. */
const QUERY = {
  format: 'monster-turn/1',
  rules: 'gh',
  map: { hexes: [0, 1, 2, 3, 4, 5].map((q) => [q, 0]) },
  figures: [
    { id: 'm1', team: 'monsters', hex: [0, 0] },
    { id: 'c1', team: 'players', hex: [4, 0], initiative: 20 },
  ],
  active: 'm1',
  ability: { move: 3, movement: 'normal', attack: { range: 0, targets: 1 }, muddled: false },
};

const RUNS = 7;

/** The median wall time of a whole process answering the query, from its start to its exit. */
function wallTime(command: string, args: string[]): number {
  const times: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const started = performance.now();
    const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
    const elapsed = performance.now() - started;
    if (result.status !== 0 || !result.stdout.includes('monster-turn-answer/1'))
      throw new Error(`${command} ${args.join(' ')} did not answer:\n${result.stderr}`);
    if (run > 0) times.push(elapsed); // the first run warms the file cache
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/**
 * The command line answering one `monster-turn` query, measured as a whole process (issue 25): its
 * bundle run directly (goal < 300 ms) and through `npm run -s haven` (goal < 500 ms; npm itself
 * adds about a quarter of a second).
 */
export const bench: Bench = async () => {
  await ensureHostBundle(root);
  const file = join(mkdtempSync(join(tmpdir(), 'haven-bench-cli-')), 'query.json');
  writeFileSync(file, JSON.stringify(QUERY));
  const direct = wallTime(process.execPath, [hostBundlePath('cli', root), 'monster-turn', file]);
  const npm = wallTime('npm', ['run', '-s', 'haven', '--', 'monster-turn', file]);
  return [
    {
      name: 'monster-turn, one query, its bundle run directly (whole process)',
      value: direct,
      unit: 'ms',
      goal: '< 300 ms',
      isMet: direct < 300,
    },
    {
      name: 'monster-turn, one query, through npm run -s haven (whole process)',
      value: npm,
      unit: 'ms',
      goal: '< 500 ms',
      isMet: npm < 500,
    },
  ];
};
