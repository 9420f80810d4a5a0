import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { ensureHostBundle, hostBundlePath } from '../../main/host-bundle.cjs';
import { runCli } from '../../main/cli/run';
import { monster, player, testQuery } from '@shared/monster-ai/query.fixture';
import { sharedPath } from '../support/peer-path';

const root = resolve(__dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'haven-monster-turn-bundle-'));

beforeAll(async () => {
  await ensureHostBundle(root);
}, 120_000);

/** The JSON examples of the monster-turn spec (../shared/spec/monster-turn.md) that are queries. */
function specQueries(): unknown[] {
  const spec = readFileSync(sharedPath('spec', 'monster-turn.md'), 'utf8');
  return [...spec.matchAll(/```json\n([\s\S]*?)```/g)]
    .map((block) => JSON.parse(block[1]!) as { format?: string })
    .filter((json) => json.format === 'monster-turn/1');
}

/** A monster two hexes from a character in a corridor: it walks up and attacks. */
const corridor = testQuery({
  map: { hexes: [0, 1, 2, 3, 4, 5].map((q) => [q, 0]) },
  figures: [monster('m1', [0, 0]), player('c1', [4, 0], 20)],
});
/** Two characters equally near: a tie the players settle, with a reason for each. */
const tie = testQuery({
  map: { hexes: [-3, -2, -1, 0, 1, 2, 3].map((q) => [q, 0]) },
  figures: [monster('m1', [0, 0]), player('c1', [3, 0]), player('c2', [-3, 0])],
  ability: { move: 1 },
});
const suite = {
  format: 'monster-turn-suite/1',
  cases: [
    { ...corridor, id: 'walks-and-hits', expected: { options: [{ moveTo: [3, 0], attacks: ['c1'] }] } },
    { ...corridor, id: 'wrong-on-purpose', expected: { options: [{ moveTo: [1, 0], attacks: [] }] } },
  ],
};

function file(name: string, json: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof json === 'string' ? json : JSON.stringify(json));
  return path;
}

/** The command line's answer as a whole process from its bundle: its small monster-turn bundle. */
function bundled(args: string[]) {
  const result = spawnSync(process.execPath, [hostBundlePath('cli', root), 'monster-turn', ...args], { cwd: dir, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The full command line's answer (every command, the host's modules), in this process. */
async function full(args: string[]) {
  const answer = { status: 0 as number | null, stdout: '', stderr: '' };
  answer.status = await runCli(['monster-turn', ...args], {
    out: (text) => (answer.stdout += text),
    err: (text) => (answer.stderr += text),
    cwd: dir,
  });
  return answer;
}

it('the monster-turn bundle holds the solver without the host: no database, no other command', () => {
  const source = readFileSync(hostBundlePath('monster-turn', root), 'utf8');
  expect(source).toContain('monster-turn-answer/1');
  expect(source).not.toMatch(/require\("better-sqlite3"\)|node_modules\/kysely\/|\/\/ main\/db\/|\/\/ main\/cli\/run\.ts/);
});

it.skipIf(!existsSync(sharedPath('spec', 'monster-turn.md')))(
  "answers the spec's example byte for byte as the full command line",
  async () => {
    const queries = specQueries();
    expect(queries).toHaveLength(1);
    const args = [file('spec-example.json', queries[0])];
    expect(bundled(args)).toEqual(await full(args));
  },
);

it.each([
  ['a monster walking up to attack', ['corridor.json'], corridor],
  ['a tie between two characters', ['tie.json'], tie],
  ['a suite with one failing case', ['--suite', 'suite.json'], suite],
  ['a file that is not JSON', ['broken.json'], '{"format": '],
  ['a query with a wrong hex', ['odd.json'], { ...corridor, map: { hexes: [[0, 'x']] } }],
  ['a missing file', ['missing.json'], undefined],
  ['no file named', [], undefined],
])('answers %s byte for byte as the full command line', async (_, args, json) => {
  if (json !== undefined) file(args.at(-1)!, json);
  const answer = await full(args);
  expect(bundled(args)).toEqual(answer);
  expect(answer.stdout + answer.stderr).not.toBe('');
});

it("keeps V8's code cache of the monster-turn bundle, and answers alike without it, with it and with a broken one", () => {
  const cache = `${hostBundlePath('monster-turn', root)}.code-cache`;
  const args = [file('cached.json', corridor)];
  rmSync(cache, { force: true });
  const compiled = bundled(args);
  expect(compiled.stdout).toContain('monster-turn-answer/1');
  const written = readFileSync(cache);
  expect(written.subarray(0, written.indexOf(10)).toString()).toMatch(
    new RegExp(`^${statSync(hostBundlePath('monster-turn', root)).size}:`),
  );
  expect(bundled(args)).toEqual(compiled); // from the cache
  // A cache of another build of the bundle (its size and time first) is not used, and is replaced.
  writeFileSync(cache, Buffer.concat([Buffer.from('1:1\n'), written.subarray(written.indexOf(10) + 1)]));
  expect(bundled(args)).toEqual(compiled);
  const stamp = (buffer: Buffer) => buffer.subarray(0, buffer.indexOf(10)).toString();
  expect(stamp(readFileSync(cache))).toBe(stamp(written));
  // A cache of this build that V8 refuses (damaged): compiled afresh.
  writeFileSync(cache, Buffer.concat([written.subarray(0, written.indexOf(10) + 1), Buffer.from('not V8 code')]));
  expect(bundled(args)).toEqual(compiled);
});
