import { parentPort } from 'node:worker_threads';
import { solveMonsterTurn } from '@shared/monster-ai';
import type { ParsedQuery } from '@shared/monster-ai/query';
import type { SolverReply } from './solver-pool';

/**
 * The monster AI's worker thread (started by solver-pool.ts): it works out one parsed query at a
 * time, off the host's event loop, and answers the solution or the solver's own sentence.
 */
const port = parentPort;
if (port) {
  port.on('message', (query: ParsedQuery) => {
    let reply: SolverReply;
    try {
      reply = { ok: true, answer: solveMonsterTurn(query) };
    } catch (error) {
      reply = { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(reply);
  });
  port.postMessage({ ready: true });
}
