import { RequestError, refusedRequest } from '../services/errors';
import { createWorkerPool } from '../workers/worker-pool';
import { readAndPrepare, type ReadReply, type ReadRequest } from './read-and-prepare';

/** Reads an import up to what is to be written (read-and-prepare.ts). */
export interface ContentReader {
  read(request: ReadRequest): Promise<ReadReply>;
  close(): Promise<void>;
}

export interface ContentReaderOptions {
  /** The most the worker's heap may grow to, in MB. */
  memoryMb?: number;
  /** Start the worker at once, so that the first import does not wait for it to load. */
  isWarm?: boolean;
}

/**
 * The largest import the limits let in (256 MB of JSON, main/content/source-limits.ts) parses to
 * about four times that in objects; gh2e.json, the largest real one, to a few dozen MB. Past the
 * bound the import is refused in words and the host goes on.
 */
const DEFAULT_MEMORY_MB = 1536;

/**
 * Imports read on a worker thread (issue 26): a lying zip inflated a step at a time still held
 * every other request for seconds. One worker, kept warm in the app, reads one import at a time;
 * the host's loop only writes what it answers.
 */
export function createContentReader(options: ContentReaderOptions = {}): ContentReader {
  const pool = createWorkerPool<ReadRequest, ReadReply>({
    dir: __dirname,
    name: 'read-worker',
    memoryMb: options.memoryMb ?? DEFAULT_MEMORY_MB,
    isWarm: options.isWarm,
    errorFor: (reason) => refusedRequest(RequestError, reason === 'outOfMemory' ? 'files.read.outOfMemory' : 'files.read.stopped'),
  });
  return { read: (request) => pool.run(request), close: () => pool.close() };
}

/** The same reading on the caller's own thread: the command line, which answers no one else meanwhile. */
export const inProcessReader: Pick<ContentReader, 'read'> = { read: readAndPrepare };
