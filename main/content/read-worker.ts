import { parentPort } from 'node:worker_threads';
import { keyedContentError } from '@shared/content/model/content-error';
import { readAndPrepare, type ReadReply, type ReadRequest } from './read-and-prepare';

/**
 * The import's worker thread (started by content-reader.ts): reads, inflates, parses, converts and
 * checks one import at a time, off the host's event loop, and answers plain data to write.
 */
const port = parentPort;
if (port) {
  port.on('message', (request: ReadRequest) => {
    readAndPrepare(request).then(
      (reply) => port.postMessage(reply),
      (error: unknown) => {
        // Last line of defence: an unexpected failure still reaches the person as one clear line.
        const message = error instanceof Error ? error.message : String(error);
        const reply: ReadReply = { kind: 'refused', errors: [keyedContentError(request.path, '$', 'files.read.failed', { message })] };
        port.postMessage(reply);
      },
    );
  });
  port.postMessage({ ready: true });
}
