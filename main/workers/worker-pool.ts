import type { Worker } from 'node:worker_threads';
import { startWorker } from './start-worker';

/** Why a job got no answer: it ran past its time or memory, a newer job with its key came, or the worker stopped. */
export type StopReason = 'outOfTime' | 'outOfMemory' | 'replaced' | 'stopped';

export interface WorkerPoolOptions {
  /** The worker's entry, `<dir>/<name>` (start-worker.ts): pass the starting module's `__dirname`. */
  dir: string;
  name: string;
  /** The most the worker's heap may grow to, in MB. */
  memoryMb: number;
  /** How long one job may run before it is stopped; none: as long as it takes. */
  budgetMs?: number;
  /** Start the worker at once, so that the first job does not wait for it to load. */
  isWarm?: boolean;
  /** The error a job that got no answer is rejected with. */
  errorFor(reason: StopReason): Error;
}

export interface WorkerPool<In, Out> {
  /**
   * Runs one job on the worker, after the jobs before it. A job with a `key` replaces an older one
   * with the same key, waiting or running: that one is answered `replaced` (and its work stopped).
   */
  run(input: In, key?: string): Promise<Out>;
  close(): Promise<void>;
}

interface Job<In, Out> {
  input: In;
  key: string | undefined;
  resolve(output: Out): void;
  reject(error: Error): void;
}

/**
 * One worker thread, kept warm, taking one job at a time off the host's event loop (issue 26).
 * The worker's entry posts `{ ready: true }` once loaded, then one reply per job. A job that runs
 * past the time budget or the memory bound is stopped — the worker is ended and a fresh one
 * started — and rejected with the pool's sentence for it.
 */
export function createWorkerPool<In, Out>(options: WorkerPoolOptions): WorkerPool<In, Out> {
  const queue: Job<In, Out>[] = [];
  let running: { job: Job<In, Out>; timer: NodeJS.Timeout | null } | null = null;
  let current: { worker: Worker; ready: Promise<void>; isReady: boolean } | null = null;
  let isClosed = false;

  const spawn = () => {
    const worker = startWorker(options.dir, options.name, { maxOldGenerationSizeMb: options.memoryMb, maxYoungGenerationSizeMb: 16 });
    // It never keeps the host's process alive on its own.
    worker.unref();
    const started = {
      worker,
      isReady: false,
      ready: new Promise<void>((resolve) => {
        const onReady = (message: unknown) => {
          if ((message as { ready?: boolean } | null)?.ready !== true) return;
          worker.off('message', onReady);
          worker.on('message', (reply: Out) => finish(worker, reply));
          started.isReady = true;
          resolve();
        };
        worker.on('message', onReady);
      }),
    };
    worker.on('error', (error: Error & { code?: string }) =>
      stop(worker, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'outOfMemory' : 'stopped'),
    );
    worker.on('exit', () => stop(worker, 'stopped'));
    current = started;
    return started;
  };

  /**
   * Ends the worker and rejects the job it was running. A worker that had loaded is replaced at
   * once, so the next job finds one warm; one that failed to load is started again only when a
   * job needs it.
   */
  const stop = (worker: Worker, reason: StopReason) => {
    if (current?.worker !== worker) return;
    const wasReady = current.isReady;
    current = null;
    void worker.terminate();
    const job = running?.job;
    if (running?.timer) clearTimeout(running.timer);
    running = null;
    job?.reject(options.errorFor(reason));
    if (wasReady && !isClosed) spawn();
    void pump();
  };

  const finish = (worker: Worker, reply: Out) => {
    if (current?.worker !== worker || !running) return;
    const { job, timer } = running;
    if (timer) clearTimeout(timer);
    running = null;
    job.resolve(reply);
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
    // The budget counts from when the worker takes the job: loading the worker is not the job's time.
    if (options.budgetMs !== undefined) running.timer = setTimeout(() => stop(started.worker, 'outOfTime'), options.budgetMs);
    started.worker.postMessage(job.input);
  };

  if (options.isWarm) spawn();

  return {
    run(input, key) {
      if (isClosed) return Promise.reject(options.errorFor('stopped'));
      return new Promise<Out>((resolve, reject) => {
        if (key !== undefined) {
          for (const older of queue.filter((job) => job.key === key)) {
            queue.splice(queue.indexOf(older), 1);
            older.reject(options.errorFor('replaced'));
          }
          // The work on the older job stops at once; a fresh worker takes the newer one.
          if (running?.job.key === key && current) stop(current.worker, 'replaced');
        }
        queue.push({ input, key, resolve, reject });
        void pump();
      });
    },
    async close() {
      isClosed = true;
      for (const job of queue.splice(0)) job.reject(options.errorFor('stopped'));
      const worker = current?.worker;
      if (worker) {
        stop(worker, 'stopped');
        await worker.terminate();
      }
    },
  };
}
