import type { MonsterTurnAnswer } from '@shared/monster-ai';
import type { ParsedQuery } from '@shared/monster-ai/query';
import { RequestError, refusedRequest } from '../services/errors';
import { createWorkerPool } from '../workers/worker-pool';

/** What the worker answers for one query (solve-worker.ts). */
export type SolverReply = { ok: true; answer: MonsterTurnAnswer } | { ok: false; reason: string };

export interface SolverOptions {
  /** How long one query may be worked on before it is stopped. */
  budgetMs?: number;
  /** The most the worker's heap may grow to, in MB. */
  memoryMb?: number;
  /** Start the worker at once, so that the first query does not wait for it to load. */
  isWarm?: boolean;
}

export interface SolverPool {
  /**
   * Works a parsed, checked query out on the worker. A query with an `id` is the newest position
   * of that board: an older query with the same id, waiting or being worked on, is answered
   * `replaced` (and the work on it stopped).
   */
  solve(query: ParsedQuery): Promise<MonsterTurnAnswer>;
  close(): Promise<void>;
}

/**
 * A real board takes ~150 ms; the budget leaves a slow, loaded machine thirty times that. Memory:
 * a real board needs a few MB of heap; the bound keeps a runaway search from taking the machine's.
 */
const DEFAULT_BUDGET_MS = 5_000;
const DEFAULT_MEMORY_MB = 256;

/**
 * The monster AI off the host's event loop (issue 26): one worker thread, kept warm, works out one
 * query at a time while the host goes on answering everyone else. A query that runs past the time
 * budget or the memory bound is stopped and answered with a sentence; so is one a newer query for
 * the same board replaces.
 */
export function createSolverPool(options: SolverOptions = {}): SolverPool {
  const budgetMs = options.budgetMs ?? DEFAULT_BUDGET_MS;
  const pool = createWorkerPool<ParsedQuery, SolverReply>({
    dir: __dirname,
    name: 'solve-worker',
    memoryMb: options.memoryMb ?? DEFAULT_MEMORY_MB,
    budgetMs,
    isWarm: options.isWarm,
    errorFor: (reason) => refusedRequest(RequestError, `host.monsterAi.${reason}`, { seconds: Math.round(budgetMs / 100) / 10 }),
  });
  return {
    async solve(query) {
      const reply = await pool.run(query, query.id);
      if (reply.ok) return reply.answer;
      // The solver's own words are English (shared/monster-ai); the sentence around them is the request's language.
      throw refusedRequest(RequestError, 'host.monsterAi.unsolvable', { reason: reply.reason });
    },
    close: () => pool.close(),
  };
}
