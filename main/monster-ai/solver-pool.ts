import type { Worker } from 'node:worker_threads';
import type { MonsterTurnAnswer } from '@shared/monster-ai';
import type { ParsedQuery } from '@shared/monster-ai/query';
import type { RefusalKey } from '@shared/rules/refusal';
import { RequestError, refusedRequest } from '../services/errors';
import { startWorker } from '../workers/start-worker';

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

interface Job {
  query: ParsedQuery;
  resolve(answer: MonsterTurnAnswer): void;
  reject(error: RequestError): void;
}

/**
 * The monster AI off the host's event loop (issue 26): one worker thread, kept warm, works out one
 * query at a time while the host goes on answering everyone else. A query that runs past the time
 * budget or the memory bound is stopped — the worker is ended and a fresh one started — and
 * answered with a sentence; so is one a newer query for the same board replaces.
 */
export function createSolverPool(options: SolverOptions = {}): SolverPool {
  const budgetMs = options.budgetMs ?? DEFAULT_BUDGET_MS;
  const memoryMb = options.memoryMb ?? DEFAULT_MEMORY_MB;
  const queue: Job[] = [];
  let running: { job: Job; timer: NodeJS.Timeout | null } | null = null;
  let current: { worker: Worker; ready: Promise<void>; isReady: boolean } | null = null;
  let isClosed = false;
  const refused = (key: RefusalKey) => refusedRequest(RequestError, key, { seconds: Math.round(budgetMs / 100) / 10 });

  const spawn = () => {
    const worker = startWorker(__dirname, 'solve-worker', { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 16 });
    // It never keeps the host's process alive on its own.
    worker.unref();
    const started = {
      worker,
      isReady: false,
      ready: new Promise<void>((resolve) => {
        const onReady = (message: unknown) => {
          if ((message as { ready?: boolean }).ready !== true) return;
          worker.off('message', onReady);
          worker.on('message', (reply: SolverReply) => finish(worker, reply));
          started.isReady = true;
          resolve();
        };
        worker.on('message', onReady);
      }),
    };
    worker.on('error', (error: Error & { code?: string }) =>
      stop(worker, refused(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'host.monsterAi.outOfMemory' : 'host.monsterAi.stopped')),
    );
    worker.on('exit', () => stop(worker, refused('host.monsterAi.stopped')));
    current = started;
    return started;
  };

  /**
   * Ends the worker and answers the query it was working on with `error`. A worker that had loaded
   * is replaced at once, so the next query finds one warm; one that failed to load is started again
   * only when a query needs it.
   */
  const stop = (worker: Worker, error: RequestError) => {
    if (current?.worker !== worker) return;
    const wasReady = current.isReady;
    current = null;
    void worker.terminate();
    const job = running?.job;
    if (running?.timer) clearTimeout(running.timer);
    running = null;
    job?.reject(error);
    if (wasReady && !isClosed) spawn();
    void pump();
  };

  const finish = (worker: Worker, reply: SolverReply) => {
    if (current?.worker !== worker || !running) return;
    const { job, timer } = running;
    if (timer) clearTimeout(timer);
    running = null;
    if (reply.ok) job.resolve(reply.answer);
    // The solver's own words are English (shared/monster-ai); the sentence around them is the request's language.
    else job.reject(refusedRequest(RequestError, 'host.monsterAi.unsolvable', { reason: reply.reason }));
    void pump();
  };

  const pump = async () => {
    if (running || isClosed) return;
    const job = queue.shift();
    if (!job) return;
    const started = current ?? spawn();
    running = { job, timer: null };
    await started.ready;
    if (running?.job !== job) return;
    // The budget counts from when the worker takes the query: loading the worker is not the query's time.
    running.timer = setTimeout(() => stop(started.worker, refused('host.monsterAi.outOfTime')), budgetMs);
    started.worker.postMessage(job.query);
  };

  if (options.isWarm) spawn();

  return {
    solve(query) {
      if (isClosed) return Promise.reject(refused('host.monsterAi.stopped'));
      return new Promise<MonsterTurnAnswer>((resolve, reject) => {
        if (query.id !== undefined) {
          for (const older of queue.filter((job) => job.query.id === query.id)) {
            queue.splice(queue.indexOf(older), 1);
            older.reject(refused('host.monsterAi.replaced'));
          }
          // The work on the older position stops at once; a fresh worker takes the newer one.
          if (running?.job.query.id === query.id && current) stop(current.worker, refused('host.monsterAi.replaced'));
        }
        queue.push({ query, resolve, reject });
        void pump();
      });
    },
    async close() {
      isClosed = true;
      for (const job of queue.splice(0)) job.reject(refused('host.monsterAi.stopped'));
      const worker = current?.worker;
      if (worker) {
        stop(worker, refused('host.monsterAi.stopped'));
        await worker.terminate();
      }
    },
  };
}
