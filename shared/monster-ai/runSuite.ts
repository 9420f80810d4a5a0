import { z } from 'zod';
import type { Hex } from '../hex/types';
import { solveMonsterTurn } from './solve';
import { monsterTurnQuerySchema } from './query';

const outcomeSchema = z.object({
  moveTo: z.tuple([z.number().int(), z.number().int()]),
  attacks: z.array(z.string()),
});

export const monsterTurnSuiteSchema = z.object({
  format: z.literal('monster-turn-suite/1'),
  cases: z.array(
    monsterTurnQuerySchema.extend({
      expected: z.object({ options: z.array(outcomeSchema), focus: z.array(z.string()).optional() }),
      unconfirmed: z.boolean().optional(),
    }),
  ),
});

export type MonsterTurnSuite = z.input<typeof monsterTurnSuiteSchema>;

/** An outcome as the suite compares it: where the monster ends and whom it attacks. */
export interface Outcome {
  moveTo: Hex;
  attacks: string[];
}

export interface CaseResult {
  id: string;
  status: 'passed' | 'failed' | 'skipped';
  expected: Outcome[];
  /** The solver's outcomes, or the error it raised. */
  got: Outcome[] | { error: string };
}

export interface SuiteResult {
  results: CaseResult[];
  passed: number;
  failed: number;
  skipped: number;
}

function normalised(outcomes: readonly Outcome[]): Outcome[] {
  return outcomes
    .map((o) => ({ moveTo: [o.moveTo[0], o.moveTo[1]] as Hex, attacks: [...o.attacks].sort() }))
    .sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
}

function keyOf(outcome: Outcome): string {
  return `${outcome.moveTo[0]},${outcome.moveTo[1]}>${outcome.attacks.join(',')}`;
}

/**
 * Runs every case of a monster-turn suite. A case passes when the set of (end hex, sorted
 * attacks) pairs equals the expected set exactly (spec, "Suites"). An unconfirmed case that fails
 * is skipped, because its expected answer is in doubt; one that passes counts as passed.
 */
export function runSuite(suite: MonsterTurnSuite): SuiteResult {
  const results: CaseResult[] = [];
  suite.cases.forEach((testCase, index) => {
    const id = testCase.id ?? `case ${index + 1}`;
    const expected = normalised(testCase.expected.options);
    let got: CaseResult['got'];
    let isMatch = false;
    try {
      // A suite is read from outside: each case is parsed here, and a malformed one fails alone.
      got = normalised(solveMonsterTurn(monsterTurnQuerySchema.parse(testCase)).options);
      const wanted = new Set(expected.map(keyOf));
      const found = new Set(got.map(keyOf));
      isMatch = wanted.size === found.size && [...wanted].every((k) => found.has(k));
    } catch (error) {
      got = { error: error instanceof Error ? error.message : String(error) };
    }
    const status = isMatch ? 'passed' : testCase.unconfirmed ? 'skipped' : 'failed';
    results.push({ id, status, expected, got });
  });
  const count = (status: CaseResult['status']): number => results.filter((r) => r.status === status).length;
  return { results, passed: count('passed'), failed: count('failed'), skipped: count('skipped') };
}
