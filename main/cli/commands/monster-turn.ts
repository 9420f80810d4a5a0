import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { z } from 'zod';
import { issueMessage } from '@shared/ipc/format-issues';
import { monsterTurnQuerySchema, monsterTurnSuiteSchema, runSuite, solveMonsterTurn, workProblems } from '@shared/monster-ai';
import { englishRefusal } from '@shared/rules/refusal';
import type { CaseResult } from '@shared/monster-ai';
import type { CliCommand, CliIo } from '../types';

const USAGE = [
  'monster-turn FILE            print the monster AI answer for one monster-turn/1 query',
  'monster-turn --suite FILE    run a monster-turn-suite/1 file and report failing cases',
];

/** `$.map.hexes[3]` from a zod issue path. */
function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}.${String(key)}`), '$');
}

/** Reads and parses a JSON file, or explains on `err` what is wrong with it. */
async function readJson<T>(file: string, io: CliIo, schema: z.ZodType<T>): Promise<T | null> {
  const path = resolve(io.cwd, file);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String((error as Error).message);
    io.err(`${file}: cannot read the file: ${reason}\n`);
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    io.err(`${file}: not valid JSON: ${(error as Error).message}\n`);
    return null;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    for (const issue of parsed.error.issues.slice(0, 20)) io.err(`${file}: at ${jsonPath(issue.path)}: ${issueMessage(issue)}\n`);
    if (parsed.error.issues.length > 20) io.err(`${file}: ... and ${parsed.error.issues.length - 20} more problems\n`);
    return null;
  }
  return parsed.data;
}

function outcomes(list: CaseResult['expected']): string {
  if (list.length === 0) return '(none)';
  return list.map((o) => `[${o.moveTo.join(',')}]${o.attacks.length ? `>${o.attacks.join('+')}` : ''}`).join(' ');
}

export const command: CliCommand = {
  name: 'monster-turn',
  summary: 'Say where a monster moves and whom it attacks (or run a suite of such questions).',
  usage: USAGE,
  async run(args, io) {
    const isSuite = args[0] === '--suite';
    const file = isSuite ? args[1] : args[0];
    if (!file || args.length !== (isSuite ? 2 : 1)) {
      io.err(`Usage:\n${USAGE.map((line) => `  ${line}`).join('\n')}\n`);
      return 2;
    }
    if (isSuite) {
      const suite = await readJson(file, io, monsterTurnSuiteSchema);
      if (!suite) return 2;
      const result = runSuite(suite);
      for (const r of result.results.filter((x) => x.status === 'failed')) {
        const got = 'error' in r.got ? `error: ${r.got.error}` : outcomes(r.got);
        io.out(`FAIL ${r.id} expected ${outcomes(r.expected)} got ${got}\n`);
      }
      io.out(`${result.passed} passed, ${result.failed} failed${result.skipped > 0 ? `, ${result.skipped} skipped` : ''}\n`);
      return result.failed === 0 ? 0 : 1;
    }
    const query = await readJson(file, io, monsterTurnQuerySchema);
    if (!query) return 2;
    // The same bounds on the work a query implies as the app's (shared/monster-ai/work.ts).
    const tooMuch = workProblems(query);
    if (tooMuch.length > 0) {
      for (const problem of tooMuch) io.err(`${file}: ${englishRefusal(problem)}\n`);
      return 2;
    }
    try {
      // The answer as the format says it (../shared/spec/monster-turn.md): the catalog's reasons are the screens'.
      const { reasons: _reasons, ...answer } = solveMonsterTurn(query);
      io.out(`${JSON.stringify(answer, null, 2)}\n`);
    } catch (error) {
      io.err(`${file}: ${(error as Error).message}\n`);
      return 2;
    }
    return 0;
  },
};
